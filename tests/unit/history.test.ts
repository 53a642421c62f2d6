/**
 * The history's diff (core/history.ts): changed fields, rich text as text, bounds, word diff; and
 * how the admin shows a change (app/features/history/history.ts): a status by its list's name, a
 * structured value, a yes/no or a date as its kind reads it for a reader (kinds/registry.readable.ts).
 */
import { describe, expect, it } from 'vitest';
import { changeParts, type ChangeEntity } from '../../app/features/history/history';
import {
  boundedValue,
  diffSnapshots,
  HISTORY_ELLIPSIS,
  HISTORY_LIMITS,
  isHistoryDate,
  languageOfChanges,
  richTextAsText,
  saveAction,
  wordDiff,
} from '../../core/history';
import type { FieldMeta } from '../../core/model';
import { STATUS } from '../../core/statuses';
import { downloadMeta } from '../../generated/entities/download/meta';
import { eventMeta } from '../../generated/entities/event/meta';
import { guideMeta } from '../../generated/entities/guide/meta';
import { newsMeta } from '../../generated/entities/news/meta';
import { placeMeta } from '../../generated/entities/place/meta';

const options = { richText: new Set(['description']), status: new Set(['status']) };

describe('diffSnapshots', () => {
  it('lists shared fields, then each language, leaving equal values (in any key order) out', () => {
    const before = { theme: { ids: [1], primary: 1 }, contents: { it: { title: 'A', status: 2 } } };
    const after = {
      theme: { primary: 1, ids: [1] },
      comune: [3],
      contents: { it: { title: 'B', status: 2 }, en: { title: 'E' } },
    };
    expect(diffSnapshots(before, after, options)).toEqual([
      { path: 'comune', before: null, after: [3] },
      { path: 'contents.en.title', lang: 'en', before: null, after: 'E' },
      { path: 'contents.it.title', lang: 'it', before: 'A', after: 'B' },
    ]);
  });

  it('turns rich text into text, one line per paragraph', () => {
    expect(richTextAsText('<p>Uno &amp; <b>due</b></p><p>tre<br>quattro</p>')).toBe('Uno x due\ntre\nquattro');
    const changes = diffSnapshots(
      { contents: { it: { description: '<p>Vecchio</p>' } } },
      { contents: { it: { description: '<p>Nuovo</p>' } } },
      options,
    );
    expect(changes).toEqual([
      { path: 'contents.it.description', lang: 'it', before: 'Vecchio', after: 'Nuovo', richText: true },
    ]);
  });

  it('describes a creation and a deletion against nothing', () => {
    expect(diffSnapshots(null, { contents: { it: { title: 'A' } } }, options)).toHaveLength(1);
    expect(diffSnapshots({ contents: { it: { title: 'A' } } }, null, options)).toEqual([
      { path: 'contents.it.title', lang: 'it', before: 'A', after: null },
    ]);
  });

  it('names the action and the language', () => {
    const status = diffSnapshots({ contents: { it: { status: 1 } } }, { contents: { it: { status: 2 } } }, options);
    expect(saveAction(false, status, options)).toBe('status');
    expect(saveAction(true, status, options)).toBe('create');
    expect(saveAction(false, [], options)).toBe('update');
    expect(languageOfChanges(status)).toBe('it');
    expect(languageOfChanges([...status, { path: 'comune', before: null, after: [1] }])).toBeNull();
  });

  it('bounds the values kept and the changes listed', () => {
    const long = 'x'.repeat(HISTORY_LIMITS.valueChars + 5);
    expect(boundedValue(long)).toBe('x'.repeat(HISTORY_LIMITS.valueChars) + HISTORY_ELLIPSIS);
    const many = Object.fromEntries(
      Array.from({ length: HISTORY_LIMITS.changes + 10 }, (_, index) => [`f${index}`, index]),
    );
    expect(diffSnapshots({}, many, options)).toHaveLength(HISTORY_LIMITS.changes);
  });
});

describe('wordDiff', () => {
  it('keeps, removes and adds words', () => {
    expect(wordDiff('Festa del mare', 'Festa della mare 2026')).toEqual([
      { kind: 'same', text: 'Festa ' },
      { kind: 'removed', text: 'del' },
      { kind: 'added', text: 'della' },
      { kind: 'same', text: ' mare' },
      { kind: 'added', text: ' 2026' },
    ]);
  });

  it('shows long texts whole, removed then added', () => {
    const long = 'parola '.repeat(HISTORY_LIMITS.diffWords);
    expect(wordDiff(long, 'altro').map((part) => part.kind)).toEqual(['removed', 'added']);
  });
});

