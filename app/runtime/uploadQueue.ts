/**
 * The admin's upload queue (issue #48, item 4): every file dropped in a drop zone or chosen in a
 * file box goes through it, so that a drop of 20 or 100 photos arrives whole.
 *
 * - At most `concurrency` files are sent at once (`UPLOAD_CONCURRENCY`), in the order they came.
 * - A file the server refuses because it is busy (503 'Riprova tra poco', the full image queue)
 *   goes back to its place at the head of the line; nothing more is sent until the wait its
 *   `Retry-After` asks for is over (bounded; a default when absent), and then one file fewer at
 *   once (at least one), since the server could not take as many. After `growAfter` uploads in a
 *   row without a refusal, one more at once again, up to `concurrency`.
 * - A file is sent `maxTries` times at most; any other error (a 4xx refusal, a network error)
 *   fails that file at once, and the others go on.
 *
 * Pure TypeScript (timers only), unit-tested in Node: tests/unit/upload-queue.test.ts.
 */
import { isApiError } from '../api/errors';

/** Files sent at once. */
export const UPLOAD_CONCURRENCY = 3;
/** Sends of one file at most (the first one included) while the server answers that it is busy. */
export const UPLOAD_MAX_TRIES = 10;
/** Seconds waited after a busy answer that names no usable `Retry-After`. */
export const UPLOAD_RETRY_DEFAULT_SECONDS = 5;
/** The longest wait after a busy answer, whatever its `Retry-After`. */
export const UPLOAD_RETRY_MAX_SECONDS = 60;
/** Uploads in a row without a busy answer after which one more file is sent at once again. */
export const UPLOAD_GROW_AFTER = 10;

/** What happens to one file, reported as it happens. */
export type UploadEvent<T> =
  /** Sending starts (`attempt` 1, or the retry's number). */
  | { readonly type: 'start'; readonly attempt: number }
  /** Bytes sent so far of the whole request. */
  | { readonly type: 'progress'; readonly loaded: number; readonly total: number }
  /** The server was busy: the file is sent again after `seconds`. */
  | { readonly type: 'retry'; readonly seconds: number; readonly attempt: number }
  | { readonly type: 'done'; readonly result: T }
  /** Refused, or busy `tries` times (`gaveUp`): the file is not sent again. */
  | { readonly type: 'failed'; readonly error: unknown; readonly gaveUp: boolean; readonly tries: number };

/** One file to upload: how to send it (reporting progress), and where its events go. */
export interface UploadJob<T> {
  send(onProgress: (loaded: number, total: number) => void): Promise<T>;
  report(event: UploadEvent<T>): void;
}

export interface UploadQueueOptions {
  readonly concurrency?: number;
  readonly maxTries?: number;
  readonly growAfter?: number;
  /** Seconds to wait before sending again after `error`; null when `error` is not retried. */
  readonly retryDelay?: (error: unknown) => number | null;
}

export interface UploadQueue {
  add<T>(job: UploadJob<T>): void;
  /** Files being sent now. */
  running(): number;
  /** Files waiting to be sent (retries included). */
  waiting(): number;
  /** Files sent at once now (`concurrency`, less after busy answers). */
  limit(): number;
}

/**
 * The wait a busy answer asks for: a 503 waits its `Retry-After` (between 1 s and
 * `UPLOAD_RETRY_MAX_SECONDS`; `UPLOAD_RETRY_DEFAULT_SECONDS` without one); anything else is not
 * retried (null).
 */
export function busyRetrySeconds(error: unknown): number | null {
  if (!isApiError(error) || error.status !== 503) return null;
  const asked = error.retryAfter ?? UPLOAD_RETRY_DEFAULT_SECONDS;
  return Math.min(UPLOAD_RETRY_MAX_SECONDS, Math.max(1, Math.ceil(asked)));
}

function wholeAtLeastOne(value: number): number {
  return Number.isFinite(value) ? Math.max(1, Math.floor(value)) : 1;
}

interface Queued {
  /** Arrival order: a retried file goes back before every file that came after it. */
  readonly seq: number;
  readonly job: UploadJob<unknown>;
  tries: number;
}

export function createUploadQueue(options: UploadQueueOptions = {}): UploadQueue {
  const max = wholeAtLeastOne(options.concurrency ?? UPLOAD_CONCURRENCY);
  const maxTries = wholeAtLeastOne(options.maxTries ?? UPLOAD_MAX_TRIES);
  const growAfter = wholeAtLeastOne(options.growAfter ?? UPLOAD_GROW_AFTER);
  const retryDelay = options.retryDelay ?? busyRetrySeconds;

  const line: Queued[] = [];
  let limit = max;
  let running = 0;
  let nextSeq = 0;
  /** Uploads done since the last busy answer or the last growth. */
  let streak = 0;
  let pauseTimer: ReturnType<typeof setTimeout> | null = null;
  let pausedUntil = 0;

  const pump = (): void => {
    while (pauseTimer === null && running < limit) {
      const next = line.shift();
      if (!next) return;
      start(next);
    }
  };

  const pause = (seconds: number): void => {
    const until = Date.now() + seconds * 1000;
    if (pauseTimer !== null) {
      if (until <= pausedUntil) return;
      clearTimeout(pauseTimer);
    }
    pausedUntil = until;
    pauseTimer = setTimeout(() => {
      pauseTimer = null;
      pump();
    }, seconds * 1000);
  };

  const requeue = (entry: Queued): void => {
    const at = line.findIndex((other) => other.seq > entry.seq);
    line.splice(at === -1 ? line.length : at, 0, entry);
  };

  const succeeded = (entry: Queued, result: unknown): void => {
    running -= 1;
    streak += 1;
    if (streak >= growAfter && limit < max) {
      limit += 1;
      streak = 0;
    }
    try {
      entry.job.report({ type: 'done', result });
    } finally {
      pump();
    }
  };

  const failed = (entry: Queued, error: unknown): void => {
    running -= 1;
    const seconds = retryDelay(error);
    try {
      if (seconds !== null && entry.tries < maxTries) {
        streak = 0;
        limit = Math.max(1, limit - 1);
        requeue(entry);
        pause(seconds);
        entry.job.report({ type: 'retry', seconds, attempt: entry.tries + 1 });
      } else {
        entry.job.report({ type: 'failed', error, gaveUp: seconds !== null, tries: entry.tries });
      }
    } finally {
      pump();
    }
  };

  function start(entry: Queued): void {
    running += 1;
    entry.tries += 1;
    entry.job.report({ type: 'start', attempt: entry.tries });
    // A send that throws at once is a failed send like any other.
    Promise.resolve()
      .then(() => entry.job.send((loaded, total) => entry.job.report({ type: 'progress', loaded, total })))
      .then(
        (result) => succeeded(entry, result),
        (error: unknown) => failed(entry, error),
      );
  }

  return {
    add<T>(job: UploadJob<T>): void {
      line.push({ seq: nextSeq++, job, tries: 0 });
      pump();
    },
    running: () => running,
    waiting: () => line.length,
    limit: () => limit,
  };
}
