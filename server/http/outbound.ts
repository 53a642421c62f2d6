/**
 * Requests this server sends (the feeds, the data hub, the geocoders): one deadline over the whole
 * exchange (connecting, the headers and the body, whatever the other side sends or leaves unsent)
 * and a bounded body.
 *
 * Not `AbortSignal.any([signal, AbortSignal.timeout(ms)])`: on Node 20 and 22 the timer of
 * `AbortSignal.timeout` holds its signal weakly, and so does a composite its sources; once the
 * headers are in, a garbage collection can drop the timeout signal, and the limit never fires
 * (nodejs/node#57736). A feed import read a slow answer for 120 s past its 5 s limit that way. The
 * deadline here is a timer holding its controller, cleared when the exchange ends; the exchange is
 * raced against it, so the caller has its answer or the failure by then in any case.
 */

/** The exchange did not end within its time limit. */
export class DeadlinePassed extends Error {
  override readonly name = 'DeadlinePassed';
  constructor(readonly timeoutMs: number) {
    super(`no complete answer within ${timeoutMs} ms`);
  }
}

export interface DeadlineOptions {
  /** The whole exchange's time limit. */
  readonly timeoutMs: number;
  /** The caller's own signal (a job's time limit, the worker stopping): its abort ends the exchange too. */
  readonly signal?: AbortSignal;
}

/**
 * Runs `exchange` (the fetch and the reading of its body, with the signal given) within
 * `timeoutMs`: its result, or its failure; `DeadlinePassed` at the deadline, or the caller's
 * signal's reason when that one aborts first. Either way the signal given to the exchange is
 * aborted (the connection closed) and nothing of the exchange outlives the call.
 */
export async function withinDeadline<T>(
  options: DeadlineOptions,
  exchange: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const { timeoutMs, signal: outer } = options;
  outer?.throwIfAborted();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DeadlinePassed(timeoutMs)), timeoutMs);
  const follow = () => controller.abort(outer?.reason);
  outer?.addEventListener('abort', follow, { once: true });
  let stop: (reason: unknown) => void = () => undefined;
  const stopped = new Promise<never>((_resolve, reject) => {
    stop = reject;
  });
  stopped.catch(() => undefined);
  const onAbort = () => stop(controller.signal.reason);
  controller.signal.addEventListener('abort', onAbort, { once: true });
  const running = Promise.resolve().then(() => exchange(controller.signal));
  // Past the deadline the exchange's own failure (the abort) comes later and concerns no one.
  running.catch(() => undefined);
  try {
    return await Promise.race([running, stopped]);
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', follow);
    controller.signal.removeEventListener('abort', onAbort);
    // A body left unread is not read later: the connection is released now.
    controller.abort(new DeadlinePassed(timeoutMs));
  }
}

/**
 * The answer's body as text, or null past `maxBytes` (said by Content-Length or counted while
 * reading): reading stops there, so an endless or huge answer costs at most that much memory.
 * Its time is bounded by the deadline of the exchange it is read in (`withinDeadline`).
 */
export async function boundedText(response: Response, maxBytes: number): Promise<string | null> {
  if (!response.body) return '';
  if (Number(response.headers.get('content-length') ?? '0') > maxBytes) {
    await response.body.cancel();
    return null;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (bytes > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