describe('changeParts', () => {
  const status = (before: unknown, after: unknown, lang = 'en') => ({
    path: `contents.${lang}.status`,
    lang,
    before,
    after,
  });
  const italian = { meta: newsMeta, language: 'it' } as const;

  it('names a status as the platform does for a list without names of its own, in the UI language', () => {
    expect(newsMeta.list).not.toHaveProperty('statusLabels');
    const change = status(STATUS.validationRequested, STATUS.draft);
    expect(changeParts(change, italian)).toEqual([
      { kind: 'removed', text: 'Validazione richiesta' },
      { kind: 'added', text: 'Bozza' },
    ]);
    expect(changeParts(change, { meta: newsMeta, language: 'en' })).toEqual([
      { kind: 'removed', text: 'Validation requested' },
      { kind: 'added', text: 'Draft' },
    ]);
  });

  it("names a status as the entity's list does when it has names of its own", () => {
    const change = status(STATUS.draft, STATUS.published, 'it');
    expect(changeParts(change, { meta: eventMeta, language: 'it' })).toEqual([
      { kind: 'removed', text: 'Bozza' },
      { kind: 'added', text: 'Attivo' },
    ]);
    expect(changeParts(change, { meta: eventMeta, language: 'en' })).toEqual([
      { kind: 'removed', text: 'Draft' },
      { kind: 'added', text: 'Active' },
    ]);
  });

  it("goes by the field's kind, whatever its name, shared or per language", () => {
    const renamed: ChangeEntity = {
      ...newsMeta,
      fields: [...newsMeta.fields, ...newsMeta.contents.filter((field) => field.kind === 'status')],
      contents: newsMeta.contents.map((field) => (field.kind === 'status' ? { ...field, name: 'stato' } : field)),
      list: { ...newsMeta.list, statusLabels: { '1': { it: 'Online', en: 'Online' } } },
    };
    const context = { meta: renamed, language: 'it' } as const;
    expect(changeParts({ path: 'contents.it.stato', before: 2, after: 1 }, context)).toEqual([
      { kind: 'removed', text: 'Bozza' },
      { kind: 'added', text: 'Online' },
    ]);
    expect(changeParts({ path: 'status', before: 0, after: 1 }, context)).toEqual([
      { kind: 'removed', text: 'Nascosto' },
      { kind: 'added', text: 'Online' },
    ]);
    // No longer a status field: its values as stored.
    expect(changeParts(status(2, 1, 'it'), context)).toEqual([
      { kind: 'removed', text: '2' },
      { kind: 'added', text: '1' },
    ]);
    // A field of another kind keeps its word diff, numbers included.
    expect(changeParts({ path: 'contents.it.title', before: 3, after: 2 }, context)).toEqual(wordDiff('3', '2'));
  });

  it('names one side of a creation or a deletion, and shows what is not a status as stored', () => {
    expect(changeParts(status(null, STATUS.draft), italian)).toEqual([{ kind: 'added', text: 'Bozza' }]);
    expect(changeParts(status(STATUS.published, null), italian)).toEqual([{ kind: 'removed', text: 'Pubblico' }]);
    expect(changeParts(status(9, STATUS.draft), italian)).toEqual([
      { kind: 'removed', text: '9' },
      { kind: 'added', text: 'Bozza' },
    ]);
  });

  it('tells apart two statuses of one name by their codes', () => {
    expect(changeParts(status(STATUS.validationRequested, STATUS.revisionValidationRequested), italian)).toEqual([
      { kind: 'removed', text: 'Validazione richiesta (3)' },
      { kind: 'added', text: 'Validazione richiesta (5)' },
    ]);
  });

  it('shows the values as stored when the entity is not known', () => {
    const change = status(STATUS.validationRequested, STATUS.draft);
    const raw = [
      { kind: 'removed', text: '3' },
      { kind: 'added', text: '2' },
    ];
    expect(changeParts(change)).toEqual(raw);
    expect(changeParts(change, { meta: null, language: 'it' })).toEqual(raw);
  });
});

