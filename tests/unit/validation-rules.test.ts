/**
 * The validation rules of content.md section 5 (and platform.md section 5 where they are shared)
 * for the six entities with a schema, checked through the generated validators. Every case gives
 * an input (a small valid item per entity with overrides) and the exact set of error paths that
 * `issuesByPath` must report; some also pin the Italian message text.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { issuesByPath } from '../../core/validation';
import { diconoValidators } from '../../generated/entities/dicono/schema';
import { licenceValidators } from '../../generated/entities/licence/schema';
import { newsValidators } from '../../generated/entities/news/schema';
import { tagsValidators } from '../../generated/entities/tags/schema';
import { templatesValidators } from '../../generated/entities/templates/schema';
import { webcamValidators } from '../../generated/entities/webcam/schema';

type Obj = Readonly<Record<string, unknown>>;

interface Case {
  readonly name: string;
  readonly input: unknown;
  /** Every path `issuesByPath` reports, and nothing else. Empty: the input is valid. */
  readonly errors: readonly string[];
  /** Path → one of the Italian messages expected on it. */
  readonly messages?: Readonly<Record<string, string>>;
}

function errorsOf(schema: z.ZodType, input: unknown, language: 'it' | 'en' = 'it'): Record<string, string[]> {
  const result = schema.safeParse(input);
  return result.success ? {} : issuesByPath(result.error, language);
}

function check(schema: z.ZodType, testCase: Case): void {
  const errors = errorsOf(schema, testCase.input);
  expect(Object.keys(errors).sort()).toEqual([...testCase.errors].sort());
  for (const [path, message] of Object.entries(testCase.messages ?? {})) {
    expect(errors[path]).toContain(message);
  }
}

const omit = (value: Obj, ...keys: string[]): Obj =>
  Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key)));

const chars = (n: number): string => 'a'.repeat(n);

const REQUIRED = 'Campo richiesto';
const maxChars = (n: number): string => `Massimo ${n} caratteri`;
const SLUG = 'Solo lettere minuscole, numeri e trattini';
const URL_MESSAGE = 'URL non valida';
const UNKNOWN = 'Campo non previsto';
const NOT_ALLOWED = 'Valore non ammesso';
const INVALID = 'Valore non valido';
const DATETIME = 'Data e ora non valide (GG/MM/AAAA hh:mm:ss)';
const DATE = 'Data non valida (GG/MM/AAAA)';
const COORDINATES = 'Latitudine e longitudine sono obbligatorie';

const DRAFT_STATUSES = [0, 2, 3, 4, 5, 6, 7] as const;

// ---------------------------------------------------------------------------------------------
// News
// ---------------------------------------------------------------------------------------------

const GOOGLE: Obj = { keywords: 'mare, spiagge', title: 'Estate in Riviera', description: 'Le spiagge della Riviera.' };
const SOCIAL: Obj = { title: 'Estate in Riviera', description: 'Tutte le spiagge della Riviera romagnola.' };

/** One language of a news item, complete enough for status 1. */
const newsPublished = (over: Obj = {}): Obj => ({
  title: 'Estate in Riviera',
  slug: 'estate-in-riviera',
  subtitle: 'Le spiagge',
  excerpt: 'Una breve introduzione.',
  description: '<p>La <strong>Riviera</strong> in estate.</p>',
  tags: [{ id: 3, name: 'mare' }],
  status: 1,
  author: 12,
  pub_date: '2026-06-01 09:30:00',
  google: GOOGLE,
  social: SOCIAL,
  ...over,
});

/** One language of a news item as a draft: only the title. */
const newsDraft = (over: Obj = {}): Obj => ({ title: 'Bozza', status: 2, ...over });

const news = (contents: Obj, fields: Obj = {}): Obj => ({ id: 'new', contents, ...fields });
const newsIt = (it: Obj, fields: Obj = {}): Obj => news({ it }, fields);

/** The fields content.md section 5 requires at status 1 on news, and how to remove each. */
const NEWS_PUBLISH_FIELDS: readonly { field: string; drop: (content: Obj) => Obj; blank: (content: Obj) => Obj }[] = [
  ...(['title', 'slug', 'excerpt', 'description'] as const).map((field) => ({
    field,
    drop: (content: Obj) => omit(content, field),
    blank: (content: Obj) => ({ ...content, [field]: '' }),
  })),
  ...(['keywords', 'title', 'description'] as const).map((field) => ({
    field: `google.${field}`,
    drop: (content: Obj) => ({ ...content, google: omit(GOOGLE, field) }),
    blank: (content: Obj) => ({ ...content, google: { ...GOOGLE, [field]: '' } }),
  })),
  ...(['title', 'description'] as const).map((field) => ({
    field: `social.${field}`,
    drop: (content: Obj) => ({ ...content, social: omit(SOCIAL, field) }),
    blank: (content: Obj) => ({ ...content, social: { ...SOCIAL, [field]: '' } }),
  })),
];

const ALL_PUBLISH_PATHS = (language: string): string[] =>
  NEWS_PUBLISH_FIELDS.map(({ field }) => `contents.${language}.${field}`);

const EMPTY_PUBLISH_FIELDS: Obj = {
  title: '',
  slug: '',
  excerpt: '',
  description: '',
  google: { keywords: '', title: '', description: '' },
  social: { title: '', description: '' },
};

