/**
 * The runtime list's state (app/runtime/list/state.ts) against the real generated metas: parsing
 * and validating the URL, the canonical URL, storage, resolution (URL wins, else storage, else
 * defaults) and the filter draft. A value that is not valid for the meta must never be applied.
 */
import { describe, expect, it } from 'vitest';
import { diconoMeta } from '../../generated/entities/dicono/meta';
import { licenceMeta } from '../../generated/entities/licence/meta';
import { newsMeta } from '../../generated/entities/news/meta';
import { tagsMeta } from '../../generated/entities/tags/meta';
import { templatesMeta } from '../../generated/entities/templates/meta';
import { webcamMeta } from '../../generated/entities/webcam/meta';
import type { ListFilter } from '../../core/model';
import {
  applyFilters,
  apiOrderBy,
  clearStoredState,
  defaultListState,
  draftDiffers,
  draftFromState,
  filterDefault,
  hasListParams,
  isDefaultListState,
  listParamNames,
  listStateEquals,
  listStateKey,
  mergeIntoSearch,
  normalizeFilterValue,
  pageCount,
  parseListState,
  parseSort,
  readStoredState,
  resolveListState,
  serializeListState,
  sortParam,
  statusLanguages,
  scopedStorage,
  storageKey,
  toApiQuery,
  withoutFilter,
  writeStoredState,
  type ListState,
  type ListStateStorage,
} from '../../app/runtime/list/state';

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

class BrokenStorage implements ListStateStorage {
  getItem(): string | null {
    throw new Error('denied');
  }
  setItem(): void {
    throw new Error('full');
  }
  removeItem(): void {
    throw new Error('denied');
  }
}

const params = (text: string): URLSearchParams => new URLSearchParams(text);
const ALL_METAS = [newsMeta, tagsMeta, diconoMeta, licenceMeta, templatesMeta, webcamMeta];

describe('defaults', () => {
  it('start on page 1 with the meta page size and sort', () => {
    expect(defaultListState(newsMeta)).toEqual({
      page: 1,
      size: 50,
      sort: { field: 'id', direction: 'desc' },
      filters: {},
    });
    expect(defaultListState(templatesMeta).sort).toEqual({ field: 'id', direction: 'asc' });
  });

  it('have every generated list use the spec page sizes and default', () => {
    for (const meta of ALL_METAS) {
      expect(meta.list.pageSizes).toEqual([10, 20, 30, 40, 50]);
      expect(defaultListState(meta).size).toBe(50);
    }
  });

  it('read an empty query as the defaults', () => {
    for (const meta of ALL_METAS) {
      expect(parseListState(meta, params(''))).toEqual(defaultListState(meta));
      expect(isDefaultListState(meta, parseListState(meta, params('')))).toBe(true);
    }
  });

  it('show status and province as -1 (all) and other filters empty', () => {
    const byKind = (kind: ListFilter['kind']) => newsMeta.list.filters.find((filter) => filter.kind === kind)!;
    expect(filterDefault(byKind('status'))).toBe('-1');
    expect(filterDefault(byKind('province'))).toBe('-1');
    expect(filterDefault(byKind('category'))).toBe('');
    expect(filterDefault(byKind('municipality'))).toBe('');
    expect(filterDefault(byKind('keywords'))).toBe('');
  });
});

describe('parameter names', () => {
  it('are page, limit, orderBy, the filters, and lang only where a status filter meets several languages', () => {
    expect(listParamNames(newsMeta)).toEqual([
      'page',
      'limit',
      'orderBy',
      'keywords',
      'destinazione',
      'tema',
      'provincia',
      'comune',
      'stato',
      'lang',
    ]);
    expect(listParamNames(tagsMeta)).toEqual(['page', 'limit', 'orderBy', 'keywords']);
    expect(listParamNames(licenceMeta)).toEqual(['page', 'limit', 'orderBy', 'keywords', 'url']);
    // Webcams have a status filter but one language: no language choice.
    expect(listParamNames(webcamMeta)).toEqual(['page', 'limit', 'orderBy', 'keywords', 'stato']);
    expect(statusLanguages(newsMeta)).toEqual(['it', 'en', 'de']);
    expect(statusLanguages(diconoMeta)).toEqual(['it', 'en']);
    expect(statusLanguages(webcamMeta)).toEqual([]);
    expect(statusLanguages(licenceMeta)).toEqual([]);
  });

  it('are detected in a query string, foreign ones ignored', () => {
    expect(hasListParams(newsMeta, params('stato=1'))).toBe(true);
    expect(hasListParams(newsMeta, params('page=2'))).toBe(true);
    expect(hasListParams(newsMeta, params('tab=seo&utm=x'))).toBe(false);
    expect(hasListParams(tagsMeta, params('stato=1'))).toBe(false);
  });
});

