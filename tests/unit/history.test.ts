/** The history's diff (core/history.ts): changed fields, rich text as text, bounds, word diff. */
import { describe, expect, it } from 'vitest';
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

describe('isHistoryDate', () => {
  it('takes real days only', () => {
    expect(isHistoryDate('2026-05-01')).toBe(true);
    expect(isHistoryDate('2028-02-29')).toBe(true);
    for (const bad of ['2026-02-30', '0000-01-01', '2026-13-01', '2026-5-1', ''])
      expect(isHistoryDate(bad)).toBe(false);
  });
});
