// Generated from openapi.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import type { EntityCalls } from '#api/client.ts';

/** The calls of the entities searched by title (reference fields), by entity name. */
export const searchable: Readonly<Record<string, () => Promise<EntityCalls>>> = {
  destination: async () => (await import('./destination')).destinationCalls,
  iat: async () => (await import('./iat')).iatCalls,
  operatori: async () => (await import('./operatori')).operatoriCalls,
  templates: async () => (await import('./templates')).templatesCalls,
};

/** The searchable entity whose items are users' destinations (`provides: [userDestinations]`), or null. */
export const userDestinationsEntity: string | null = 'destination';
