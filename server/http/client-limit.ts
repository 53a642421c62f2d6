/**
 * Per-client bounds of public calls, counted in memory by @fastify/rate-limit (registered in the
 * API's scope with no global limit, `./app.ts`): a client is an address (IPv6 addresses by /64,
 * the plugin's default). Past the bound a call answers 429 'Troppi tentativi: riprova tra N
 * secondi' with Retry-After, until the window ends.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
// The plugin's types add `createRateLimit` to the instance.
import type {} from '@fastify/rate-limit';
import { ApiError } from './errors';

/** Counts one call of a client and says whether it is within the bound (`createRateLimit`'s check). */
export type ClientLimit = ReturnType<FastifyInstance['createRateLimit']>;

/** A bound: `perClient` calls in `windowSeconds`. */
export interface ClientBound {
  readonly perClient: number;
  readonly windowSeconds: number;
}

/** A counter of `bound`, from the rate-limit plugin registered in `api` (one store per counter). */
export function clientLimit(api: FastifyInstance, bound: ClientBound): ClientLimit {
  return api.createRateLimit({ max: bound.perClient, timeWindow: bound.windowSeconds * 1000 });
}

/** Counts the request; past the bound, the 429 (with Retry-After) to answer. */
export async function checkClientLimit(limit: ClientLimit, request: FastifyRequest): Promise<void> {
  const verdict = await limit(request);
  if (!verdict.isAllowed && verdict.isExceeded) {
    const seconds = Math.max(1, verdict.ttlInSeconds);
    throw new ApiError(429, 'tooManyRequests', { seconds }, null, { 'retry-after': String(seconds) });
  }
}
