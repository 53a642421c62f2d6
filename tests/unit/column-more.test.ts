/**
 * The column option `more` (schemas/README.md, "The list"): a column with it answers every value
 * as a list (the cell shows the first and the `more` text, spec: 'Bologna +  altri'); a column
 * without it keeps the first value's text, with the '+ altri' other lists use.
 */
import { describe, expect, it } from 'vitest';
import type { ListColumn } from '../../core/model';
import { COLUMN_DEFINITIONS } from '../../kinds/columns/registry.generator';
import { SERVER_COLUMNS } from '../../kinds/columns/registry.server';
import { firstText, textsOf } from '../../kinds/columns/values';

const column = (over: Partial<ListColumn> = {}): ListColumn => ({
  key: 'comune',
  label: { it: 'COMUNE', en: 'MUNICIPALITY' },
  kind: 'municipality',
  sortable: false,
  empty: { it: 'nessuno', en: 'none' },
  more: null,
  withProvince: false,
  source: 'comune',
  link: null,
  ...over,
});

const MORE = { it: ' +  altri', en: ' + others' };

describe('a column with more', () => {
  it('answers every text of the computed value, in order', () => {
    const rowValue = SERVER_COLUMNS.municipality.rowValue;
    expect(rowValue(['Bologna', 'Rimini'], 'it', column({ more: MORE }))).toEqual(['Bologna', 'Rimini']);
    expect(rowValue(['Rimini'], 'it', column({ more: MORE }))).toEqual(['Rimini']);
    expect(rowValue(null, 'it', column({ more: MORE }))).toEqual([]);
  });

  it('without more, keeps the first text and the other lists’ "+ altri"', () => {
    const rowValue = SERVER_COLUMNS.municipality.rowValue;
    expect(rowValue(['Bologna', 'Rimini'], 'it', column())).toBe('Bologna + altri');
    expect(firstText(['Bologna', 'Rimini'], 'it')).toBe('Bologna + altri');
  });

  it('reads categories’ titles per language', () => {
    expect(textsOf([{ it: 'Mare', en: 'Seaside' }, { it: 'Arte' }], 'en')).toEqual(['Seaside', 'Arte']);
    expect(textsOf('Bologna', 'it')).toEqual(['Bologna']);
    expect(textsOf(42, 'it')).toEqual([]);
  });

  it('declares a list of texts as the row property, a text without it', () => {
    const { rowProperty } = COLUMN_DEFINITIONS.municipality;
    expect(rowProperty(column({ more: MORE }), 'COMUNE')).toMatchObject({ type: ['array', 'null'] });
    expect(rowProperty(column(), 'COMUNE')).toMatchObject({ type: ['string', 'null'] });
  });

  it('is taken only by the columns that may show several values', () => {
    const listing = Object.entries(COLUMN_DEFINITIONS)
      .filter(([, definition]) => definition.lists === true)
      .map(([kind]) => kind)
      .sort();
    expect(listing).toEqual(['category', 'municipality', 'province', 'text']);
  });
});
