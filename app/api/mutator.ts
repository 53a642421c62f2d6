/**
 * The fetch function under the generated client (`generated/api`, through `call` in
 * `./client.ts`). It adds
 * what the spec asks of every call (platform.md section 7): the base URL of the v1 API, the
 * bearer token and the accept-language header; and it turns every non-2xx answer into an
 * `ApiError`. No DOM-only API is used unguarded, so Node tests call it against a real server.
 *
 * It resolves to `{data, status, headers}` of a successful answer; `call` keeps the body.
 */
import { UPLOAD_LIMITS } from '#core/limits';
import { ApiError, apiErrorFromResponse } from './errors';

export const DEFAULT_API_BASE_URL = '/api/v1';
export const DEFAULT_API_LANGUAGE = 'it';
/** The local-storage key the session keeps the access token under. */
export const TOKEN_STORAGE_KEY = 'token';

export type TokenGetter = () => string | null | undefined | Promise<string | null | undefined>;

/** What the generated client resolves to: the parsed body with the status and headers. */
export interface ApiResponse<T = unknown> {
  readonly data: T;
  readonly status: number;
  readonly headers: Headers;
}

function readStoredToken(): string | null {
  try {
    return typeof globalThis.localStorage === 'undefined' ? null : globalThis.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    // Storage can throw (disabled cookies, sandboxed frames): then there is no token.
    return null;
  }
}

const config: {
  baseUrl: string;
  tokenGetter: TokenGetter;
  language: () => string;
  onSessionEnded: (error: ApiError) => void;
} = {
  baseUrl: DEFAULT_API_BASE_URL,
  tokenGetter: readStoredToken,
  language: () => DEFAULT_API_LANGUAGE,
  onSessionEnded: () => undefined,
};

/**
 * Called when an authenticated call answers 401 or 403 (spec section 8: the session ends, local
 * storage is cleared and the login page shown). The admin shell installs it; Node tests leave it.
 */
export function setSessionEndedHandler(handler: (error: ApiError) => void): void {
  config.onSessionEnded = handler;
}

/** The API root: `/api/v1` in the browser; an absolute URL in Node (`http://127.0.0.1:3000/api/v1`). */
export function setApiBaseUrl(baseUrl: string): void {
  config.baseUrl = baseUrl.replace(/\/+$/, '');
}

export function getApiBaseUrl(): string {
  return config.baseUrl;
}

/** Where the bearer token comes from (default: local storage key `token`). */
export function setTokenGetter(getter: TokenGetter): void {
  config.tokenGetter = getter;
}

/** The `accept-language` of every call: a fixed value, or a function read on each call. */
export function setApiLanguage(language: string | (() => string)): void {
  config.language = typeof language === 'string' ? () => language : language;
}

/** Restores the defaults (tests). */
export function resetApiConfig(): void {
  config.baseUrl = DEFAULT_API_BASE_URL;
  config.tokenGetter = readStoredToken;
  config.language = () => DEFAULT_API_LANGUAGE;
  config.onSessionEnded = () => undefined;
}

