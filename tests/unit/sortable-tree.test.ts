import { describe, expect, it } from 'vitest';
import { sortableEn, sortableIt, translateSortable } from '../../app/i18n/sortable';
import { arrayMove, fitKeys, sortableMoveIndices } from '../../app/runtime/sortable/listMoves';
import {
  applyDrop,
  buildTree,
  descendantIds,
  flattenTree,
  moveNode,
  projectDrop,
  removeNode,
  siblingPosition,
  withoutDescendants,
  type TreeId,
} from '../../app/runtime/sortable/tree';

interface MenuNode {
  readonly id: TreeId;
  readonly label: string;
  readonly children: readonly MenuNode[];
}

const node = (id: TreeId, children: readonly MenuNode[] = []): MenuNode => ({ id, label: `L${id}`, children });

/**
 * a
 * ├ b
 * │ └ c
 * └ d
 * e
 */
const tree: readonly MenuNode[] = [node('a', [node('b', [node('c')]), node('d')]), node('e')];

/** The tree as `id(children)` text, to compare shapes at a glance. */
function shape(nodes: readonly MenuNode[]): string {
  return nodes
    .map((entry) => (entry.children.length ? `${entry.id}(${shape(entry.children)})` : `${entry.id}`))
    .join(' ');
}

describe('flattenTree / buildTree', () => {
  it('lists the rows depth first with parent and depth', () => {
    expect(flattenTree(tree).map((row) => [row.id, row.parentId, row.depth])).toEqual([
      ['a', null, 0],
      ['b', 'a', 1],
      ['c', 'b', 2],
      ['d', 'a', 1],
      ['e', null, 0],
    ]);
  });

  it('builds back the same tree, keeping node data', () => {
    const rebuilt = buildTree(flattenTree(tree));
    expect(rebuilt).toEqual(tree);
    expect(rebuilt[0]?.label).toBe('La');
  });

  it('puts rows with an unknown or own parent at the root and drops parent loops', () => {
    const rows = [
      { id: 'x', parentId: 'missing', node: node('x') },
      { id: 'y', parentId: 'y', node: node('y') },
      { id: 'p', parentId: 'q', node: node('p') },
      { id: 'q', parentId: 'p', node: node('q') },
    ];
    expect(shape(buildTree(rows))).toBe('x y');
  });

  it('finds descendants and hides them', () => {
    const rows = flattenTree(tree);
    expect([...descendantIds(rows, 'a')]).toEqual(['b', 'c', 'd']);
    expect([...descendantIds(rows, 'e')]).toEqual([]);
    expect(withoutDescendants(rows, 'b').map((row) => row.id)).toEqual(['a', 'b', 'd', 'e']);
  });

  it('tells the position among siblings', () => {
    const rows = flattenTree(tree);
    expect(siblingPosition(rows, 'd')).toEqual({ position: 2, total: 2 });
    expect(siblingPosition(rows, 'e')).toEqual({ position: 2, total: 2 });
    expect(siblingPosition(rows, 'c')).toEqual({ position: 1, total: 1 });
  });
});

describe('projectDrop', () => {
  const rows = flattenTree(tree);

  it('keeps the depth of a row dropped in place within the bounds of its neighbours', () => {
    expect(projectDrop(rows, 'd', 'd', 0)).toEqual({ depth: 1, parentId: 'a' });
  });

  it('nests a row under the row above when dragged one indent right', () => {
    expect(projectDrop(rows, 'd', 'd', 1)).toEqual({ depth: 2, parentId: 'b' });
    // never more than one level deeper than the row above
    expect(projectDrop(rows, 'd', 'd', 5)).toEqual({ depth: 3, parentId: 'c' });
  });

  it('moves a row out to the root when dragged left, not shallower than the row below', () => {
    expect(projectDrop(rows, 'd', 'd', -1)).toEqual({ depth: 0, parentId: null });
    // c has d (depth 1) below it: it can go up to depth 1, under a, but not to the root
    expect(projectDrop(rows, 'c', 'c', -5)).toEqual({ depth: 1, parentId: 'a' });
  });

  it('puts a row dragged to the top at the root', () => {
    expect(projectDrop(withoutDescendants(rows, 'b'), 'b', 'a', 3)).toEqual({ depth: 0, parentId: null });
  });

  it('answers null for unknown rows', () => {
    expect(projectDrop(rows, 'zz', 'a', 0)).toBeNull();
    expect(projectDrop(rows, 'a', 'zz', 0)).toBeNull();
  });
});

