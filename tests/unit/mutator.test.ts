import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, apiErrorFromResponse, parseFieldErrors, parseRetryAfter } from '../../app/api/errors';
import {
  customFetch,
  customUpload,
  getApiBaseUrl,
  resetApiConfig,
  setApiBaseUrl,
  setApiLanguage,
  setTokenGetter,
  type ApiResponse,
} from '../../app/api/mutator';

interface Seen {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** What the test server answers for a path (under /api/v1). */
const ANSWERS: Record<string, { status: number; type?: string; body?: string; headers?: Record<string, string> }> = {
  '/api/v1/news': {
    status: 200,
    type: 'application/json',
    body: JSON.stringify({ data: [{ id: 1 }], meta: { total: 1 } }),
  },
  '/api/v1/saved': {
    status: 201,
    type: 'application/json; charset=utf-8',
    body: JSON.stringify({ data: { id: 9, message: 'ok', permalink: null } }),
  },
  '/api/v1/invalid': {
    status: 422,
    type: 'application/json',
    body: JSON.stringify({
      message: 'I dati non sono validi',
      errors: { 'contents.it.title': ['Campo richiesto'], comune: 'Valore non ammesso', debug: ['trace'] },
    }),
  },
  '/api/v1/expired': { status: 401, type: 'application/json', body: JSON.stringify({ message: 'Unauthenticated.' }) },
  '/api/v1/proxy': { status: 502, type: 'text/plain', body: 'Bad gateway' },
  '/api/v1/export': { status: 200, type: 'text/csv; charset=utf-8', body: '\uFEFFid;title\r\n1;Forlì' },
  '/api/v1/text': { status: 200, type: 'text/plain', body: 'id;title\n1;News' },
  '/api/v1/empty': { status: 204 },
  // A full image queue (server/media/upload.ts).
  '/api/v1/busy': {
    status: 503,
    type: 'application/json',
    body: JSON.stringify({ message: 'Riprova tra poco' }),
    headers: { 'retry-after': '5' },
  },
};

let server: Server;
let origin = '';
const seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = request.url ?? '';
      seen.push({
        method: request.method ?? '',
        url,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const answer = ANSWERS[url.split('?')[0] ?? ''] ?? {
        status: 404,
        type: 'application/json',
        body: JSON.stringify({ message: 'Not found' }),
      };
      response.writeHead(answer.status, {
        ...(answer.type ? { 'content-type': answer.type } : {}),
        ...answer.headers,
      });
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
});

afterEach(() => {
  resetApiConfig();
  seen.length = 0;
});

function useServer(): void {
  setApiBaseUrl(`${origin}/api/v1/`);
}

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('customFetch', () => {
  it('defaults to /api/v1 and trims a trailing slash of the base URL', () => {
    expect(getApiBaseUrl()).toBe('/api/v1');
    setApiBaseUrl('http://localhost:3000/api/v1/');
    expect(getApiBaseUrl()).toBe('http://localhost:3000/api/v1');
  });

  it('prefixes the base URL and sends the token, the language and JSON accept', async () => {
    useServer();
    setTokenGetter(() => 'secret-token');
    const answer = await customFetch<ApiResponse<{ data: { id: number }[]; meta: { total: number } }>>('/news?page=2', {
      method: 'GET',
    });
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ data: [{ id: 1 }], meta: { total: 1 } });
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/api/v1/news?page=2' });
    expect(seen[0]?.headers).toMatchObject({
      authorization: 'Bearer secret-token',
      'accept-language': 'it',
      accept: 'application/json',
    });
  });

  it('reads the token and language on every call (async getters too)', async () => {
    useServer();
    let token: string | null = null;
    setTokenGetter(async () => token);
    setApiLanguage(() => 'en');
    await customFetch('/news', {});
    token = 'later';
    await customFetch('/news', {});
    expect(seen[0]?.headers.authorization).toBeUndefined();
    expect(seen[1]?.headers).toMatchObject({ authorization: 'Bearer later', 'accept-language': 'en' });
  });

  it('keeps headers the caller set', async () => {
    useServer();
    setTokenGetter(() => 'ignored');
    await customFetch('news', { headers: { Authorization: 'Bearer mine', 'Accept-Language': 'de' } });
    expect(seen[0]?.headers).toMatchObject({ authorization: 'Bearer mine', 'accept-language': 'de' });
  });

  it('sends a text body as JSON', async () => {
    useServer();
    const body = JSON.stringify({ contents: { it: { title: 'Ciao' } } });
    const answer = await customFetch<ApiResponse>('/saved', { method: 'POST', body });
    expect(answer).toMatchObject({ status: 201, data: { data: { id: 9, message: 'ok', permalink: null } } });
    expect(seen[0]).toMatchObject({ method: 'POST', body });
    expect(seen[0]?.headers['content-type']).toBe('application/json');
  });

