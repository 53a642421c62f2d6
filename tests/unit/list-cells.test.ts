/** Pure helpers of the runtime list's cells and lookups: per-language statuses and category trees. */
import { describe, expect, it } from 'vitest';
import { STATUS_NAMES } from '../../core/statuses';
import { rowStatuses } from '../../app/runtime/list/cells';
import { STATUS_COLORS } from '../../app/ui/StatusBadge';
import { flattenCategoryTree } from '../../app/runtime/list/lookups';

describe('row statuses', () => {
  it('read one status per meta language, anything unreadable as absent (-1)', () => {
    const row = { id: 1, statuses: { it: 1, en: 'x', fr: 2 } };
    expect(rowStatuses(row, ['it', 'en', 'de'])).toEqual([
      { lang: 'it', status: 1 },
      { lang: 'en', status: -1 },
      { lang: 'de', status: -1 },
    ]);
    expect(rowStatuses({ id: 2 }, ['it'])).toEqual([{ lang: 'it', status: -1 }]);
    expect(rowStatuses({ id: 3, statuses: null }, ['it'])).toEqual([{ lang: 'it', status: -1 }]);
    expect(rowStatuses({ id: 4, statuses: { it: 9 } }, ['it'])).toEqual([{ lang: 'it', status: -1 }]);
  });

  it('have a colour for every status name', () => {
    expect(Object.keys(STATUS_COLORS).sort()).toEqual(Object.keys(STATUS_NAMES).sort());
  });
});

describe('category trees', () => {
  it('flatten depth first under the main category, with depth and a title fallback', () => {
    const root = {
      id: 5,
      contents: { it: { title: 'Interesse' } },
      children: [
        {
          id: 51,
          contents: { it: { title: 'Arte' }, en: { title: 'Art' } },
          children: [{ id: 511, contents: { it: { title: 'Musei' } }, children: [] }],
        },
        { id: 52, contents: { it: { title: 'Natura' } } },
        { id: 53, contents: {} },
      ],
    };
    expect(flattenCategoryTree(root, 'en')).toEqual([
      { value: '51', label: 'Art', depth: 0 },
      { value: '511', label: 'Musei', depth: 1 },
      { value: '52', label: 'Natura', depth: 0 },
      { value: '53', label: '#53', depth: 0 },
    ]);
    expect(flattenCategoryTree({ id: 1 }, 'it')).toEqual([]);
  });
});
