/**
 * The runtime editor's save body, live validation (each language by its own status), error
 * mapping, languages with errors, required marks, server errors and the save debounce, with the
 * real generated metas and validators.
 */
import { describe, expect, it, vi } from 'vitest';
import { debounce } from '../../app/runtime/editor/debounce';
import { parseNextStatuses, statusChoices } from '../../app/runtime/editor/statuses';
import {
  activeServerErrors,
  buildPayload,
  errorsByField,
  hasContent,
  isRequired,
  languagesWithErrors,
  mergeErrors,
  serverErrors,
  validateValues,
} from '../../app/runtime/editor/validation';
import { flatErrors } from '../../app/runtime/editor/formState';
import { defaultsContext, newItemValues, type EditorValues } from '../../app/runtime/editor/values';
import { resolveField } from '../../app/runtime/editor/fields';
import { newsMeta } from '../../generated/entities/news/meta';
import { newsValidators } from '../../generated/entities/news/schema';
import { tagsMeta } from '../../generated/entities/tags/meta';
import { tagsValidators } from '../../generated/entities/tags/schema';
import { webcamMeta } from '../../generated/entities/webcam/meta';
import { webcamValidators } from '../../generated/entities/webcam/schema';

const context = defaultsContext(1, new Date(2026, 10, 21, 9, 0, 0));

/** A new news item with an Italian title, and the English language set to `enStatus`. */
function news(enStatus: number, en: Record<string, unknown> = {}): EditorValues {
  const values = newItemValues(newsMeta, context);
  const contents = values.contents ?? {};
  contents.it = { ...contents.it, title: 'Festa della Piadina' };
  contents.en = { ...contents.en, status: enStatus, title: 'Piadina Festival', ...en };
  return values;
}

describe('buildPayload', () => {
  it('sends item fields and present languages only, with the version on updates', () => {
    const body = buildPayload(newsMeta, news(-1), 4);
    expect(Object.keys(body.contents as object)).toEqual(['it']);
    expect(body.version).toBe(4);
    expect(body.comune).toEqual([]);
    expect(buildPayload(newsMeta, news(2), null)).not.toHaveProperty('version');
    expect(Object.keys(buildPayload(newsMeta, news(2), null).contents as object)).toEqual(['it', 'en']);
  });

  it('sends no contents for entities without per-language fields', () => {
    const body = buildPayload(tagsMeta, { name: 'Mare', lang: 'it' }, 2);
    expect(body).toEqual({ name: 'Mare', lang: 'it', version: 2 });
  });

  it('builds a body the generated item schema accepts for a draft', () => {
    expect(newsValidators.item.safeParse(buildPayload(newsMeta, news(2), null)).success).toBe(true);
  });
});

