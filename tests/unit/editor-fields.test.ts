/**
 * The runtime editor's field resolution against the real generated metas: card paths, form
 * names, error paths mapped to the field that shows them, and the slug source.
 */
import { describe, expect, it } from 'vitest';
import {
  fieldNameForError,
  formName,
  languageOfPath,
  leafFields,
  resolveField,
  slugFromTitle,
  slugSourcePath,
  slugsFilledFrom,
  statusFieldOf,
  noteFieldOf,
} from '../../app/runtime/editor/fields';
import { diconoMeta } from '../../generated/entities/dicono/meta';
import { licenceMeta } from '../../generated/entities/licence/meta';
import { newsMeta } from '../../generated/entities/news/meta';
import { tagsMeta } from '../../generated/entities/tags/meta';
import { templatesMeta } from '../../generated/entities/templates/meta';
import { webcamMeta } from '../../generated/entities/webcam/meta';
import type { EntityMeta } from '../../core/model';

const ALL: readonly EntityMeta[] = [diconoMeta, licenceMeta, newsMeta, tagsMeta, templatesMeta, webcamMeta];

describe('resolveField', () => {
  it.each([
    ['title', 'content', 'text'],
    ['google.title', 'content', 'text'],
    ['social.description', 'content', 'textarea'],
    ['status', 'content', 'status'],
    ['comune', 'item', 'municipalities'],
    ['category', 'item', 'category'],
    ['attachments', 'item', 'images'],
  ] as const)('news %s → %s field of kind %s', (path, scope, kind) => {
    const resolved = resolveField(newsMeta, path);
    expect(resolved?.scope).toBe(scope);
    expect(resolved?.field.kind).toBe(kind);
    expect(resolved?.field.path).toBe(path);
  });

  it('resolves a group member held once for the item (webcam.url)', () => {
    expect(resolveField(webcamMeta, 'webcam.url')).toMatchObject({
      scope: 'item',
      field: { kind: 'text', format: 'url' },
    });
  });

  it('answers null for a path the meta does not have, and for a group itself', () => {
    expect(resolveField(newsMeta, 'nope')).toBeNull();
    expect(resolveField(newsMeta, 'google')).toBeNull();
  });

  it('resolves every card field of every generated editor', () => {
    for (const meta of ALL) {
      for (const card of [...meta.editor.main, ...meta.editor.side]) {
        for (const path of card.fields) {
          expect(resolveField(meta, path), `${meta.name}: ${card.key}.${path}`).not.toBeNull();
        }
      }
    }
  });

  it('never hands a group to the field widgets', () => {
    for (const meta of ALL) {
      expect(leafFields([...meta.fields, ...meta.contents]).some((field) => field.kind === 'group')).toBe(false);
    }
  });
});

describe('formName', () => {
  it('prefixes per-language fields with their language', () => {
    expect(formName({ scope: 'content', path: 'google.title' }, 'en')).toBe('contents.en.google.title');
    expect(formName({ scope: 'content', path: 'title' }, 'it')).toBe('contents.it.title');
    expect(formName({ scope: 'item', path: 'comune' }, 'de')).toBe('comune');
  });
});

describe('fieldNameForError', () => {
  it.each([
    ['contents.it.title', 'contents.it.title'],
    ['contents.en.google.title', 'contents.en.google.title'],
    ['category.ids', 'category'],
    ['destinazione.primary', 'destinazione'],
    ['locations.lat', 'locations'],
    ['contents.it.tags.0.name', 'contents.it.tags'],
    ['comune', 'comune'],
  ])('news %s → %s', (path, name) => {
    expect(fieldNameForError(newsMeta, path)).toBe(name);
  });

  it.each(['contents', 'contents.it', 'version', '', 'contents.it.google', 'unknown.path'])(
    'keeps %j above the form (no field shows it)',
    (path) => {
      expect(fieldNameForError(newsMeta, path)).toBeNull();
    },
  );

  it('does not take a field whose name only starts the same (title vs titles)', () => {
    expect(fieldNameForError(newsMeta, 'contents.it.titles')).toBeNull();
  });
});

describe('languageOfPath', () => {
  it('reads the content language of a path', () => {
    expect(languageOfPath('contents.en.google.title')).toBe('en');
    expect(languageOfPath('contents.de')).toBe('de');
    expect(languageOfPath('comune')).toBeNull();
    expect(languageOfPath('contentsx.it.title')).toBeNull();
  });
});

describe('status and note fields', () => {
  it('finds the per-language status where there is one', () => {
    expect(statusFieldOf(newsMeta)?.default).toBe(2);
    expect(statusFieldOf(tagsMeta)).toBeNull();
    expect(noteFieldOf(newsMeta)).toBeNull();
  });
});

describe('slugs', () => {
  it('fills the news slug from the title of the same language', () => {
    const slugs = slugsFilledFrom(newsMeta, 'content', 'title');
    expect(slugs.map((slug) => slug.path)).toEqual(['slug']);
    expect(slugsFilledFrom(newsMeta, 'content', 'subtitle')).toEqual([]);
    expect(slugsFilledFrom(newsMeta, 'item', 'title')).toEqual([]);
  });

  it('reads the source of a slug inside a group from the same group', () => {
    const slug = { kind: 'slug', name: 'slug', path: 'seo.slug', from: 'title' } as const;
    expect(slugSourcePath(slug as Parameters<typeof slugSourcePath>[0])).toBe('seo.title');
  });

  it('cuts the slug to its length without a trailing dash', () => {
    expect(slugFromTitle("Città d'Arte!", 255)).toBe('citta-d-arte');
    expect(slugFromTitle('Festa della Piadina', 11)).toBe('festa-della');
    expect(slugFromTitle('Festa della Piadina', 12)).toBe('festa-della');
    expect(slugFromTitle('!!!', 255)).toBe('');
  });
});
