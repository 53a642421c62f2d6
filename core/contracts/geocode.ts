/**
 * Geocoding for the address boxes (content.md section 7, "Maps": 'street, number city' to the
 * provider, the first result's geometry location; section 8: a 400 shows the provider's
 * error_message, any other failure 'Impossibile calcolare tutti i campi!!'). The provider and its
 * key stay on the server (`GEOCODER_URL`, `GEOCODER_KEY`).
 */
import { z } from 'zod';
import { GEOCODE_LIMITS } from '../limits';
import { component, defineCall, param } from './define';
import { dataOf } from './shared';

export const GeocodeResult = component(
  'GeocodeResult',
  dataOf(
    z.object({
      lat: z.number().min(-90).max(90),
      lng: z.number().min(-180).max(180),
      formatted_address: z.string(),
    }),
  ),
  "The first result's location, and the address as the provider wrote it.",
);

export const MapSettings = component(
  'MapSettings',
  dataOf(
    z.object({
      tileUrl: z.string(),
      attribution: z.string(),
      geocoder: z.boolean(),
    }),
  ),
  "The address boxes' map: the tile address template ({z}, {x}, {y}, optionally {s}), its attribution, and whether a geocoding provider is configured.",
);

export const GEOCODE_CALLS = {
  mapSettings: defineCall({
    method: 'get',
    path: '/operations/map',
    summary: "The address map's tiles",
    description:
      'The tile service of the address maps (MAP_TILE_URL, MAP_ATTRIBUTION) and whether calcola coordinate has a provider (GEOCODER_URL).',
    access: 'user',
    answer: MapSettings,
    errors: [401],
  }),
  geocode: defineCall({
    method: 'get',
    path: '/operations/geocode',
    summary: 'Coordinates of an address',
    description:
      "Asks the configured provider once per address (answers are kept). 404 when no provider is configured or nothing matches; 422 with the provider's message when it refuses the address; 503 'Impossibile calcolare tutti i campi!!' on any other failure (the provider unreachable or failing); 429 past the per-user rate.",
    access: 'user',
    query: {
      address: param.string({
        max: GEOCODE_LIMITS.address,
        required: true,
        description: "'street, number city'.",
      }),
    },
    answer: GeocodeResult,
    errors: [401, 404, 422, 429, 503],
  }),
};
