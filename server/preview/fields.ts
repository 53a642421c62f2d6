/**
 * What the server's preview page (`./page.ts`) shows of an item, read from its entity's meta
 * alone (no entity is named here): the **main fields** are the fields of the editor's main column
 * (`editor.main` cards, in their order) whose kind reads its value for a reader (the kind's
 * reading, `kinds/<kind>/readable.ts`, shared with the admin's history: in the reader's UI language,
 * from the API value alone; no kind is named here) and whose value reads as something: text,
 * textarea, rich text, number, date, date-time, time, yes/no, select (its options' labels), tags,
 * address, contacts, reference (the items' names) and entity picks (their titles). The title (the
 * page's heading) is left out, and so are the kinds without a reading: slugs, groups (SEO, social),
 * lists, files and images, and kinds whose value holds only ids (categories, municipalities,
 * author, portals). The **images** are the entries of every `images` field, the cover
 * (`is_primary`) first; their files are read from the media library by id.
 */
import type { UiLanguage } from '#core/languages';
import type { EntityMeta, FieldMeta } from '#core/model';
import { readableOf } from '../../kinds/registry.readable';
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

/** The text of one value of a field (its kind's reading), or null when the field shows nothing. */
function shownOf(field: FieldMeta, value: unknown, language: UiLanguage): Pick<ShownField, 'text' | 'rich'> | null {
  const read = readableOf(field, value, language);
  if (read === null) return null;
  return typeof read === 'string' ? { text: read, rich: false } : { text: read.html, rich: true };
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
      const read = shownOf(field, value, language);
      if (read !== null) shown.push({ label: field.label[language], ...read });
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