describe('applyDrop', () => {
  it('moves a subtree to the top of the root', () => {
    const visible = withoutDescendants(flattenTree(tree), 'b');
    const landing = projectDrop(visible, 'b', 'a', 0)!;
    expect(shape(applyDrop(tree, 'b', 'a', landing))).toBe('b(c) a(d) e');
  });

  it('moves a root row under another parent, in the place of the row it is dropped over', () => {
    const landing = projectDrop(flattenTree(tree), 'e', 'd', 1)!;
    expect(landing).toEqual({ depth: 1, parentId: 'a' });
    expect(shape(applyDrop(tree, 'e', 'd', landing))).toBe('a(b(c) e d)');
  });

  it('nests a row under its previous sibling', () => {
    expect(shape(applyDrop(tree, 'd', 'd', { depth: 2, parentId: 'b' }))).toBe('a(b(c d)) e');
  });

  it('refuses to put a node under itself or its descendants', () => {
    expect(shape(applyDrop(tree, 'a', 'c', { depth: 3, parentId: 'c' }))).toBe(shape(tree));
    expect(shape(applyDrop(tree, 'a', 'a', { depth: 1, parentId: 'a' }))).toBe(shape(tree));
  });
});

describe('moveNode / removeNode', () => {
  it('moves a node with its subtree under another parent at an index', () => {
    expect(shape(moveNode(tree, 'b', 'e', 0))).toBe('a(d) e(b(c))');
    expect(shape(moveNode(tree, 'e', 'a', 1))).toBe('a(b(c) e d)');
  });

  it('reorders among siblings and clamps the index', () => {
    expect(shape(moveNode(tree, 'e', null, 0))).toBe('e a(b(c) d)');
    expect(shape(moveNode(tree, 'a', null, 99))).toBe('e a(b(c) d)');
    expect(shape(moveNode(tree, 'c', 'a', -3))).toBe('a(c b d) e');
  });

  it('leaves the tree unchanged for cycles, unknown nodes or parents', () => {
    expect(shape(moveNode(tree, 'a', 'c', 0))).toBe(shape(tree));
    expect(shape(moveNode(tree, 'a', 'a', 0))).toBe(shape(tree));
    expect(shape(moveNode(tree, 'zz', null, 0))).toBe(shape(tree));
    expect(shape(moveNode(tree, 'e', 'zz', 0))).toBe(shape(tree));
  });

  it('removes a node and its subtree', () => {
    expect(shape(removeNode(tree, 'b'))).toBe('a(d) e');
  });

  it('never mutates the input', () => {
    const before = JSON.stringify(tree);
    moveNode(tree, 'b', 'e', 0);
    applyDrop(tree, 'd', 'd', { depth: 2, parentId: 'b' });
    expect(JSON.stringify(tree)).toBe(before);
  });
});

describe('sortable list helpers', () => {
  it('turns a drop into indices', () => {
    expect(sortableMoveIndices([10, 20, 30], 30, 10)).toEqual({ from: 2, to: 0 });
    expect(sortableMoveIndices([10, 20, 30], 20, 20)).toBeNull();
    expect(sortableMoveIndices([10, 20, 30], 20, undefined)).toBeNull();
    expect(sortableMoveIndices([10, 20, 30], 20, 99)).toBeNull();
  });

  it('moves an item', () => {
    expect(arrayMove(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(arrayMove(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(arrayMove(['a', 'b', 'c'], 0, 5)).toEqual(['a', 'b', 'c']);
  });

  it('fits keys to the entries, never reusing a key in use', () => {
    const three = fitKeys([], 3);
    expect(three).toEqual(['k0', 'k1', 'k2']);
    expect(fitKeys(three, 3)).toBe(three);
    expect(fitKeys(['k0', 'k2'], 3)).toEqual(['k0', 'k2', 'k3']);
    expect(fitKeys(['k2', 'k0', 'k1'], 2)).toEqual(['k2', 'k0']);
    expect(new Set(fitKeys(['k1', 'k3'], 6)).size).toBe(6);
  });
});

describe('sortable messages', () => {
  it('has every Italian message in English with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    expect(Object.keys(sortableEn).sort()).toEqual(Object.keys(sortableIt).sort());
    for (const key of Object.keys(sortableIt) as (keyof typeof sortableIt)[]) {
      expect(placeholders(sortableEn[key]), key).toEqual(placeholders(sortableIt[key]));
    }
  });

  it('fills the placeholders in the UI language', () => {
    expect(translateSortable('moved', 'it', { item: 'Bologna', position: 2, total: 3 })).toBe(
      'Bologna spostato in posizione 2 di 3.',
    );
    expect(translateSortable('moved', 'en', { item: 'Bologna', position: 2, total: 3 })).toBe(
      'Bologna moved to position 2 of 3.',
    );
  });
});
