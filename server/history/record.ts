/**
 * Recording the history of items (issue #35, docs/history.md): one row of `item_history` per
 * change, written by the caller in the change's own transaction, so that a change and its record
 * commit or roll back together. The entry keeps the changed fields (`#core/history`) and the item
 * as the editor reads it after the change (before it, for a delete).
 */
import { sql } from 'drizzle-orm';
import { diffSnapshots, languageOfChanges, saveAction, type DiffOptions, type HistoryAction } from '#core/history';
import { rows, type Executor } from '../db/client';
import type { EntityRuntime } from '../crud/entity';
import { apiValues, type StoredItem } from '../crud/read';

/** Who made a change: a user (by id; the name is copied from `users`), or the system (the seed). */
export type HistoryActor = { readonly userId: number } | { readonly system: true };

/**
 * What an entry keeps of the item: its values as the editor reads them, and where it stood (a
 * revision draft has `draft` > 0 and the live item's id in `original_id`).
 */
export interface ItemSnapshot {
  readonly values: Record<string, unknown>;
  readonly draft: number;
  readonly original_id: number | null;
}

export function snapshotOf(runtime: EntityRuntime, item: StoredItem): ItemSnapshot {
  const original = item.main.original_id;
  return {
    values: apiValues(runtime, item),
    draft: Number(item.main.draft ?? 0),
    original_id: typeof original === 'number' ? original : null,
  };
}

/** The entity's rich-text and status fields, by name (the diff's rules). */
const diffOptionsCache = new WeakMap<EntityRuntime, DiffOptions>();
export function diffOptionsOf(runtime: EntityRuntime): DiffOptions {
  let options = diffOptionsCache.get(runtime);
  if (!options) {
    const all = [...runtime.fields, ...runtime.contents].map((stored) => stored.field);
    options = {
      richText: new Set(all.filter((field) => field.kind === 'richtext').map((field) => field.name)),
      status: new Set(all.filter((field) => field.kind === 'status').map((field) => field.name)),
    };
    diffOptionsCache.set(runtime, options);
  }
  return options;
}

export interface HistoryRecord {
  readonly runtime: EntityRuntime;
  readonly itemId: number;
  readonly actor: HistoryActor;
  /** The item before the change (null: it did not exist). */
  readonly before: StoredItem | null;
  /** The item after the change (null: it was deleted). */
  readonly after: StoredItem | null;
  /** The action, when it is not the save's own (`create`, `update` or `status`): `restore`. */
  readonly action?: HistoryAction;
}

/** Writes the entry of one change, in the caller's transaction; answers its id. */
export async function recordHistory(tx: Executor, record: HistoryRecord): Promise<number> {
  const { runtime, before, after, actor } = record;
  const options = diffOptionsOf(runtime);
  const beforeSnapshot = before ? snapshotOf(runtime, before) : null;
  const afterSnapshot = after ? snapshotOf(runtime, after) : null;
  const changes = diffSnapshots(beforeSnapshot?.values ?? null, afterSnapshot?.values ?? null, options);
  const action: HistoryAction =
    record.action ?? (after === null ? 'delete' : saveAction(before === null, changes, options));
  const kept = afterSnapshot ?? beforeSnapshot;
  const version = Number((after ?? before)?.main.version ?? 0);
  const userId = 'userId' in actor ? actor.userId : null;
  const [written] = await rows<{ id: number }>(
    tx,
    sql`insert into item_history (user_id, user_name, entity, item_id, version, action, lang, changes, snapshot)
        values (${userId},
                (select coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), u.username)
                   from users u where u.id = ${userId}),
                ${runtime.name}, ${record.itemId}, ${version}, ${action}, ${languageOfChanges(changes)},
                ${JSON.stringify(changes)}::jsonb, ${JSON.stringify(kept)}::jsonb)
        returning id::int as id`,
  );
  if (!written) throw new Error('item_history: the entry was not written');
  return written.id;
}
