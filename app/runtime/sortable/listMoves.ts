/**
 * Pure helpers of sortable lists: the move a drop means, and React keys that follow entries
 * which have no id of their own (repeatable list entries) when they are moved, removed or added.
 * No React, no DOM, so unit-tested in Node.
 */
export type SortableId = string | number;

/** The indices of a drop of `activeId` over `overId`, or `null` when nothing moves. */
export function sortableMoveIndices(
  ids: readonly SortableId[],
  activeId: SortableId,
  overId: SortableId | undefined,
): { readonly from: number; readonly to: number } | null {
  if (overId === undefined || activeId === overId) return null;
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  return from < 0 || to < 0 ? null : { from, to };
}

/** The list with the item at `from` moved to `to` (unchanged when an index is out of range). */
export function arrayMove<T>(items: readonly T[], from: number, to: number): T[] {
  if (from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/**
 * `count` keys: the existing ones kept in order (extra ones dropped), new ones (`k<n>`, never a
 * key in use) added at the end. Returns the same array when nothing changes.
 */
export function fitKeys(keys: readonly string[], count: number): readonly string[] {
  if (keys.length === count) return keys;
  if (keys.length > count) return keys.slice(0, count);
  const used = new Set(keys);
  const next = [...keys];
  let seq = keys.length;
  while (next.length < count) {
    const key = `k${seq++}`;
    if (!used.has(key)) next.push(key);
  }
  return next;
}
