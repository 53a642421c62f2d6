/**
 * Which entity holds an item, for the calls that take an item's id with an optional `entity` (the
 * spec's data-hub calls, the articles' audio): ids are per entity, so the named entity is used, or
 * else the only one of the call's entities that has a live item (not a revision draft) with the id.
 */
import { sql } from 'drizzle-orm';
import type { UiLanguage } from '#core/languages';
import { apiMessage, type ApiMessageKey } from '#core/messages';
import { rows, type Executor } from '../db/client';
import { ApiError, invalid, notFound } from '../http/errors';
import type { EntityRuntime } from './entity';

/** Whether `runtime` has a live item (not a revision draft) `id`. */
export async function isLiveItem(db: Executor, runtime: EntityRuntime, id: number): Promise<boolean> {
  const [found] = await rows<{ id: number }>(
    db,
    sql`select id from ${runtime.sqlNames.main} where id = ${id} and draft = 0`,
  );
  return found !== undefined;
}

/**
 * The entity of `candidates` holding live item `id`: `entity` when given (422 `notTaken` when it is
 * not one of them, 404 when it has no such item), else the only one that has it (404 when none
 * does, 409 `ambiguous` naming them when several do).
 */
export async function liveItemHolder(
  db: Executor,
  candidates: readonly EntityRuntime[],
  request: { readonly id: number; readonly entity: string | undefined; readonly language: UiLanguage },
  messages: { readonly notTaken: ApiMessageKey; readonly ambiguous: ApiMessageKey },
): Promise<EntityRuntime> {
  const { id, entity, language } = request;
  if (entity !== undefined) {
    const runtime = candidates.find((candidate) => candidate.name === entity);
    if (!runtime) throw invalid({ entity: [apiMessage(messages.notTaken, language)] }, messages.notTaken);
    if (!(await isLiveItem(db, runtime, id))) throw notFound();
    return runtime;
  }
  const holders: EntityRuntime[] = [];
  for (const runtime of candidates) if (await isLiveItem(db, runtime, id)) holders.push(runtime);
  const [only] = holders;
  if (!only) throw notFound();
  if (holders.length > 1)
    throw new ApiError(409, messages.ambiguous, { id, entities: holders.map((runtime) => runtime.name).join(', ') });
  return only;
}
