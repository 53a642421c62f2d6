/**
 * The translation overview: how a page falls on the entities' items (`core/translations.ts`), the
 * screen's address and cell links (`app/features/translations/translations.ts`), and the editor's
 * language from `?lang=`.
 */
import { describe, expect, it } from 'vitest';
import { keywordsAllTypes, pageSlices } from '../../core/translations';
import { initialLanguage } from '../../app/runtime/editor/useEntityEditor';
import { LIST_LIMITS } from '../../core/limits';
import { TRANSLATION_LIMITS } from '../../core/translations';
import {
  callQuery,
  checkedFilters,
  editorHref,
  filtersQuery,
  keywordsFit,
  NO_FILTERS,
  readFilters,
  typePending,
} from '../../app/features/translations/translations';

const totals = [
  { entity: 'a', total: 3 },
  { entity: 'b', total: 0 },
  { entity: 'c', total: 5 },
  { entity: 'd', total: 2 },
];

describe('pageSlices', () => {
  it.each([
    { offset: 0, limit: 2, want: [{ entity: 'a', offset: 0, limit: 2 }] },
    {
      offset: 2,
      limit: 3,
      want: [
        { entity: 'a', offset: 2, limit: 1 },
        { entity: 'c', offset: 0, limit: 2 },
      ],
    },
    {
      offset: 0,
      limit: 100,
      want: [
        { entity: 'a', offset: 0, limit: 3 },
        { entity: 'c', offset: 0, limit: 5 },
        { entity: 'd', offset: 0, limit: 2 },
      ],
    },
    { offset: 8, limit: 5, want: [{ entity: 'd', offset: 0, limit: 2 }] },
    { offset: 9, limit: 5, want: [{ entity: 'd', offset: 1, limit: 1 }] },
    { offset: 10, limit: 5, want: [] },
    { offset: 1_000_000, limit: 5, want: [] },
  ])('offset $offset, limit $limit', ({ offset, limit, want }) => {
    expect(pageSlices(totals, offset, limit)).toEqual(want);
  });

  it('covers every row once whatever the page size', () => {
    const all = totals.flatMap(({ entity, total }) => Array.from({ length: total }, (_, index) => `${entity}${index}`));
    for (const limit of [1, 2, 3, 4, 7]) {
      const walked: string[] = [];
      for (let offset = 0; offset < all.length + limit; offset += limit) {
        for (const slice of pageSlices(totals, offset, limit)) {
          for (let index = slice.offset; index < slice.offset + slice.limit; index += 1)
            walked.push(`${slice.entity}${index}`);
        }
      }
      expect(walked).toEqual(all);
    }
  });
});

