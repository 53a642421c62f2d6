/**
 * The address map's calls for the stories: `GET operations/map` naming tiles that MSW itself
 * draws (a grey square per tile, no outside network), and `GET operations/geocode` answering as
 * the server does: a location for known addresses, 'Indirizzo non trovato' (404), the provider's
 * refusal (422) and 'Impossibile calcolare tutti i campi!!' (503).
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { API_MESSAGES } from '#core/messages';
import type { GeocodeResult, MapSettings } from '../../generated/api/schemas';

const API = '/api/v1';

const LOCATIONS: Readonly<Record<string, GeocodeResult['data']>> = {
  'piazzale fellini, 1 rimini': { lat: 44.0723, lng: 12.5793, formatted_address: 'Piazzale Fellini, 1, Rimini RN' },
  'via rizzoli, 1 bologna': { lat: 44.4938, lng: 11.3465, formatted_address: 'Via Rizzoli, 1, Bologna BO' },
};

async function tile(): Promise<Blob> {
  const canvas = new OffscreenCanvas(256, 256);
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#e2e8e2';
    context.fillRect(0, 0, 256, 256);
    context.strokeStyle = '#c3cdc3';
    context.strokeRect(0.5, 0.5, 255, 255);
  }
  return canvas.convertToBlob({ type: 'image/png' });
}

/** The map settings and tiles; `geocoder: false` for a server without a provider. */
export function mapHandlers(options: { geocoder?: boolean } = {}): HttpHandler[] {
  const settings: MapSettings = {
    data: { tileUrl: '/map-tiles/{z}/{x}/{y}.png', attribution: 'Tile di prova', geocoder: options.geocoder ?? true },
  };
  return [
    http.get(`${API}/operations/map`, () => HttpResponse.json(settings)),
    http.get(
      '/map-tiles/:z/:x/:y',
      async () => new HttpResponse(await tile(), { headers: { 'content-type': 'image/png' } }),
    ),
    http.get(`${API}/operations/geocode`, ({ request }) => {
      const address = (new URL(request.url).searchParams.get('address') ?? '').trim().toLowerCase();
      if (options.geocoder === false) {
        return HttpResponse.json({ message: API_MESSAGES.geocoderMissing.it }, { status: 404 });
      }
      const found = LOCATIONS[address];
      if (found) return HttpResponse.json({ data: found } satisfies GeocodeResult);
      if (address.includes('guasto')) {
        return HttpResponse.json({ message: API_MESSAGES.geocodeFailed.it }, { status: 503 });
      }
      if (address.includes('non valida')) {
        return HttpResponse.json(
          { message: "Invalid request. Missing the 'address' parameter.", errors: { address: ['Invalid request'] } },
          { status: 422 },
        );
      }
      return HttpResponse.json({ message: API_MESSAGES.geocodeNotFound.it }, { status: 404 });
    }),
  ];
}
