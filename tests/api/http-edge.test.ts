/**
 * The HTTP edge (issue #9): odd static paths, the documentation routes, bulk deletes as long as
 * the API allows, the answers of Fastify's router and of Node's HTTP parser (all `{message}` in
 * the caller's language, never echoing the URL), and the security headers on every answer.
 * Some requests go over a real socket: paths sent as they are (`/%2e%2e/`) and oversized headers
 * never reach Fastify's `inject`.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { backends, startTestServer, type TestServer } from './harness';

const INDEX_HTML = '<!doctype html><html><head><script type="module" src="/assets/x.js"></script></head></html>';
const ASSET_JS = 'console.log("asset");';

const BAD_REQUEST = 'Richiesta non valida';
const URI_TOO_LONG = "L'indirizzo della richiesta è troppo lungo";
const HEADERS_TOO_LARGE = 'Le intestazioni della richiesta sono troppo grandi';
const ROUTE_NOT_FOUND = 'Risorsa non trovata';

interface Answer {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: string;
}

/** A GET over a real socket; the path goes on the request line exactly as given. */
function socketGet(port: number, requestPath: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: requestPath, method: 'GET', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

/** Raw bytes to the server; the answer as read until the server closes the connection. */
function rawExchange(port: number, text: string): Promise<{ head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const whole = Buffer.concat(chunks).toString('utf8');
      const split = whole.indexOf('\r\n\r\n');
      resolve(split < 0 ? { head: whole, body: '' } : { head: whole.slice(0, split), body: whole.slice(split + 4) });
    });
    socket.write(text);
  });
}

/** A `{message}` answer and nothing else; returns the message. */
function messageOf(body: string): string {
  const parsed = JSON.parse(body) as Record<string, unknown>;
  expect(Object.keys(parsed)).toEqual(['message']);
  expect(typeof parsed.message).toBe('string');
  return String(parsed.message);
}

const EXPECTED_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

