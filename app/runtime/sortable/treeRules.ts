/**
 * The reorder rule of the editable trees (menus, category trees; content.md section 4): only the
 * top level and the first level are reordered, each node within its own parent, so a drop lands
 * only on the root or on a top-level node. `reorderOf` reads what a drag changed and says whether
 * it is allowed and, if so, the new order of the siblings to send; `collapsed` and `withOrder`
 * are the folding and the optimistic update of the screens. Pure, unit-tested in Node.
 */
import { flattenTree, type TreeId, type TreeNodeShape } from './tree';

/** Depths (0: top level) whose nodes may be reordered. */
export const REORDERABLE_DEPTH = 1;

export type TreeChange =
  | { readonly kind: 'none' }
  /** The drag moved a node to another parent or reordered nodes below the first level. */
  | { readonly kind: 'refused' }
  /** The children of `parentId` (null: the top level) in their new order. */
  | { readonly kind: 'reorder'; readonly parentId: TreeId | null; readonly ids: readonly TreeId[] };

function childrenOrder<N extends TreeNodeShape<N>>(tree: readonly N[]): Map<TreeId | null, TreeId[]> {
  const groups = new Map<TreeId | null, TreeId[]>();
  for (const row of flattenTree(tree)) groups.set(row.parentId, [...(groups.get(row.parentId) ?? []), row.id]);
  return groups;
}

/** What turned `before` into `after` (one drag), under the reorder rule. */
export function reorderOf<N extends TreeNodeShape<N>>(
  before: readonly N[],
  after: readonly N[],
  maxDepth: number = REORDERABLE_DEPTH,
): TreeChange {
  const was = new Map(flattenTree(before).map((row) => [row.id, row]));
  const now = flattenTree(after);
  if (now.some((row) => was.get(row.id)?.parentId !== row.parentId)) return { kind: 'refused' };
  const previous = childrenOrder(before);
  for (const [parentId, ids] of childrenOrder(after)) {
    if (JSON.stringify(previous.get(parentId)) === JSON.stringify(ids)) continue;
    const depth = was.get(ids[0] ?? '')?.depth ?? 0;
    return depth > maxDepth ? { kind: 'refused' } : { kind: 'reorder', parentId, ids };
  }
  return { kind: 'none' };
}

/** The number of children of every node of the tree, by id. */
export function childCounts<N extends TreeNodeShape<N>>(tree: readonly N[]): ReadonlyMap<TreeId, number> {
  const counts = new Map<TreeId, number>();
  const walk = (nodes: readonly N[]) =>
    nodes.forEach((node) => {
      counts.set(node.id, node.children.length);
      walk(node.children);
    });
  walk(tree);
  return counts;
}

/**
 * The tree with the children of folded nodes hidden (they keep their place in the full tree). A node
 * whose subtree shows as it is stays the same object, and so does the tree when nothing is folded
 * in it: the rows of unchanged nodes keep their identity (memoised rows do not render again).
 */
export function collapsed<N extends TreeNodeShape<N>>(tree: readonly N[], folded: ReadonlySet<TreeId>): readonly N[] {
  return sameItems(
    tree,
    tree.map((node) => {
      const children = folded.has(node.id) ? [] : collapsed(node.children, folded);
      return sameItems(node.children, children) === node.children ? node : { ...node, children };
    }),
  );
}

/**
 * The tree with the children of `parentId` (null: the top level) in the order of `ids`. The nodes
 * outside the path to `parentId` are the same objects as in `tree` (and so is every array whose
 * order and items did not change).
 */
export function withOrder<N extends TreeNodeShape<N>>(
  tree: readonly N[],
  parentId: TreeId | null,
  ids: readonly TreeId[],
): readonly N[] {
  const sort = (nodes: readonly N[]): readonly N[] => {
    const position = (node: N) => {
      const at = ids.indexOf(node.id);
      return at < 0 ? ids.length : at;
    };
    return sameItems(
      nodes,
      [...nodes].sort((a, b) => position(a) - position(b)),
    );
  };
  if (parentId === null) return sort(tree);
  return sameItems(
    tree,
    tree.map((node) => {
      const children = node.id === parentId ? sort(node.children) : withOrder(node.children, parentId, ids);
      return children === node.children ? node : { ...node, children };
    }),
  );
}

/** `previous` when `next` holds the same items in the same order, else `next`. */
export function sameItems<T>(previous: readonly T[], next: readonly T[]): readonly T[] {
  if (previous.length !== next.length) return next;
  return previous.every((item, index) => item === next[index]) ? previous : next;
}
