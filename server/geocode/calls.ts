/**
 * `GET operations/geocode` (contract: core/contracts/geocode.ts): the address box's 'calcola
 * coordinate'. The provider (`GEOCODER_URL`, `GEOCODER_KEY`; without it OpenStreetMap's Nominatim,
 * one request a second from all the processes on the database) is asked once per address: found
 * locations are kept in `geocode_cache`; each user may ask `GEOCODE_LIMITS.perUserPerMinute`
 * times a minute.
 */
import { sql } from 'drizzle-orm';
import { GEOCODE_LIMITS } from '#core/limits';
import { formatMessage } from '#core/messages';
import { hit, reserveTurn } from '../auth/throttle';
import { rows } from '../db/client';
import type { PlatformHandlers } from '../http/calls';
import type { ServerContext } from '../http/context';
import { ApiError, invalid, languageOf } from '../http/errors';
import {
  addressKey,
  askNominatim,
  askProvider,
  RequestSpacing,
  SharedRequestSpacing,
  type GeocodeOutcome,
  type Spacing,
} from './provider';

/** Nominatim's usage policy: at most one request a second (from all the processes on the database). */
const NOMINATIM_INTERVAL_MS = 1000;
/** Requests waiting for their turn before the next caller is told to try again shortly. */
const NOMINATIM_MAX_WAITING = 5;
/** The row of `login_attempts` holding Nominatim's last turn given, on PostgreSQL. */
export const NOMINATIM_TURN_KEY = 'turn|nominatim';

interface Located {
  readonly lat: number;
  readonly lng: number;
  readonly formatted_address: string;
}

export type GeocodeHandlers = Pick<PlatformHandlers, 'geocode' | 'mapSettings'>;

export function geocodeHandlers(context: ServerContext): GeocodeHandlers {
  const { db } = context.database;
  const { geocoderUrl, geocoderKey, nominatimUrl, nominatimEmail } = context.config;
  // PGlite's process is the only one; on PostgreSQL the turns are taken in the database.
  const spacing: Spacing =
    context.database.engine === 'postgres'
      ? new SharedRequestSpacing(() =>
          reserveTurn(db, NOMINATIM_TURN_KEY, NOMINATIM_INTERVAL_MS, NOMINATIM_MAX_WAITING * NOMINATIM_INTERVAL_MS),
        )
      : new RequestSpacing(NOMINATIM_INTERVAL_MS, NOMINATIM_MAX_WAITING);
  /** The configured provider's answer; null when this process may not ask Nominatim now. */
  const ask = async (address: string): Promise<GeocodeOutcome | null> => {
    if (geocoderUrl !== null) return askProvider(geocoderUrl, geocoderKey, address);
    if (nominatimUrl === null) throw new ApiError(404, 'geocoderMissing');
    if (!(await spacing.turn())) return null;
    return askNominatim(nominatimUrl, nominatimEmail, address);
  };

  return {
    mapSettings: async () => ({
      data: {
        tileUrl: context.config.mapTileUrl,
        attribution: context.config.mapAttribution,
        geocoder: geocoderUrl !== null || nominatimUrl !== null,
      },
    }),
    geocode: async ({ query, user, request }) => {
      const language = languageOf(request);
      const key = addressKey(query.address);
      if (key === '') throw invalid({ address: [formatMessage('required', language)] });
      if (geocoderUrl === null && nominatimUrl === null) throw new ApiError(404, 'geocoderMissing');
      const [cached] = await rows<Located>(
        db,
        sql`select lat, lng, formatted_address from geocode_cache where address = ${key}`,
      );
      if (cached) return { data: cached };
      const counted = await hit(db, `geocode-user|${user.id}`, 60);
      if (counted.count > GEOCODE_LIMITS.perUserPerMinute) {
        throw new ApiError(429, 'tooManyRequests', { seconds: counted.remaining }, null, {
          'retry-after': String(counted.remaining),
        });
      }
      const outcome = await ask(query.address.trim());
      if (outcome === null) {
        throw new ApiError(503, 'tryAgainShortly', {}, null, { 'retry-after': String(NOMINATIM_MAX_WAITING) });
      }
      switch (outcome.kind) {
        case 'found': {
          const located: Located = { lat: outcome.lat, lng: outcome.lng, formatted_address: outcome.formatted_address };
          await db.execute(
            sql`insert into geocode_cache (address, lat, lng, formatted_address)
                values (${key}, ${located.lat}, ${located.lng}, ${located.formatted_address})
                on conflict (address) do nothing`,
          );
          return { data: located };
        }
        case 'none':
          throw new ApiError(404, 'geocodeNotFound');
        case 'refused':
          throw new ApiError(422, 'geocodeRefused', { message: outcome.message }, { address: [outcome.message] });
        case 'failed':
          throw new ApiError(503, 'geocodeFailed');
      }
    },
  };
}
