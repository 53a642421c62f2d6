/**
 * Given/want tables for the shared rules in `core/`: the slug helper, wire and editor date
 * formats, the editorial workflow, ability checks, validation messages and the UI language.
 */
import { describe, expect, it } from 'vitest';
import {
  abilityName,
  can,
  canAny,
  canOnEntity,
  type AbilityAction,
  type AbilityHolder,
  type EntityAbilities,
} from '../../core/abilities';
import {
  editorToWireDateTime,
  isWireDate,
  isWireDateTime,
  readerDate,
  toWireDateTime,
  wireToEditorDateTime,
  wireToListDate,
} from '../../core/dates';
import { DEFAULT_LANGUAGE, isLanguageCode, uiLanguageFrom } from '../../core/languages';
import { formatMessage, interpolate, isValidationMessageKey } from '../../core/messages';
import { isSlug, slugify } from '../../core/slugify';
import {
  canMoveTo,
  DEFAULT_STATUS,
  nextStatuses,
  STATUS_CODES,
  type SavedStatus,
  type StatusCode,
} from '../../core/statuses';

// ---------------------------------------------------------------------------------------------
// slugify (platform.md §5: strip accents, lowercase, remove non-alphanumerics, join with '-')
// ---------------------------------------------------------------------------------------------

describe('slugify', () => {
  it.each<{ given: string; want: string }>([
    { given: "Città d'Arte!", want: 'citta-d-arte' },
    { given: '  ', want: '' },
    { given: '', want: '' },
    { given: 'Ciao Mondo', want: 'ciao-mondo' },
    { given: 'ciao-mondo', want: 'ciao-mondo' },
    { given: '  Estate   in Riviera  ', want: 'estate-in-riviera' },
    { given: 'Perché È così? Sì!', want: 'perche-e-cosi-si' },
    { given: 'Forlì-Cesena', want: 'forli-cesena' },
    { given: 'Festa 2026 — 1° maggio', want: 'festa-2026-1-maggio' },
    { given: '---a---b---', want: 'a-b' },
    { given: 'RIMINI', want: 'rimini' },
    { given: '!!!', want: '' },
    { given: 'Ñandú façade', want: 'nandu-facade' },
  ])('$given → $want', ({ given, want }) => {
    expect(slugify(given)).toBe(want);
  });

  it.each<{ given: string; want: boolean }>([
    { given: 'ciao-mondo', want: true },
    { given: 'a1-b2', want: true },
    { given: '2026', want: true },
    { given: '', want: false },
    { given: 'Ciao-mondo', want: false },
    { given: 'ciao mondo', want: false },
    { given: 'ciao--mondo', want: false },
    { given: '-ciao', want: false },
    { given: 'ciao-', want: false },
    { given: 'città', want: false },
    { given: 'ciao_mondo', want: false },
  ])('isSlug($given) is $want', ({ given, want }) => {
    expect(isSlug(given)).toBe(want);
  });
});

// ---------------------------------------------------------------------------------------------
// dates (content.md §3, §5: stored YYYY-MM-DD HH:mm:ss, editor DD/MM/YYYY HH:mm:ss, lists DD-MM-YYYY)
// ---------------------------------------------------------------------------------------------

