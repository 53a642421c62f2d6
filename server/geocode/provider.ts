/**
 * The geocoding providers' protocols. The configured one (`GEOCODER_URL`: a service answering `GET <url>?address=<text>&key=<key>`
 * with `{results: [{geometry: {location: {lat, lng}}, formatted_address}], status,
 * error_message}`): the first result's location, the provider's refusal (HTTP 400 or a refusing
 * status, with its `error_message`), nothing found, or a failure. Answers are read defensively:
 * only numbers in range and bounded text get through. Without it, OpenStreetMap's Nominatim
 * (`askNominatim`), within its usage policy.
 */
import { GEOCODE_LIMITS } from '#core/limits';
import { isRecord } from '../db/sql';
import { boundedText, withinDeadline } from '../http/outbound';

export type GeocodeOutcome =
  | { readonly kind: 'found'; readonly lat: number; readonly lng: number; readonly formatted_address: string }
  | { readonly kind: 'none' }
  | { readonly kind: 'refused'; readonly message: string }
  | { readonly kind: 'failed' };

/** The provider's message, as plain bounded text, with the key (if it repeats it) masked. */
function providerMessage(body: Record<string, unknown>, key: string | null): string | null {
  let raw = typeof body.error_message === 'string' ? body.error_message : '';
  if (key) for (const form of new Set([key, encodeURIComponent(key)])) raw = raw.split(form).join('***');
  // Control characters become spaces: the text is shown as a message.
  const text = [...raw.slice(0, GEOCODE_LIMITS.providerMessage * 2)]
    .map((char) => (char.charCodeAt(0) < 0x20 ? ' ' : char))
    .join('')
    .trim();
  return text === '' ? null : text.slice(0, GEOCODE_LIMITS.providerMessage);
}

/** Reads a provider's answer (status code and JSON body); `key` never shows in a message. */
export function readAnswer(status: number, body: unknown, key: string | null = null): GeocodeOutcome {
  if (!isRecord(body)) return { kind: 'failed' };
  if (status === 400) return { kind: 'refused', message: providerMessage(body, key) ?? 'INVALID_REQUEST' };
  if (status !== 200) return { kind: 'failed' };
  if (body.status === 'ZERO_RESULTS') return { kind: 'none' };
  if (body.status !== 'OK') {
    const message = providerMessage(body, key);
    return message ? { kind: 'refused', message } : { kind: 'failed' };
  }
  const first = Array.isArray(body.results) ? body.results[0] : undefined;
  const location = isRecord(first) && isRecord(first.geometry) ? first.geometry.location : undefined;
  if (!isRecord(location)) return { kind: 'none' };
  const { lat, lng } = location;
  if (typeof lat !== 'number' || typeof lng !== 'number' || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
    return { kind: 'failed' };
  }
  const formatted =
    isRecord(first) && typeof first.formatted_address === 'string' ? first.formatted_address.slice(0, 500) : '';
  return { kind: 'found', lat, lng, formatted_address: formatted };
}

export interface AskOptions {
  /** The whole exchange's time limit (tests shorten it). */
  readonly timeoutMs?: number;
}

/**
 * A GET within one deadline over the whole exchange (connecting, the headers and the body): its
 * status and JSON body; null for a failure (the network, the deadline, an answer over the bound
 * or not JSON).
 */
async function askJson(
  target: URL,
  headers: Record<string, string>,
  options: AskOptions,
): Promise<{ readonly status: number; readonly body: unknown } | null> {
  try {
    return await withinDeadline({ timeoutMs: options.timeoutMs ?? GEOCODE_LIMITS.timeoutMs }, async (signal) => {
      const response = await fetch(target, { headers, signal });
      const text = await boundedText(response, GEOCODE_LIMITS.answerBytes);
      if (text === null) return null;
      try {
        return { status: response.status, body: JSON.parse(text) as unknown };
      } catch {
        return null;
      }
    });
  } catch {
    return null;
  }
}

/** Asks the provider; never throws (a network error or a timeout is a failure). */
export async function askProvider(
  url: string,
  key: string | null,
  address: string,
  options: AskOptions = {},
): Promise<GeocodeOutcome> {
  const target = new URL(url);
  target.searchParams.set('address', address);
  if (key !== null) target.searchParams.set('key', key);
  const answer = await askJson(target, { accept: 'application/json' }, options);
  return answer === null ? { kind: 'failed' } : readAnswer(answer.status, answer.body, key);
}