function expectSecurityHeaders(headers: Readonly<Record<string, unknown>>, https = false): void {
  const csp = String(headers['content-security-policy']);
  for (const directive of EXPECTED_CSP) expect(csp.split(/;\s*/)).toContain(directive);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('same-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  if (https) expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  else expect(headers['strict-transport-security']).toBeUndefined();
}

describe.each(backends)('HTTP edges on $name', (backend) => {
  let t: TestServer;
  let port: number;
  let spaDir: string;
  const logLines: string[] = [];
  beforeEach(() => {
    logLines.length = 0;
  });

  beforeAll(async () => {
    spaDir = await mkdtemp(path.join(os.tmpdir(), 'spa-'));
    await mkdir(path.join(spaDir, 'assets'));
    await writeFile(path.join(spaDir, 'index.html'), INDEX_HTML);
    await writeFile(path.join(spaDir, 'assets', 'x.js'), ASSET_JS);
    t = await startTestServer(backend, { SPA_DIR: spaDir, TRUST_PROXY: 'true' }, { logLines });
    await t.server.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.server.app.server.address() as AddressInfo).port;
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await rm(spaDir, { recursive: true, force: true });
  });

  it('answers odd static paths with a 404 {message}: no 500, no file outside SPA_DIR, nothing logged', async () => {
    const odd = [
      '/%2e%2e/package.json',
      '/%2e%2e/%2e%2e/%2e%2e/etc/hostname',
      '/assets/%2e%2e/%2e%2e/package.json',
      '/..%2fpackage.json',
      '/%2e%2e%2fpackage.json',
      '/api/v1//news',
      '//api/v1/news',
      `/${'a'.repeat(300)}.js`,
      `/${'a'.repeat(300)}`,
      `/assets/${'b'.repeat(300)}.js`,
      `/news/${'c'.repeat(300)}`,
    ];
    const wrong: string[] = [];
    for (const requestPath of odd) {
      const answer = await socketGet(port, requestPath);
      const expected = { 404: `{"message":"${ROUTE_NOT_FOUND}"}`, 400: `{"message":"${BAD_REQUEST}"}` };
      if (answer.body !== (answer.status === 400 || answer.status === 404 ? expected[answer.status] : '')) {
        wrong.push(`${requestPath.slice(0, 60)} → ${answer.status} ${answer.body.slice(0, 100)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(logLines).toEqual([]);
  });

  it('still serves real assets, the index and the deep links of the SPA', async () => {
    const asset = await socketGet(port, '/assets/x.js');
    expect(asset.status).toBe(200);
    expect(asset.body).toBe(ASSET_JS);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const deepLink of ['/', '/news/12', '/login', '/operations/tags/3']) {
      const answer = await socketGet(port, deepLink);
      expect(answer.status, deepLink).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.body).toBe(INDEX_HTML);
    }
    const missing = await socketGet(port, '/assets/missing.js');
    expect(missing.status).toBe(404);
    expect(messageOf(missing.body)).toBe(ROUTE_NOT_FOUND);
    expect(logLines).toEqual([]);
  });

  it("answers the file server's own client errors (a Range or a precondition it cannot meet) with a {message}", async () => {
    const unmet: Record<string, string>[] = [{ range: 'bytes=1000-2000' }, { 'if-match': '"other"' }];
    for (const headers of unmet) {
      const answer = await socketGet(port, '/assets/x.js', headers);
      expect([416, 412]).toContain(answer.status);
      expect(messageOf(answer.body)).toBe(BAD_REQUEST);
    }
    expect(logLines).toEqual([]);
  });

  it('serves the documentation: the UI, the JSON and the YAML document', async () => {
    const ui = await t.request({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/^text\/html/);
    expect(ui.body).toContain('swagger-initializer.js');
    const json = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const document = json.json() as { openapi?: string; paths?: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths ?? {})).toContain('/news');
    const yaml = await t.request({ method: 'GET', url: '/api/docs/yaml' });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.headers['content-type']).toMatch(/^application\/x-yaml/);
    expect(yaml.body).toMatch(/^openapi: /m);
    expect(parse(yaml.body)).toEqual(document);
    expect(logLines).toEqual([]);
  });

  it('deletes a page of 50 items in one call; 1001 ids are refused with a {message}', async () => {
    const admin = await t.adminToken();
    const ids: number[] = [];
    for (let index = 0; index < 50; index += 1) {
      const created = await t.request({
        method: 'POST',
        url: 'templates',
        token: admin,
        payload: { name: `Template da cancellare ${index}` },
      });
      expect(created.statusCode).toBe(201);
      ids.push((created.json() as { data: { id: number } }).data.id);
    }
    const list = ids.join(',');
    expect(list.length).toBeGreaterThan(100);
    const deleted = await t.request({ method: 'DELETE', url: `templates/${list}`, token: admin });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ data: { message: '50 elementi eliminati' } });
    for (const id of [ids[0], ids[49]]) {
      expect((await t.request({ method: 'GET', url: `templates/${id}`, token: admin })).statusCode).toBe(404);
    }

    // 1000 ids of ten digits get past the router (to the engine, which finds none of them).
    const largest = Array.from({ length: 1000 }, (_, index) => 2_147_483_647 - index).join(',');
    const none = await t.request({ method: 'DELETE', url: `templates/${largest}`, token: admin });
    expect(none.statusCode).toBe(404);
    expect(messageOf(none.body)).toMatch(/^Elementi non trovati: /);

    const tooMany = Array.from({ length: 1001 }, (_, index) => index + 1).join(',');
    const refused = await t.request({ method: 'DELETE', url: `templates/${tooMany}`, token: admin });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message: 'La richiesta contiene valori non ammessi',
      errors: { id: ['Massimo 1000 elementi'] },
    });
    expect(logLines).toEqual([]);
  });

  it('answers a malformed percent-encoding with a 400 {message} in the caller language, not echoing it', async () => {
    const url = '/api/v1/news/%E0%A4%A';
    const italian = await socketGet(port, url);
    expect(italian.status).toBe(400);
    expect(messageOf(italian.body)).toBe(BAD_REQUEST);
    expect(italian.body).not.toContain('%E0');
    expectSecurityHeaders(italian.headers);
    const english = await t.request({ method: 'GET', url, headers: { 'accept-language': 'en' } });
    expect(english.statusCode).toBe(400);
    expect(messageOf(english.body)).toBe('Bad request');
    expect(logLines).toEqual([]);
  });

  it('answers a path parameter over the router limit with a 414 {message}, not echoing the URL', async () => {
    const admin = await t.adminToken();
    const param = `${'1,'.repeat(6000)}1`;
    const italian = await t.request({ method: 'DELETE', url: `templates/${param}`, token: admin });
    expect(italian.statusCode).toBe(414);
    expect(messageOf(italian.body)).toBe(URI_TOO_LONG);
    expect(italian.body).not.toContain('1,1,1');
    // (A GET falls back to the static files' wildcard route instead: a 404.)
    const english = await t.request({
      method: 'PUT',
      url: `news/${'x'.repeat(12_000)}`,
      token: admin,
      headers: { 'accept-language': 'en' },
    });
    expect(english.statusCode).toBe(414);
    expect(messageOf(english.body)).toBe('The request address is too long');
    expect(english.body).not.toContain('xxx');
    expect(logLines).toEqual([]);
  });

  it('answers oversized headers with a 431 {message} and closes the connection', async () => {
    const { head, body } = await rawExchange(
      port,
      `GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head.toLowerCase()).toContain('content-type: application/json; charset=utf-8');
    expect(head.toLowerCase()).toContain('connection: close');
    expect(messageOf(body)).toBe(HEADERS_TOO_LARGE);
  });

  it('answers a request the HTTP parser refuses with a 400 {message}', async () => {
    const { head, body } = await rawExchange(port, 'NOT A REQUEST\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head.toLowerCase()).toContain('connection: close');
    expect(messageOf(body)).toBe(BAD_REQUEST);
  });

  it('sets the security headers on API answers, errors, the documentation and the SPA', async () => {
    const health = await t.request({ method: 'GET', url: 'health' });
    expect(health.statusCode).toBe(200);
    expectSecurityHeaders(health.headers);
    const unknown = await t.request({ method: 'GET', url: 'no-such-route' });
    expect(unknown.statusCode).toBe(404);
    expectSecurityHeaders(unknown.headers);
    const unauthenticated = await t.request({ method: 'GET', url: 'news' });
    expect(unauthenticated.statusCode).toBe(401);
    expectSecurityHeaders(unauthenticated.headers);
    for (const url of ['/api/docs', '/api/docs/static/swagger-initializer.js', '/api/docs/json']) {
      const docs = await t.request({ method: 'GET', url });
      expect(docs.statusCode, url).toBe(200);
      expectSecurityHeaders(docs.headers);
    }
    for (const url of ['/', '/news/12', '/assets/x.js']) {
      const spa = await socketGet(port, url);
      expect(spa.status, url).toBe(200);
      expectSecurityHeaders(spa.headers);
    }
  });

  it('adds HSTS only to answers served over HTTPS (X-Forwarded-Proto behind a trusted proxy)', async () => {
    const plain = await t.request({ method: 'GET', url: 'health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await t.request({ method: 'GET', url: 'health', headers: { 'x-forwarded-proto': 'https' } });
    expectSecurityHeaders(secure.headers, true);
    const secureSpa = await socketGet(port, '/news/12', { 'x-forwarded-proto': 'https' });
    expectSecurityHeaders(secureSpa.headers, true);
  });
});

describe('the API description turned off (API_DOCS=false)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backends[0]!, { API_DOCS: 'false' });
  }, 60_000);
  afterAll(async () => t.close());

  it('answers 404 at /api/docs and its documents, while the API answers', async () => {
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/swagger-initializer.js']) {
      const answer = await t.request({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body, url).not.toMatch(/openapi/);
    }
    expect((await t.request({ method: 'GET', url: 'health' })).statusCode).toBe(200);
  });
});
