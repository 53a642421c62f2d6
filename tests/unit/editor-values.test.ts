/**
 * The runtime editor's form values against the real generated metas: defaults of a new item,
 * a stored item over the defaults, the item answer's editor information, the route id; a scoped
 * list's addresses and the value a new item of it starts with.
 */
import { describe, expect, it } from 'vitest';
import {
  defaultsContext,
  editsSince,
  itemInfo,
  languageStatus,
  newItemValues,
  parseRouteId,
  presentLanguages,
  saveAllowed,
  storedItemValues,
  valueAt,
  withScope,
} from '../../app/runtime/editor/values';
import { withRouteMain } from '../../app/runtime/list/ListFilters';
import { entityHrefs, fillText } from '../../app/runtime/routes';
import { interessiMeta } from '../../generated/entities/interessi/meta';
import { luoghiMeta } from '../../generated/entities/luoghi/meta';
import { eventMeta } from '../../generated/entities/event/meta';
import { iatMeta } from '../../generated/entities/iat/meta';
import { newsMeta } from '../../generated/entities/news/meta';
import { tagsMeta } from '../../generated/entities/tags/meta';
import { templatesMeta } from '../../generated/entities/templates/meta';
import { webcamMeta } from '../../generated/entities/webcam/meta';

const context = defaultsContext(7, new Date(2026, 10, 21, 9, 5, 3));

describe('newItemValues', () => {
  const values = newItemValues(newsMeta, context);

  it('has every item field with its empty value', () => {
    expect(values).toMatchObject({
      attachments: [],
      locations: {},
      portal: [],
      comune: [],
      destinazione: { ids: [], primary: null },
      category: { ids: [], primary: null },
    });
  });

  it('makes the first language present with the default status, the others not present', () => {
    expect(values.contents?.it?.status).toBe(2);
    expect(values.contents?.en?.status).toBe(-1);
    expect(values.contents?.de?.status).toBe(-1);
    expect(presentLanguages(newsMeta, values)).toEqual(['it']);
  });

  it('sets author to the current user and pub_date to now as wire text', () => {
    expect(values.contents?.it?.author).toBe(7);
    expect(values.contents?.it?.pub_date).toBe('2026-11-21 09:05:03');
  });

  it('fills group members and texts with empty strings', () => {
    expect(values.contents?.it).toMatchObject({
      title: '',
      slug: '',
      description: '',
      tags: [],
      google: { keywords: '', title: '', description: '' },
      social: { title: '', description: '' },
    });
  });

  it('uses select defaults and has no contents without per-language fields', () => {
    const tags = newItemValues(tagsMeta, context);
    expect(tags).toEqual({ name: '', lang: 'it' });
    expect(newItemValues(templatesMeta, context)).toEqual({ name: '', view: '', params: '' });
  });

  it('fills item-level groups (webcam)', () => {
    expect(newItemValues(webcamMeta, context).webcam).toEqual({ url: '', note: '' });
  });
});

describe('storedItemValues', () => {
  const answer = {
    id: 12,
    version: 3,
    canSave: true,
    draft: 0,
    nextStatuses: {},
    comune: [28],
    category: { ids: [100000], primary: 100000 },
    contents: {
      it: {
        title: 'Natale',
        slug: 'natale',
        status: 1,
        author: 1,
        pub_date: '2026-11-20 17:00:00',
        google: { title: 'G' },
        permalink: 'https://example.org/it/news/natale',
      },
    },
  };
  const values = storedItemValues(newsMeta, answer, context);

  it('keeps stored values and fills what the answer leaves out', () => {
    expect(values.comune).toEqual([28]);
    expect(values.category).toEqual({ ids: [100000], primary: 100000 });
    expect(values.destinazione).toEqual({ ids: [], primary: null });
    expect(values.contents?.it).toMatchObject({ title: 'Natale', subtitle: '', google: { title: 'G', keywords: '' } });
  });

  it('does not keep the answer envelope in the values', () => {
    expect(values).not.toHaveProperty('nextStatuses');
    expect(values).not.toHaveProperty('version');
    expect(values.contents?.it).not.toHaveProperty('permalink');
  });

  it('marks languages the answer lacks as not present', () => {
    expect(languageStatus(newsMeta, values, 'it')).toBe(1);
    expect(languageStatus(newsMeta, values, 'en')).toBe(-1);
    expect(presentLanguages(newsMeta, values)).toEqual(['it']);
  });

  it('keeps an existing item without author or date as it is (no invented defaults)', () => {
    const bare = storedItemValues(newsMeta, { id: 1, contents: { it: { title: 'x', status: 2 } } }, context);
    expect(bare.contents?.it?.author).toBeNull();
    expect(bare.contents?.it?.pub_date).toBe('');
  });

  it('reads the editor information of the answer', () => {
    expect(itemInfo(newsMeta, answer)).toEqual({
      id: 12,
      version: 3,
      canSave: true,
      draft: 0,
      storedLanguages: ['it'],
      permalinks: { it: 'https://example.org/it/news/natale' },
    });
    expect(itemInfo(newsMeta, { id: 5, canSave: false, draft: 1, contents: {} })).toMatchObject({
      canSave: false,
      draft: 1,
      version: null,
      storedLanguages: [],
    });
  });
});

