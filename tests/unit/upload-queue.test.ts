/**
 * The admin's upload queue (app/runtime/uploadQueue.ts, issue #48 item 4) against a simulated
 * server with a small image queue: it sends at most its limit at once, waits out a 503's
 * Retry-After before sending again (fake timers), fails other errors at once without a retry, and
 * gets every file of a drop of 20 or 100 through.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../app/api/errors';
import {
  UPLOAD_CONCURRENCY,
  UPLOAD_MAX_TRIES,
  UPLOAD_RETRY_DEFAULT_SECONDS,
  UPLOAD_RETRY_MAX_SECONDS,
  busyRetrySeconds,
  createUploadQueue,
  type UploadEvent,
  type UploadQueue,
} from '../../app/runtime/uploadQueue';

function busy(retryAfter: number | null = 5): ApiError {
  return new ApiError({ status: 503, message: 'Riprova tra poco', retryAfter });
}

/**
 * A server whose image queue takes `capacity` uploads at a time, each for `workMs`; past it an
 * upload answers 503 with `retryAfter`. It counts what the client sent and what it refused.
 */
function imageServer(capacity: number, workMs = 400, retryAfter: number | null = 5) {
  let active = 0;
  let sending = 0;
  const stats = { sends: 0, refused: 0, peakSending: 0, sendTimes: [] as number[] };
  const upload =
    (name: string) =>
    async (onProgress: (loaded: number, total: number) => void): Promise<string> => {
      stats.sends += 1;
      stats.sendTimes.push(Date.now());
      sending += 1;
      stats.peakSending = Math.max(stats.peakSending, sending);
      try {
        if (active >= capacity) {
          stats.refused += 1;
          throw busy(retryAfter);
        }
        active += 1;
        onProgress(50, 100);
        await new Promise((resolve) => setTimeout(resolve, workMs));
        onProgress(100, 100);
        active -= 1;
        return name;
      } finally {
        sending -= 1;
      }
    };
  return { upload, stats };
}

/** What each file's events were, by name. */
function recorder() {
  const events = new Map<string, UploadEvent<string>[]>();
  const of = (name: string): UploadEvent<string>[] => events.get(name) ?? [];
  const last = (name: string) => of(name).at(-1);
  return {
    events,
    of,
    last,
    report: (name: string) => (event: UploadEvent<string>) => events.set(name, [...of(name), event]),
    /** Names whose last event is `done`, with the result it carried. */
    done: () =>
      [...events.entries()].flatMap(([name, list]) => {
        const final = list.at(-1);
        return final?.type === 'done' ? [`${name}=${final.result}`] : [];
      }),
  };
}

function drop(queue: UploadQueue, names: readonly string[], server: ReturnType<typeof imageServer>) {
  const seen = recorder();
  for (const name of names) queue.add({ send: server.upload(name), report: seen.report(name) });
  return seen;
}

