/**
 * A local data hub for the tests and for local use (`npm run fake:tdh`, docs/integrations.md):
 * the protocol the client speaks, on 127.0.0.1. `POST /oauth/token` gives a token for the right
 * client and secret (401 otherwise); `POST /items` takes an item with a valid token (401
 * otherwise) and answers `{codiceEsito, message}`. What it answers is chosen by a marker in the
 * item's title:
 *
 * - `[errore]`: `codiceEsito` 'E100' and a message with 'Errore';
 * - `[errore-testo]`: an empty `codiceEsito` and a message with 'Errore';
 * - `[rifiuta]`: 422 (the hub refuses the payload);
 * - `[5xx]`: 503 every time; `[5xx-una-volta]`: 503 the first time an item and language come,
 *   then success;
 * - `[lento]`: success after `slowMs`;
 * - anything else: success (empty `codiceEsito`).
 *
 * And `[attendi]` holds the answer until it is released (`release()`), then answers as the rest of
 * the title says: a test decides when each send ends (e.g. a bulk send stopped while one is in
 * flight). Every push is kept as it arrives (`pushes()`), and the tokens given are counted.
 *
 * Beside the hub's protocol, for tests in another process and for local use (never part of the
 * protocol the client speaks): `GET /_fake/pushes?title=<part>` lists the pushes whose title
 * contains `part` (`{pushes: [{externalId, lang, title, status, held}]}`), and `POST
 * /_fake/release` with `{"title": "<part>", "open": true|false}` releases the held pushes whose
 * title contains `part` (`{released: n}`); `open` lets later ones through without holding them.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_TDH_DEFAULTS = { clientId: 'tdh-client', clientSecret: 'tdh-secret' } as const;

/** The most a request body may hold. */
const MAX_BODY_BYTES = 1024 * 1024;
/** The most a title part of the control paths (`/_fake/...`) may hold. */
const MAX_MATCH_LENGTH = 500;

export interface FakeTdhPush {
  readonly body: Record<string, unknown>;
  /** The answer's HTTP status; 0 until it is answered (a slow or held answer). */
  readonly status: number;
  /** Held (`[attendi]`) and not released yet. */
  readonly held: boolean;
}

/** A push as `GET /_fake/pushes` lists it. */
export interface FakeTdhPushSummary {
  readonly externalId: string;
  readonly lang: string;
  readonly title: string;
  readonly status: number;
  readonly held: boolean;
}

export interface FakeTdh {
  /** `http://127.0.0.1:<port>`, for `TDH_TEST_URL` and the others. */
  readonly url: string;
  readonly pushes: () => readonly FakeTdhPush[];
  readonly tokensIssued: () => number;
  /**
   * Releases the held pushes whose title contains `part` (each then answers as its title says);
   * with `open`, later pushes whose title contains it are not held. Answers how many were released.
   */
  release(part: string, options?: { readonly open?: boolean }): number;
  stop(): Promise<void>;
}

export interface FakeTdhOptions {
  readonly port?: number;
  readonly clientId?: string;
  readonly clientSecret?: string;
  /** A token's lifetime, in seconds (`expires_in`). */
  readonly tokenSeconds?: number;
  /** How long a `[lento]` item waits before its answer. */
  readonly slowMs?: number;
}

