/**
 * Pure operations on ordered trees (menus, category trees...): flattening a tree into rows with a
 * depth and a parent, building it back, projecting where a dragged row lands (its depth from the
 * horizontal offset, bounded by its new neighbours) and moving a node with its subtree.
 * No React, no DOM, so unit-tested in Node.
 */
import { arrayMove } from './listMoves';

export type TreeId = string | number;

/** A node: a stable id and its ordered children (any other data is kept as it is). */
export interface TreeNodeShape<N> {
  readonly id: TreeId;
  readonly children: readonly N[];
}

/** A row of the flattened tree, in depth-first order. */
export interface FlatNode<N> {
  readonly id: TreeId;
  readonly parentId: TreeId | null;
  readonly depth: number;
  readonly node: N;
}

/** Where a dragged row would land: its depth and its new parent. */
export interface Projection {
  readonly depth: number;
  readonly parentId: TreeId | null;
}

/** The rows of a tree, depth first (a parent before its children, children in order). */
export function flattenTree<N extends TreeNodeShape<N>>(
  nodes: readonly N[],
  parentId: TreeId | null = null,
  depth = 0,
): FlatNode<N>[] {
  return nodes.flatMap((node) => [
    { id: node.id, parentId, depth, node },
    ...flattenTree(node.children, node.id, depth + 1),
  ]);
}

/**
 * The tree of flattened rows: each row goes under its `parentId` (at the root when `null` or
 * unknown), siblings in the order of the rows. A row whose parent chain loops is dropped.
 */
export function buildTree<N extends TreeNodeShape<N>>(rows: readonly Omit<FlatNode<N>, 'depth'>[]): N[] {
  const known = new Set(rows.map((row) => row.id));
  const childrenOf = new Map<TreeId | null, Omit<FlatNode<N>, 'depth'>[]>();
  for (const row of rows) {
    const parent = row.parentId !== null && known.has(row.parentId) && row.parentId !== row.id ? row.parentId : null;
    const siblings = childrenOf.get(parent) ?? [];
    siblings.push(row);
    childrenOf.set(parent, siblings);
  }
  const make = (row: Omit<FlatNode<N>, 'depth'>): N => ({
    ...row.node,
    children: (childrenOf.get(row.id) ?? []).map(make),
  });
  return (childrenOf.get(null) ?? []).map(make);
}

/** The ids of every descendant of `id` in the rows. */
export function descendantIds<N>(rows: readonly FlatNode<N>[], id: TreeId): Set<TreeId> {
  const found = new Set<TreeId>();
  const start = rows.findIndex((row) => row.id === id);
  const own = rows[start];
  if (!own) return found;
  for (const row of rows.slice(start + 1)) {
    if (row.depth <= own.depth) break;
    found.add(row.id);
  }
  return found;
}

/** The rows without the descendants of `id` (hidden while `id` is dragged: they move with it). */
export function withoutDescendants<N>(rows: readonly FlatNode<N>[], id: TreeId): FlatNode<N>[] {
  const hidden = descendantIds(rows, id);
  return rows.filter((row) => !hidden.has(row.id));
}

/**
 * Where `activeId` lands when dropped over `overId` in the visible rows (`withoutDescendants`),
 * moved `depthOffset` levels right (negative: left) of its own depth. The depth is bounded by its
 * new neighbours: at most one deeper than the row above, at least as deep as the row below.
 */
export function projectDrop<N>(
  visible: readonly FlatNode<N>[],
  activeId: TreeId,
  overId: TreeId,
  depthOffset: number,
): Projection | null {
  const activeIndex = visible.findIndex((row) => row.id === activeId);
  const overIndex = visible.findIndex((row) => row.id === overId);
  const active = visible[activeIndex];
  if (!active || overIndex < 0) return null;
  const moved = arrayMove(visible, activeIndex, overIndex);
  const previous = moved[overIndex - 1];
  const next = moved[overIndex + 1];
  const maxDepth = previous ? previous.depth + 1 : 0;
  const minDepth = next ? Math.min(next.depth, maxDepth) : 0;
  const depth = Math.max(minDepth, Math.min(maxDepth, active.depth + depthOffset));
  if (depth === 0 || !previous) return { depth: 0, parentId: null };
  if (depth === previous.depth) return { depth, parentId: previous.parentId };
  if (depth > previous.depth) return { depth, parentId: previous.id };
  const sibling = moved
    .slice(0, overIndex)
    .reverse()
    .find((row) => row.depth === depth);
  return { depth, parentId: sibling?.parentId ?? null };
}