const photos = (n: number) => Array.from({ length: n }, (_, index) => `foto-${String(index + 1).padStart(3, '0')}.jpg`);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the upload queue', () => {
  it('sends at most its limit at once, in the order of the drop', async () => {
    const server = imageServer(10);
    const queue = createUploadQueue();
    const started: string[] = [];
    const seen = recorder();
    for (const name of photos(8)) {
      queue.add({
        send: (onProgress) => {
          started.push(name);
          return server.upload(name)(onProgress);
        },
        report: seen.report(name),
      });
    }
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.running()).toBe(UPLOAD_CONCURRENCY);
    expect(queue.waiting()).toBe(8 - UPLOAD_CONCURRENCY);
    expect(started).toEqual(photos(8).slice(0, UPLOAD_CONCURRENCY));
    await vi.runAllTimersAsync();
    expect(started).toEqual(photos(8));
    expect(server.stats.peakSending).toBe(UPLOAD_CONCURRENCY);
    expect(seen.done()).toHaveLength(8);
    // Each file: start, its progress, done.
    expect(seen.of('foto-001.jpg').map((event) => event.type)).toEqual(['start', 'progress', 'progress', 'done']);
  });

  it('after a 503 sends nothing until its Retry-After is over, then sends the refused file again', async () => {
    const server = imageServer(1, 1_000, 5);
    const queue = createUploadQueue({ concurrency: 2 });
    const seen = drop(queue, ['a.jpg', 'b.jpg', 'c.jpg'], server);
    await vi.advanceTimersByTimeAsync(0);
    // a is taken, b refused: b waits, and c is not sent while the server asked to wait.
    expect(seen.last('b.jpg')).toEqual({ type: 'retry', seconds: 5, attempt: 2 });
    expect(server.stats).toMatchObject({ sends: 2, refused: 1 });
    expect(queue.limit()).toBe(1);

    await vi.advanceTimersByTimeAsync(4_999);
    expect(seen.last('a.jpg')).toEqual({ type: 'done', result: 'a.jpg' });
    expect(server.stats.sends).toBe(2);
    expect(seen.of('c.jpg')).toEqual([]);

    await vi.advanceTimersByTimeAsync(1);
    // b first (its place in the line), alone: the server could not take two.
    expect(server.stats.sends).toBe(3);
    expect(seen.of('b.jpg').filter((event) => event.type === 'start')).toEqual([
      { type: 'start', attempt: 1 },
      { type: 'start', attempt: 2 },
    ]);
    expect(seen.of('c.jpg')).toEqual([]);

    await vi.runAllTimersAsync();
    expect(seen.done()).toEqual(['a.jpg=a.jpg', 'b.jpg=b.jpg', 'c.jpg=c.jpg']);
    expect(server.stats.refused).toBe(1);
  });

  it('waits the default without a Retry-After and at most the bound with a long one', () => {
    expect(busyRetrySeconds(busy(null))).toBe(UPLOAD_RETRY_DEFAULT_SECONDS);
    expect(busyRetrySeconds(busy(3))).toBe(3);
    expect(busyRetrySeconds(busy(0))).toBe(1);
    expect(busyRetrySeconds(busy(3_600))).toBe(UPLOAD_RETRY_MAX_SECONDS);
    expect(busyRetrySeconds(new ApiError({ status: 422, message: 'Impossibile caricare il file.' }))).toBeNull();
    expect(busyRetrySeconds(new ApiError({ status: 429, message: 'Troppe richieste', retryAfter: 5 }))).toBeNull();
    expect(busyRetrySeconds(new ApiError({ status: 0, message: 'Network error' }))).toBeNull();
    expect(busyRetrySeconds(new Error('boom'))).toBeNull();
  });

  it('waits a long Retry-After only up to the bound', async () => {
    const server = imageServer(0, 100, 3_600);
    const queue = createUploadQueue({ maxTries: 2 });
    const seen = drop(queue, ['a.jpg'], server);
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.last('a.jpg')).toEqual({ type: 'retry', seconds: UPLOAD_RETRY_MAX_SECONDS, attempt: 2 });
    await vi.advanceTimersByTimeAsync(UPLOAD_RETRY_MAX_SECONDS * 1000 - 1);
    expect(server.stats.sends).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.stats.sends).toBe(2);
  });

  it('does not retry other errors: the file fails with its error at once, the others go on', async () => {
    const queue = createUploadQueue();
    const refusal = new ApiError({ status: 422, message: 'Impossibile caricare il file.' });
    const offline = new ApiError({ status: 0, message: 'Network error' });
    const seen = recorder();
    const sends = new Map<string, number>();
    const answers: Record<string, () => Promise<string>> = {
      'piccola.jpg': () => Promise.reject(refusal),
      'rete.jpg': () => Promise.reject(offline),
      'rotta.jpg': () => {
        throw new Error('thrown at once');
      },
      'buona.jpg': () => Promise.resolve('buona.jpg'),
    };
    for (const [name, answer] of Object.entries(answers)) {
      queue.add({
        send: () => {
          sends.set(name, (sends.get(name) ?? 0) + 1);
          return answer();
        },
        report: seen.report(name),
      });
    }
    await vi.runAllTimersAsync();
    expect(seen.last('piccola.jpg')).toEqual({ type: 'failed', error: refusal, gaveUp: false, tries: 1 });
    expect(seen.last('rete.jpg')).toEqual({ type: 'failed', error: offline, gaveUp: false, tries: 1 });
    expect(seen.last('rotta.jpg')).toMatchObject({ type: 'failed', gaveUp: false, tries: 1 });
    expect(seen.done()).toEqual(['buona.jpg=buona.jpg']);
    expect([...sends.values()]).toEqual([1, 1, 1, 1]);
    expect(queue.limit()).toBe(UPLOAD_CONCURRENCY);
    expect(queue.running()).toBe(0);
  });

  it('gives up on a file after a bounded number of tries against a server that stays busy', async () => {
    const server = imageServer(0, 100, 5);
    const queue = createUploadQueue();
    const seen = drop(queue, ['a.jpg'], server);
    await vi.runAllTimersAsync();
    expect(seen.last('a.jpg')).toMatchObject({ type: 'failed', gaveUp: true, tries: UPLOAD_MAX_TRIES });
    expect(server.stats.sends).toBe(UPLOAD_MAX_TRIES);
    // Each try after the wait the server asked for.
    const gaps = server.stats.sendTimes.slice(1).map((time, index) => time - (server.stats.sendTimes[index] ?? 0));
    expect(gaps.every((gap) => gap >= 5_000)).toBe(true);
  });

  it.each([
    { files: 20, capacity: 1 },
    { files: 20, capacity: 2 },
    { files: 100, capacity: 1 },
    { files: 100, capacity: 2 },
  ])('gets all $files files of a drop through a server that takes $capacity at a time', async ({ files, capacity }) => {
    const server = imageServer(capacity, 300, 5);
    const queue = createUploadQueue();
    const names = photos(files);
    const seen = drop(queue, names, server);
    await vi.runAllTimersAsync();
    expect(seen.done()).toEqual(names.map((name) => `${name}=${name}`));
    // The server did refuse some (the test is about them), and never more than the limit were sent at once.
    expect(server.stats.refused).toBeGreaterThan(0);
    expect(server.stats.peakSending).toBeLessThanOrEqual(UPLOAD_CONCURRENCY);
    expect(server.stats.sends).toBe(files + server.stats.refused);
    // No file came near giving up.
    for (const name of names) {
      const tries = seen.of(name).filter((event) => event.type === 'start').length;
      expect(tries).toBeLessThan(UPLOAD_MAX_TRIES);
    }
    expect(queue.running()).toBe(0);
    expect(queue.waiting()).toBe(0);
  });

  it('sends one fewer at once after a 503 and one more again after a run of uploads without one', async () => {
    const server = imageServer(2, 300, 5);
    const queue = createUploadQueue({ concurrency: 3, growAfter: 4 });
    const seen = drop(queue, photos(3), server);
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.limit()).toBe(2);
    await vi.runAllTimersAsync();
    expect(seen.done()).toHaveLength(3);
    // 3 done since the refusal, then a 4th: the limit grows back.
    const more = drop(queue, ['d.jpg'], server);
    await vi.runAllTimersAsync();
    expect(more.done()).toEqual(['d.jpg=d.jpg']);
    expect(queue.limit()).toBe(3);
  });
});