function resolveUrl(url: string): string {
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(url)) return url;
  return `${config.baseUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

async function readBody(response: Response): Promise<unknown> {
  if ([204, 205, 304].includes(response.status)) return null;
  const type = response.headers.get('content-type') ?? '';
  // A file to save (CSV exports): kept as bytes, byte-order mark included.
  if (response.ok && /^text\/csv\b/i.test(type)) return response.blob();
  const text = await response.text();
  if (text === '') return null;
  if (!/[/+]json\b/i.test(type)) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isAbort(error: unknown): boolean {
  // A DOMException in browsers and Node alike, which is not an Error in every runtime.
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

export async function customFetch<T>(url: string, options: RequestInit = {}): Promise<T> {
  const headers = new Headers(options.headers);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  if (!headers.has('accept-language')) headers.set('accept-language', config.language());
  if (!headers.has('authorization')) {
    const token = await config.tokenGetter();
    if (token) headers.set('authorization', `Bearer ${token}`);
  }
  // The client sends JSON bodies as text; a string body without a type is JSON too (the API takes
  // nothing else but multipart forms, whose boundary the runtime sets itself).
  if (typeof options.body === 'string' && !headers.has('content-type')) headers.set('content-type', 'application/json');

  let response: Response;
  try {
    response = await fetch(resolveUrl(url), { ...options, headers });
  } catch (error) {
    // Cancelled queries must stay recognisable as aborts; other failures are network errors.
    if (isAbort(error)) throw error;
    throw new ApiError({ status: 0, message: error instanceof Error ? error.message : String(error), cause: error });
  }

  const data = await readBody(response);
  if (!response.ok) {
    const error = apiErrorFromResponse(response.status, response.statusText, data, response.headers.get('retry-after'));
    if ((error.status === 401 || error.status === 403) && headers.has('authorization')) config.onSessionEnded(error);
    throw error;
  }
  const result: ApiResponse = { data, status: response.status, headers: response.headers };
  // The generated call names T (its success answer); the body is trusted to match the contract.
  return result as T;
}

/** Progress of an upload: bytes sent so far and in all (the whole multipart body). */
export type UploadProgress = (loaded: number, total: number) => void;

export interface UploadRequest {
  readonly method: string;
  readonly url: string;
  readonly form: FormData;
  readonly signal?: AbortSignal;
  readonly onProgress?: UploadProgress;
}

interface RawAnswer {
  readonly status: number;
  readonly statusText: string;
  readonly contentType: string;
  /** The `Retry-After` header (a busy server's 503), when there is one. */
  readonly retryAfter: string | null;
  readonly text: string;
}

function parseRaw(raw: RawAnswer): unknown {
  if (raw.text === '') return null;
  if (!/[/+]json\b/i.test(raw.contentType)) return raw.text;
  try {
    return JSON.parse(raw.text) as unknown;
  } catch {
    return raw.text;
  }
}

function abortError(): Error {
  return Object.assign(new Error('The upload was cancelled'), { name: 'AbortError' });
}

/** Sends a form with XMLHttpRequest, the one browser API that reports upload progress. */
function sendWithXhr(request: UploadRequest, headers: Headers): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, resolveUrl(request.url));
    xhr.timeout = UPLOAD_LIMITS.timeoutMs;
    xhr.addEventListener('timeout', () => reject(new ApiError({ status: 0, message: 'Upload timed out' })));
    headers.forEach((value, key) => xhr.setRequestHeader(key, value));
    if (request.onProgress) {
      const report = request.onProgress;
      xhr.upload.addEventListener('progress', (event) => report(event.loaded, event.total));
    }
    xhr.addEventListener('load', () =>
      resolve({
        status: xhr.status,
        statusText: xhr.statusText,
        contentType: xhr.getResponseHeader('content-type') ?? '',
        retryAfter: xhr.getResponseHeader('retry-after'),
        text: xhr.responseText,
      }),
    );
    xhr.addEventListener('error', () => reject(new ApiError({ status: 0, message: 'Network error' })));
    xhr.addEventListener('abort', () => reject(abortError()));
    if (request.signal) {
      if (request.signal.aborted) {
        reject(abortError());
        return;
      }
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(request.form);
  });
}

/** Sends a form with fetch (Node, tests): no progress events but the final one. */
async function sendWithFetch(request: UploadRequest, headers: Headers): Promise<RawAnswer> {
  let response: Response;
  try {
    response = await fetch(resolveUrl(request.url), {
      method: request.method,
      headers,
      body: request.form,
      signal: request.signal
        ? AbortSignal.any([request.signal, AbortSignal.timeout(UPLOAD_LIMITS.timeoutMs)])
        : AbortSignal.timeout(UPLOAD_LIMITS.timeoutMs),
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError({ status: 0, message: error instanceof Error ? error.message : String(error), cause: error });
  }
  return {
    status: response.status,
    statusText: response.statusText,
    contentType: response.headers.get('content-type') ?? '',
    retryAfter: response.headers.get('retry-after'),
    text: await response.text(),
  };
}

/**
 * Sends a multipart form (uploads) with the same base URL, token, language and errors as
 * `customFetch`, reporting the bytes sent where the runtime can (browsers).
 */
export async function customUpload<T>(request: UploadRequest): Promise<T> {
  const headers = new Headers({ accept: 'application/json', 'accept-language': config.language() });
  const token = await config.tokenGetter();
  if (token) headers.set('authorization', `Bearer ${token}`);
  const raw =
    typeof XMLHttpRequest === 'undefined' ? await sendWithFetch(request, headers) : await sendWithXhr(request, headers);
  const data = parseRaw(raw);
  if (raw.status < 200 || raw.status >= 300) {
    const error = apiErrorFromResponse(raw.status, raw.statusText, data, raw.retryAfter);
    if ((error.status === 401 || error.status === 403) && headers.has('authorization')) config.onSessionEnded(error);
    throw error;
  }
  return data as T;
}