async function readBody(request: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of request) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    bytes += buffer.byteLength;
    if (bytes > MAX_BODY_BYTES) return null;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeTdh(options: FakeTdhOptions = {}): Promise<FakeTdh> {
  const clientId = options.clientId ?? FAKE_TDH_DEFAULTS.clientId;
  const clientSecret = options.clientSecret ?? FAKE_TDH_DEFAULTS.clientSecret;
  const slowMs = options.slowMs ?? 5_000;
  const tokens = new Map<string, number>();
  const pushes: { body: Record<string, unknown>; status: number; held: boolean }[] = [];
  const failedOnce = new Set<string>();
  /** The held answers, each given when its push is released. */
  const held = new Map<(typeof pushes)[number], () => void>();
  /** Title parts whose pushes are no longer held (`release(part, { open: true })`). */
  const opened = new Set<string>();
  let issued = 0;
  const timers = new Set<NodeJS.Timeout>();

  const send = (response: ServerResponse, status: number, body: unknown) => {
    if (response.destroyed) return;
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  const token = (response: ServerResponse, text: string) => {
    const form = new URLSearchParams(text);
    if (
      form.get('grant_type') !== 'client_credentials' ||
      form.get('client_id') !== clientId ||
      form.get('client_secret') !== clientSecret
    ) {
      return send(response, 401, { error: 'invalid_client' });
    }
    const value = randomBytes(24).toString('hex');
    const seconds = options.tokenSeconds ?? 3600;
    tokens.set(value, Date.now() + seconds * 1000);
    issued += 1;
    return send(response, 200, { access_token: value, token_type: 'Bearer', expires_in: seconds });
  };

  const item = (request: IncomingMessage, response: ServerResponse, text: string) => {
    const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const expires = tokens.get(bearer);
    if (expires === undefined || expires < Date.now()) return send(response, 401, { error: 'invalid_token' });
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return send(response, 400, { codiceEsito: 'E400', message: 'JSON non valido' });
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      return send(response, 400, { codiceEsito: 'E400', message: 'payload non valido' });
    const record = body as Record<string, unknown>;
    const title = typeof record.title === 'string' ? record.title : '';
    const push = { body: record, status: 0, held: false };
    pushes.push(push);
    if (title.includes('[attendi]') && ![...opened].some((part) => title.includes(part))) {
      push.held = true;
      held.set(push, () => respond(push, title, response));
      return undefined;
    }
    return respond(push, title, response);
  };

  /** The answer to a push, as its title's markers choose it. */
  const respond = (
    push: { body: Record<string, unknown>; status: number },
    title: string,
    response: ServerResponse,
  ) => {
    const record = push.body;
    const answer = (status: number, outcome: unknown) => {
      push.status = status;
      send(response, status, outcome);
    };
    const once = `${String(record.externalId)}|${String(record.lang)}`;
    if (title.includes('[errore-testo]'))
      return answer(200, { codiceEsito: '', message: 'Errore generico: contenuto non accettato' });
    if (title.includes('[errore]'))
      return answer(200, { codiceEsito: 'E100', message: 'Errore di validazione: descrizione mancante' });
    if (title.includes('[rifiuta]')) return answer(422, { codiceEsito: 'E422', message: 'tipo non gestito' });
    if (title.includes('[5xx]')) return answer(503, { message: 'Service Unavailable' });
    if (title.includes('[5xx-una-volta]') && !failedOnce.has(once)) {
      failedOnce.add(once);
      return answer(503, { message: 'Service Unavailable' });
    }
    if (title.includes('[lento]')) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        answer(200, { codiceEsito: '', message: 'Contenuto acquisito' });
      }, slowMs);
      timers.add(timer);
      return undefined;
    }
    return answer(200, { codiceEsito: '', message: 'Contenuto acquisito' });
  };

  const release = (part: string, releaseOptions: { readonly open?: boolean } = {}): number => {
    if (releaseOptions.open === true) opened.add(part);
    let released = 0;
    for (const [push, answer] of [...held]) {
      const title = typeof push.body.title === 'string' ? push.body.title : '';
      if (!title.includes(part)) continue;
      held.delete(push);
      push.held = false;
      released += 1;
      answer();
    }
    return released;
  };

  /** `GET /_fake/pushes?title=` and `POST /_fake/release`: see the module's comment. */
  const control = (method: string, url: URL, text: string, response: ServerResponse) => {
    if (method === 'GET' && url.pathname === '/_fake/pushes') {
      const part = url.searchParams.get('title') ?? '';
      if (part.length > MAX_MATCH_LENGTH) return send(response, 400, { error: 'title too long' });
      const listed: FakeTdhPushSummary[] = pushes
        .filter((push) => typeof push.body.title === 'string' && push.body.title.includes(part))
        .map((push) => ({
          externalId: String(push.body.externalId),
          lang: String(push.body.lang),
          title: String(push.body.title),
          status: push.status,
          held: push.held,
        }));
      return send(response, 200, { pushes: listed });
    }
    if (method === 'POST' && url.pathname === '/_fake/release') {
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return send(response, 400, { error: 'invalid JSON' });
      }
      const { title, open } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
      if (typeof title !== 'string' || title === '' || title.length > MAX_MATCH_LENGTH)
        return send(response, 400, { error: `title: a text of 1 to ${MAX_MATCH_LENGTH} characters` });
      return send(response, 200, { released: release(title, { open: open === true }) });
    }
    return send(response, 404, { error: 'not found' });
  };

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const method = request.method ?? '';
      if (method !== 'POST' && !(method === 'GET' && url.pathname.startsWith('/_fake/')))
        return send(response, 405, { error: 'method not allowed' });
      const text = await readBody(request);
      if (text === null) return send(response, 413, { error: 'too large' });
      if (url.pathname.startsWith('/_fake/')) return control(method, url, text, response);
      if (url.pathname === '/oauth/token') return token(response, text);
      if (url.pathname === '/items') return item(request, response, text);
      return send(response, 404, { error: 'not found' });
    })().catch(() => send(response, 500, { error: 'internal' }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    pushes: () => pushes,
    tokensIssued: () => issued,
    release,
    stop: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
