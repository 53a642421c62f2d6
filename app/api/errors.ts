/**
 * The one error type of API calls. Every failed call answers `{message, errors?}`
 * (ARCHITECTURE.md, "Contract points"), so forms map `errors` to fields and the shared handler
 * shows `message` without special cases.
 */

/** Field path (`contents.it.title`) → messages. */
export type FieldErrors = Readonly<Record<string, readonly string[]>>;

/** A failed call. `Body` is the error answer the contract documents for the call. */
export class ApiError<Body = unknown> extends Error {
  override readonly name = 'ApiError';
  /** The HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  readonly errors: FieldErrors;
  /** The JSON answer, for callers that need more than the message; undefined when it was not JSON. */
  readonly body: Body | undefined;
  /**
   * Seconds the server asked the client to wait before trying again (`Retry-After`: a 503 of a
   * full image queue, a 429 of a rate limit); null when the answer named none.
   */
  readonly retryAfter: number | null;

  constructor(options: {
    status: number;
    message: string;
    errors?: FieldErrors;
    body?: Body;
    retryAfter?: number | null;
    cause?: unknown;
  }) {
    super(options.message, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = options.status;
    this.errors = options.errors ?? {};
    this.body = options.body;
    this.retryAfter = options.retryAfter ?? null;
  }

  /** The messages of one field, or none. */
  fieldMessages(path: string): readonly string[] {
    return this.errors[path] ?? [];
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** A plain JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Field errors of an answer. Values may be a list or a single message; the `debug` entry carries
 * exception details, which the spec never shows to users, so it is left out.
 */
export function parseFieldErrors(value: unknown): Record<string, string[]> {
  if (!isRecord(value)) return {};
  const errors: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(value)) {
    if (path === 'debug') continue;
    const list = (Array.isArray(messages) ? messages : [messages]).filter(
      (message): message is string => typeof message === 'string',
    );
    if (list.length > 0) errors[path] = list;
  }
  return errors;
}

/**
 * The seconds a `Retry-After` header asks for: a whole number of seconds, or an HTTP date (the
 * seconds from `now` until then, 0 when past); null when absent or unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (/^\d+$/.test(text)) return Number(text);
  // An HTTP date names its day and month ('Wed, 21 Oct 2026 07:28:00 GMT'); Date.parse would
  // also read '-3' or '1.5' as dates.
  if (!/^[a-z]{3}, /i.test(text)) return null;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * Builds the error of a non-2xx answer from its body (parsed JSON, text, or null when empty) and
 * its `Retry-After` header, when it has one.
 */
export function apiErrorFromResponse(
  status: number,
  statusText: string,
  body: unknown,
  retryAfter: string | null = null,
): ApiError {
  let message = '';
  let errors: Record<string, string[]> = {};
  if (isRecord(body)) {
    const data = body.data;
    if (typeof body.message === 'string') message = body.message;
    else if (isRecord(data) && typeof data.message === 'string') message = data.message;
    errors = parseFieldErrors(body.errors);
  } else if (typeof body === 'string' && body.trim() !== '' && body.length <= 500) {
    // A short plain-text answer (a proxy's, say) is the best message there is.
    message = body.trim();
  }
  return new ApiError({
    status,
    message: message || statusText || `HTTP ${status}`,
    errors,
    body: isRecord(body) ? body : undefined,
    retryAfter: parseRetryAfter(retryAfter),
  });
}