describe('parsing the URL', () => {
  it('reads page, size, sort and every news filter', () => {
    const state = parseListState(
      newsMeta,
      params(
        'page=3&limit=20&orderBy=%2Bpub_date&keywords=%20mare%20&destinazione=12&tema=7&provincia=3&comune=42&stato=1&lang=en',
      ),
    );
    expect(state).toEqual({
      page: 3,
      size: 20,
      sort: { field: 'pub_date', direction: 'asc' },
      filters: {
        keywords: 'mare',
        destinazione: '12',
        tema: '7',
        provincia: '3',
        comune: '42',
        stato: '1',
        lang: 'en',
      },
    });
  });

  it('drops invalid pages and sizes', () => {
    for (const page of ['0', '-1', 'abc', '1.5', '99999999', '', '2e3']) {
      expect(parseListState(newsMeta, params(`page=${page}`)).page).toBe(1);
    }
    expect(parseListState(newsMeta, params('page=1000000')).page).toBe(1_000_000);
    for (const size of ['15', '0', '100', '-10', 'x', '']) {
      expect(parseListState(newsMeta, params(`limit=${size}`)).size).toBe(50);
    }
    expect(parseListState(newsMeta, params('limit=10')).size).toBe(10);
  });

  it('accepts only sortable fields, signs optional, a typed + arriving as a space', () => {
    expect(parseSort(newsMeta, '-id')).toEqual({ field: 'id', direction: 'desc' });
    expect(parseSort(newsMeta, 'id')).toEqual({ field: 'id', direction: 'asc' });
    expect(parseSort(newsMeta, '+pub_date')).toEqual({ field: 'pub_date', direction: 'asc' });
    expect(parseSort(newsMeta, ' pub_date')).toEqual({ field: 'pub_date', direction: 'asc' });
    expect(parseSort(newsMeta, '-title')).toBeNull();
    expect(parseSort(newsMeta, '--id')).toBeNull();
    expect(parseSort(newsMeta, 'id;drop')).toBeNull();
    expect(parseSort(tagsMeta, '-name')).toEqual({ field: 'name', direction: 'desc' });
    expect(parseListState(newsMeta, params('orderBy=-title')).sort).toEqual({ field: 'id', direction: 'desc' });
    expect(parseListState(newsMeta, params('orderBy=+pub_date')).sort).toEqual({ field: 'pub_date', direction: 'asc' });
  });

  it('drops filter values that are not valid for their kind', () => {
    const state = parseListState(
      newsMeta,
      params('stato=9&destinazione=abc&tema=-1&provincia=-1&comune=0&keywords=%20%20&lang=fr'),
    );
    expect(state.filters).toEqual({});
    expect(parseListState(newsMeta, params('stato=-1')).filters).toEqual({});
    expect(parseListState(newsMeta, params('stato=0')).filters).toEqual({ stato: '0' });
    expect(parseListState(newsMeta, params('stato=7')).filters).toEqual({ stato: '7' });
    expect(parseListState(newsMeta, params('stato=1.0')).filters).toEqual({});
    expect(parseListState(newsMeta, params('comune=2147483648')).filters).toEqual({});
    expect(parseListState(newsMeta, params('comune=2147483647')).filters).toEqual({ comune: '2147483647' });
    expect(parseListState(newsMeta, params('comune=007')).filters).toEqual({ comune: '7' });
    expect(parseListState(newsMeta, params(`keywords=${'x'.repeat(201)}`)).filters).toEqual({});
  });

  it('drops the default status language and languages the entity lacks', () => {
    expect(parseListState(newsMeta, params('lang=it')).filters).toEqual({});
    expect(parseListState(newsMeta, params('lang=de')).filters).toEqual({ lang: 'de' });
    expect(parseListState(diconoMeta, params('lang=de')).filters).toEqual({});
    expect(parseListState(webcamMeta, params('lang=en')).filters).toEqual({});
  });

  it('ignores parameters the meta does not know (a filter of another list)', () => {
    expect(parseListState(tagsMeta, params('stato=1&comune=4&keywords=mare')).filters).toEqual({ keywords: 'mare' });
    expect(parseListState(licenceMeta, params('url=creativecommons')).filters).toEqual({ url: 'creativecommons' });
  });

  it('ignores a repeated parameter rather than guessing', () => {
    expect(parseListState(newsMeta, params('stato=1&stato=2')).filters).toEqual({});
    expect(parseListState(newsMeta, params('page=2&page=3')).page).toBe(1);
  });

  it('validates select filters against their options', () => {
    const select: ListFilter = {
      param: 'tipo',
      kind: 'select',
      label: { it: 'Tipo', en: 'Type' },
      field: 'tipo',
      main: null,
      mainParam: null,
      options: [
        { value: 1, label: { it: 'Uno', en: 'One' }, disabled: false },
        { value: 'b', label: { it: 'Bi', en: 'Bee' }, disabled: false },
      ],
    };
    expect(normalizeFilterValue(select, '1')).toBe('1');
    expect(normalizeFilterValue(select, 'b')).toBe('b');
    expect(normalizeFilterValue(select, '2')).toBeNull();
    expect(normalizeFilterValue(select, '')).toBeNull();
  });

  it('reads a reference filter as the id of the item referred to', () => {
    const reference: ListFilter = {
      param: 'destinazione',
      kind: 'reference',
      label: { it: 'Destinazione', en: 'Destination' },
      field: 'destination',
      main: null,
      mainParam: null,
      options: [],
    };
    expect(normalizeFilterValue(reference, '12')).toBe('12');
    expect(normalizeFilterValue(reference, '+12')).toBe('12');
    for (const bad of ['0', '-1', '2147483648', 'x', '1.5', ''])
      expect(normalizeFilterValue(reference, bad)).toBeNull();
  });
});

