/** The reorder rule of the editable trees (app/runtime/sortable/treeRules.ts). */
import { describe, expect, it } from 'vitest';
import { moveNode } from '../../app/runtime/sortable/tree';
import { collapsed, reorderOf, withOrder } from '../../app/runtime/sortable/treeRules';
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
