/**
 * The job worker of a server process: claims due jobs of the kinds registered with it (`./queue.ts`)
 * and runs their handlers, a few at a time, each within its time limit. It polls every
 * `pollMs`, and at once when this process queues a job (`wake()`); a job queued by another process
 * is found by the next poll. `stop()` claims nothing more and waits for the running jobs (up to
 * their time limits); a job cut short by a crash is claimed again once its lease expires.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/client';
import {
  claimJob,
  completeJob,
  enqueueJob,
  failJob,
  JOB_LIMITS,
  keepRepeating,
  PermanentJobError,
  reportProgress,
  type EnqueueOptions,
  type Job,
} from './queue';

/** What a handler gets besides the payload. */
export interface JobContext {
  readonly job: Job;
  /** Aborted at the job's time limit, and when the worker stops. */
  readonly signal: AbortSignal;
  /** Reports progress (0-100), shown to whoever waits on the job. */
  progress(percent: number): Promise<void>;
}

export interface JobKind<P = unknown> {
  readonly kind: string;
  /** The time limit of one attempt. */
  readonly timeoutMs: number;
  readonly maxAttempts?: number;
  /** Checks and types a stored payload; throws for a malformed one (the job ends dead). */
  readonly parse: (payload: unknown) => P;
  readonly run: (payload: P, context: JobContext) => Promise<unknown>;
  /** Whether an error may pass on another attempt (default: any but `PermanentJobError`). */
  readonly retryable?: (error: unknown) => boolean;
  /**
   * A kind that recurs (a feed's import): one job of `key` with `payload` is kept queued, due
   * `intervalMs` after the last one of the key ended (done, dead or cancelled), at once when none
   * has run (`keepRepeating`). The worker sees to it when it starts, when one of the kind's jobs
   * ends, and every `REPEAT_CHECK_MS`: a cancelled run, a crash or a lost write never ends the
   * series. Only a process that runs jobs keeps the series.
   */
  readonly repeat?: { readonly key: string; readonly payload: P; readonly intervalMs: number };
}

/** How often a worker makes sure each repeating kind has its next run queued. */
export const REPEAT_CHECK_MS = 30_000;

export interface JobWorkerOptions {
  readonly db: Executor;
  readonly log: FastifyBaseLogger;
  /** Jobs run at once by this process (0: none; it still queues them for the others). */
  readonly concurrency?: number;
  readonly pollMs?: number;
}

class TimeLimitError extends Error {
  override readonly name = 'TimeLimitError';
}

export class JobWorker {
  readonly id = `worker-${process.pid}-${randomUUID().slice(0, 8)}`;
  private readonly kinds = new Map<string, JobKind<never>>();
  private readonly running = new Set<Promise<void>>();
  private readonly stopping = new AbortController();
  private timer: NodeJS.Timeout | null = null;
  private started = false;
  private polling = false;
  private pollAgain = false;
  private repeatCheckedAt = Number.NEGATIVE_INFINITY;
  private readonly concurrency: number;
  private readonly pollMs: number;

  constructor(private readonly options: JobWorkerOptions) {
    this.concurrency = Math.max(0, options.concurrency ?? 2);
    this.pollMs = Math.max(50, options.pollMs ?? 2_000);
  }

  register<P>(kind: JobKind<P>): void {
    if (kind.timeoutMs > JOB_LIMITS.maxTimeoutMs) throw new RangeError(`${kind.kind}: time limit over the maximum`);
    if (this.kinds.has(kind.kind)) throw new Error(`job kind ${kind.kind} registered twice`);
    this.kinds.set(kind.kind, kind as unknown as JobKind<never>);
  }

  /** Queues a job of a registered kind, with its time limit and attempts, and wakes the worker. */
  async enqueue(
    db: Executor,
    kind: string,
    payload: unknown,
    options: Omit<EnqueueOptions, 'timeoutMs' | 'maxAttempts'> = {},
  ): Promise<{ id: number; created: boolean }> {
    const handler = this.kinds.get(kind);
    if (!handler) throw new Error(`job kind ${kind} is not registered`);
    const queued = await enqueueJob(db, kind, payload, {
      ...options,
      timeoutMs: handler.timeoutMs,
      ...(handler.maxAttempts === undefined ? {} : { maxAttempts: handler.maxAttempts }),
    });
    this.wake();
    return queued;
  }

  start(): void {
    if (this.started || this.concurrency === 0) return;
    this.started = true;
    this.schedule(0);
  }

  /** Queues the next run of each repeating kind that has none in flight (`JobKind.repeat`). */
  async keepRepeating(): Promise<void> {
    this.repeatCheckedAt = Date.now();
    for (const handler of this.kinds.values()) await this.repeatKind(handler);
  }

