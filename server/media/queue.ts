/**
 * The bounded queue of image work (issue #28, item 9). sharp already runs off the event loop (in
 * libuv's thread pool, one libvips thread per image: `images.ts`), but every image it works on
 * takes a core and up to 4 bytes per pixel of memory; on the 2-core machine, a burst of uploads
 * left the event loop (and the embedded database, which runs on it) fighting for the CPU, and an
 * unbounded line of waiting images made every upload wait behind the whole burst.
 *
 * So at most `concurrency` jobs run at once (by default half the cores, at least one: the other
 * half is the event loop's and the database's), at most `maxWaiting` more wait their turn in
 * arrival order, and past that `run` refuses at once with `QueueFull`, which the upload answers
 * as a 503 'Riprova tra poco' with a Retry-After.
 */
import os from 'node:os';

/** A job refused because `concurrency` jobs run and `maxWaiting` wait already (images, rich text). */
export class QueueFull extends Error {
  constructor() {
    super('The work queue is full');
    this.name = 'QueueFull';
  }
}

/** Image jobs run at once by default: half the cores the process may use, at least one. */
export function defaultImageJobs(cores: number = os.availableParallelism()): number {
  return Math.max(1, Math.floor(cores / 2));
}

/** Jobs waiting for a running slot, per running slot, by default (`IMAGE_QUEUE_LENGTH`). */
export const WAITING_PER_JOB = 8;

/** Seconds a client refused with `QueueFull` is asked to wait (`Retry-After`). */
export const QUEUE_RETRY_SECONDS = 5;

export interface QueueLimits {
  /** Jobs running at once (at least 1). */
  readonly concurrency: number;
  /** Jobs waiting at most (0: none wait, a job finding every slot taken is refused). */
  readonly maxWaiting: number;
}

/** Runs jobs at most `concurrency` at a time, with at most `maxWaiting` waiting. */
export class WorkQueue {
  private active = 0;
  private readonly line: (() => void)[] = [];

  constructor(readonly limits: QueueLimits) {
    if (!(Number.isInteger(limits.concurrency) && limits.concurrency >= 1)) {
      throw new RangeError(`concurrency must be a whole number of at least 1 (got ${limits.concurrency})`);
    }
    if (!(Number.isInteger(limits.maxWaiting) && limits.maxWaiting >= 0)) {
      throw new RangeError(`maxWaiting must be a whole number (got ${limits.maxWaiting})`);
    }
  }

  /** Jobs running now. */
  get running(): number {
    return this.active;
  }

  /** Jobs waiting for a slot. */
  get waiting(): number {
    return this.line.length;
  }

  /** Whether a job given now would be refused. */
  get full(): boolean {
    return this.active >= this.limits.concurrency && this.line.length >= this.limits.maxWaiting;
  }

  /**
   * Runs `job` once a slot is free and answers what it answers; throws `QueueFull` at once, without
   * calling `job`, when the queue is full.
   */
  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.active < this.limits.concurrency) {
      this.active += 1;
    } else {
      if (this.line.length >= this.limits.maxWaiting) throw new QueueFull();
      // The slot is handed over by `release`: `active` stays as it is.
      await new Promise<void>((resolve) => this.line.push(resolve));
    }
    try {
      return await job();
    } finally {
      this.release();
    }
  }

  private release(): void {
    const next = this.line.shift();
    if (next) next();
    else this.active -= 1;
  }
}
