/**
 * The feeds' client (format: docs/integrations.md): `GET {url}` answering JSON `{"items": [...]}`,
 * within one time limit over the whole exchange (`withinDeadline`: connecting, the headers and the
 * body), its answer bounded, redirects refused. Each entry is checked on its own (`./entries.ts`):
 * a malformed one is skipped and counted, never the whole answer's failure. A 5xx, a timeout, the
 * network or an unreadable answer throw `FeedUnavailable` (the import job tries again after its
 * backoff); a 4xx throws `FeedRefused` (a permanent job error: the next scheduled import tries
 * again).
 */
import { apiMessage } from '#core/messages';
import { FEED_LIMITS, type FeedName } from '#core/feeds';
import { boundedText, DeadlinePassed, withinDeadline } from '../../http/outbound';
import { isRecord } from '../../db/sql';
import { PermanentJobError } from '../../jobs/queue';

/** A failure another attempt may mend (5xx, timeout, network, an unreadable answer). */
export class FeedUnavailable extends Error {
  override readonly name = 'FeedUnavailable';
}

/** The feed refused the request (4xx): the job is dead; the next scheduled import asks again. */
export class FeedRefused extends PermanentJobError {}

export interface FeedAnswer {
  /** The entries as the feed sent them, each still to be checked. */
  readonly entries: readonly unknown[];
}

/** Plain bounded text of a reason. */
function reasonText(value: string): string {
  return [...value.slice(0, 200)].map((char) => (char.charCodeAt(0) < 0x20 ? ' ' : char)).join('');
}

/** Reads the feed's entries; throws `FeedUnavailable` or `FeedRefused`. */
export async function fetchFeed(
  feed: FeedName,
  url: string,
  options: { readonly timeoutMs: number; readonly signal: AbortSignal },
): Promise<FeedAnswer> {
  let text: string | null;
  try {
    // One deadline over the whole exchange: connecting, the headers and the body.
    text = await withinDeadline(options, async (signal) => {
      const response = await fetch(url, { headers: { accept: 'application/json' }, redirect: 'error', signal });
      const { status } = response;
      if (status >= 500) {
        await response.body?.cancel();
        throw new FeedUnavailable(apiMessage('feedUnavailable', 'it', { feed, status }));
      }
      if (status >= 400) {
        await response.body?.cancel();
        throw new FeedRefused(apiMessage('feedRefused', 'it', { feed, status }));
      }
      return boundedText(response, FEED_LIMITS.answerBytes);
    });
  } catch (error) {
    if (error instanceof FeedUnavailable || error instanceof FeedRefused) throw error;
    // The job's own signal (its time limit, the worker stopping) is the job's business.
    if (options.signal.aborted) throw options.signal.reason instanceof Error ? options.signal.reason : error;
    if (error instanceof DeadlinePassed) {
      throw new FeedUnavailable(
        apiMessage('feedTimeout', 'it', { feed, seconds: Math.round(options.timeoutMs / 100) / 10 }),
      );
    }
    const cause: unknown = error instanceof Error ? error.cause : undefined;
    const reason =
      isRecord(cause) && typeof cause.code === 'string'
        ? cause.code
        : error instanceof Error
          ? error.message
          : String(error);
    throw new FeedUnavailable(apiMessage('feedUnreachable', 'it', { feed, reason: reasonText(reason) }));
  }
  const bad = (reason: string) => new FeedUnavailable(apiMessage('feedBadAnswer', 'it', { feed, reason }));
  if (text === null) throw bad(`oltre ${FEED_LIMITS.answerBytes} byte / over ${FEED_LIMITS.answerBytes} bytes`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw bad('JSON non valido / invalid JSON');
  }
  if (!isRecord(body) || !Array.isArray(body.items)) throw bad('manca items / no items');
  if (body.items.length > FEED_LIMITS.maxEntries) {
    throw bad(`oltre ${FEED_LIMITS.maxEntries} elementi / over ${FEED_LIMITS.maxEntries} entries`);
  }
  return { entries: body.items };
}