describe('dates', () => {
  it.each<{ given: string; want: boolean }>([
    { given: '2026-11-21 09:05:00', want: true },
    { given: '2026-01-01 00:00:00', want: true },
    { given: '2026-12-31 23:59:59', want: true },
    { given: '2024-02-29 12:00:00', want: true },
    { given: '2000-02-29 12:00:00', want: true },
    { given: '2023-02-29 12:00:00', want: false },
    { given: '1900-02-29 12:00:00', want: false },
    { given: '2026-02-30 10:00:00', want: false },
    { given: '2026-04-31 10:00:00', want: false },
    { given: '2026-13-01 10:00:00', want: false },
    { given: '2026-00-10 10:00:00', want: false },
    { given: '2026-01-00 10:00:00', want: false },
    { given: '2026-01-01 24:00:00', want: false },
    { given: '2026-01-01 10:60:00', want: false },
    { given: '2026-01-01 10:00:60', want: false },
    { given: '2026-1-1 10:00:00', want: false },
    { given: '2026-01-01T10:00:00', want: false },
    { given: '2026-01-01 10:00', want: false },
    { given: '2026-01-01', want: false },
    { given: '21/11/2026 09:05:00', want: false },
    { given: ' 2026-11-21 09:05:00', want: false },
    { given: '', want: false },
  ])('isWireDateTime($given) is $want', ({ given, want }) => {
    expect(isWireDateTime(given)).toBe(want);
  });

  it.each<{ given: string; want: boolean }>([
    { given: '2026-03-15', want: true },
    { given: '2024-02-29', want: true },
    { given: '2000-02-29', want: true },
    { given: '2100-02-29', want: false },
    { given: '2023-02-29', want: false },
    { given: '2026-02-30', want: false },
    { given: '2026-06-31', want: false },
    { given: '2026-12-32', want: false },
    { given: '15/03/2026', want: false },
    { given: '15-03-2026', want: false },
    { given: '2026-03-15 10:00:00', want: false },
    { given: '20260315', want: false },
    { given: '', want: false },
  ])('isWireDate($given) is $want', ({ given, want }) => {
    expect(isWireDate(given)).toBe(want);
  });

  it.each<{ given: string; want: string }>([
    { given: '2026-11-21 09:05:00', want: '21/11/2026 09:05:00' },
    { given: '2024-02-29 23:59:59', want: '29/02/2024 23:59:59' },
    { given: 'non una data', want: 'non una data' },
    { given: '', want: '' },
    { given: '2026-11-21', want: '2026-11-21' },
  ])('wireToEditorDateTime($given) → $want', ({ given, want }) => {
    expect(wireToEditorDateTime(given)).toBe(want);
  });

  it.each<{ given: string; want: string | null }>([
    { given: '21/11/2026 09:05:00', want: '2026-11-21 09:05:00' },
    { given: '  21/11/2026 09:05:00  ', want: '2026-11-21 09:05:00' },
    { given: '29/02/2024 00:00:00', want: '2024-02-29 00:00:00' },
    { given: '29/02/2023 00:00:00', want: null },
    { given: '30/02/2026 10:00:00', want: null },
    { given: '21/13/2026 10:00:00', want: null },
    { given: '21/11/2026 25:00:00', want: null },
    { given: '21/11/2026', want: null },
    { given: '21-11-2026 09:05:00', want: null },
    { given: '2026-11-21 09:05:00', want: null },
    { given: '', want: null },
  ])('editorToWireDateTime($given) → $want', ({ given, want }) => {
    expect(editorToWireDateTime(given)).toBe(want);
  });

  it.each(['2026-11-21 09:05:00', '2024-02-29 00:00:00', '2026-01-01 23:59:59'])(
    '%s survives wire → editor → wire',
    (wire) => {
      expect(editorToWireDateTime(wireToEditorDateTime(wire))).toBe(wire);
    },
  );

  it.each<{ given: string; want: string }>([
    { given: '2026-11-21 09:05:00', want: '21-11-2026' },
    { given: '2026-03-05', want: '05-03-2026' },
    { given: '', want: '' },
    { given: 'ieri', want: 'ieri' },
  ])('wireToListDate($given) → $want', ({ given, want }) => {
    expect(wireToListDate(given)).toBe(want);
  });

  it.each<{ given: string; language: 'it' | 'en'; want: string | null }>([
    { given: '2026-03-14', language: 'it', want: '14 marzo 2026' },
    { given: '2026-03-14', language: 'en', want: '14 March 2026' },
    // A wall-clock time: the same hour whatever the zone (midnight stays on its day).
    { given: '2026-03-29 00:30:00', language: 'it', want: '29 marzo 2026 alle ore 00:30' },
    { given: '2026-12-31 23:59:07', language: 'en', want: '31 December 2026 at 23:59:07' },
    { given: '2026-02-30', language: 'it', want: null },
    { given: '14/03/2026', language: 'it', want: null },
    { given: '', language: 'en', want: null },
  ])('readerDate($given, $language) → $want', ({ given, language, want }) => {
    expect(readerDate(given, language)).toBe(want);
  });

  it.each<{ given: Date; want: string }>([
    { given: new Date(2026, 0, 5, 7, 8, 9), want: '2026-01-05 07:08:09' },
    { given: new Date(2024, 1, 29, 23, 59, 59), want: '2024-02-29 23:59:59' },
    { given: new Date(2026, 11, 31, 0, 0, 0), want: '2026-12-31 00:00:00' },
  ])('toWireDateTime → $want', ({ given, want }) => {
    const wire = toWireDateTime(given);
    expect(wire).toBe(want);
    expect(isWireDateTime(wire)).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// statuses (content.md §4; the transition table of core/statuses.ts)
// ---------------------------------------------------------------------------------------------

const activeIds = (current: StatusCode, canPublish: boolean): SavedStatus[] =>
  nextStatuses({ current, canPublish, language: 'it' })
    .filter((option) => option.active === 1)
    .map((option) => option.id);

const CURRENTS: readonly StatusCode[] = [-1, 0, 1, 2, 3, 4, 5, 6, 7];

describe('statuses', () => {
  it('a new item starts as a draft (2)', () => {
    expect(DEFAULT_STATUS).toBe(2);
  });

  it.each<{ current: StatusCode; want: SavedStatus[] }>([
    { current: -1, want: [2, 3] },
    { current: 0, want: [0, 2] },
    { current: 1, want: [1, 2, 5] },
    { current: 2, want: [2, 3] },
    { current: 3, want: [2, 3] },
    { current: 4, want: [4] },
    { current: 5, want: [2, 5] },
    { current: 6, want: [6] },
    { current: 7, want: [2, 3, 7] },
  ])('without publish, from $current: $want', ({ current, want }) => {
    expect(activeIds(current, false)).toEqual(want);
  });

  it.each(CURRENTS)('without publish, from %i only 2, 3, 5 or staying are reachable', (current) => {
    for (const id of activeIds(current, false)) {
      expect(id === current || [2, 3, 5].includes(id)).toBe(true);
    }
  });

  it.each<{ current: StatusCode; want: SavedStatus[] }>([
    { current: -1, want: [0, 1, 2, 3] },
    { current: 0, want: [0, 1, 2] },
    { current: 1, want: [0, 1, 2, 5] },
    { current: 2, want: [0, 1, 2, 3] },
    { current: 3, want: [1, 2, 3, 4, 7] },
    { current: 4, want: [1, 4, 6, 7] },
    { current: 5, want: [2, 5, 6, 7] },
    { current: 6, want: [0, 1, 6] },
    { current: 7, want: [1, 2, 3, 7] },
  ])('with publish, from $current: $want', ({ current, want }) => {
    expect(activeIds(current, true)).toEqual(want);
  });

  it.each(CURRENTS.flatMap((current) => [true, false].map((canPublish) => ({ current, canPublish }))))(
    'from $current (publish: $canPublish) the list has all 8 statuses with active 0 or 1',
    ({ current, canPublish }) => {
      const options = nextStatuses({ current, canPublish, language: 'it' });
      expect(options.map((option) => option.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
      expect(options.map((option) => option.id)).toEqual([...STATUS_CODES]);
      for (const option of options) expect([0, 1]).toContain(option.active);
      if (current !== -1) expect(options.find((option) => option.id === current)?.active).toBe(1);
    },
  );

  it('names the statuses in the UI language', () => {
    const it1 = nextStatuses({ current: 2, canPublish: true, language: 'it' });
    const en1 = nextStatuses({ current: 2, canPublish: true, language: 'en' });
    expect(it1.map((option) => option.name).slice(0, 3)).toEqual(['Nascosto', 'Pubblico', 'Bozza']);
    expect(it1[7]?.name).toBe('Non accettato');
    expect(en1[1]?.name).toBe('Published');
  });

  it.each<{ from: StatusCode; to: SavedStatus; canPublish: boolean; want: boolean }>([
    { from: 2, to: 1, canPublish: true, want: true },
    { from: 2, to: 1, canPublish: false, want: false },
    { from: 2, to: 3, canPublish: false, want: true },
    { from: 2, to: 0, canPublish: false, want: false },
    { from: 1, to: 5, canPublish: false, want: true },
    { from: 1, to: 1, canPublish: false, want: true },
    { from: 4, to: 4, canPublish: false, want: true },
    { from: 4, to: 6, canPublish: false, want: false },
    { from: 4, to: 6, canPublish: true, want: true },
    { from: 2, to: 6, canPublish: true, want: false },
    { from: -1, to: 1, canPublish: true, want: true },
    { from: -1, to: 5, canPublish: true, want: false },
  ])('canMoveTo $from → $to (publish: $canPublish) is $want', ({ from, to, canPublish, want }) => {
    expect(canMoveTo({ from, to, canPublish })).toBe(want);
  });
});

// ---------------------------------------------------------------------------------------------
// abilities (platform.md §6)
// ---------------------------------------------------------------------------------------------

const user = (roles: Record<string, unknown>, abilities: Record<string, unknown>): AbilityHolder => ({
  roles,
  abilities,
});
const ADMIN = user({ administrator: 'Amministratore' }, {});
const WILDCARD = user({ editor: 'Editore' }, { '*': true });
const NEWS_EDITOR = user({ editor: 'Editore' }, { 'news-view': true, 'news-edit': true, 'tag-delete': true });
const NOBODY = user({}, {});

const TAGS: EntityAbilities = {
  ability: 'tag',
  actions: { view: true, create: true, edit: true, delete: false, publish: false },
};
const NEWS: EntityAbilities = {
  ability: 'news',
  actions: { view: true, create: true, edit: true, delete: true, publish: true },
};

describe('abilities', () => {
  it.each<{ name: string; who: AbilityHolder | null | undefined; ability: string; want: boolean }>([
    { name: 'administrator role', who: ADMIN, ability: 'news-delete', want: true },
    { name: "'*' ability", who: WILDCARD, ability: 'user-create', want: true },
    { name: 'the specific ability', who: NEWS_EDITOR, ability: 'news-edit', want: true },
    { name: 'a missing ability', who: NEWS_EDITOR, ability: 'news-delete', want: false },
    { name: 'an ability of another entity', who: NEWS_EDITOR, ability: 'webcam-edit', want: false },
    { name: 'no abilities at all', who: NOBODY, ability: 'news-view', want: false },
    { name: 'an ability held as false', who: user({}, { 'news-view': false }), ability: 'news-view', want: false },
    { name: 'an ability held as 0', who: user({}, { 'news-view': 0 }), ability: 'news-view', want: false },
    { name: 'an ability held as 1', who: user({}, { 'news-view': 1 }), ability: 'news-view', want: true },
    {
      name: "a role named like an ability ('news-view') is not the ability",
      who: user({ 'news-view': true }, {}),
      ability: 'news-view',
      want: false,
    },
    { name: 'null user', who: null, ability: 'news-view', want: false },
    { name: 'undefined user', who: undefined, ability: 'news-view', want: false },
  ])('can: $name → $want', ({ who, ability, want }) => {
    expect(can(who, ability)).toBe(want);
  });

  it.each<{ prefix: string; action: AbilityAction; want: string }>([
    { prefix: 'newsim', action: 'view', want: 'osservatorio-view' },
    { prefix: 'newsim', action: 'delete', want: 'osservatorio-delete' },
    { prefix: 'news', action: 'edit', want: 'news-edit' },
    { prefix: 'tag', action: 'create', want: 'tag-create' },
    { prefix: 'webcam', action: 'publish', want: 'webcam-publish' },
  ])('abilityName($prefix, $action) → $want', ({ prefix, action, want }) => {
    expect(abilityName(prefix, action)).toBe(want);
  });

  it.each<{ name: string; who: AbilityHolder | null; entity: EntityAbilities; action: AbilityAction; want: boolean }>([
    { name: 'administrator, tag delete (never allowed)', who: ADMIN, entity: TAGS, action: 'delete', want: false },
    { name: "'*', tag delete (never allowed)", who: WILDCARD, entity: TAGS, action: 'delete', want: false },
    {
      name: 'holder of tag-delete, tag delete (never allowed)',
      who: NEWS_EDITOR,
      entity: TAGS,
      action: 'delete',
      want: false,
    },
    { name: 'administrator, tag edit', who: ADMIN, entity: TAGS, action: 'edit', want: true },
    { name: 'administrator, news delete', who: ADMIN, entity: NEWS, action: 'delete', want: true },
    { name: 'news editor, news edit', who: NEWS_EDITOR, entity: NEWS, action: 'edit', want: true },
    { name: 'news editor, news delete', who: NEWS_EDITOR, entity: NEWS, action: 'delete', want: false },
    { name: 'news editor, news publish', who: NEWS_EDITOR, entity: NEWS, action: 'publish', want: false },
    { name: 'null user, news view', who: null, entity: NEWS, action: 'view', want: false },
  ])('canOnEntity: $name → $want', ({ who, entity, action, want }) => {
    expect(canOnEntity(who, entity, action)).toBe(want);
  });

  it('canOnEntity maps newsim to the observatory ability', () => {
    const newsim: EntityAbilities = { ability: 'newsim', actions: NEWS.actions };
    expect(canOnEntity(user({}, { 'osservatorio-view': true }), newsim, 'view')).toBe(true);
    expect(canOnEntity(user({}, { 'newsim-view': true }), newsim, 'view')).toBe(false);
  });

  it.each<{ abilities: string[]; want: boolean }>([
    { abilities: ['user-create', 'news-edit'], want: true },
    { abilities: ['user-create', 'webcam-edit'], want: false },
    { abilities: [], want: false },
  ])('canAny($abilities) for the news editor is $want', ({ abilities, want }) => {
    expect(canAny(NEWS_EDITOR, abilities)).toBe(want);
  });
});

// ---------------------------------------------------------------------------------------------
// messages
// ---------------------------------------------------------------------------------------------

describe('messages', () => {
  it.each<{ key: string; language: 'it' | 'en'; params: Record<string, string | number>; want: string }>([
    { key: 'required', language: 'it', params: {}, want: 'Campo richiesto' },
    { key: 'required', language: 'en', params: {}, want: 'Required field' },
    { key: 'maxLength', language: 'it', params: { max: 140 }, want: 'Massimo 140 caratteri' },
    { key: 'maxLength', language: 'en', params: { max: 170 }, want: 'At most 170 characters' },
    { key: 'minLength', language: 'it', params: { min: 8 }, want: 'Minimo 8 caratteri' },
    { key: 'tooMany', language: 'it', params: { max: 10 }, want: 'Si possono allegare massimo 10 file' },
    { key: 'url', language: 'it', params: {}, want: 'URL non valida' },
    {
      key: 'specialCharacters',
      language: 'it',
      params: {},
      want: 'Campo obbligatorio. Non può contenere caratteri speciali',
    },
    { key: 'pdfOnly', language: 'it', params: {}, want: 'Sono ammessi solo files pdf.' },
    { key: 'maxLength', language: 'it', params: {}, want: 'Massimo {max} caratteri' },
    { key: 'Messaggio del server', language: 'it', params: {}, want: 'Messaggio del server' },
    { key: 'not-a-key {max}', language: 'en', params: { max: 3 }, want: 'not-a-key {max}' },
    { key: 'toString', language: 'it', params: {}, want: 'toString' },
  ])('formatMessage($key, $language) → $want', ({ key, language, params, want }) => {
    expect(formatMessage(key, language, params)).toBe(want);
  });

  it.each<{ template: string; params: Record<string, string | number>; want: string }>([
    { template: 'Si possono allegare massimo {n} file', params: { n: 5 }, want: 'Si possono allegare massimo 5 file' },
    { template: '{a} e {b} e {a}', params: { a: 'x', b: 0 }, want: 'x e 0 e x' },
    {
      template: 'Confermi la rimozione del contatto {name}',
      params: {},
      want: 'Confermi la rimozione del contatto {name}',
    },
    { template: 'nessun segnaposto', params: { n: 1 }, want: 'nessun segnaposto' },
  ])('interpolate($template) → $want', ({ template, params, want }) => {
    expect(interpolate(template, params)).toBe(want);
  });

  it.each<{ given: string; want: boolean }>([
    { given: 'required', want: true },
    { given: 'coordinates', want: true },
    { given: 'Campo richiesto', want: false },
    { given: 'hasOwnProperty', want: false },
  ])('isValidationMessageKey($given) is $want', ({ given, want }) => {
    expect(isValidationMessageKey(given)).toBe(want);
  });
});

// ---------------------------------------------------------------------------------------------
// languages
// ---------------------------------------------------------------------------------------------

describe('languages', () => {
  it.each<{ given: string | null | undefined; want: 'it' | 'en' }>([
    { given: 'en-US,en;q=0.9', want: 'en' },
    { given: 'it-IT,it;q=0.9,en;q=0.8', want: 'it' },
    { given: 'EN-gb', want: 'en' },
    { given: 'fr-FR,fr;q=0.9,en;q=0.5', want: 'en' },
    { given: 'de-DE,fr;q=0.5', want: 'it' },
    { given: '*', want: 'it' },
    { given: '', want: 'it' },
    { given: null, want: 'it' },
    { given: undefined, want: 'it' },
  ])('uiLanguageFrom($given) → $want', ({ given, want }) => {
    expect(uiLanguageFrom(given)).toBe(want);
  });

  it('the default content language is Italian', () => {
    expect(DEFAULT_LANGUAGE).toBe('it');
  });

  it.each<{ given: unknown; want: boolean }>([
    { given: 'it', want: true },
    { given: 'en', want: true },
    { given: 'de', want: true },
    { given: 'fr', want: true },
    { given: 'es', want: false },
    { given: 'IT', want: false },
    { given: 1, want: false },
  ])('isLanguageCode($given) is $want', ({ given, want }) => {
    expect(isLanguageCode(given)).toBe(want);
  });
});
