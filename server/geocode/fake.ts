/**
 * A local geocoding provider for the tests and for `DEV_GEOCODER=1 npm run dev`: the protocol the
 * server's client speaks (`GET /?address=&key=` answering `{results: [{geometry: {location: {lat, lng}},
 * formatted_address}], status, error_message}`), on 127.0.0.1 and a free port. Known addresses
 * answer their coordinates; any other in the region a stable point derived from its text;
 * 'indirizzo inesistente' ZERO_RESULTS; an empty address or 'richiesta non valida' a 400
 * INVALID_REQUEST; a wrong key
 * REQUEST_DENIED; 'guasto' a 500. Every request is counted.
 *
 * At `/search` it speaks OpenStreetMap's Nominatim instead (`?q=&format=jsonv2&limit=1`, an array
 * of `{lat, lon, display_name}` as strings), refusing with 403 a request without our User-Agent
 * (as the real service does with anonymous clients) and keeping the time of each request, so a
 * test can check that they come at most one a second.
 */
import { createServer, type IncomingMessage, type ServerResponse, type Server } from 'node:http';
import { NOMINATIM_USER_AGENT } from './provider';

export const GEOCODER_KEY = 'test-geocoder-key';

const KNOWN: Readonly<Record<string, { lat: number; lng: number; formatted: string }>> = {
  'via rizzoli, 1 bologna': { lat: 44.4938, lng: 11.3465, formatted: 'Via Rizzoli, 1, 40125 Bologna BO, Italia' },
  'piazza grande, 1 modena': { lat: 44.6458, lng: 10.9255, formatted: 'Piazza Grande, 1, 41121 Modena MO, Italia' },
};

export interface FakeGeocoder {
  /** `http://127.0.0.1:<port>/`, for GEOCODER_URL. */
  readonly url: string;
  /** `http://127.0.0.1:<port>/search`, for NOMINATIM_URL. */
  readonly nominatimUrl: string;
  /** Requests received so far (both protocols). */
  readonly requests: () => number;
  /** When each Nominatim request arrived (ms, `performance.now()`), and its User-Agent. */
  readonly nominatimRequests: () => readonly { readonly at: number; readonly userAgent: string }[];
  stop(): Promise<void>;
}

/** A stable point in Emilia-Romagna for any text. */
function pointOf(text: string): { lat: number; lng: number } {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return { lat: 44 + (hash % 1000) / 1000, lng: 10 + ((hash >>> 10) % 2000) / 1000 };
}

/** Nominatim's side of the fake (`/search`). */
function answerNominatim(url: URL, request: IncomingMessage, response: ServerResponse): void {
  const send = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  if (request.headers['user-agent'] !== NOMINATIM_USER_AGENT) {
    return send(403, { error: { code: 403, message: 'Access blocked: name your application in the User-Agent.' } });
  }
  const address = (url.searchParams.get('q') ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  if (url.searchParams.get('format') !== 'jsonv2' || address === '' || address.includes('richiesta non valida')) {
    return send(400, { error: { code: 400, message: "Nothing to search for: give 'q' and format=jsonv2." } });
  }
  if (address.includes('guasto')) return send(500, { error: { code: 500, message: 'Internal Server Error' } });
  if (address.includes('indirizzo inesistente')) return send(200, []);
  const known = KNOWN[address];
  const point = known ?? pointOf(address);
  return send(200, [
    {
      place_id: 1,
      lat: String(point.lat),
      lon: String(point.lng),
      display_name: known?.formatted ?? `${address}, Emilia-Romagna, Italia`,
      category: 'building',
      type: 'house',
    },
  ]);
}

export async function startFakeGeocoder(port = 0): Promise<FakeGeocoder> {
  let count = 0;
  const nominatim: { at: number; userAgent: string }[] = [];
  const server: Server = createServer((request, response) => {
    count += 1;
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/search') {
      nominatim.push({ at: performance.now(), userAgent: request.headers['user-agent'] ?? '' });
      return answerNominatim(url, request, response);
    }
    const address = (url.searchParams.get('address') ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.searchParams.get('key') !== GEOCODER_KEY) {
      return send(200, { results: [], status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' });
    }
    if (address === '' || address.includes('richiesta non valida')) {
      return send(400, {
        results: [],
        status: 'INVALID_REQUEST',
        error_message: "Invalid request. Missing the 'address', 'components', 'latlng' or 'place_id' parameter.",
      });
    }
    if (address.includes('guasto')) return send(500, { results: [], status: 'UNKNOWN_ERROR' });
    // A provider that answers far more than any real answer, in chunks with no length announced.
    if (address.includes('risposta enorme')) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"status":"OK","results":[],"padding":"');
      const chunk = 'x'.repeat(64 * 1024);
      let sent = 0;
      const more = () => {
        while (sent < 2 * 1024 * 1024) {
          sent += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', more);
        }
        response.end('"}');
      };
      response.on('error', () => undefined);
      return more();
    }
    // A refusal whose message repeats the key it was given.
    if (address.includes('chiave nel messaggio')) {
      return send(200, {
        results: [],
        status: 'REQUEST_DENIED',
        error_message: `This API key (${GEOCODER_KEY}) is not authorized to use this service.`,
      });
    }
    if (address.includes('indirizzo inesistente')) return send(200, { results: [], status: 'ZERO_RESULTS' });
    const known = KNOWN[address];
    const point = known ?? pointOf(address);
    return send(200, {
      status: 'OK',
      results: [
        {
          formatted_address: known?.formatted ?? `${address}, Emilia-Romagna, Italia`,
          geometry: { location: { lat: point.lat, lng: point.lng }, location_type: 'ROOFTOP' },
        },
      ],
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = server.address();
  const actual = typeof bound === 'object' && bound ? bound.port : port;
  return {
    url: `http://127.0.0.1:${actual}/`,
    nominatimUrl: `http://127.0.0.1:${actual}/search`,
    requests: () => count,
    nominatimRequests: () => [...nominatim],
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