describe('validateValues', () => {
  it('accepts a new item with an Italian title and English not present', () => {
    expect(validateValues(newsMeta, newsValidators, news(-1), 'it')).toEqual({});
  });

  it('requires the title of a new item (blank form)', () => {
    expect(validateValues(newsMeta, newsValidators, newItemValues(newsMeta, context), 'it')).toEqual({
      'contents.it.title': ['Campo richiesto'],
    });
  });

  it('applies the publish rules to a language at status 1 only', () => {
    const errors = validateValues(newsMeta, newsValidators, news(1), 'it');
    expect(Object.keys(errors).sort()).toEqual(
      [
        'contents.en.description',
        'contents.en.excerpt',
        'contents.en.google.description',
        'contents.en.google.keywords',
        'contents.en.google.title',
        'contents.en.slug',
        'contents.en.social.description',
        'contents.en.social.title',
      ].sort(),
    );
    expect(errors['contents.en.excerpt']).toEqual(['Campo richiesto']);
    expect(languagesWithErrors(errors)).toEqual(['en']);
  });

  it('gives English messages in the English UI', () => {
    expect(validateValues(newsMeta, newsValidators, news(1), 'en')['contents.en.excerpt']).toEqual(['Required field']);
  });

  it('passes the publish rules once every required field is filled', () => {
    const values = news(1, {
      slug: 'piadina-festival',
      excerpt: 'A festival',
      description: '<p>Long text</p>',
      google: { keywords: 'piadina', title: 'Piadina', description: 'Piadina festival' },
      social: { title: 'Piadina', description: 'Come' },
    });
    expect(validateValues(newsMeta, newsValidators, values, 'it')).toEqual({});
    // Rich text with no visible text is empty.
    const emptyRich = news(1, { ...values.contents?.en, description: '<p><br></p>' });
    expect(Object.keys(validateValues(newsMeta, newsValidators, emptyRich, 'it'))).toEqual(['contents.en.description']);
  });

  it('reports the length limit of a draft too', () => {
    const errors = validateValues(newsMeta, newsValidators, news(2, { subtitle: 'x'.repeat(141) }), 'it');
    expect(Object.keys(errors)).toEqual(['contents.en.subtitle']);
  });

  it('reports an item with no language present above the form', () => {
    const values = news(-1);
    if (values.contents?.it) values.contents.it.status = -1;
    expect(validateValues(newsMeta, newsValidators, values, 'it')).toEqual({ '': ['Campo richiesto'] });
  });

  it('checks item fields required only at publication (webcam url)', () => {
    const values = newItemValues(webcamMeta, context);
    if (values.contents?.it) values.contents.it.title = 'Piazza Maggiore';
    expect(validateValues(webcamMeta, webcamValidators, values, 'it')).toEqual({});
    if (values.contents?.it) values.contents.it.status = 1;
    const errors = validateValues(webcamMeta, webcamValidators, values, 'it');
    expect(errors['webcam.url']).toEqual(['Campo richiesto']);
    expect(languagesWithErrors(errors)).toEqual(['it']);
  });

  it('validates entities without contents', () => {
    expect(validateValues(tagsMeta, tagsValidators, { name: '', lang: 'it' }, 'it')).toEqual({
      name: ['Campo richiesto'],
    });
  });
});

describe('errorsByField', () => {
  it('puts nested paths on their field and unknown paths above the form', () => {
    expect(
      errorsByField(newsMeta, {
        'category.ids': ['Categoria sconosciuta'],
        'contents.it.slug': ['Slug già in uso'],
        version: ['Campo richiesto'],
        '': ['Dati non validi'],
      }),
    ).toEqual({
      category: ['Categoria sconosciuta'],
      'contents.it.slug': ['Slug già in uso'],
      '': ['Campo richiesto', 'Dati non validi'],
    });
  });
});

describe('server errors', () => {
  it('stay while the field holds the value that was sent, and go once it changes', () => {
    const values = news(2, { slug: 'taken' });
    const { byField, general } = serverErrors(newsMeta, { 'contents.en.slug': ['Slug già in uso'], '': ['x'] }, values);
    expect(general).toEqual(['x']);
    expect(activeServerErrors(byField, values)).toEqual({ 'contents.en.slug': ['Slug già in uso'] });
    const changed = news(2, { slug: 'free' });
    expect(activeServerErrors(byField, changed)).toEqual({});
  });

  it('compare objects by value (a category choice)', () => {
    const values: EditorValues = { category: { ids: [1, 2], primary: 1 } };
    const { byField } = serverErrors(newsMeta, { 'category.ids': ['no'] }, values);
    expect(activeServerErrors(byField, { category: { ids: [1, 2], primary: 1 } })).toEqual({ category: ['no'] });
    expect(activeServerErrors(byField, { category: { ids: [1], primary: 1 } })).toEqual({});
  });

  it('merge with the live errors, each message once', () => {
    expect(mergeErrors({ a: ['x'] }, { a: ['x', 'y'], b: ['z'] })).toEqual({ a: ['x', 'y'], b: ['z'] });
  });
});

describe('form errors', () => {
  it('keeps one message per path, the messages naming no field under root', () => {
    const flat = flatErrors({
      'contents.it.title': ['Campo richiesto'],
      'contents.it.google.title': ['a', 'b'],
      comune: ['c'],
      '': ['d'],
    });
    expect(flat).toEqual({
      'contents.it.title': 'Campo richiesto',
      'contents.it.google.title': 'a b',
      comune: 'c',
      root: 'd',
    });
    expect(languagesWithErrors(flat)).toEqual(['it']);
  });
});

