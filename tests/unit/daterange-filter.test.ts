/**
 * The date-range filter kind (kinds/filters/daterange/): its one value `from..to` (either end
 * open, one date alone that day), the admin's URL codec (a wrong, reversed or open range applies
 * nothing), the list state around it (URL, storage, the API query, 'Annulla Filtri'), and the
 * server's reader of the parameter (422 messages naming the parameter, its bound).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { EntityMeta, ListFilter } from '../../core/model';
import { OCCURRENCE_LIMITS } from '../../core/limits';
import { QueryReader } from '../../core/query';
import {
  applyFilters,
  draftDiffers,
  draftFromState,
  normalizeFilterValue,
  parseListState,
  readStoredState,
  serializeListState,
  toApiQuery,
  writeStoredState,
  type ListStateStorage,
} from '../../app/runtime/list/state';
import { definition } from '../../kinds/filters/daterange/definition';
import { canonicalDateRange, formatDateRange, isReversed, readDateRange } from '../../kinds/filters/daterange/range';
import { fixtureMeta } from '../fixtures/occurrences/fixture';

const FILTER: ListFilter = {
  param: 'date',
  kind: 'daterange',
  label: { it: 'Data', en: 'Date' },
  field: null,
  main: null,
  mainParam: null,
  options: [],
};

describe('the range value', () => {
  it.each([
    ['2026-12-01..2026-12-31', { from: '2026-12-01', to: '2026-12-31' }],
    [' 2026-12-01..2026-12-31 ', { from: '2026-12-01', to: '2026-12-31' }],
    ['2026-12-01 ..', { from: '2026-12-01', to: null }],
    ['2026-12-01..', { from: '2026-12-01', to: null }],
    ['..2026-12-31', { from: null, to: '2026-12-31' }],
    ['2026-12-25', { from: '2026-12-25', to: '2026-12-25' }],
    ['..', { from: null, to: null }],
    ['', { from: null, to: null }],
    ['2026-12-31..2026-12-01', { from: '2026-12-31', to: '2026-12-01' }],
  ])('reads %j', (raw, want) => {
    expect(readDateRange(raw)).toEqual(want);
  });

  it.each([
    '2026-13-01..',
    '2026-02-29',
    '2026-12-1..',
    '2026/12/01',
    '01-12-2026..',
    'dicembre',
    '..2026-12-01..',
    '2026-12-01...2026-12-31',
    `2026-12-01..${'2026-12-31'.repeat(2)}`,
  ])('refuses %j', (raw) => {
    expect(readDateRange(raw)).toBeNull();
  });

  it('writes the canonical form, open ends empty', () => {
    expect(formatDateRange({ from: '2026-12-01', to: null })).toBe('2026-12-01..');
    expect(formatDateRange({ from: null, to: '2026-12-31' })).toBe('..2026-12-31');
    expect(formatDateRange({ from: null, to: null })).toBe('');
    expect(isReversed({ from: '2026-12-02', to: '2026-12-01' })).toBe(true);
    expect(isReversed({ from: '2026-12-01', to: null })).toBe(false);
  });
});

describe('the URL codec', () => {
  it.each([
    ['2026-12-01..2026-12-31', '2026-12-01..2026-12-31'],
    [' 2026-12-01..', '2026-12-01..'],
    ['..2026-12-31', '..2026-12-31'],
    ['2026-12-25', '2026-12-25..2026-12-25'],
    ['..', null],
    ['', null],
    ['2026-12-31..2026-12-01', null],
    ['2026-02-30..', null],
    ['oggi', null],
  ])('normalises %j to %j', (raw, want) => {
    expect(normalizeFilterValue(FILTER, raw)).toBe(want);
    expect(canonicalDateRange(raw)).toBe(want);
  });
});

describe('the list state with a date-range filter', () => {
  let meta: EntityMeta;
  beforeAll(async () => {
    meta = await fixtureMeta();
  });

  class MemoryStorage implements ListStateStorage {
    readonly map = new Map<string, string>();
    getItem(key: string): string | null {
      return this.map.get(key) ?? null;
    }
    setItem(key: string, value: string): void {
      this.map.set(key, value);
    }
    removeItem(key: string): void {
      this.map.delete(key);
    }
  }

  it('reads the URL, sends the API its one parameter, keeps it in storage and drops it on reset', () => {
    const state = parseListState(meta, new URLSearchParams('date=2026-12-01..2026-12-31&stato=1'));
    expect(state.filters).toMatchObject({ date: '2026-12-01..2026-12-31', stato: '1' });
    expect(toApiQuery(meta, state)).toMatchObject({ date: '2026-12-01..2026-12-31' });
    expect(serializeListState(meta, state).get('date')).toBe('2026-12-01..2026-12-31');
    const storage = new MemoryStorage();
    writeStoredState(meta, storage, state);
    expect(readStoredState(meta, storage)?.filters.date).toBe('2026-12-01..2026-12-31');
    // A wrong value in the URL applies nothing.
    expect(parseListState(meta, new URLSearchParams('date=2026-12-31..2026-12-01')).filters).not.toHaveProperty('date');
    // The controls' draft, a changed end, and 'Annulla Filtri' (every filter back to its default).
    const draft = draftFromState(meta, state);
    expect(draft.date).toBe('2026-12-01..2026-12-31');
    expect(draftDiffers(meta, state, { ...draft, date: '2026-12-01..' })).toBe(true);
    expect(applyFilters(meta, state, { ...draft, date: '2026-12-01..' }).filters.date).toBe('2026-12-01..');
    const reset = draftFromState(meta, { ...state, filters: {} });
    expect(reset.date).toBe('');
    expect(applyFilters(meta, state, reset).filters).not.toHaveProperty('date');
  });
});

describe('the server reader of the parameter', () => {
  const param = definition.param(FILTER);
  const read = (value: string | string[] | undefined) => {
    const reader = new QueryReader(value === undefined ? {} : { date: value }, 'it');
    if (!param) throw new Error('the filter declares its parameter');
    return { value: param.read(reader, 'date', { entities: [] }), errors: reader.errors };
  };

  it('gives the canonical range, nothing for an absent or open one', () => {
    expect(read('2026-12-01..2026-12-31')).toEqual({ value: '2026-12-01..2026-12-31', errors: {} });
    expect(read('2026-12-25')).toEqual({ value: '2026-12-25..2026-12-25', errors: {} });
    expect(read('..2026-12-31')).toEqual({ value: '..2026-12-31', errors: {} });
    expect(read(undefined)).toEqual({ value: undefined, errors: {} });
    expect(read('..')).toEqual({ value: undefined, errors: {} });
    expect(read('  ')).toEqual({ value: undefined, errors: {} });
  });

  it('names the parameter with what is wrong', () => {
    expect(read('2026-13-01..').errors).toEqual({
      date: ['Intervallo di date non valido (AAAA-MM-GG..AAAA-MM-GG, un estremo può mancare)'],
    });
    expect(read('2026-12-31..2026-12-01').errors).toEqual({
      date: ['La data di inizio è successiva a quella di fine'],
    });
    expect(read('2026-12-01..2026-12-31x').errors).toEqual({
      date: [`Massimo ${OCCURRENCE_LIMITS.rangeParameter} caratteri`],
    });
    expect(read(['2026-12-01..', '..2026-12-31']).errors.date).toHaveLength(1);
  });

  it('declares the same bounds in the OpenAPI', () => {
    const schema = param?.schema({ entities: [] }) ?? {};
    expect(schema).toMatchObject({ type: 'string', maxLength: OCCURRENCE_LIMITS.rangeParameter });
    const pattern = new RegExp(String(schema.pattern));
    for (const valid of ['2026-12-01..2026-12-31', '2026-12-01..', '..2026-12-31', '2026-12-25', '..'])
      expect(pattern.test(valid), valid).toBe(true);
    for (const invalid of ['dicembre', '2026-12-01...', '2026-12-1'])
      expect(pattern.test(invalid), invalid).toBe(false);
  });
});
