/**
 * The entity that plays a platform role (`provides` in its schema: `mediaLicences`, the licences
 * a media item may name) and its generated calls, found at run time so that hand-written code
 * names no entity. The metas and calls load lazily, when first asked for.
 */
import type { EntityCalls } from '#api/client.ts';
import type { EntityMeta, PlatformRole } from '#core/model';

const metaModules = import.meta.glob<Record<string, unknown>>('../../generated/entities/*/meta.ts');
const callModules = import.meta.glob<Record<string, unknown>>('../../generated/api/*.ts');

function isMeta(value: unknown): value is EntityMeta {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { name?: unknown }).name === 'string' &&
    Array.isArray((value as { provides?: unknown }).provides)
  );
}

function isCalls(value: unknown): value is EntityCalls {
  return typeof value === 'object' && value !== null && typeof (value as { list?: unknown }).list === 'function';
}

export interface EntityWithCalls {
  readonly meta: EntityMeta;
  readonly calls: EntityCalls;
}

/** The first entity providing `role`, with its calls; null when no schema provides it. */
export async function entityProviding(role: PlatformRole): Promise<EntityWithCalls | null> {
  const metas = (await Promise.all(Object.values(metaModules).map((load) => load())))
    .flatMap((module) => Object.values(module))
    .filter(isMeta);
  const meta = metas.find((candidate) => candidate.provides.includes(role));
  if (!meta) return null;
  const load = Object.entries(callModules).find(([file]) => file.endsWith(`/api/${meta.name}.ts`))?.[1];
  const calls = load ? (await load())[`${meta.name}Calls`] : undefined;
  return isCalls(calls) ? { meta, calls } : null;
}
