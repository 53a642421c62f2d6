/**
 * Work a call does after its answer has left (password recovery's lookup, code and mail: neither
 * the answer's time nor that of the requests right after it may depend on that work). Each piece
 * starts once the answer's response has closed, after a random delay within the caller's bound;
 * a failure is logged with the request's logger, never thrown and never dropped silently.
 * `drain()` starts the waiting pieces at once and waits for every piece started so far (the
 * server's close, and tests that read the mail a call sent).
 */
import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';

export interface AfterAnswerOptions {
  /** `what` names the work in the log line of a failure. */
  readonly what: string;
  readonly log: FastifyBaseLogger;
  /** The work starts a random number of milliseconds below this after the answer (0: at once). */
  readonly jitterMs?: number;
}

export class BackgroundWork {
  private readonly pending = new Set<Promise<void>>();
  /** The pieces still in their random delay: each one's way to start at once. */
  private readonly waiting = new Set<() => void>();
  /** Drains under way: a piece reaching its delay meanwhile starts at once. */
  private draining = 0;

  /** Runs `work` after `reply`'s response has closed (sent, or its connection gone) and the delay. */
  afterAnswer(reply: FastifyReply, options: AfterAnswerOptions, work: () => Promise<void>): void {
    const response = reply.raw;
    const closed = new Promise<void>((resolve) => {
      if (response.closed) resolve();
      else response.once('close', () => resolve());
    });
    const piece = closed
      .then(() => this.delay(options.jitterMs ?? 0))
      .then(work)
      .catch((error: unknown) => {
        options.log.error({ err: error }, `${options.what} failed after the answer`);
      })
      .finally(() => {
        this.pending.delete(piece);
      });
    this.pending.add(piece);
  }

  /** Resolves once every piece started so far, and any piece those started, has ended. */
  async drain(): Promise<void> {
    this.draining += 1;
    try {
      while (this.pending.size > 0) {
        for (const start of [...this.waiting]) start();
        await Promise.allSettled([...this.pending]);
      }
    } finally {
      this.draining -= 1;
    }
  }

  /** A random wait below `bound` ms (at least the next turn of the event loop), cut short by `drain`. */
  private delay(bound: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const start = (): void => {
        clearTimeout(timer);
        this.waiting.delete(start);
        resolve();
      };
      if (bound <= 1 || this.draining > 0) {
        setImmediate(resolve);
        return;
      }
      const timer = setTimeout(start, randomInt(bound));
      this.waiting.add(start);
    });
  }
}