describe('serialising', () => {
  it('always writes page, limit and orderBy, then the applied filters in meta order', () => {
    const state: ListState = {
      page: 2,
      size: 10,
      sort: { field: 'pub_date', direction: 'asc' },
      filters: { stato: '1', keywords: 'mare', lang: 'en', comune: '5' },
    };
    expect(serializeListState(newsMeta, state).toString()).toBe(
      'keywords=mare&comune=5&stato=1&lang=en&page=2&limit=10&orderBy=pub_date',
    );
    expect(serializeListState(newsMeta, defaultListState(newsMeta)).toString()).toBe('page=1&limit=50&orderBy=-id');
  });

  it('round-trips every valid state', () => {
    const states: ListState[] = [
      defaultListState(newsMeta),
      { page: 7, size: 30, sort: { field: 'id', direction: 'asc' }, filters: { keywords: 'a b&c=d', tema: '3' } },
      { page: 1, size: 50, sort: { field: 'pub_date', direction: 'desc' }, filters: { stato: '0', lang: 'de' } },
    ];
    for (const state of states) {
      expect(parseListState(newsMeta, serializeListState(newsMeta, state))).toEqual(state);
    }
  });

  it('leaves invalid filters out of the URL', () => {
    const state: ListState = { ...defaultListState(newsMeta), filters: { stato: '-1', comune: 'x', bogus: '1' } };
    expect(serializeListState(newsMeta, state).toString()).toBe('page=1&limit=50&orderBy=-id');
  });

  it('keeps foreign parameters when merging into the current query', () => {
    const current = params('tab=2&stato=3&page=4');
    const next: ListState = { ...defaultListState(newsMeta), filters: { keywords: 'x' } };
    expect(mergeIntoSearch(newsMeta, current, next)).toBe('?tab=2&keywords=x&page=1&limit=50&orderBy=-id');
  });

  it('gives the API its query with a signed orderBy', () => {
    const state: ListState = {
      page: 2,
      size: 20,
      sort: { field: 'pub_date', direction: 'asc' },
      filters: { stato: '1', lang: 'en', comune: '9' },
    };
    expect(toApiQuery(newsMeta, state)).toEqual({
      page: 2,
      limit: 20,
      orderBy: '+pub_date',
      comune: '9',
      stato: '1',
      lang: 'en',
    });
    expect(apiOrderBy({ field: 'id', direction: 'desc' })).toBe('-id');
    expect(sortParam({ field: 'id', direction: 'asc' })).toBe('id');
  });
});

describe('equality and keys', () => {
  it('compare states by content', () => {
    const a: ListState = { page: 1, size: 50, sort: { field: 'id', direction: 'desc' }, filters: { stato: '1' } };
    const b: ListState = { page: 1, size: 50, sort: { field: 'id', direction: 'desc' }, filters: { stato: '1' } };
    expect(listStateEquals(a, b)).toBe(true);
    expect(listStateEquals(a, { ...b, page: 2 })).toBe(false);
    expect(listStateEquals(a, { ...b, filters: {} })).toBe(false);
    expect(listStateEquals(a, { ...b, filters: { stato: '2' } })).toBe(false);
    expect(listStateEquals(a, { ...b, sort: { field: 'id', direction: 'asc' } })).toBe(false);
    expect(listStateKey(newsMeta, a)).toBe(listStateKey(newsMeta, b));
    expect(listStateKey(newsMeta, a)).not.toBe(listStateKey(newsMeta, { ...b, size: 10 }));
  });
});