const image = (id: number, cover = false): Obj => ({
  id,
  title: `Foto ${id}`,
  url: `https://cdn.example.it/${id}.jpg`,
  is_primary: cover,
});
const images = (count: number, covers: number): Obj[] =>
  Array.from({ length: count }, (_, index) => image(index + 1, index < covers));

describe('news', () => {
  it('accepts the valid base items (published and draft)', () => {
    expect(errorsOf(newsValidators.item, newsIt(newsPublished()))).toEqual({});
    expect(errorsOf(newsValidators.item, newsIt(newsDraft()))).toEqual({});
  });

  describe('status 1 requires every publish field (content.md §5)', () => {
    it('fails on contents.it.google.title when google.title is missing', () => {
      const errors = errorsOf(newsValidators.item, newsIt(newsPublished({ google: omit(GOOGLE, 'title') })));
      expect(errors).toEqual({ 'contents.it.google.title': [REQUIRED] });
    });

    it.each(NEWS_PUBLISH_FIELDS.map((entry) => ({ ...entry, name: entry.field })))(
      '$name missing fails on its path',
      ({ field, drop }) => {
        check(newsValidators.item, {
          name: field,
          input: newsIt(drop(newsPublished())),
          errors: [`contents.it.${field}`],
          messages: { [`contents.it.${field}`]: REQUIRED },
        });
      },
    );

    it.each(NEWS_PUBLISH_FIELDS.map((entry) => ({ ...entry, name: entry.field })))(
      '$name empty fails on its path',
      ({ field, blank }) => {
        check(newsValidators.item, {
          name: field,
          input: newsIt(blank(newsPublished())),
          errors: [`contents.it.${field}`],
          messages: { [`contents.it.${field}`]: REQUIRED },
        });
      },
    );

    it('every publish field empty fails on all nine paths', () => {
      check(newsValidators.item, {
        name: 'all empty',
        input: newsIt({ ...EMPTY_PUBLISH_FIELDS, status: 1 }),
        errors: ALL_PUBLISH_PATHS('it'),
      });
    });

    it('every publish field absent (only the status sent) fails on all nine field paths', () => {
      check(newsValidators.item, {
        name: 'all absent',
        input: newsIt({ status: 1 }),
        errors: ALL_PUBLISH_PATHS('it'),
      });
    });
  });

  describe.each(DRAFT_STATUSES)('status %i requires only the title', (status) => {
    it.each<Case>([
      { name: 'title only', input: newsIt({ title: 'Bozza', status }), errors: [] },
      {
        name: 'every other field empty',
        input: newsIt({ ...EMPTY_PUBLISH_FIELDS, title: 'Bozza', status }),
        errors: [],
      },
      {
        name: 'no title',
        input: newsIt({ status }),
        errors: ['contents.it.title'],
        messages: { 'contents.it.title': REQUIRED },
      },
      { name: 'empty title', input: newsIt({ ...EMPTY_PUBLISH_FIELDS, status }), errors: ['contents.it.title'] },
    ])('$name', (testCase) => check(newsValidators.item, testCase));
  });

  describe('the status of each language is independent', () => {
    it.each<Case>([
      {
        name: 'it at 1 complete, en at 2 with only a title',
        input: news({ it: newsPublished(), en: newsDraft({ title: 'Summer' }) }),
        errors: [],
      },
      {
        name: 'it at 1 complete, en and de at 2',
        input: news({ it: newsPublished(), en: newsDraft(), de: newsDraft() }),
        errors: [],
      },
      {
        name: 'it at 1 complete, en at 1 with empty publish fields',
        input: news({ it: newsPublished(), en: { ...EMPTY_PUBLISH_FIELDS, title: 'Summer', status: 1 } }),
        errors: ALL_PUBLISH_PATHS('en').filter((path) => path !== 'contents.en.title'),
      },
      {
        name: 'it at 2 with only a title, en at 1 missing its slug',
        input: news({ it: newsDraft(), en: omit(newsPublished({ title: 'Summer' }), 'slug') }),
        errors: ['contents.en.slug'],
      },
      {
        name: 'it at 2 without title, en at 1 complete',
        input: news({ it: { status: 2 }, en: newsPublished() }),
        errors: ['contents.it.title'],
      },
    ])('$name', (testCase) => check(newsValidators.item, testCase));
  });

  describe('maximum lengths (subtitle 140, excerpt 250, meta description 170)', () => {
    it.each<Case>([
      { name: 'subtitle of 140', input: newsIt(newsPublished({ subtitle: chars(140) })), errors: [] },
      {
        name: 'subtitle of 141',
        input: newsIt(newsPublished({ subtitle: chars(141) })),
        errors: ['contents.it.subtitle'],
        messages: { 'contents.it.subtitle': maxChars(140) },
      },
      {
        name: 'subtitle of 141 on a draft',
        input: newsIt(newsDraft({ subtitle: chars(141) })),
        errors: ['contents.it.subtitle'],
        messages: { 'contents.it.subtitle': maxChars(140) },
      },
      {
        name: 'subtitle of 140 between spaces (measured after trimming)',
        input: newsIt(newsPublished({ subtitle: `  ${chars(140)}  ` })),
        errors: [],
      },
      { name: 'excerpt of 250', input: newsIt(newsPublished({ excerpt: chars(250) })), errors: [] },
      {
        name: 'excerpt of 251',
        input: newsIt(newsPublished({ excerpt: chars(251) })),
        errors: ['contents.it.excerpt'],
        messages: { 'contents.it.excerpt': maxChars(250) },
      },
      {
        name: 'meta description of 170',
        input: newsIt(newsPublished({ google: { ...GOOGLE, description: chars(170) } })),
        errors: [],
      },
      {
        name: 'meta description of 171',
        input: newsIt(newsPublished({ google: { ...GOOGLE, description: chars(171) } })),
        errors: ['contents.it.google.description'],
        messages: { 'contents.it.google.description': maxChars(170) },
      },
      {
        name: 'meta description of 171 on a draft',
        input: newsIt(newsDraft({ google: { description: chars(171) } })),
        errors: ['contents.it.google.description'],
        messages: { 'contents.it.google.description': maxChars(170) },
      },
    ])('$name', (testCase) => check(newsValidators.item, testCase));
  });

  describe('trimming', () => {
    it("stores '  Titolo  ' as 'Titolo'", () => {
      const result = newsValidators.item.safeParse(newsIt(newsPublished({ title: '  Titolo  ', slug: '  titolo  ' })));
      expect(result.success).toBe(true);
      expect(result.data).toMatchObject({ contents: { it: { title: 'Titolo', slug: 'titolo' } } });
    });

    it.each<Case>([
      {
        name: 'a title of only spaces on a draft',
        input: newsIt(newsDraft({ title: '    ' })),
        errors: ['contents.it.title'],
        messages: { 'contents.it.title': REQUIRED },
      },
      {
        name: 'a title of only spaces at status 1',
        input: newsIt(newsPublished({ title: ' \t ' })),
        errors: ['contents.it.title'],
        messages: { 'contents.it.title': REQUIRED },
      },
      {
        name: 'a google title of only spaces at status 1',
        input: newsIt(newsPublished({ google: { ...GOOGLE, title: '   ' } })),
        errors: ['contents.it.google.title'],
        messages: { 'contents.it.google.title': REQUIRED },
      },
    ])('$name', (testCase) => check(newsValidators.item, testCase));
  });

  describe('rich-text description counts visible text', () => {
    it.each<Case>([
      {
        name: "'<p><br></p>' at status 1",
        input: newsIt(newsPublished({ description: '<p><br></p>' })),
        errors: ['contents.it.description'],
        messages: { 'contents.it.description': REQUIRED },
      },
      {
        name: "'<p>&nbsp;</p>' at status 1",
        input: newsIt(newsPublished({ description: '<p>&nbsp;</p>' })),
        errors: ['contents.it.description'],
      },
      { name: "'<p><br></p>' on a draft", input: newsIt(newsDraft({ description: '<p><br></p>' })), errors: [] },
      { name: "'<p>x</p>' at status 1", input: newsIt(newsPublished({ description: '<p>x</p>' })), errors: [] },
    ])('$name', (testCase) => check(newsValidators.item, testCase));
  });

  describe('slug', () => {
    it.each<Case>([
      { name: "'ciao-mondo' passes", input: newsIt(newsPublished({ slug: 'ciao-mondo' })), errors: [] },
      { name: "'ciao-mondo-2026' passes", input: newsIt(newsPublished({ slug: 'ciao-mondo-2026' })), errors: [] },
      {
        name: "'Ciao Mondo' fails",
        input: newsIt(newsPublished({ slug: 'Ciao Mondo' })),
        errors: ['contents.it.slug'],
        messages: { 'contents.it.slug': SLUG },
      },
      {
        name: "'ciao mondo' fails",
        input: newsIt(newsPublished({ slug: 'ciao mondo' })),
        errors: ['contents.it.slug'],
        messages: { 'contents.it.slug': SLUG },
      },
      { name: "'città' fails", input: newsIt(newsPublished({ slug: 'città' })), errors: ['contents.it.slug'] },
      {
        name: "'ciao--mondo' fails",
        input: newsIt(newsPublished({ slug: 'ciao--mondo' })),
        errors: ['contents.it.slug'],
      },
      { name: "'-ciao' fails", input: newsIt(newsPublished({ slug: '-ciao' })), errors: ['contents.it.slug'] },
      {
        name: "'Ciao Mondo' fails on a draft too",
        input: newsIt(newsDraft({ slug: 'Ciao Mondo' })),
        errors: ['contents.it.slug'],
        messages: { 'contents.it.slug': SLUG },
      },
      { name: 'an empty slug passes on a draft', input: newsIt(newsDraft({ slug: '' })), errors: [] },
    ])('$name', (testCase) => check(newsValidators.item, testCase));
  });

  describe('unknown fields, statuses and languages', () => {
    it.each<Case>([
      {
        name: 'an unknown field on the item',
        input: newsIt(newsPublished(), { colore: 'blu' }),
        errors: ['colore'],
        messages: { colore: UNKNOWN },
      },
      {
        name: 'two unknown fields on the item',
        input: newsIt(newsPublished(), { colore: 'blu', peso: 3 }),
        errors: ['colore', 'peso'],
        messages: { colore: UNKNOWN, peso: UNKNOWN },
      },
      {
        name: 'an unknown field in a language',
        input: newsIt(newsPublished({ colore: 'blu' })),
        errors: ['contents.it.colore'],
        messages: { 'contents.it.colore': UNKNOWN },
      },
      {
        name: 'an unknown field in google',
        input: newsIt(newsPublished({ google: { ...GOOGLE, robots: 'noindex' } })),
        errors: ['contents.it.google.robots'],
      },
      {
        name: 'status 9',
        input: newsIt(newsPublished({ status: 9 })),
        errors: ['contents.it.status'],
        messages: { 'contents.it.status': NOT_ALLOWED },
      },
      { name: 'status -1', input: newsIt(newsDraft({ status: -1 })), errors: ['contents.it.status'] },
      { name: "status '1' as text", input: newsIt(newsPublished({ status: '1' })), errors: ['contents.it.status'] },
      { name: "a language 'fr'", input: news({ it: newsPublished(), fr: newsPublished() }), errors: ['contents.fr'] },
      {
        name: "a language 'es' next to 'it'",
        input: news({ it: newsDraft(), es: newsDraft() }),
        errors: ['contents.es'],
        messages: { 'contents.es': UNKNOWN },
      },
      {
        name: "only a language 'es' (so no language at all)",
        input: news({ es: newsDraft() }),
        errors: ['contents', 'contents.es'],
      },
      { name: "language 'de' is allowed", input: news({ de: newsDraft() }), errors: [] },
      { name: 'empty contents', input: news({}), errors: ['contents'], messages: { contents: REQUIRED } },
      { name: 'no contents at all', input: { id: 'new' }, errors: ['contents'] },
      {
        name: 'read-only properties are accepted',
        input: newsIt(newsPublished({ permalink: '/news/x', statuses: [] }), {
          id: 7,
          created_at: '2026-01-01 00:00:00',
          updated_at: null,
          canSave: true,
          draft: 0,
          lang: 'it',
          nextStatuses: {},
        }),
        errors: [],
      },
    ])('$name', (testCase) => check(newsValidators.item, testCase));
  });

  describe('pub_date is YYYY-MM-DD HH:mm:ss', () => {
    it.each<Case>([
      { name: '2026-11-21 09:05:00', input: newsIt(newsPublished({ pub_date: '2026-11-21 09:05:00' })), errors: [] },
      {
        name: '2024-02-29 23:59:59 (leap year)',
        input: newsIt(newsPublished({ pub_date: '2024-02-29 23:59:59' })),
        errors: [],
      },
      { name: 'empty', input: newsIt(newsDraft({ pub_date: '' })), errors: [] },
      {
        name: '2026-02-30 10:00:00',
        input: newsIt(newsPublished({ pub_date: '2026-02-30 10:00:00' })),
        errors: ['contents.it.pub_date'],
        messages: { 'contents.it.pub_date': DATETIME },
      },
      {
        name: '2023-02-29 10:00:00 (not a leap year)',
        input: newsIt(newsPublished({ pub_date: '2023-02-29 10:00:00' })),
        errors: ['contents.it.pub_date'],
      },
      {
        name: '2026-11-21 24:00:00',
        input: newsIt(newsPublished({ pub_date: '2026-11-21 24:00:00' })),
        errors: ['contents.it.pub_date'],
      },
      {
        name: '21/11/2026 09:05:00 (editor format)',
        input: newsIt(newsPublished({ pub_date: '21/11/2026 09:05:00' })),
        errors: ['contents.it.pub_date'],
      },
      {
        name: '2026-11-21 (date only)',
        input: newsIt(newsPublished({ pub_date: '2026-11-21' })),
        errors: ['contents.it.pub_date'],
      },
      {
        name: '2026-11-21T09:05:00 (ISO)',
        input: newsIt(newsPublished({ pub_date: '2026-11-21T09:05:00' })),
        errors: ['contents.it.pub_date'],
      },
    ])('$name', (testCase) => check(newsValidators.item, testCase));
  });

  describe('categories, images, portal', () => {
    const it1 = newsPublished();
    it.each<Case>([
      {
        name: 'primary among the ids',
        input: newsIt(it1, { destinazione: { ids: [2001, 2002], primary: 2002 }, theme: { ids: [51], primary: null } }),
        errors: [],
      },
      {
        name: 'primary not among the ids',
        input: newsIt(it1, { destinazione: { ids: [2001, 2002], primary: 2003 } }),
        errors: ['destinazione.primary'],
        messages: { 'destinazione.primary': 'Indicare una sola categoria principale tra quelle scelte' },
      },
      {
        name: 'primary with no ids',
        input: newsIt(it1, { theme: { ids: [], primary: 51 } }),
        errors: ['theme.primary'],
      },
      {
        name: 'a category id that is not a number',
        input: newsIt(it1, { category: { ids: ['mare'] } }),
        errors: ['category.ids.0'],
      },
      { name: 'categories as a bare array', input: newsIt(it1, { target: [61] }), errors: ['target'] },
      { name: '10 images, one cover', input: newsIt(it1, { attachments: images(10, 1) }), errors: [] },
      {
        name: '11 images',
        input: newsIt(it1, { attachments: images(11, 1) }),
        errors: ['attachments'],
        messages: { attachments: 'Si possono allegare massimo 10 file' },
      },
      {
        name: 'two covers',
        input: newsIt(it1, { attachments: images(3, 2) }),
        errors: ['attachments'],
        messages: { attachments: 'Una sola immagine può essere la copertina' },
      },
      { name: 'portals 1, 2 and 3', input: newsIt(it1, { portal: [1, 2, 3] }), errors: [] },
      {
        name: 'portal 4',
        input: newsIt(it1, { portal: [2, 4] }),
        errors: ['portal.1'],
        messages: { 'portal.1': NOT_ALLOWED },
      },
      { name: 'portal 0', input: newsIt(it1, { portal: [0] }), errors: ['portal.0'] },
      { name: 'municipalities by id', input: newsIt(it1, { comune: [37006, 40012] }), errors: [] },
    ])('$name', (testCase) => check(newsValidators.item, testCase));
  });

  it('accepts every field content.md §3 lists for news (locations included)', () => {
    check(newsValidators.item, {
      name: 'spec fields',
      input: newsIt(newsPublished(), {
        locations: {
          venue: 'Piazza',
          address: 'Piazza Maggiore',
          number: '1',
          city: { id: 37006, city: 'Bologna' },
          lat: 44.4938,
          lng: 11.3426,
        },
        category: { ids: [11] },
        target: { ids: [61] },
        theme: { ids: [51] },
        destinazione: { ids: [2001] },
        comune: [37006],
        portal: [2],
        attachments: images(1, 1),
      }),
      errors: [],
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Licence
// ---------------------------------------------------------------------------------------------

const licencePublished = (over: Obj = {}): Obj => ({
  title: 'CC BY 4.0',
  url: 'https://creativecommons.org/licenses/by/4.0/',
  description: '<p>Attribuzione</p>',
  status: 1,
  ...over,
});
/** A licence with one version unless `fields` says otherwise (a published one needs a version). */
const licence = (contents: Obj, fields: Obj = { versions: [{ name: '4.0' }] }): Obj => ({
  id: 'new',
  contents,
  ...fields,
});
const REPEATED = 'Valore ripetuto';

describe('licence', () => {
  it.each<Case>([
    { name: 'status 1 with title and url', input: licence({ it: licencePublished() }), errors: [] },
    {
      name: 'status 1 without title',
      input: licence({ it: omit(licencePublished(), 'title') }),
      errors: ['contents.it.title'],
      messages: { 'contents.it.title': REQUIRED },
    },
    {
      name: 'status 1 with an empty title',
      input: licence({ it: licencePublished({ title: '  ' }) }),
      errors: ['contents.it.title'],
    },
    {
      name: 'status 1 without url',
      input: licence({ it: licencePublished({ url: '' }) }),
      errors: ['contents.it.url'],
      messages: { 'contents.it.url': REQUIRED },
    },
    {
      name: 'status 1 with only the status',
      input: licence({ it: { status: 1 } }),
      errors: ['contents.it.title', 'contents.it.url'],
    },
    {
      name: 'status 1 without description (not required)',
      input: licence({ it: omit(licencePublished(), 'description') }),
      errors: [],
    },
    { name: 'status 2 with an empty title', input: licence({ it: { title: '', url: '', status: 2 } }), errors: [] },
    { name: 'status 2 with only the status', input: licence({ it: { status: 2 } }), errors: [] },
    { name: 'status 0 with only the status', input: licence({ it: { status: 0 } }), errors: [] },
    {
      name: "url 'not a url'",
      input: licence({ it: licencePublished({ url: 'not a url' }) }),
      errors: ['contents.it.url'],
      messages: { 'contents.it.url': URL_MESSAGE },
    },
    {
      name: "url 'www.example.it' (no scheme)",
      input: licence({ it: licencePublished({ url: 'www.example.it' }) }),
      errors: ['contents.it.url'],
      messages: { 'contents.it.url': URL_MESSAGE },
    },
    {
      name: 'a bad url on a draft',
      input: licence({ it: { status: 2, url: 'creative commons' } }),
      errors: ['contents.it.url'],
      messages: { 'contents.it.url': URL_MESSAGE },
    },
    {
      name: 'it at 1 complete, en at 1 without url',
      input: licence({ it: licencePublished(), en: licencePublished({ url: '' }) }),
      errors: ['contents.en.url'],
    },
    {
      name: 'it at 2 empty, en at 1 complete',
      input: licence({ it: { status: 2 }, en: licencePublished() }),
      errors: [],
    },
    {
      name: "language 'de' is not a licence language",
      input: licence({ it: licencePublished(), de: licencePublished() }),
      errors: ['contents.de'],
    },
    // Versions (issue #33): at least one at status 1, names unique (trimmed, any case), 1-50 characters.
    {
      name: 'status 1 without versions',
      input: licence({ it: licencePublished() }, {}),
      errors: ['versions'],
      messages: { versions: REQUIRED },
    },
    {
      name: 'status 1 with an empty list of versions',
      input: licence({ it: licencePublished() }, { versions: [] }),
      errors: ['versions'],
      messages: { versions: REQUIRED },
    },
    {
      name: 'status 1 in en only, without versions',
      input: licence({ it: { status: 2 }, en: licencePublished() }, { versions: [] }),
      errors: ['versions'],
    },
    { name: 'status 2 without versions', input: licence({ it: { status: 2 } }, {}), errors: [] },
    {
      name: 'several versions, in order',
      input: licence({ it: licencePublished() }, { versions: [{ name: '4.0' }, { name: '3.0 IT' }, { name: '2.5' }] }),
      errors: [],
    },
    {
      name: 'a name repeated with other spaces and case',
      input: licence(
        { it: licencePublished() },
        { versions: [{ name: 'Versione A' }, { name: '3.0' }, { name: '  versione a ' }, { name: 'VERSIONE A' }] },
      ),
      errors: ['versions.2.name', 'versions.3.name'],
      messages: { 'versions.2.name': REPEATED, 'versions.3.name': REPEATED },
    },
    {
      name: 'a name repeated on a draft',
      input: licence({ it: { status: 2 } }, { versions: [{ name: '4.0' }, { name: '4.0' }] }),
      errors: ['versions.1.name'],
      messages: { 'versions.1.name': REPEATED },
    },
    {
      name: 'an empty version name',
      input: licence({ it: licencePublished() }, { versions: [{ name: '4.0' }, { name: '  ' }] }),
      errors: ['versions.1.name'],
      messages: { 'versions.1.name': REQUIRED },
    },
    {
      name: 'a version name of 51 characters',
      input: licence({ it: licencePublished() }, { versions: [{ name: chars(51) }] }),
      errors: ['versions.0.name'],
      messages: { 'versions.0.name': maxChars(50) },
    },
    {
      name: 'a version name of 50 characters',
      input: licence({ it: licencePublished() }, { versions: [{ name: chars(50) }] }),
      errors: [],
    },
    {
      name: '21 versions',
      input: licence(
        { it: licencePublished() },
        { versions: Array.from({ length: 21 }, (_, n) => ({ name: `v${n}` })) },
      ),
      errors: ['versions'],
      messages: { versions: 'Massimo 20 elementi' },
    },
  ])('$name', (testCase) => check(licenceValidators.item, testCase));
});

// ---------------------------------------------------------------------------------------------
// Press review (dicono)
// ---------------------------------------------------------------------------------------------

const diconoPublished = (over: Obj = {}): Obj => ({
  title: 'Il Corriere parla di noi',
  slug: 'il-corriere-parla-di-noi',
  description: '<p>Un articolo sulla Riviera.</p>',
  status: 1,
  url: 'https://www.corriere.it/viaggi/riviera',
  dicono_pub_date: '2026-03-15',
  ...over,
});
const dicono = (it: Obj, fields: Obj = {}): Obj => ({ id: 'new', contents: { it }, ...fields });

describe('dicono (press review)', () => {
  it.each<Case>([
    { name: 'status 1 with title, description and slug', input: dicono(diconoPublished()), errors: [] },
    {
      name: 'status 1 with only title, description, slug (no url, no dates)',
      input: dicono(omit(diconoPublished(), 'url', 'dicono_pub_date')),
      errors: [],
    },
    {
      name: 'status 1 without title',
      input: dicono(omit(diconoPublished(), 'title')),
      errors: ['contents.it.title'],
      messages: { 'contents.it.title': REQUIRED },
    },
    {
      name: 'status 1 without description',
      input: dicono(diconoPublished({ description: '<p></p>' })),
      errors: ['contents.it.description'],
      messages: { 'contents.it.description': REQUIRED },
    },
    {
      name: 'status 1 without slug',
      input: dicono(omit(diconoPublished(), 'slug')),
      errors: ['contents.it.slug'],
      messages: { 'contents.it.slug': REQUIRED },
    },
    {
      name: 'status 1 with only the status',
      input: dicono({ status: 1 }),
      errors: ['contents.it.title', 'contents.it.description', 'contents.it.slug'],
    },
    {
      name: 'excerpt is not a press-review field',
      input: dicono(diconoPublished({ excerpt: 'Intro' })),
      errors: ['contents.it.excerpt'],
      messages: { 'contents.it.excerpt': UNKNOWN },
    },
    {
      name: 'google is not a press-review field',
      input: dicono(diconoPublished({ google: GOOGLE })),
      errors: ['contents.it.google'],
    },
    { name: 'status 2 with only the title', input: dicono({ title: 'Bozza', status: 2 }), errors: [] },
    { name: 'status 3 with only the title', input: dicono({ title: 'Bozza', status: 3 }), errors: [] },
    {
      name: 'status 2 without title',
      input: dicono({ status: 2, slug: 'x', description: '<p>x</p>' }),
      errors: ['contents.it.title'],
    },
    {
      name: 'dicono_pub_date 2024-02-29',
      input: dicono(diconoPublished({ dicono_pub_date: '2024-02-29' })),
      errors: [],
    },
    { name: 'dicono_pub_date empty', input: dicono(diconoPublished({ dicono_pub_date: '' })), errors: [] },
    {
      name: 'dicono_pub_date 15/03/2026',
      input: dicono(diconoPublished({ dicono_pub_date: '15/03/2026' })),
      errors: ['contents.it.dicono_pub_date'],
      messages: { 'contents.it.dicono_pub_date': DATE },
    },
    {
      name: 'dicono_pub_date 2026-02-30',
      input: dicono(diconoPublished({ dicono_pub_date: '2026-02-30' })),
      errors: ['contents.it.dicono_pub_date'],
      messages: { 'contents.it.dicono_pub_date': DATE },
    },
    {
      name: 'dicono_pub_date with a time',
      input: dicono(diconoPublished({ dicono_pub_date: '2026-03-15 10:00:00' })),
      errors: ['contents.it.dicono_pub_date'],
    },
    {
      name: 'url not a URL',
      input: dicono(diconoPublished({ url: 'corriere' })),
      errors: ['contents.it.url'],
      messages: { 'contents.it.url': URL_MESSAGE },
    },
    {
      name: 'category with a primary',
      input: dicono(diconoPublished(), { category: { ids: [41, 42], primary: 41 } }),
      errors: [],
    },
    {
      name: 'category primary not among ids',
      input: dicono(diconoPublished(), { category: { ids: [41], primary: 42 } }),
      errors: ['category.primary'],
    },
    {
      name: 'category as a bare array',
      input: dicono(diconoPublished(), { category: [41] }),
      errors: ['category'],
      messages: { category: INVALID },
    },
    {
      name: 'category with an unknown key',
      input: dicono(diconoPublished(), { category: { ids: [41], main: 4 } }),
      errors: ['category.main'],
    },
  ])('$name', (testCase) => check(diconoValidators.item, testCase));
});

// ---------------------------------------------------------------------------------------------
// Webcam
// ---------------------------------------------------------------------------------------------

const ADDRESS: Obj = {
  venue: 'Porto canale',
  address: 'Via Anita Garibaldi',
  number: '12',
  city: { id: 40005, city: 'Cesenatico', province: 'Forlì-Cesena', province_short: 'FC' },
  lat: 44.2,
  lng: 12.4,
};
const webcamIt = (over: Obj = {}): Obj => ({
  title: 'Porto di Cesenatico',
  slug: 'porto-di-cesenatico',
  status: 1,
  author: 3,
  pub_date: '2026-05-01 08:00:00',
  ...over,
});
const webcam = (it: Obj, fields: Obj = {}): Obj => ({
  id: 'new',
  contents: { it },
  webcam: { url: 'https://webcam.example.it/cesenatico.jpg', note: 'Aggiornata ogni minuto' },
  locations: ADDRESS,
  category: { ids: [71] },
  ...fields,
});

describe('webcam', () => {
  it.each<Case>([
    { name: 'the valid base item', input: webcam(webcamIt()), errors: [] },
    { name: 'a draft with only the title', input: { contents: { it: { title: 'Porto', status: 2 } } }, errors: [] },
    {
      name: 'contents.en is rejected (single language)',
      input: { ...webcam(webcamIt()), contents: { it: webcamIt(), en: webcamIt() } },
      errors: ['contents.en'],
    },
    {
      name: 'a draft without title',
      input: webcam({ status: 2 }),
      errors: ['contents.it.title'],
      messages: { 'contents.it.title': REQUIRED },
    },
    {
      name: 'webcam.url not a URL',
      input: webcam(webcamIt(), { webcam: { url: 'cesenatico.jpg' } }),
      errors: ['webcam.url'],
      messages: { 'webcam.url': URL_MESSAGE },
    },
    {
      name: 'webcam.url not a URL on a draft',
      input: webcam(webcamIt({ status: 2 }), { webcam: { url: 'ftp://x.it/a.jpg' } }),
      errors: ['webcam.url'],
      messages: { 'webcam.url': URL_MESSAGE },
    },
    {
      name: 'status 1 with an empty webcam.url',
      input: webcam(webcamIt(), { webcam: { url: '', note: '' } }),
      errors: ['webcam.url'],
      messages: { 'webcam.url': REQUIRED },
    },
    {
      name: 'status 1 with only the note',
      input: webcam(webcamIt(), { webcam: { note: 'x' } }),
      errors: ['webcam.url'],
      messages: { 'webcam.url': REQUIRED },
    },
    { name: 'status 1 without the webcam box', input: omit(webcam(webcamIt()), 'webcam'), errors: ['webcam.url'] },
    {
      name: 'status 2 without webcam.url',
      input: webcam(webcamIt({ status: 2 }), { webcam: { url: '' } }),
      errors: [],
    },
    { name: 'status 2 without the webcam box', input: omit(webcam(webcamIt({ status: 2 })), 'webcam'), errors: [] },
    {
      name: 'note of 301 characters',
      input: webcam(webcamIt(), { webcam: { url: 'https://webcam.example.it/a.jpg', note: chars(301) } }),
      errors: ['webcam.note'],
      messages: { 'webcam.note': maxChars(300) },
    },
    {
      name: 'an address without coordinates',
      input: webcam(webcamIt(), { locations: omit(ADDRESS, 'lat', 'lng') }),
      errors: ['locations.lat', 'locations.lng'],
      messages: { 'locations.lat': COORDINATES, 'locations.lng': COORDINATES },
    },
    {
      name: 'an address with null coordinates',
      input: webcam(webcamIt(), { locations: { ...ADDRESS, lat: null, lng: null } }),
      errors: ['locations.lat', 'locations.lng'],
    },
    {
      name: 'an address with only lat',
      input: webcam(webcamIt(), { locations: omit(ADDRESS, 'lng') }),
      errors: ['locations.lng'],
      messages: { 'locations.lng': COORDINATES },
    },
    {
      name: 'only a street, no coordinates',
      input: webcam(webcamIt(), { locations: { address: 'Via Roma' } }),
      errors: ['locations.lat', 'locations.lng'],
    },
    { name: 'an empty address', input: webcam(webcamIt(), { locations: {} }), errors: [] },
    { name: 'no address', input: omit(webcam(webcamIt()), 'locations'), errors: [] },
    { name: 'Tipologia with one category', input: webcam(webcamIt(), { category: { ids: [72] } }), errors: [] },
    {
      name: 'Tipologia with two categories',
      input: webcam(webcamIt(), { category: { ids: [71, 72] } }),
      errors: ['category.ids'],
      messages: { 'category.ids': 'Massimo 1 elementi' },
    },
  ])('$name', (testCase) => check(webcamValidators.item, testCase));
});

// ---------------------------------------------------------------------------------------------
// Tags
// ---------------------------------------------------------------------------------------------

describe('tags', () => {
  it.each<Case>([
    { name: 'name and lang', input: { name: 'Mare', lang: 'it' }, errors: [] },
    ...(['it', 'en', 'de', 'fr'] as const).map((lang) => ({
      name: `lang '${lang}'`,
      input: { id: 4, name: 'Mare', lang },
      errors: [],
    })),
    { name: 'as the list shows it (with count)', input: { id: 4, name: 'Mare', lang: 'it', count: 12 }, errors: [] },
    { name: 'no name', input: { lang: 'it' }, errors: ['name'], messages: { name: REQUIRED } },
    { name: 'empty name', input: { name: '', lang: 'it' }, errors: ['name'], messages: { name: REQUIRED } },
    {
      name: 'name of only spaces',
      input: { name: '    ', lang: 'it' },
      errors: ['name'],
      messages: { name: REQUIRED },
    },
    { name: "lang 'es'", input: { name: 'Mare', lang: 'es' }, errors: ['lang'], messages: { lang: NOT_ALLOWED } },
    { name: "lang 'IT'", input: { name: 'Mare', lang: 'IT' }, errors: ['lang'] },
    { name: 'no lang', input: { name: 'Mare' }, errors: ['lang'], messages: { lang: REQUIRED } },
    {
      name: 'contents is not a tag field',
      input: { name: 'Mare', lang: 'it', contents: { it: { title: 'Mare' } } },
      errors: ['contents'],
    },
  ])('$name', (testCase) => check(tagsValidators.item, testCase));

  it('trims the name', () => {
    const result = tagsValidators.item.safeParse({ name: '  Mare  ', lang: 'en' });
    expect(result.success).toBe(true);
    expect(result.data?.name).toBe('Mare');
  });
});

// ---------------------------------------------------------------------------------------------
// Templates
// ---------------------------------------------------------------------------------------------

describe('templates', () => {
  const base: Obj = {
    id: 2,
    name: 'Pagina interessi',
    view: 'pages.interessi',
    params: '{"colonne":"3","sfondo":"chiaro"}',
  };
  it.each<Case>([
    { name: 'the valid base item', input: base, errors: [] },
    { name: 'params \'{"a":"b"}\'', input: { ...base, params: '{"a":"b"}' }, errors: [] },
    { name: "params '{}'", input: { ...base, params: '{}' }, errors: [] },
    { name: 'no view', input: omit(base, 'view'), errors: [] },
    { name: 'no params', input: omit(base, 'params'), errors: [] },
    { name: 'no name', input: omit(base, 'name'), errors: ['name'], messages: { name: REQUIRED } },
    { name: 'name of only spaces', input: { ...base, name: '  ' }, errors: ['name'], messages: { name: REQUIRED } },
    { name: "params '[1]'", input: { ...base, params: '[1]' }, errors: ['params'], messages: { params: INVALID } },
    {
      name: 'params \'{"a":1}\'',
      input: { ...base, params: '{"a":1}' },
      errors: ['params'],
      messages: { params: INVALID },
    },
    {
      name: "params 'not json'",
      input: { ...base, params: 'not json' },
      errors: ['params'],
      messages: { params: INVALID },
    },
    { name: "params 'null'", input: { ...base, params: 'null' }, errors: ['params'] },
    { name: 'params \'"text"\'', input: { ...base, params: '"text"' }, errors: ['params'] },
    { name: 'params as an object instead of JSON text', input: { ...base, params: { a: 'b' } }, errors: ['params'] },
    { name: 'an unknown field', input: { ...base, title: 'x' }, errors: ['title'], messages: { title: UNKNOWN } },
  ])('$name', (testCase) => check(templatesValidators.item, testCase));
});

// ---------------------------------------------------------------------------------------------
// English messages
// ---------------------------------------------------------------------------------------------

describe('messages in English', () => {
  it.each<{ name: string; schema: z.ZodType; input: unknown; want: Record<string, string[]> }>([
    {
      name: 'required title',
      schema: newsValidators.item,
      input: newsIt(newsDraft({ title: '' })),
      want: { 'contents.it.title': ['Required field'] },
    },
    {
      name: 'subtitle too long',
      schema: newsValidators.item,
      input: newsIt(newsDraft({ subtitle: chars(141) })),
      want: { 'contents.it.subtitle': ['At most 140 characters'] },
    },
    {
      name: 'bad url',
      schema: licenceValidators.item,
      input: licence({ it: licencePublished({ url: 'x' }) }),
      want: { 'contents.it.url': ['Invalid URL'] },
    },
    {
      name: 'unknown field',
      schema: templatesValidators.item,
      input: { name: 'x', extra: 1 },
      want: { extra: ['Unexpected field'] },
    },
    {
      name: 'coordinates',
      schema: webcamValidators.item,
      input: webcam(webcamIt(), { locations: { address: 'Via Roma' } }),
      want: {
        'locations.lat': ['Latitude and longitude are required'],
        'locations.lng': ['Latitude and longitude are required'],
      },
    },
  ])('$name', ({ schema, input, want }) => {
    expect(errorsOf(schema, input, 'en')).toEqual(want);
  });

  it('the same error reads in Italian by default', () => {
    expect(errorsOf(newsValidators.item, newsIt(newsDraft({ title: '' })))).toEqual({
      'contents.it.title': ['Campo richiesto'],
    });
  });
});
