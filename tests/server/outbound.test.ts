/**
 * The time limit of the requests this server sends (server/http/outbound.ts, issue #48 item 6):
 * the feeds' client, the data hub's and the geocoders' each end at their limit against a server
 * that sends the headers at once and then trickles the body forever, one that reads the request
 * and never answers, and one that accepts the TCP connection and never reads it; the caller's own
 * signal ends the exchange too. The garbage collector runs all along (as it does on a busy
 * server): it is what once let an import read a slow answer for 120 s past its 5 s limit
 * (`AbortSignal.timeout` inside `AbortSignal.any` collected, nodejs/node#57736). A limit that does
 * not hold shows as a test that never ends (the bound below ends it); no duration is compared.
 */
import { createServer as createHttpServer, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiMessage } from '#core/messages';
import { askNominatim, askProvider } from '../../server/geocode/provider';
import { fetchFeed, FeedUnavailable } from '../../server/integrations/feeds/client';
import { TdhClient, TdhUnavailable, type TdhCredentials } from '../../server/integrations/tdh/client';
import { collectGarbageEvery } from '../support/gc';

/** The limit of every exchange here; the bound of each test is far above it and only ends a hang. */
const LIMIT_MS = 300;
const HANG_BOUND_MS = 30_000;

type Behaviour = 'trickle' | 'silent' | 'mute';

const sockets = new Set<Socket>();
const answers = new Set<ServerResponse>();
const servers: Record<Behaviour, Server> = {
  // The headers at once, then the body a byte at a time, never ending.
  trickle: createHttpServer((request, response) => {
    request.resume();
    answers.add(response);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.write('{"items": [');
    const timer = setInterval(() => response.write(' '), 50);
    response.on('close', () => clearInterval(timer));
  }),
  // The request read, never an answer.
  silent: createHttpServer((request) => {
    request.resume();
  }),
  // The connection accepted, nothing read or sent.
  mute: createTcpServer((socket) => {
    socket.pause();
  }),
};
const urls = {} as Record<Behaviour, string>;
const behaviours = Object.keys(servers) as Behaviour[];

let stopCollecting: (() => void) | null = null;

beforeAll(async () => {
  for (const behaviour of behaviours) {
    const server = servers[behaviour];
    server.on('connection', (socket: Socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    urls[behaviour] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await Promise.all(behaviours.map((each) => new Promise((resolve) => servers[each].close(resolve))));
});
beforeEach(() => {
  stopCollecting = collectGarbageEvery(10);
});
afterEach(() => {
  stopCollecting?.();
  for (const answer of answers) answer.destroy();
  answers.clear();
});

describe.each(behaviours)('a server that is %s', (behaviour) => {
  it(
    "fails a feed's import with the timeout message at the feed's limit",
    async () => {
      const attempt = fetchFeed('trekksoft', `${urls[behaviour]}/trekksoft`, {
        timeoutMs: LIMIT_MS,
        signal: new AbortController().signal,
      });
      await expect(attempt).rejects.toThrow(FeedUnavailable);
      await expect(attempt).rejects.toThrow(
        apiMessage('feedTimeout', 'it', { feed: 'trekksoft', seconds: LIMIT_MS / 1000 }),
      );
    },
    HANG_BOUND_MS,
  );

  it(
    "ends a feed's import when the job's own signal aborts first, with the job's reason",
    async () => {
      const job = new AbortController();
      const reason = new Error('the job was stopped');
      const attempt = fetchFeed('makexp', `${urls[behaviour]}/makexp`, { timeoutMs: 600_000, signal: job.signal });
      setTimeout(() => job.abort(reason), LIMIT_MS);
      await expect(attempt).rejects.toBe(reason);
    },
    HANG_BOUND_MS,
  );

  it(
    "fails a push to the data hub with the hub's timeout outcome",
    async () => {
      const credentials: TdhCredentials = {
        environment: 'stage',
        baseUrl: urls[behaviour],
        clientId: 'client',
        clientSecret: 'secret',
      };
      const client = new TdhClient({ timeoutMs: LIMIT_MS });
      const error: unknown = await client.push(credentials, { id: 1 }, new AbortController().signal).catch((e) => e);
      expect(error).toBeInstanceOf(TdhUnavailable);
      expect((error as TdhUnavailable).outcome).toEqual({
        codiceEsito: 'TIMEOUT',
        message: apiMessage('tdhTimeout', 'it', { seconds: LIMIT_MS / 1000 }),
      });
    },
    HANG_BOUND_MS,
  );

  it(
    'fails a geocoding request, with the provider and with Nominatim',
    async () => {
      const options = { timeoutMs: LIMIT_MS };
      expect(await askProvider(`${urls[behaviour]}/geocode`, 'key', 'Via Rizzoli 1 Bologna', options)).toEqual({
        kind: 'failed',
      });
      expect(await askNominatim(`${urls[behaviour]}/search`, null, 'Via Rizzoli 1 Bologna', options)).toEqual({
        kind: 'failed',
      });
    },
    HANG_BOUND_MS,
  );
});
