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
   * Called once a job of the kind has ended, done or dead (its outcome written, the job no longer
   * in flight): a kind that repeats queues its next run here. A failure is logged, never the job's.
   */
  readonly settled?: (job: Job, status: 'done' | 'dead') => Promise<void>;
}

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

  /** The kind's `settled` hook, its failure logged. */
  private async settle(handler: JobKind<never>, job: Job, status: 'done' | 'dead'): Promise<void> {
    if (!handler.settled) return;
    try {
      await handler.settled(job, status);
    } catch (error) {
      this.options.log.error({ err: error, job: job.id, kind: job.kind }, 'after a job ended, its kind failed');
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
      } else await this.settle(handler, job, 'done');
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
        if (outcome.held) await this.settle(handler, job, 'dead');
      } else log.warn({ err: error, job: job.id, kind: job.kind }, 'a job failed and will be retried');
    } finally {
      clearTimeout(timer);
    }
  }
}
