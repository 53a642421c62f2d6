/**
 * The calls of the entity that plays a platform role (`provides` in its schema: `mediaLicences`,
 * the licences a media item may name), from the generated `providers` map, so that hand-written
 * code names no entity. The entity's client loads when first asked for.
 */
import type { EntityCalls } from '#api/client.ts';
import type { PlatformRole } from '#core/model';
import { providers } from '../../generated/api/providers';

/** The calls of the entity providing `role`; null when no schema provides it. */
export async function entityProviding(role: PlatformRole): Promise<EntityCalls | null> {
  const load = providers[role];
  return load ? load() : null;
}