describe('isRequired', () => {
  const field = (path: string) => {
    const resolved = resolveField(newsMeta, path);
    if (!resolved) throw new Error(path);
    return resolved.field;
  };

  it('follows the language status for publish-only fields', () => {
    expect(isRequired(field('excerpt'), 'content', newsMeta, news(1), 'en')).toBe(true);
    expect(isRequired(field('excerpt'), 'content', newsMeta, news(1), 'it')).toBe(false);
    expect(isRequired(field('google.title'), 'content', newsMeta, news(1), 'en')).toBe(true);
    expect(isRequired(field('title'), 'content', newsMeta, news(-1), 'en')).toBe(true);
    expect(isRequired(field('subtitle'), 'content', newsMeta, news(1), 'en')).toBe(false);
  });

  it('follows the whole item for item fields (webcam url required when a language is published)', () => {
    const url = resolveField(webcamMeta, 'webcam.url');
    if (!url) throw new Error('webcam.url');
    const values = newItemValues(webcamMeta, context);
    expect(isRequired(url.field, 'item', webcamMeta, values, 'it')).toBe(false);
    if (values.contents?.it) values.contents.it.status = 1;
    expect(isRequired(url.field, 'item', webcamMeta, values, 'it')).toBe(true);
  });
});

describe('hasContent', () => {
  it.each([
    ['', false],
    ['  ', false],
    ['<p><br></p>', false],
    ['<p>x</p>', true],
    ['x', true],
    [[], false],
    [{ ids: [], primary: null }, false],
    [{ ids: [3], primary: null }, true],
    [null, false],
    [0, true],
  ] as const)('%j → %s', (value, expected) => {
    expect(hasContent(value)).toBe(expected);
  });
});

describe('status choices', () => {
  const answer = parseNextStatuses({
    it: [
      { id: 1, name: 'Pubblico', active: 1 },
      { id: 2, name: 'Bozza', active: 1 },
      { id: 7, name: 'Non accettato', active: 0 },
      { id: 'x', name: 'broken', active: 1 },
    ],
    en: 'nope',
  });

  it('keeps well-formed options and disables the non-positive ones', () => {
    expect(answer.en).toBeUndefined();
    expect(statusChoices({ answer: answer.it, stored: true, current: 2, uiLanguage: 'it', canPublish: true })).toEqual([
      { value: '1', label: 'Pubblico', disabled: false },
      { value: '2', label: 'Bozza', disabled: false },
      { value: '7', label: 'Non accettato', disabled: true },
    ]);
  });

  it('offers "not present" for a language not stored yet', () => {
    const choices = statusChoices({
      answer: answer.it,
      stored: false,
      current: -1,
      uiLanguage: 'it',
      canPublish: true,
    });
    expect(choices[0]).toEqual({ value: '-1', label: 'Assente', disabled: false });
  });

  it('falls back to the local transitions from "not present" without an answer', () => {
    const choices = statusChoices({
      answer: undefined,
      stored: false,
      current: 2,
      uiLanguage: 'it',
      canPublish: false,
    });
    expect(choices.filter((choice) => !choice.disabled).map((choice) => choice.value)).toEqual(['-1', '2', '3']);
  });

  it('always lists the current status', () => {
    const choices = statusChoices({ answer: answer.it, stored: true, current: 4, uiLanguage: 'it', canPublish: true });
    expect(choices.at(-1)).toEqual({ value: '4', label: 'In revisione', disabled: true });
  });
});

describe('debounce', () => {
  it('sends one save for clicks within the window, and another after it', () => {
    vi.useFakeTimers();
    try {
      const run = vi.fn();
      const save = debounce(300, run);
      save.call();
      vi.advanceTimersByTime(200);
      save.call();
      vi.advanceTimersByTime(299);
      expect(run).not.toHaveBeenCalled();
      expect(save.pending()).toBe(true);
      vi.advanceTimersByTime(1);
      expect(run).toHaveBeenCalledTimes(1);
      save.call();
      vi.advanceTimersByTime(300);
      expect(run).toHaveBeenCalledTimes(2);
      save.call();
      save.cancel();
      vi.advanceTimersByTime(1000);
      expect(run).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
