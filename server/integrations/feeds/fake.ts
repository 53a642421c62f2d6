/**
 * Local experiences and trekking feeds for the tests and for local use (`npm run fake:feeds`,
 * docs/integrations.md): one server answering `GET /makexp` and `GET /trekksoft` with
 * `{"items": [...]}` in the feeds' format, the entries settable (`setEntries`), with a malformed
 * entry among them by default. Its behaviour is settable per feed (`setMode`): `ok`, `slow` (the
 * answer after `slowMs`), `trickle` (the headers at once, then the body a byte a second, never
 * ending), `down` (503 every time), `broken` (not JSON). Requests are counted.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FeedName } from '#core/feeds';

export type FakeFeedMode = 'ok' | 'slow' | 'trickle' | 'down' | 'broken';

export interface FakeFeeds {
  /** `http://127.0.0.1:<port>`: the feeds are at `/makexp` and `/trekksoft`. */
  readonly url: string;
  readonly urlOf: (feed: FeedName) => string;
  setEntries(feed: FeedName, entries: readonly unknown[]): void;
  setMode(feed: FeedName, mode: FakeFeedMode): void;
  /** Requests answered (or being answered) per feed. */
  requests(feed: FeedName): number;
  stop(): Promise<void>;
}

export interface FakeFeedsOptions {
  readonly port?: number;
  /** How long a `slow` feed waits before its answer. */
  readonly slowMs?: number;
}

/** Three experiences in Bologna, Rimini and Parma, and one malformed entry (no title). */
export function sampleExperiences(): unknown[] {
  return [
    {
      id: 'xp-1',
      title: 'Tour dei tortellini a Bologna',
      types: ['Enogastronomia'],
      targets: ['Famiglie', 'Coppie'],
      price_amount: 45,
      price_currency: 'EUR',
      structure: { name: 'Casa del Tortellino' },
      locations: [{ address: 'Via Rizzoli 1', city_name: 'Bologna', city_code: '037006', province_code: 'BO' }],
      dates: [{ start_date: '2026-12-01', end_date: '2026-12-03' }],
      abstract: 'Una mattina tra sfogline e botteghe.',
      images_gallery: [{ thumb: 'https://img.example.org/xp-1.jpg' }],
    },
    {
      id: 'xp-2',
      title: 'Alba in barca a vela',
      types: ['Mare'],
      targets: ['Coppie'],
      price_amount: 80.5,
      price_currency: 'EUR',
      structure: { name: 'Vela Rimini' },
      locations: [{ address: 'Porto canale', city_name: 'Rimini', city_code: '099014', province_code: 'RN' }],
      dates: [{ start_date: '2026-07-10', end_date: null }],
      abstract: 'Il sole che sorge sul mare.',
      images_gallery: [],
    },
    {
      id: 'xp-3',
      title: 'Visita a un caseificio del Parmigiano',
      types: ['Enogastronomia'],
      targets: [],
      price_amount: null,
      price_currency: null,
      structure: null,
      locations: [{ address: null, city_name: 'Parma', city_code: null, province_code: 'PR' }],
      dates: [],
      abstract: null,
      images_gallery: [{ thumb: 'https://img.example.org/xp-3.jpg' }],
    },
    { id: 'xp-malformed', types: ['senza titolo'] },
  ];
}

/** Three activities in Bologna, Modena and a place that is no municipality, and one malformed entry. */
export function sampleTrekking(): unknown[] {
  return [
    {
      trekksoft_id: 1001,
      title: 'Via degli Dei, prima tappa',
      url: 'https://trekking.example.org/activities/1001',
      location_name: 'Bologna',
      date: '2026-09-12',
      description: 'Da Bologna a Badolo.',
    },
    {
      trekksoft_id: 1002,
      title: 'Sentiero del Cimone',
      url: 'https://trekking.example.org/activities/1002',
      location_name: 'Modena',
      date: '2026-08-01T08:00:00Z',
      description: null,
    },
    {
      trekksoft_id: '1003',
      title: 'Crinale appenninico',
      url: null,
      location_name: 'Appennino',
      date: null,
      description: 'Un giro ad anello.',
    },
    { trekksoft_id: 1004, title: 'Data sbagliata', date: '2026-02-30' },
  ];
}

export async function startFakeFeeds(options: FakeFeedsOptions = {}): Promise<FakeFeeds> {
  const slowMs = options.slowMs ?? 5_000;
  const entries: Record<FeedName, readonly unknown[]> = { makexp: sampleExperiences(), trekksoft: sampleTrekking() };
  const modes: Record<FeedName, FakeFeedMode> = { makexp: 'ok', trekksoft: 'ok' };
  const counts: Record<FeedName, number> = { makexp: 0, trekksoft: 0 };
  const timers = new Set<NodeJS.Timeout>();

  const send = (response: ServerResponse, status: number, body: string) => {
    if (response.destroyed) return;
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(body);
  };

  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const feed = path === '/makexp' ? 'makexp' : path === '/trekksoft' ? 'trekksoft' : null;
    if (request.method !== 'GET') return send(response, 405, '{"error":"method not allowed"}');
    if (feed === null) return send(response, 404, '{"error":"not found"}');
    counts[feed] += 1;
    const body = JSON.stringify({ items: entries[feed] });
    switch (modes[feed]) {
      case 'down':
        return send(response, 503, '{"error":"Service Unavailable"}');
      case 'broken':
        return send(response, 200, '<html>manutenzione</html>');
      case 'slow': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          send(response, 200, body);
        }, slowMs);
        timers.add(timer);
        return undefined;
      }
      case 'trickle': {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.flushHeaders();
        let sent = 0;
        const timer = setInterval(() => response.write(body.charAt(sent++ % body.length)), 1000);
        timers.add(timer);
        response.on('close', () => {
          clearInterval(timer);
          timers.delete(timer);
        });
        return undefined;
      }
      case 'ok':
        return send(response, 200, body);
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    urlOf: (feed) => `${url}/${feed}`,
    setEntries: (feed, list) => {
      entries[feed] = [...list];
    },
    setMode: (feed, mode) => {
      modes[feed] = mode;
    },
    requests: (feed) => counts[feed],
    stop: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
