// Generated from openapi.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import type { EntityCalls } from '#api/client.ts';
import type { PlatformRole } from '#core/model';

/** The calls of the entity playing each platform role (none: no schema plays it). */
export const providers: Partial<Record<PlatformRole, () => Promise<EntityCalls>>> = {
  mediaLicences: async () => (await import('./licence')).licenceCalls,
  userDestinations: async () => (await import('./destination')).destinationCalls,
};