  it('answers non-JSON bodies as text, files to save as Blobs, and empty ones as null', async () => {
    useServer();
    expect(await customFetch<ApiResponse>('/text', {})).toMatchObject({ status: 200, data: 'id;title\n1;News' });
    const csv = await customFetch<ApiResponse>('/export', {});
    expect(csv.data).toBeInstanceOf(Blob);
    // The byte-order mark a spreadsheet needs is kept (text() of a response would drop it).
    const bytes = Buffer.from(await (csv.data as Blob).arrayBuffer());
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(bytes.toString('utf8')).toBe('\uFEFFid;title\r\n1;Forlì');
    expect(await customFetch<ApiResponse>('/empty', { method: 'DELETE' })).toMatchObject({ status: 204, data: null });
  });

  it('needs no localStorage in Node', async () => {
    useServer();
    await customFetch('/news', {});
    expect(seen[0]?.headers.authorization).toBeUndefined();
  });

  it('throws ApiError with field errors on 422', async () => {
    useServer();
    const error = await failure(customFetch('/invalid', { method: 'PUT', body: '{}' }));
    expect(error.status).toBe(422);
    expect(error.message).toBe('I dati non sono validi');
    expect(error.errors).toEqual({ 'contents.it.title': ['Campo richiesto'], comune: ['Valore non ammesso'] });
    expect(error.fieldMessages('comune')).toEqual(['Valore non ammesso']);
    expect(error.fieldMessages('slug')).toEqual([]);
  });

  it("throws ApiError 401 'Unauthenticated.' for an expired token", async () => {
    useServer();
    const error = await failure(customFetch('/expired', {}));
    expect(error).toMatchObject({ name: 'ApiError', status: 401, message: 'Unauthenticated.', errors: {} });
    expect(error.body).toEqual({ message: 'Unauthenticated.' });
  });

  it('uses a plain-text answer or the status text as the message', async () => {
    useServer();
    expect(await failure(customFetch('/proxy', {}))).toMatchObject({
      status: 502,
      message: 'Bad gateway',
      body: undefined,
    });
    expect(await failure(customFetch('/nowhere', {}))).toMatchObject({ status: 404, message: 'Not found' });
  });

  it("keeps a busy server's Retry-After on the error, calls and uploads alike", async () => {
    useServer();
    const called = await failure(customFetch('/busy', { method: 'POST' }));
    expect(called).toMatchObject({ status: 503, message: 'Riprova tra poco', retryAfter: 5 });
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');
    const uploaded = await failure(customUpload({ method: 'POST', url: '/busy', form }));
    expect(uploaded).toMatchObject({ status: 503, message: 'Riprova tra poco', retryAfter: 5 });
    // An answer without the header names no wait.
    expect((await failure(customFetch('/invalid', {}))).retryAfter).toBeNull();
  });

  it('turns an unreachable server into ApiError status 0', async () => {
    setApiBaseUrl('http://127.0.0.1:1/api/v1');
    const error = await failure(customFetch('/news', {}));
    expect(error.status).toBe(0);
    expect(error.cause).toBeDefined();
  });

  it('lets aborts through unchanged', async () => {
    useServer();
    const controller = new AbortController();
    controller.abort();
    const error: unknown = await customFetch('/news', { signal: controller.signal }).catch((reason: unknown) => reason);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as { name?: string }).name).toBe('AbortError');
  });
});

describe('error parsing', () => {
  it.each([
    // given an answer body, want the message and field errors
    { body: { message: 'Errore', errors: { title: ['a', 'b'] } }, message: 'Errore', errors: { title: ['a', 'b'] } },
    { body: { data: { message: 'Dentro data' } }, message: 'Dentro data', errors: {} },
    {
      body: { errors: { title: 'uno', debug: 'stack', count: 3 } },
      message: 'Unprocessable Entity',
      errors: { title: ['uno'] },
    },
    { body: null, message: 'Unprocessable Entity', errors: {} },
    { body: '', message: 'Unprocessable Entity', errors: {} },
  ])('$body → $message', ({ body, message, errors }) => {
    const error = apiErrorFromResponse(422, 'Unprocessable Entity', body);
    expect(error.message).toBe(message);
    expect(error.errors).toEqual(errors);
  });

  it('falls back to the status when there is no status text', () => {
    expect(apiErrorFromResponse(500, '', null).message).toBe('HTTP 500');
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-05-04T10:00:00Z');
    expect(parseRetryAfter('5', now)).toBe(5);
    expect(parseRetryAfter(' 120 ', now)).toBe(120);
    expect(parseRetryAfter('Mon, 04 May 2026 10:00:30 GMT', now)).toBe(30);
    expect(parseRetryAfter('Mon, 04 May 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter('-3', now)).toBeNull();
    expect(parseRetryAfter('1.5', now)).toBeNull();
    expect(parseRetryAfter('', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(apiErrorFromResponse(503, 'Service Unavailable', null, '7').retryAfter).toBe(7);
    expect(apiErrorFromResponse(503, 'Service Unavailable', null).retryAfter).toBeNull();
  });

  it('ignores field errors that are not an object', () => {
    expect(parseFieldErrors(['a'])).toEqual({});
    expect(parseFieldErrors('a')).toEqual({});
  });
});
