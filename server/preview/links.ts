/**
 * What the rest of the server does to an item's preview links (docs/preview.md): a link is made
 * under a share lock of its item's row, and deleting items revokes their links (and their revision
 * drafts'), so that an item restored from the history does not bring its old links back.
 */
import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../db/client';
import { idList } from '../db/sql';
import type { EntityRuntime } from '../crud/entity';

/**
 * Share-locks item `id` of `runtime` until the transaction ends; false when there is no such row.
 * A delete under way is waited for (then the item is gone), and one that follows waits for the
 * new link and revokes it.
 */
export async function shareLockItem(tx: Executor, runtime: EntityRuntime, id: number): Promise<boolean> {
  const { main } = runtime.sqlNames;
  const [row] = await rows<{ id: number }>(tx, sql`select id from ${main} where id = ${id} for share`);
  return row !== undefined;
}

/** Revokes the links of items `ids` of `entity` not revoked yet (in the transaction that deletes them). */
export async function revokeItemLinks(tx: Executor, entity: string, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(
    sql`update preview_links set revoked_at = now()
         where entity = ${entity} and item_id in ${idList([...ids])} and revoked_at is null`,
  );
}