  private async repeatKind(handler: JobKind<never>): Promise<void> {
    const { repeat } = handler;
    if (!repeat) return;
    try {
      const queued = await keepRepeating(this.options.db, handler.kind, repeat.payload, {
        key: repeat.key,
        intervalMs: repeat.intervalMs,
        timeoutMs: handler.timeoutMs,
        ...(handler.maxAttempts === undefined ? {} : { maxAttempts: handler.maxAttempts }),
      });
      if (queued)
        this.options.log.info({ job: queued.id, kind: handler.kind }, 'the next run of a repeating job is queued');
    } catch (error) {
      this.options.log.error({ err: error, kind: handler.kind }, 'queueing the next run of a repeating job failed');
    }
  }

  /** Polls now (after the current poll) instead of at the next tick. */
  wake(): void {
    if (!this.started || this.stopping.signal.aborted) return;
    this.schedule(0);
  }

  /** Claims nothing more, aborts the running jobs' signals and waits for them to end. */
  async stop(): Promise<void> {
    this.stopping.abort();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    while (this.running.size > 0 || this.polling) {
      await Promise.allSettled([...this.running]);
      if (this.polling) await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /** Resolves when nothing is due for this worker and nothing runs (tests). */
  async idle(): Promise<void> {
    // A poll already under way (one a `wake()` started) is waited for: it may be claiming a job.
    const pollFully = async () => {
      await this.poll();
      while (this.polling) await new Promise((resolve) => setTimeout(resolve, 10));
    };
    for (;;) {
      await pollFully();
      if (this.running.size === 0) {
        await pollFully();
        if (this.running.size === 0) return;
      }
      await Promise.race(this.running);
    }
  }

  private schedule(delay: number): void {
    if (this.stopping.signal.aborted) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.poll().finally(() => this.schedule(this.pollMs));
    }, delay);
    this.timer.unref();
  }

  /** Claims jobs while slots are free and jobs are due. */
  private async poll(): Promise<void> {
    if (this.polling) {
      this.pollAgain = true;
      return;
    }
    this.polling = true;
    try {
      if (Date.now() - this.repeatCheckedAt >= REPEAT_CHECK_MS) await this.keepRepeating();
      do {
        this.pollAgain = false;
        while (!this.stopping.signal.aborted && this.running.size < this.concurrency) {
          const job = await claimJob(this.options.db, [...this.kinds.keys()], this.id);
          if (!job) break;
          const run = this.run(job).finally(() => {
            this.running.delete(run);
            this.wake();
          });
          this.running.add(run);
        }
      } while (this.pollAgain && !this.stopping.signal.aborted);
    } catch (error) {
      this.options.log.error({ err: error }, 'claiming a job failed');
    } finally {
      this.polling = false;
    }
  }

  private async run(job: Job): Promise<void> {
    const { db, log } = this.options;
    const handler = this.kinds.get(job.kind);
    if (!handler) return;
    const limit = new AbortController();
    const timer = setTimeout(
      () => limit.abort(new TimeLimitError(`oltre il tempo limite di ${job.timeout_ms} ms`)),
      job.timeout_ms,
    );
    const signal = AbortSignal.any([limit.signal, this.stopping.signal]);
    try {
      const payload = handler.parse(job.payload);
      const aborted = new Promise<never>((_resolve, reject) => {
        const fail = () => reject(signal.reason instanceof Error ? signal.reason : new TimeLimitError('interrotto'));
        if (signal.aborted) fail();
        else signal.addEventListener('abort', fail, { once: true });
      });
      aborted.catch(() => undefined);
      const result = await Promise.race([
        handler.run(payload as never, {
          job,
          signal,
          progress: async (percent) => {
            await reportProgress(db, job, this.id, percent);
          },
        }),
        aborted,
      ]);
      if (!(await completeJob(db, job, this.id, result))) {
        log.warn({ job: job.id, kind: job.kind }, 'a job ended after its lease was taken over: its result is dropped');
      } else await this.repeatKind(handler);
    } catch (error) {
      const permanent = error instanceof PermanentJobError || !(handler.retryable?.(error) ?? true);
      // Stopping is not the job's failure: its attempt is given back for the next process.
      const stopped = this.stopping.signal.aborted && !limit.signal.aborted;
      const outcome = await failJob(db, job, this.id, error, {
        retry: stopped || !permanent,
        ...(stopped ? { waitMs: 0 } : {}),
      }).catch((writeError: unknown) => {
        log.error({ err: writeError, job: job.id }, 'recording a job failure failed');
        return null;
      });
      if (outcome?.status === 'dead') {
        log.error({ err: error, job: job.id, kind: job.kind }, 'a job is dead');
        if (outcome.held) await this.repeatKind(handler);
      } else log.warn({ err: error, job: job.id, kind: job.kind }, 'a job failed and will be retried');
    } finally {
      clearTimeout(timer);
    }
  }
}