describe('the Save rule (spec content.md section 4)', () => {
  it('allows a save when canSave is true or the current language is not at status 1', () => {
    expect(saveAllowed(true, 1)).toBe(true);
    expect(saveAllowed(false, 1)).toBe(false);
    for (const status of [2, 3, 5, 0, -1, undefined]) expect(saveAllowed(false, status)).toBe(true);
  });

  it('starts new news and IAT items with canSave false, events with true, the others as the user may publish', () => {
    expect(newsMeta.editor.newItemCanSave).toBe(false);
    expect(iatMeta.editor.newItemCanSave).toBe(false);
    expect(eventMeta.editor.newItemCanSave).toBe(true);
    expect(tagsMeta.editor.newItemCanSave).toBeNull();
  });
});

describe('parseRouteId', () => {
  it.each([
    ['new', 'new'],
    [undefined, 'new'],
    ['12', 12],
    ['0', null],
    ['-3', null],
    ['abc', null],
    ['12abc', null],
    ['1e3', null],
  ] as const)('%j → %j', (param, expected) => {
    expect(parseRouteId(param)).toBe(expected);
  });
});

describe('valueAt', () => {
  it('reads dotted paths and never the prototype', () => {
    expect(valueAt({ contents: { it: { google: { title: 'x' } } } }, 'contents.it.google.title')).toBe('x');
    expect(valueAt({}, 'toString')).toBeUndefined();
    expect(valueAt({ a: 1 }, 'a.b')).toBeUndefined();
  });
});

describe('editsSince: what was typed while a save was on its way', () => {
  const sent = {
    contacts: [{ type: 'email', value: 'a@b.it' }],
    contents: { it: { title: 'Bologna', status: 2, google: { title: '' } }, en: { title: '', status: -1 } },
    locations: [{ info: { it: 'Centro' } }, { info: { it: 'Stazione' } }],
    category: [3],
  };

  it('finds nothing when nothing changed', () => {
    expect(editsSince(sent, structuredClone(sent))).toEqual([]);
  });

  it('names each changed leaf by its dotted path, nested records and list entries included', () => {
    const current = structuredClone(sent);
    current.contents.it.title = 'Bologna e dintorni';
    current.contents.it.google.title = 'Bologna';
    current.locations[1]!.info.it = 'Stazione centrale';
    expect(editsSince(sent, current)).toEqual([
      { path: 'contents.it.title', value: 'Bologna e dintorni' },
      { path: 'contents.it.google.title', value: 'Bologna' },
      { path: 'locations.1.info.it', value: 'Stazione centrale' },
    ]);
  });

  it('takes a list whose length changed as one edit, and a value that became a record or null as a leaf', () => {
    const current = structuredClone(sent) as Record<string, unknown>;
    current.locations = [{ info: { it: 'Centro' } }];
    current.category = [3, 4];
    current.contacts = null;
    expect(editsSince(sent, current)).toEqual([
      { path: 'contacts', value: null },
      { path: 'locations', value: [{ info: { it: 'Centro' } }] },
      { path: 'category', value: [3, 4] },
    ]);
  });

  it('ignores members the current values no longer have, and finds added ones', () => {
    const current = { ...structuredClone(sent), extra: 'x' } as Record<string, unknown>;
    delete current.category;
    expect(editsSince(sent, current)).toEqual([{ path: 'extra', value: 'x' }]);
  });
});

describe('scoped lists', () => {
  it("a collection's POI: the same :code in the list and the editor; a new POI starts with it", () => {
    const hrefs = entityHrefs(luoghiMeta, { code: 'musei civici' });
    expect(hrefs.list).toBe('/punti-interesse/musei%20civici');
    expect(hrefs.editor('new')).toBe('/luogo/new/musei%20civici');
    expect(hrefs.scopeValue).toBe('musei civici');
    expect(withScope({ nome: '' }, luoghiMeta, hrefs.scopeValue)).toEqual({ nome: '', code: 'musei civici' });
  });

  it("an interest list's :main and :name_interest are its editor's :theme and :path, both ways", () => {
    const fromList = entityHrefs(interessiMeta, { main: '5001', name_interest: 'Arte e cultura' });
    expect(fromList.editor('new')).toBe('/interessi/new/Arte%20e%20cultura/5001');
    expect(fromList.editor(12)).toBe('/interessi/12/Arte%20e%20cultura/5001');
    expect(fromList.scopeValue).toBe('5001');
    const fromEditor = entityHrefs(interessiMeta, { id: '12', path: 'Arte e cultura', theme: '5001' });
    expect(fromEditor.list).toBe('/interessi-list/5001/Arte%20e%20cultura');
    expect(fromEditor.editor(13)).toBe('/interessi/13/Arte%20e%20cultura/5001');
    expect(fromEditor.scopeValue).toBe('5001');
    expect(fillText(interessiMeta.list.heading?.it ?? '', { name_interest: 'Arte e cultura' })).toBe(
      'Interessi - Arte e cultura',
    );
  });

  it("an interest list's category filter offers the tree of the route's category", () => {
    const filter = interessiMeta.list.filters.find((candidate) => candidate.param === 'tema');
    expect(filter).toMatchObject({ kind: 'category', main: 5, mainParam: 'main' });
    if (!filter) return;
    expect(withRouteMain(filter, { main: '5001' }).main).toBe(5001);
    expect(withRouteMain(filter, {}).main).toBe(5);
    expect(withRouteMain(filter, { main: 'x' }).main).toBe(5);
  });

  it("a new interest starts with the route's category as its primary theme", () => {
    expect(withScope({}, interessiMeta, '5001')).toEqual({ theme: { ids: [5001], primary: 5001 } });
    expect(withScope({}, interessiMeta, 'abc')).toEqual({});
    expect(withScope({}, interessiMeta, null)).toEqual({});
  });
});