describe('storage', () => {
  it('keys each list by its name', () => {
    expect(storageKey(newsMeta)).toBe('list-state:news');
    expect(storageKey(tagsMeta)).toBe('list-state:tags');
  });

  it("keeps a scoped list's state per scope value (an interest list per category)", () => {
    const storage = new MemoryStorage();
    const arts = scopedStorage(storage, '5001');
    writeStoredState(newsMeta, arts, { ...defaultListState(newsMeta), page: 3 });
    expect(readStoredState(newsMeta, arts)?.page).toBe(3);
    expect(readStoredState(newsMeta, scopedStorage(storage, '5002'))).toBeNull();
    expect(readStoredState(newsMeta, storage)).toBeNull();
    expect(scopedStorage(storage, null)).toBe(storage);
    expect(scopedStorage(null, '5001')).toBeNull();
  });

  it('writes the canonical state and reads it back', () => {
    const storage = new MemoryStorage();
    const state: ListState = { page: 3, size: 20, sort: { field: 'id', direction: 'asc' }, filters: { stato: '2' } };
    writeStoredState(newsMeta, storage, state);
    expect(storage.getItem('list-state:news')).toBe('stato=2&page=3&limit=20&orderBy=id');
    expect(readStoredState(newsMeta, storage)).toEqual(state);
    expect(readStoredState(tagsMeta, storage)).toBeNull();
  });

  it('removes the entry for the default state and on clear', () => {
    const storage = new MemoryStorage();
    writeStoredState(newsMeta, storage, { ...defaultListState(newsMeta), page: 2 });
    expect(storage.map.has('list-state:news')).toBe(true);
    writeStoredState(newsMeta, storage, defaultListState(newsMeta));
    expect(storage.map.has('list-state:news')).toBe(false);
    writeStoredState(newsMeta, storage, { ...defaultListState(newsMeta), page: 2 });
    clearStoredState(newsMeta, storage);
    expect(storage.map.has('list-state:news')).toBe(false);
  });

  it('drops stored values no longer valid (a filter removed from the schema, a bad value)', () => {
    const storage = new MemoryStorage();
    storage.setItem('list-state:news', 'stato=42&regione=8&comune=abc&keywords=mare&limit=25&orderBy=-title&page=2');
    expect(readStoredState(newsMeta, storage)).toEqual({
      page: 2,
      size: 50,
      sort: { field: 'id', direction: 'desc' },
      filters: { keywords: 'mare' },
    });
  });

  it('survives garbage, old formats and failing storage', () => {
    const storage = new MemoryStorage();
    storage.setItem('list-state:news', '{"page":2,"filters":{"stato":1}}');
    expect(readStoredState(newsMeta, storage)).toBeNull();
    storage.setItem('list-state:news', 'x'.repeat(5000));
    expect(readStoredState(newsMeta, storage)).toBeNull();
    expect(readStoredState(newsMeta, null)).toBeNull();
    const broken = new BrokenStorage();
    expect(readStoredState(newsMeta, broken)).toBeNull();
    expect(() => writeStoredState(newsMeta, broken, { ...defaultListState(newsMeta), page: 2 })).not.toThrow();
    expect(() => clearStoredState(newsMeta, broken)).not.toThrow();
  });
});