describe('the overview screen’s address', () => {
  it('reads its filters, leaving out what it cannot read', () => {
    expect(readFilters(new URLSearchParams('entity=news&status=-1&lang=en&missing=de&keywords=Bo&page=3'))).toEqual({
      entity: 'news',
      status: -1,
      lang: 'en',
      missing: 'de',
      keywords: 'Bo',
      page: 3,
    });
    expect(readFilters(new URLSearchParams('entity=nothing&status=9&lang=xx&missing=&page=0'))).toEqual(NO_FILTERS);
    expect(readFilters(new URLSearchParams('status=&page=1.5'))).toEqual(NO_FILTERS);
  });

  it('drops what its controls could not have written, each parameter checked against their options', () => {
    const read = (query: string) => readFilters(new URLSearchParams(query));
    // A status is a language's: alone, no filter (the controls pick Italian with it); with one, kept.
    expect(read('status=2')).toEqual(NO_FILTERS);
    expect(read('status=2&lang=de')).toEqual({ ...NO_FILTERS, status: 2, lang: 'de' });
    // The status filter's options, -1 (absent) to 7.
    for (const status of ['8', '-2', '10', '2.0', 'x', ' 2']) {
      expect(read(`status=${status}&lang=en`).status, status).toBe(status === ' 2' ? 2 : null);
    }
    // The matrix's languages only (spelled as the controls write them).
    expect(read('lang=es&missing=EN')).toEqual(NO_FILTERS);
    expect(read('missing=fr').missing).toBe('fr');
    // Pages 1 to the call's bound.
    expect(read(`page=${LIST_LIMITS.maxPage}`).page).toBe(LIST_LIMITS.maxPage);
    for (const page of [String(LIST_LIMITS.maxPage + 1), '-1', '1e3', '0x10', '']) {
      expect(read(`page=${page}`).page, page).toBe(1);
    }
    // Title words within the call's bound, else none (as the lists' text filters).
    const longest = 'x'.repeat(TRANSLATION_LIMITS.maxKeywords);
    expect(read(`entity=news&keywords=${longest}`).keywords).toBe(longest);
    expect(read(`entity=news&keywords=${longest}y`)).toEqual({ ...NO_FILTERS, entity: 'news' });
    // A repeated parameter is ambiguous; one the screen does not read (`limit`) is left out of the address.
    expect(read('entity=news&entity=download&missing=en&missing=de')).toEqual(NO_FILTERS);
    expect(filtersQuery(read('limit=500&page=2&orderBy=-id&missing=en')).toString()).toBe('missing=en&page=2');
    // A type that is not an entity of the routes with statuses' call (and words too short without one).
    expect(read('entity=nothing&keywords=a')).toEqual(NO_FILTERS);
    expect(read('entity=nothing&keywords=abc')).toEqual({ ...NO_FILTERS, keywords: 'abc' });
  });

  it('keeps title words without a type from three characters (trimmed), any with a type', () => {
    const read = (query: string) => readFilters(new URLSearchParams(query));
    const min = TRANSLATION_LIMITS.minKeywordsAllTypes;
    expect(min).toBe(3);
    // A bookmarked search over every type.
    expect(read('keywords=tartufo')).toEqual({ ...NO_FILTERS, keywords: 'tartufo' });
    expect(read('keywords=tar')).toEqual({ ...NO_FILTERS, keywords: 'tar' });
    expect(read('keywords=%20ta%20&missing=en')).toEqual({ ...NO_FILTERS, missing: 'en' });
    expect(read('keywords=ta')).toEqual(NO_FILTERS);
    expect(read('entity=news&keywords=ta')).toEqual({ ...NO_FILTERS, entity: 'news', keywords: 'ta' });
    // The rule, shared with the call (characters, not UTF-16 units).
    for (const [words, allowed] of [
      ['', true],
      ['   ', true],
      ['a', false],
      [' ab ', false],
      ['a b', true],
      ['abc', true],
      ['è🍝', false],
      ['è🍝x', true],
    ] as const) {
      expect(keywordsAllTypes(words), words).toBe(allowed);
      expect(keywordsFit(words, false), words).toBe(allowed);
      expect(keywordsFit(words, true), words).toBe(true);
    }
    // Kept once the types are known, and through a dropped type only when no type was named.
    const anyType = read('keywords=tartufo&page=2');
    expect(checkedFilters(anyType, ['news'])).toBe(anyType);
    expect(checkedFilters(anyType, null)).toBe(anyType);
    expect(typePending(anyType, null)).toBe(false);
    // A dropped type takes its words with it, whatever their length (they were the type's).
    expect(checkedFilters(read('entity=download&keywords=tartufo'), ['news'])).toEqual(NO_FILTERS);
    // Written and asked as they are; too short without a type, neither.
    expect(filtersQuery(anyType).toString()).toBe('keywords=tartufo&page=2');
    expect(callQuery(anyType, 50)).toEqual({ page: 2, limit: 50, keywords: 'tartufo' });
    const short = { ...NO_FILTERS, keywords: 'ta' };
    expect(filtersQuery(short).toString()).toBe('');
    expect(callQuery(short, 50)).toEqual({ page: 1, limit: 50 });
    expect(callQuery({ ...short, entity: 'news' }, 50)).toEqual({ page: 1, limit: 50, entity: 'news', keywords: 'ta' });
  });

  it('drops a type the user may not list once the types are known, waiting for them before', () => {
    const filters = readFilters(new URLSearchParams('entity=download&missing=en&keywords=Bo&page=3'));
    // Before the first answer: kept, and waiting (the call is not asked for it).
    expect(checkedFilters(filters, null)).toBe(filters);
    expect(typePending(filters, null)).toBe(true);
    // One of the types the user may list: kept.
    expect(checkedFilters(filters, ['download', 'news'])).toBe(filters);
    expect(typePending(filters, ['news'])).toBe(false);
    // Not one of them (no '-view' ability, or no translations): dropped, with its words and page.
    const dropped = checkedFilters(filters, ['news']);
    expect(dropped).toEqual({ ...NO_FILTERS, missing: 'en' });
    expect(filtersQuery(dropped).toString()).toBe('missing=en');
    expect(checkedFilters(filters, [])).toEqual({ ...NO_FILTERS, missing: 'en' });
    // No type named: nothing to wait for.
    expect(typePending(NO_FILTERS, null)).toBe(false);
    expect(checkedFilters(NO_FILTERS, ['news'])).toBe(NO_FILTERS);
  });

  it('writes only the filters set, and gives the call the same', () => {
    const filters = { ...NO_FILTERS, entity: 'news' as const, missing: 'en' as const, keywords: ' x ' };
    expect(filtersQuery(filters).toString()).toBe('entity=news&missing=en&keywords=x');
    expect(readFilters(filtersQuery({ ...filters, page: 4 }))).toEqual({ ...filters, keywords: 'x', page: 4 });
    expect(callQuery(filters, 50)).toEqual({ page: 1, limit: 50, entity: 'news', missing: 'en', keywords: 'x' });
    // Title words shorter than three characters are one type's.
    expect(callQuery({ ...filters, entity: null }, 50)).toEqual({ page: 1, limit: 50, missing: 'en' });
    expect(filtersQuery(NO_FILTERS).toString()).toBe('');
    // A status is a language's: without one, the call gets no status.
    expect(callQuery({ ...NO_FILTERS, status: 2 }, 50)).toEqual({ page: 1, limit: 50 });
    expect(callQuery({ ...NO_FILTERS, status: 2, lang: 'de' }, 50)).toEqual({
      page: 1,
      limit: 50,
      status: 2,
      lang: 'de',
    });
  });

  it('links a cell to the item’s editor in its language, when the editor needs the id alone', () => {
    expect(editorHref('news', 12, 'en')).toBe('/news/12?lang=en');
    // A place of interest's editor needs its collection's code, which the row does not carry.
    expect(editorHref('luoghi', 3, 'it')).toBeNull();
    expect(editorHref('nothing', 3, 'it')).toBeNull();
  });

  it('opens the editor in the address’s language when the entity has it', () => {
    const meta = { languages: ['it', 'en'] as const };
    expect(initialLanguage(meta, 'en')).toBe('en');
    expect(initialLanguage(meta, 'de')).toBe('it');
    expect(initialLanguage(meta, null)).toBe('it');
  });
});
