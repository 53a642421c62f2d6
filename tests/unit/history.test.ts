/**
 * The history's diff (core/history.ts): changed fields, rich text as text, bounds, word diff; and
 * how the admin shows a change (app/features/history/history.ts): a status by its list's name.
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
import { STATUS } from '../../core/statuses';
import { eventMeta } from '../../generated/entities/event/meta';
import { newsMeta } from '../../generated/entities/news/meta';

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

describe('isHistoryDate', () => {
  it('takes real days only', () => {
    expect(isHistoryDate('2026-05-01')).toBe(true);
    expect(isHistoryDate('2028-02-29')).toBe(true);
    for (const bad of ['2026-02-30', '0000-01-01', '2026-13-01', '2026-5-1', ''])
      expect(isHistoryDate(bad)).toBe(false);
  });
});
