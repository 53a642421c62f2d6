/** The reorder rule of the editable trees (app/runtime/sortable/treeRules.ts). */
import { describe, expect, it } from 'vitest';
import { flattenTree, moveNode, sameShape } from '../../app/runtime/sortable/tree';
import { childCounts, collapsed, reorderOf, sameItems, withOrder } from '../../app/runtime/sortable/treeRules';
import { sidebarLinkOf } from '../../app/shell/Sidebar';
import { sidebar } from '../../generated/menu';
import type { MenuGroup } from '#core/menu';

interface Node {
  readonly id: number;
  readonly children: readonly Node[];
}
const node = (id: number, children: readonly Node[] = []): Node => ({ id, children });

// 1(11(111 112) 12) 2 3
const TREE: readonly Node[] = [node(1, [node(11, [node(111), node(112)]), node(12)]), node(2), node(3)];

describe('reorderOf', () => {
  it.each([
    {
      name: 'a top-level node within the root',
      after: moveNode(TREE, 3, null, 0),
      want: { kind: 'reorder', parentId: null, ids: [3, 1, 2] },
    },
    {
      name: 'a first-level node within its parent',
      after: moveNode(TREE, 12, 1, 0),
      want: { kind: 'reorder', parentId: 1, ids: [12, 11] },
    },
    { name: 'a second-level node', after: moveNode(TREE, 112, 11, 0), want: { kind: 'refused' } },
    { name: 'a move to another parent', after: moveNode(TREE, 12, 2, 0), want: { kind: 'refused' } },
    { name: 'a move to the root', after: moveNode(TREE, 12, null, 0), want: { kind: 'refused' } },
    { name: 'a top-level node into another', after: moveNode(TREE, 3, 2, 0), want: { kind: 'refused' } },
    { name: 'nothing', after: [...TREE], want: { kind: 'none' } },
  ])('$name', ({ after, want }) => {
    expect(reorderOf(TREE, after)).toEqual(want);
  });
});

describe('collapsed and withOrder', () => {
  it('hides the children of folded nodes', () => {
    expect(collapsed(TREE, new Set([1]))).toEqual([node(1), node(2), node(3)]);
    expect(collapsed(TREE, new Set([11]))[0]?.children[0]).toEqual(node(11));
  });

  it('puts the children of a parent in the given order, the others unchanged', () => {
    expect(withOrder(TREE, null, [2, 3, 1]).map((entry) => entry.id)).toEqual([2, 3, 1]);
    expect(withOrder(TREE, 1, [12, 11])[0]?.children.map((entry) => entry.id)).toEqual([12, 11]);
    expect(withOrder(TREE, 1, [12, 11])[0]?.children[1]?.children).toEqual(TREE[0]?.children[0]?.children);
  });
});

/**
 * The tree editors' rows are memoised on their node: what the screens derive from the tree must give
 * back the same node objects for the nodes that did not change, or every row renders again.
 */
describe('the rows keep their identity', () => {
  interface Titled {
    readonly id: number;
    readonly title: string;
    readonly children: readonly Titled[];
  }
  const titled = (id: number, children: readonly Titled[] = []): Titled => ({ id, title: `#${id}`, children });
  const before: readonly Titled[] = [titled(1, [titled(11, [titled(111), titled(112)]), titled(12)]), titled(2)];
  /** The tree after an edit of 112's title, sharing what did not change (as react-query's answers do). */
  const edited = (): readonly Titled[] => {
    const [one, two] = before;
    const [eleven, twelve] = one!.children;
    const [first] = eleven!.children;
    const changed = { ...eleven!.children[1]!, title: 'Nuovo' };
    return [{ ...one!, children: [{ ...eleven!, children: [first!, changed] }, twelve!] }, two!];
  };

  it('is the tree itself when nothing is folded, and keeps unfolded subtrees when a node is', () => {
    expect(collapsed(before, new Set())).toBe(before);
    const folded = collapsed(before, new Set([11]));
    expect(folded[1]).toBe(before[1]);
    expect(folded[0]?.children[1]).toBe(before[0]?.children[1]);
    expect(folded[0]?.children[0]?.children).toEqual([]);
  });

  it('keeps every node but the edited one and its ancestors after an edit', () => {
    const after = edited();
    const rows = flattenTree(collapsed(after, new Set()));
    const was = new Map(flattenTree(before).map((row) => [row.id, row.node]));
    const changed = rows.filter((row) => row.node !== was.get(row.id)).map((row) => row.id);
    expect(changed).toEqual([1, 11, 112]);
    expect(sameShape(rows, flattenTree(before))).toBe(true);
  });

  it('reorders one parent and leaves the other subtrees as they were', () => {
    const reordered = withOrder(before, 1, [12, 11]);
    expect(reordered[1]).toBe(before[1]);
    expect(reordered[0]?.children[1]).toBe(before[0]?.children[0]);
    expect(withOrder(before, null, [1, 2])).toBe(before);
  });

  it('counts the children of every node, and tells a moved row from an unchanged tree', () => {
    expect([...childCounts(TREE)]).toEqual([
      [1, 2],
      [11, 2],
      [111, 0],
      [112, 0],
      [12, 0],
      [2, 0],
      [3, 0],
    ]);
    expect(sameShape(flattenTree(moveNode(TREE, 3, null, 0)), flattenTree(TREE))).toBe(false);
    expect(sameShape(flattenTree(moveNode(TREE, 12, 11, 0)), flattenTree(TREE))).toBe(false);
  });

  it('gives back the previous array when the items are the same', () => {
    const ids = [1, 2, 3];
    expect(sameItems(ids, [1, 2, 3])).toBe(ids);
    expect(sameItems(ids, [1, 3, 2])).toEqual([1, 3, 2]);
    expect(sameItems(ids, [1, 2])).toEqual([1, 2]);
  });
});

describe('sidebarLinkOf', () => {
  it('names a category list after its sidebar link, and nothing else', () => {
    expect(sidebarLinkOf('/category-list/15')?.label.it).toBe('Categorie news');
    expect(sidebarLinkOf('/category-list/21')?.label.it).toBe('Tipologie hotel');
    expect(sidebarLinkOf('/category-list/3')).toBeUndefined();
    expect(sidebarLinkOf('/category-list/15/extra')).toBeUndefined();
  });

  it('has every category link of the sidebar routed to the category editor', () => {
    const groups: readonly MenuGroup[] = sidebar;
    const links = groups.flatMap((group) => group.children).filter((link) => link.href.startsWith('/category-list/'));
    expect(links.length).toBeGreaterThanOrEqual(20);
    for (const link of links) expect(link.href).toMatch(/^\/category-list\/\d+$/);
    expect(links.every((link) => link.ability === 'category-view')).toBe(true);
  });
});
