/**
 * The rules category trees and menus share (content.md section 4: "only top-level and first-level
 * nodes can be reordered within the same parent; a drop is allowed only onto the root or top-level
 * nodes"): where a node sits (its level below the tree's root), whether it may be reordered, where
 * a new node may go, and the reorder itself. A tree table has `id`, `parent_id` and `order`.
 */
import { sql, type SQL } from 'drizzle-orm';
import { orderEntries, type TreeOrderRequest } from '#core/contracts/trees';
import { TREE_LIMITS } from '#core/limits';
import { formatMessage } from '#core/messages';
import type { UiLanguage } from '#core/languages';
import type { z } from 'zod';
import { rows, type Executor } from '../db/client';
import { idList } from '../db/sql';
import { ApiError, invalid } from '../http/errors';

export interface TreeTable {
  /** The table's SQL name. */
  readonly table: SQL;
  /**
   * Ancestors a top-level node has: 1 in a category tree (the main category is the root), 0 in
   * a menu (top-level items have no parent).
   */
  readonly rootAncestors: number;
}

export interface PlacedNode {
  readonly id: number;
  readonly parent_id: number | null;
  /** 0: a top-level node, 1: a first-level node; -1: the root itself (a main category). */
  readonly level: number;
}

/** Far more levels than any tree has: the walk up stops there even on corrupted data. */
const MAX_WALK = 64;

/** The nodes `ids` that exist, with their parent and level. */
export async function placeNodes(db: Executor, tree: TreeTable, ids: readonly number[]): Promise<PlacedNode[]> {
  if (ids.length === 0) return [];
  const found = await rows<{ id: number; parent_id: number | null; ancestors: number }>(
    db,
    sql`with recursive up(start, id, parent_id, steps) as (
          select t.id, t.id, t.parent_id, 0 from ${tree.table} t where t.id in ${idList(ids)}
          union all
          select up.start, p.id, p.parent_id, up.steps + 1
            from up join ${tree.table} p on p.id = up.parent_id where up.steps < ${MAX_WALK})
        select n.id::int as id, n.parent_id::int as parent_id, max(up.steps)::int as ancestors
          from up join ${tree.table} n on n.id = up.start
         group by n.id, n.parent_id`,
  );
  return found.map((row) => ({ id: row.id, parent_id: row.parent_id, level: row.ancestors - tree.rootAncestors }));
}

/** Whether a node at this level may be reordered (and a node may be added just below `level - 1`). */
export function reorderable(level: number): boolean {
  return level >= 0 && level <= TREE_LIMITS.reorderableDepth;
}

/** The next order among the children of `parent` (null: the top of a menu), filtered by `scope`. */
export async function nextOrder(db: Executor, tree: TreeTable, parent: number | null, scope: SQL): Promise<number> {
  const [row] = await rows<{ next: number }>(
    db,
    sql`select coalesce(max("order") + 1, 0)::int as next from ${tree.table}
         where ${parent === null ? sql`parent_id is null` : sql`parent_id = ${parent}`} and ${scope}`,
  );
  return row?.next ?? 0;
}

export interface OrderOptions {
  readonly language: UiLanguage;
  /** The message for a node that is never moved (a main category), if the tree has such. */
  readonly fixed?: (node: PlacedNode) => boolean;
  /** Only nodes inside this condition (on `t`) may be reordered by the call; others are not found. */
  readonly scope?: SQL;
}

/**
 * Applies an ordering payload: every node must exist (404 naming the missing), be reorderable
 * (422 `moveNotAllowed`; a fixed node: `fixedCategory`) and keep its parent (a `parent_id` that is
 * not the current one is a move to another parent: 422). Nothing is written unless all pass.
 */
export async function applyOrder(
  db: Executor,
  tree: TreeTable,
  payload: z.output<typeof TreeOrderRequest>,
  options: OrderOptions,
): Promise<void> {
  const entries = orderEntries(payload);
  const errors: Record<string, string[]> = {};
  const fail = (path: string, key: 'moveNotAllowed' | 'fixedCategory' | 'duplicateKey') => {
    errors[path] = [formatMessage(key, options.language)];
  };
  const seen = new Set<number>();
  entries.forEach((entry) => {
    if (seen.has(entry.id)) fail(entry.path, 'duplicateKey');
    seen.add(entry.id);
  });
  const ids = [...seen];
  const scoped = options.scope
    ? await rows<{ id: number }>(
        db,
        sql`select t.id::int as id from ${tree.table} t where t.id in ${idList(ids)} and ${options.scope}`,
      )
    : ids.map((id) => ({ id }));
  const inScope = new Set(scoped.map((row) => row.id));
  const placed = new Map(
    (await placeNodes(db, tree, ids)).filter((node) => inScope.has(node.id)).map((node) => [node.id, node]),
  );
  const missing = ids.filter((id) => !placed.has(id));
  if (missing.length > 0) throw new ApiError(404, 'someNotFound', { ids: missing.join(', ') });
  for (const entry of entries) {
    const node = placed.get(entry.id);
    if (!node) continue;
    if (options.fixed?.(node)) fail(entry.path, 'fixedCategory');
    else if (!reorderable(node.level)) fail(entry.path, 'moveNotAllowed');
    else if (entry.parent_id !== undefined && entry.parent_id !== node.parent_id) fail(entry.path, 'moveNotAllowed');
  }
  if (Object.keys(errors).length > 0) {
    const refusedFixed = Object.values(errors).some((messages) =>
      messages.includes(formatMessage('fixedCategory', options.language)),
    );
    throw invalid(errors, refusedFixed ? 'fixedCategory' : 'moveNotAllowed');
  }
  await db.execute(
    sql`update ${tree.table} t set "order" = v.position, updated_at = now()
          from (values ${sql.join(
            entries.map((entry) => sql`(${entry.id}::int, ${entry.order}::int)`),
            sql`, `,
          )}) as v(id, position)
         where t.id = v.id`,
  );
}
