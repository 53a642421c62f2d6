/**
 * Which entity holds an item, for the calls that take an item's id with an optional `entity` (the
 * spec's data-hub calls, the articles' audio): the named entity, or else the one of the call's
 * entities that has a live item (not a revision draft) with the id. Every entity numbers its items
 * from one sequence (`item_ids`, migration 48-item-ids), so an id is one item's; and the ids that
 * repeated across types before were renumbered, each move recorded (`item_id_moves`) so that an
 * entity's old id still finds its item (`movedItemId`).
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
 * The new id of the item of `runtime` that was numbered `id` before ids became unique across types
 * (migration 48-item-ids), or null when no item of it moved from `id`.
 */
export async function movedItemId(db: Executor, runtime: EntityRuntime, id: number): Promise<number | null> {
  const [moved] = await rows<{ new_id: number }>(
    db,
    sql`select new_id from item_id_moves where entity = ${runtime.name} and old_id = ${id}`,
  );
  return moved ? Number(moved.new_id) : null;
}

/**
 * The entity of `candidates` holding live item `id`: `entity` when given (422 `notTaken` when it is
 * not one of them, 404 when it has no such item), else the one that has it (404 when none does).
 * Several cannot, ids being unique across types; should a database ever hold one id twice (a
 * sequence set back by hand), the call answers 409 `ambiguous` naming them rather than guess.
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