/**
 * The tree after dropping `activeId` over `overId` with a projection: the node takes the place of
 * `overId` in the rows and goes under the projected parent; its subtree moves with it.
 */
export function applyDrop<N extends TreeNodeShape<N>>(
  tree: readonly N[],
  activeId: TreeId,
  overId: TreeId,
  projection: Projection,
): N[] {
  const rows = flattenTree(tree);
  const activeIndex = rows.findIndex((row) => row.id === activeId);
  const overIndex = rows.findIndex((row) => row.id === overId);
  const active = rows[activeIndex];
  if (!active || overIndex < 0) return [...tree];
  if (projection.parentId !== null && descendantIds(rows, activeId).has(projection.parentId)) return [...tree];
  if (projection.parentId === activeId) return [...tree];
  const updated = rows.map((row, index) => (index === activeIndex ? { ...row, parentId: projection.parentId } : row));
  return buildTree(arrayMove(updated, activeIndex, overIndex));
}

/**
 * The tree with node `id` (and its subtree) moved under `parentId` (`null`: the root) at `index`
 * among its new siblings (clamped). Unchanged when the node is missing, the parent is unknown or
 * the parent is the node itself or one of its descendants.
 */
export function moveNode<N extends TreeNodeShape<N>>(
  tree: readonly N[],
  id: TreeId,
  parentId: TreeId | null,
  index: number,
): N[] {
  const rows = flattenTree(tree);
  const own = rows.find((row) => row.id === id);
  if (!own) return [...tree];
  if (parentId !== null) {
    if (parentId === id || descendantIds(rows, id).has(parentId)) return [...tree];
    if (!rows.some((row) => row.id === parentId)) return [...tree];
  }
  const removed = removeNode(tree, id);
  const insert = (siblings: readonly N[]): N[] => {
    const at = Math.max(0, Math.min(siblings.length, index));
    return [...siblings.slice(0, at), own.node, ...siblings.slice(at)];
  };
  if (parentId === null) return insert(removed);
  const place = (nodes: readonly N[]): N[] =>
    nodes.map((node) =>
      node.id === parentId ? { ...node, children: insert(node.children) } : { ...node, children: place(node.children) },
    );
  return place(removed);
}

/** The tree without node `id` and its subtree. */
export function removeNode<N extends TreeNodeShape<N>>(tree: readonly N[], id: TreeId): N[] {
  return tree.filter((node) => node.id !== id).map((node) => ({ ...node, children: removeNode(node.children, id) }));
}

/** The position of `id` among its siblings and their number (1-based position), for announcements. */
export function siblingPosition<N>(
  rows: readonly FlatNode<N>[],
  id: TreeId,
  parentId: TreeId | null = rows.find((row) => row.id === id)?.parentId ?? null,
): { readonly position: number; readonly total: number } {
  const siblings = rows.filter((row) => row.parentId === parentId);
  const at = siblings.findIndex((row) => row.id === id);
  return { position: at + 1, total: siblings.length };
}

/** Whether two flattenings hold the same rows at the same places (id, parent, depth), in order. */
export function sameShape<N>(a: readonly FlatNode<N>[], b: readonly FlatNode<N>[]): boolean {
  return (
    a.length === b.length &&
    a.every((row, index) => {
      const other = b[index];
      return other !== undefined && row.id === other.id && row.parentId === other.parentId && row.depth === other.depth;
    })
  );
}