/** The cache key of an address: case and runs of spaces do not make another request. */
export function addressKey(address: string): string {
  return address.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The User-Agent of our requests to Nominatim: its usage policy asks every application to name
 * itself (a generic or missing one is refused).
 */
export const NOMINATIM_USER_AGENT = 'er-backoffice/0.1 (editorial back office of the Emilia-Romagna tourism portal)';

/**
 * Reads an answer of OpenStreetMap's Nominatim search (`format=jsonv2`: an array of places, each
 * `{lat: "44.49", lon: "11.34", display_name}`, best first; a 400 with `{error: {message}}` for a
 * request it refuses).
 */
export function readNominatimAnswer(status: number, body: unknown): GeocodeOutcome {
  if (status === 400 && isRecord(body)) {
    const error = isRecord(body.error) ? body.error : body;
    return { kind: 'refused', message: providerMessage({ error_message: error.message }, null) ?? 'INVALID_REQUEST' };
  }
  if (status !== 200 || !Array.isArray(body)) return { kind: 'failed' };
  const first: unknown = body[0];
  if (!isRecord(first)) return { kind: 'none' };
  const lat = Number(first.lat);
  const lng = Number(first.lon);
  if (
    typeof first.lat !== 'string' ||
    typeof first.lon !== 'string' ||
    !Number.isFinite(lat) ||
    !Number.isFinite(lng) ||
    Math.abs(lat) > 90 ||
    Math.abs(lng) > 180
  ) {
    return { kind: 'failed' };
  }
  const formatted = typeof first.display_name === 'string' ? first.display_name.slice(0, 500) : '';
  return { kind: 'found', lat, lng, formatted_address: formatted };
}

/** Requests to one service spaced apart: `turn` resolves when the caller may send; false: too many are waiting. */
export interface Spacing {
  turn(): Promise<boolean>;
}

/**
 * Requests to one service spaced `intervalMs` apart (Nominatim's policy: at most one a second):
 * each caller takes the next free slot at once, so concurrent callers wait in turn; past
 * `maxWaiting` callers waiting, a caller is told to come back later instead of waiting longer.
 * Within this process (PGlite's, the only one); on PostgreSQL, `SharedRequestSpacing`.
 */
export class RequestSpacing implements Spacing {
  private next = 0;
  private waiting = 0;

  constructor(
    private readonly intervalMs: number,
    private readonly maxWaiting: number,
  ) {}

  /** Resolves when this caller may send its request; false: too many are waiting. */
  async turn(now: () => number = Date.now): Promise<boolean> {
    const at = now();
    if (this.next > at && this.waiting >= this.maxWaiting) return false;
    const start = Math.max(at, this.next);
    this.next = start + this.intervalMs;
    if (start > at) {
      this.waiting += 1;
      try {
        await new Promise((resolve) => setTimeout(resolve, start - at));
      } finally {
        this.waiting -= 1;
      }
    }
    return true;
  }
}

/**
 * The same spacing shared by every process on one database: `reserve` takes the next turn there
 * (`reserveTurn`, `server/auth/throttle.ts`) and answers the milliseconds to wait, or null when
 * the turn is too far off (the caller is told to come back later).
 */
export class SharedRequestSpacing implements Spacing {
  constructor(private readonly reserve: () => Promise<number | null>) {}

  async turn(): Promise<boolean> {
    const waitMs = await this.reserve();
    if (waitMs === null) return false;
    if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
    return true;
  }
}

/** Asks Nominatim for the first place matching the address; never throws. */
export async function askNominatim(
  url: string,
  email: string | null,
  address: string,
  options: AskOptions = {},
): Promise<GeocodeOutcome> {
  const target = new URL(url);
  target.searchParams.set('q', address);
  target.searchParams.set('format', 'jsonv2');
  target.searchParams.set('limit', '1');
  target.searchParams.set('countrycodes', 'it');
  target.searchParams.set('accept-language', 'it');
  if (email !== null) target.searchParams.set('email', email);
  const answer = await askJson(target, { accept: 'application/json', 'user-agent': NOMINATIM_USER_AGENT }, options);
  return answer === null ? { kind: 'failed' } : readNominatimAnswer(answer.status, answer.body);
}