describe('changeParts of values a kind reads', () => {
  const fields: readonly FieldMeta[] = [
    ...placeMeta.fields,
    ...placeMeta.contents,
    ...downloadMeta.fields,
    ...guideMeta.fields,
    ...guideMeta.contents,
  ];
  /** The first field of a kind among the fixtures' entities. */
  const fieldOf = (kind: FieldMeta['kind']): FieldMeta => {
    const found = fields.find((field) => field.kind === kind);
    if (!found) throw new Error(`no ${kind} field`);
    return found;
  };
  const address = fieldOf('address');
  const contacts = fieldOf('contacts');
  const yesNo = fieldOf('boolean');
  const day = fieldOf('date');
  const meta: ChangeEntity = { fields: [address, contacts, yesNo, day], contents: [], list: newsMeta.list };
  const italian = { meta, language: 'it' } as const;
  const bologna = { id: 37006, city: 'Bologna', zip_code: '40124', province: 'Bologna', province_short: 'BO' };
  const basilica = {
    venue: 'Basilica di San Petronio',
    address: 'Piazza Galvani',
    number: '5',
    city: bologna,
    lat: 44.4927,
    lng: 11.3433,
  };

  it('reads an address as its lines, marking only the words that changed', () => {
    const moved = { ...basilica, number: '7', lat: 44.5 };
    expect(changeParts({ path: address.name, before: basilica, after: moved }, italian)).toEqual([
      { kind: 'same', text: 'Basilica di San Petronio\nPiazza Galvani ' },
      { kind: 'removed', text: '5' },
      { kind: 'added', text: '7' },
      { kind: 'same', text: '\n40124 Bologna (BO)' },
    ]);
    // Created: its lines added; an address that reads as nothing: empty.
    expect(changeParts({ path: address.name, before: null, after: basilica }, italian)).toEqual([
      { kind: 'added', text: 'Basilica di San Petronio\nPiazza Galvani 5\n40124 Bologna (BO)' },
    ]);
    const blank = { venue: ' ', city: null, lat: 44, lng: 11 };
    expect(changeParts({ path: address.name, before: blank, after: { venue: 'Teatro' } }, italian)).toEqual([
      { kind: 'added', text: 'Teatro' },
    ]);
    // The coordinates alone changed (one reading): the values as stored.
    const shifted = { ...basilica, lat: 44.5 };
    expect(changeParts({ path: address.name, before: basilica, after: shifted }, italian)).toEqual(
      wordDiff(JSON.stringify(basilica), JSON.stringify(shifted)),
    );
  });

  it("reads contacts a line each, by the type's name in the UI language", () => {
    const before = [{ type: 'telephone', value: '+39 051 000 0001' }];
    const after = [...before, { type: 'website', value: 'https://example.org' }];
    expect(changeParts({ path: contacts.name, before, after }, italian)).toEqual([
      { kind: 'same', text: 'Telefono: +39 051 000 0001' },
      { kind: 'added', text: '\nSito web: https://example.org' },
    ]);
    expect(changeParts({ path: contacts.name, before: [], after }, { meta, language: 'en' })).toEqual([
      { kind: 'added', text: 'Telephone: +39 051 000 0001\nWebsite: https://example.org' },
    ]);
  });

  it("reads a yes/no as 'Sì'/'No' and a date in the UI language", () => {
    expect(changeParts({ path: yesNo.name, before: false, after: true }, italian)).toEqual([
      { kind: 'removed', text: 'No' },
      { kind: 'added', text: 'Sì' },
    ]);
    expect(changeParts({ path: day.name, before: '2026-03-14', after: '2026-04-14' }, italian)).toEqual([
      { kind: 'same', text: '14 ' },
      { kind: 'removed', text: 'marzo' },
      { kind: 'added', text: 'aprile' },
      { kind: 'same', text: ' 2026' },
    ]);
    expect(changeParts({ path: day.name, before: null, after: '2026-03-14' }, { meta, language: 'en' })).toEqual([
      { kind: 'added', text: '14 March 2026' },
    ]);
  });

  it('shows as stored a value its kind cannot read, and every value when the entity is not known', () => {
    // A structured value cut to the history's bound is text: shown as it is.
    const cut = `{"venue":"Basilica${HISTORY_ELLIPSIS}`;
    expect(changeParts({ path: address.name, before: cut, after: null }, italian)).toEqual([
      { kind: 'removed', text: cut },
    ]);
    expect(changeParts({ path: yesNo.name, before: false, after: true })).toEqual([
      { kind: 'removed', text: 'false' },
      { kind: 'added', text: 'true' },
    ]);
    expect(changeParts({ path: yesNo.name, before: false, after: true }, { meta: null, language: 'it' })).toEqual([
      { kind: 'removed', text: 'false' },
      { kind: 'added', text: 'true' },
    ]);
  });
});

describe('isHistoryDate', () => {
  it('takes real days only', () => {
    expect(isHistoryDate('2026-05-01')).toBe(true);
    expect(isHistoryDate('2028-02-29')).toBe(true);
    for (const bad of ['2026-02-30', '0000-01-01', '2026-13-01', '2026-5-1', ''])
      expect(isHistoryDate(bad)).toBe(false);
  });
});
