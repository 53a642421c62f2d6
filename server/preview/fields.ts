/**
 * What the server's preview page (`./page.ts`) shows of an item, read from its entity's meta
 * alone (no entity is named here): the **main fields** are the fields of the editor's main
 * column (`editor.main` cards, in their order) whose value reads as text: text, textarea, rich
 * text, number, date, date-time, time, yes/no, select (its option's label) and tags. The title
 * (the page's heading), the slug, groups (SEO, social), lists, addresses, contacts, references
 * and files are left out. The **images** are the entries of every `images` field, the cover
 * (`is_primary`) first; their files are read from the media library by id.
 */
import type { UiLanguage } from '#core/languages';
import type { EntityMeta, FieldMeta } from '#core/model';
import { isRecord } from '../db/sql';

/** A main field to show: its label, its text, and whether the text is (sanitised) rich text. */
export interface ShownField {
  readonly label: string;
  readonly text: string;
  readonly rich: boolean;
}

/** An image's file in the library. */
export interface PreviewImage {
  readonly storageKey: string;
  readonly thumbKey: string | null;
  readonly alt: string;
}

/** An image entry of the item: the media id and its own title. */
export interface ImageEntry {
  readonly id: number;
  readonly title: string;
}

const YES_NO: Readonly<Record<UiLanguage, readonly [string, string]>> = { it: ['Sì', 'No'], en: ['Yes', 'No'] };

/** The text of one value of a field, or null when the field shows nothing (empty or not a text kind). */
function textOf(field: FieldMeta, value: unknown, language: UiLanguage): string | null {
  if (value === null || value === undefined || value === '') return null;
  switch (field.kind) {
    case 'text':
    case 'textarea':
    case 'richtext':
    case 'date':
    case 'datetime':
    case 'time':
      return typeof value === 'string' && value.trim() !== '' ? value : null;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? String(value) : null;
    case 'boolean':
      return typeof value === 'boolean' ? YES_NO[language][value ? 0 : 1] : null;
    case 'select': {
      const values: unknown[] = Array.isArray(value) ? value : [value];
      const labels = values.flatMap((one) => {
        const option = field.options.find((candidate) => candidate.value === one);
        return option ? [option.label[language]] : [];
      });
      return labels.length > 0 ? labels.join(', ') : null;
    }
    case 'tags': {
      if (!Array.isArray(value)) return null;
      const names = value.flatMap((tag) => (isRecord(tag) && typeof tag.name === 'string' ? [tag.name] : []));
      return names.length > 0 ? names.join(', ') : null;
    }
    default:
      return null;
  }
}

/** The field of the meta at a card's path: held per language or once for the item. */
function fieldAt(meta: EntityMeta, path: string): FieldMeta | undefined {
  return meta.contents.find((field) => field.path === path) ?? meta.fields.find((field) => field.path === path);
}

/** The main fields of the item in one language (its `contents[lang]` and its shared values), in the editor's order. */
export function mainFieldsOf(
  meta: EntityMeta,
  content: Readonly<Record<string, unknown>>,
  item: Readonly<Record<string, unknown>>,
  language: UiLanguage,
): ShownField[] {
  const shown: ShownField[] = [];
  const seen = new Set<string>();
  for (const card of meta.editor.main) {
    for (const path of card.fields) {
      const field = fieldAt(meta, path);
      if (!field || seen.has(path) || field.name === meta.titleField) continue;
      seen.add(path);
      const value = field.perLanguage ? content[field.name] : item[field.name];
      const text = textOf(field, value, language);
      if (text !== null) shown.push({ label: field.label[language], text, rich: field.kind === 'richtext' });
    }
  }
  return shown;
}

/** The image entries of every images field of the item (shared ones, then the language's), the cover first. */
export function imagesOf(
  meta: EntityMeta,
  item: Readonly<Record<string, unknown>>,
  content: Readonly<Record<string, unknown>>,
): ImageEntry[] {
  const entries: { id: number; title: string; cover: boolean }[] = [];
  const fields = [
    ...meta.fields.map((field) => ({ field, value: item[field.name] })),
    ...meta.contents.map((field) => ({ field, value: content[field.name] })),
  ];
  for (const { field, value } of fields) {
    if (field.kind !== 'images' || !Array.isArray(value)) continue;
    for (const entry of value) {
      if (!isRecord(entry) || typeof entry.id !== 'number') continue;
      entries.push({
        id: entry.id,
        title: typeof entry.title === 'string' ? entry.title : '',
        cover: entry.is_primary === true,
      });
    }
  }
  const ordered = [...entries.filter((entry) => entry.cover), ...entries.filter((entry) => !entry.cover)];
  const unique = new Map<number, ImageEntry>();
  for (const { id, title } of ordered) if (!unique.has(id)) unique.set(id, { id, title });
  return [...unique.values()];
}
