import { describe, expect, it } from 'vitest';
import {
  columnState,
  filterRows,
  gridRows,
  heldAbilities,
  heldSet,
  rowHeld,
  rowState,
  summary,
  toggleColumn,
  toggleRow,
  type PermissionMap,
} from '../../app/runtime/permissions/grid';

const PERMISSION: PermissionMap = {
  news: { 'news-view': 1, 'news-create': 0, 'news-edit': 1, 'news-delete': 0, 'news-publish': 0 },
  category: { 'category-view': 0, 'category-edit': 0 },
  tag: { 'tag-view': 0, 'tag-create': 0, 'view-tag': 1 },
  newsim: { 'osservatorio-view': 0, 'osservatorio-edit': 0 },
};
const LABELS = { news: 'News', category: 'Categorie', tag: 'Tags', newsim: 'Osservatorio' };

describe('the permission grid', () => {
  const rows = gridRows(PERMISSION, LABELS);

  it('gives each section only the columns it has, and its extra abilities', () => {
    expect(rows.find((row) => row.prefix === 'category')?.cells).toEqual({
      view: 'category-view',
      edit: 'category-edit',
    });
    expect(rows.find((row) => row.prefix === 'tag')?.extras).toEqual(['view-tag']);
    expect(rows.find((row) => row.prefix === 'newsim')?.cells).toEqual({
      view: 'osservatorio-view',
      edit: 'osservatorio-edit',
    });
  });

  it('reads what is held and sums it up', () => {
    const held = heldAbilities(PERMISSION);
    expect([...held].sort()).toEqual(['news-edit', 'news-view', 'view-tag']);
    expect(summary(held, rows)).toEqual({
      count: 3,
      sections: 2,
      perAction: { view: 1, create: 0, edit: 1, delete: 0, publish: 0 },
    });
  });

  it('toggles a whole row on, then off', () => {
    const held = heldAbilities(PERMISSION);
    const news = rows[0];
    if (!news) throw new Error('no row');
    expect(rowState(held, news)).toBe('some');
    const on = toggleRow(held, news);
    expect(rowState(on, news)).toBe('all');
    const off = toggleRow(on, news);
    expect(rowState(off, news)).toBe('none');
    expect(off.has('view-tag')).toBe(true);
  });

  it('toggles a column in the rows that have it', () => {
    const held = heldAbilities(PERMISSION);
    const on = toggleColumn(held, rows, 'edit');
    expect(columnState(on, rows, 'edit')).toBe('all');
    expect(on.has('category-edit')).toBe(true);
    expect(on.has('osservatorio-edit')).toBe(true);
    expect(columnState(toggleColumn(on, rows, 'edit'), rows, 'edit')).toBe('none');
    expect(columnState(held, rows, 'publish')).toBe('none');
  });

  it('filters sections by name, ignoring case and accents', () => {
    expect(filterRows(rows, 'CATEGÒ').map((row) => row.prefix)).toEqual(['category']);
    expect(filterRows(rows, '  ')).toHaveLength(4);
  });

  it("gives each row its own held abilities, unchanged when another row's change", () => {
    const held = heldAbilities(PERMISSION);
    const before = rows.map((row) => rowHeld(held, row));
    expect(before).toEqual(['news-view news-edit', '', 'view-tag', '']);
    const flipped = new Set(held);
    flipped.add('category-edit');
    const after = rows.map((row) => rowHeld(flipped, row));
    // Only the category row's value differs: the memoised rows of the others do not render again.
    expect(rows.filter((_, index) => after[index] !== before[index]).map((row) => row.prefix)).toEqual(['category']);
    expect([...heldSet(after[1] ?? '')]).toEqual(['category-edit']);
    expect(heldSet('').size).toBe(0);
    expect(rowState(heldSet(after[0] ?? ''), rows[0]!)).toBe(rowState(held, rows[0]!));
  });
});
