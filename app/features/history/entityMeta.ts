/**
 * An entity's generated meta for '/cronologia', whose changes are of every entity: loaded when a
 * change is shown (the module of `generated/entities/<name>/meta.ts`, the chunk its list and editor
 * load too), so the page does not carry every entity's meta.
 */
import { useQuery } from '@tanstack/react-query';
import type { EntityMeta } from '#core/model';
import { queryKeys } from '#api/queryKeys.ts';

const META_MODULES = import.meta.glob<Readonly<Record<string, EntityMeta>>>('../../../generated/entities/*/meta.ts');

/** The entity's meta; null for a name no generated entity has. */
export async function loadEntityMeta(entity: string): Promise<EntityMeta | null> {
  const load = META_MODULES[`../../../generated/entities/${entity}/meta.ts`];
  if (load === undefined) return null;
  const module = await load();
  return Object.values(module).find((meta) => meta.name === entity) ?? null;
}

/** The entity's meta once loaded (null: none, or no entity asked). */
export function useEntityMeta(entity: string | null) {
  return useQuery({
    queryKey: queryKeys.entityMeta(entity ?? ''),
    queryFn: () => loadEntityMeta(entity ?? ''),
    enabled: entity !== null,
    staleTime: Infinity,
  });
}