describe('resolving the applied state', () => {
  it('takes the URL when it has list parameters, even with something stored', () => {
    const storage = new MemoryStorage();
    storage.setItem('list-state:news', 'stato=2&page=3&limit=20&orderBy=-id');
    const resolved = resolveListState(newsMeta, params('stato=1&page=1&limit=50&orderBy=-id'), storage);
    expect(resolved.source).toBe('url');
    expect(resolved.state.filters).toEqual({ stato: '1' });
    expect(resolved.replaceSearch).toBeNull();
  });

  it('restores the stored state when the URL has none, and asks to write it into the URL', () => {
    const storage = new MemoryStorage();
    storage.setItem('list-state:news', 'stato=2&page=3&limit=20&orderBy=-id');
    const resolved = resolveListState(newsMeta, params(''), storage);
    expect(resolved.source).toBe('storage');
    expect(resolved.state).toEqual({
      page: 3,
      size: 20,
      sort: { field: 'id', direction: 'desc' },
      filters: { stato: '2' },
    });
    expect(resolved.replaceSearch).toBe('?stato=2&page=3&limit=20&orderBy=-id');
  });

  it('uses the defaults with nothing stored, writing them into the URL too (each history entry is explicit)', () => {
    const resolved = resolveListState(newsMeta, params(''), new MemoryStorage());
    expect(resolved.source).toBe('default');
    expect(resolved.state).toEqual(defaultListState(newsMeta));
    expect(resolved.replaceSearch).toBe('?page=1&limit=50&orderBy=-id');
  });

  it('does not read storage for lists that do not persist their state', () => {
    const storage = new MemoryStorage();
    storage.setItem('list-state:news', 'stato=2&page=3&limit=20&orderBy=-id');
    const meta = { ...newsMeta, list: { ...newsMeta.list, persistState: false } };
    expect(resolveListState(meta, params(''), storage).state).toEqual(defaultListState(newsMeta));
  });

  it('normalises a URL with invalid or non-canonical list parameters, keeping foreign ones', () => {
    const resolved = resolveListState(newsMeta, params('foo=1&stato=99&keywords=mare&page=2'), null);
    expect(resolved.state.filters).toEqual({ keywords: 'mare' });
    expect(resolved.replaceSearch).toBe('?foo=1&keywords=mare&page=2&limit=50&orderBy=-id');
    // Same values, different order: rewritten to the canonical order.
    const reordered = resolveListState(newsMeta, params('orderBy=-id&limit=50&page=1'), null);
    expect(reordered.replaceSearch).toBe('?page=1&limit=50&orderBy=-id');
  });

  it('a stale stored filter never applies without showing: what is applied is exactly what the URL says', () => {
    const storage = new MemoryStorage();
    storage.setItem('list-state:news', 'stato=2&page=1&limit=50&orderBy=-id');
    // The user arrives through a link carrying other list parameters: the stored status is not mixed in.
    const resolved = resolveListState(newsMeta, params('keywords=mare'), storage);
    expect(resolved.state.filters).toEqual({ keywords: 'mare' });
    expect(draftFromState(newsMeta, resolved.state).stato).toBe('-1');
  });
});

describe('the filter draft', () => {
  it('shows the applied values and each default elsewhere', () => {
    const state: ListState = { ...defaultListState(newsMeta), filters: { stato: '1', keywords: 'mare' } };
    expect(draftFromState(newsMeta, state)).toEqual({
      keywords: 'mare',
      destinazione: '',
      tema: '',
      provincia: '-1',
      comune: '',
      stato: '1',
      lang: 'it',
    });
    expect(draftFromState(tagsMeta, defaultListState(tagsMeta))).toEqual({ keywords: '' });
  });

  it('applies from page 1, keeping size and sort, dropping defaults and invalid values', () => {
    const state: ListState = { page: 4, size: 20, sort: { field: 'pub_date', direction: 'asc' }, filters: {} };
    const next = applyFilters(newsMeta, state, {
      keywords: ' mare ',
      destinazione: '',
      tema: 'abc',
      provincia: '-1',
      comune: '12',
      stato: '2',
      lang: 'it',
    });
    expect(next).toEqual({
      page: 1,
      size: 20,
      sort: { field: 'pub_date', direction: 'asc' },
      filters: { keywords: 'mare', comune: '12', stato: '2' },
    });
  });

  it('tells a draft that differs from what is applied', () => {
    const state: ListState = { ...defaultListState(newsMeta), filters: { stato: '1' } };
    expect(draftDiffers(newsMeta, state, draftFromState(newsMeta, state))).toBe(false);
    expect(draftDiffers(newsMeta, state, { ...draftFromState(newsMeta, state), stato: '-1' })).toBe(true);
    expect(draftDiffers(newsMeta, state, { ...draftFromState(newsMeta, state), keywords: '  ' })).toBe(false);
  });

  it('drops one filter the lookups proved invalid, back to page 1', () => {
    const state: ListState = { ...defaultListState(newsMeta), page: 3, filters: { tema: '999', stato: '1' } };
    expect(withoutFilter(state, 'tema')).toEqual({ ...state, page: 1, filters: { stato: '1' } });
    expect(withoutFilter(state, 'comune')).toBe(state);
  });
});

describe('page count', () => {
  it('is at least 1 and rounds up', () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
    expect(pageCount(12, 10)).toBe(2);
  });
});
