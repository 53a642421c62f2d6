/**
 * Where the editor's fields live: card paths resolved against the meta (item fields or a
 * language's contents, group members included), form names, and the leaf field an error path
 * belongs to. Pure: no React, no DOM.
 */
import type { LanguageCode } from '#core/languages';
import type { FormMeta, FieldMeta, SlugField, StatusField } from '#core/model';
import { slugify } from '#core/slugify';

/** Fields held once for the item, or per language in `contents[lang]`. */
export type FieldScope = 'item' | 'content';

export interface ResolvedField {
  readonly field: FieldMeta;
  readonly scope: FieldScope;
  /** The dotted path inside its scope (`google.title`). */
  readonly path: string;
}

/** Leaf fields of a field list: group members take the group's place (`google.title`). */
export function leafFields(fields: readonly FieldMeta[]): FieldMeta[] {
  return fields.flatMap((field) => (field.kind === 'group' ? leafFields(field.fields) : [field]));
}

/** A card's field path resolved against the meta; null when the meta has no such field. */
export function resolveField(meta: FormMeta, path: string): ResolvedField | null {
  const scopes: readonly [FieldScope, readonly FieldMeta[]][] = [
    ['item', meta.fields],
    ['content', meta.contents],
  ];
  for (const [scope, fields] of scopes) {
    const field = leafFields(fields).find((candidate) => candidate.path === path);
    if (field) return { field, scope, path };
  }
  return null;
}

/** The form path of a field: `comune`, `contents.it.google.title`. */
export function formName(resolved: Pick<ResolvedField, 'scope' | 'path'>, language: LanguageCode): string {
  return resolved.scope === 'item' ? resolved.path : `contents.${language}.${resolved.path}`;
}

/** The form name of the object holding a field (`contents.it.google` for `contents.it.google.title`). */
export function parentName(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(0, dot);
}

/** The per-language status field, when the entity has one. */
export function statusFieldOf(meta: FormMeta): StatusField | null {
  const found = meta.contents.find((field): field is StatusField => field.kind === 'status');
  return found ?? null;
}

/** The field shown with the status at status 7 (Non accettato), when the meta names one. */
export function noteFieldOf(meta: FormMeta): FieldMeta | null {
  const name = statusFieldOf(meta)?.noteField ?? null;
  if (name === null) return null;
  return leafFields(meta.contents).find((field) => field.path === name || field.name === name) ?? null;
}

/** Leaf fields that could be rendered in a language: the content language of an error path. */
export function languageOfPath(path: string): LanguageCode | null {
  const match = /^contents\.([a-z]{2})(?:\.|$)/.exec(path);
  return match ? (match[1] as LanguageCode) : null;
}

/**
 * The form name an error path belongs to: the longest leaf field path that is the error's path
 * or a prefix of it (`category.ids` → `category`, `contents.it.locations.lat` →
 * `contents.it.locations`). Null when it names no field (`contents`, `version`, ``): those are
 * shown above the form.
 */
export function fieldNameForError(meta: FormMeta, path: string): string | null {
  const language = languageOfPath(path);
  const prefix = language === null ? '' : `contents.${language}.`;
  const rest = path.slice(prefix.length);
  if (rest === '') return null;
  const leaves = leafFields(language === null ? meta.fields : meta.contents);
  let best: string | null = null;
  for (const field of leaves) {
    if (rest === field.path || rest.startsWith(`${field.path}.`)) {
      if (best === null || field.path.length > best.length) best = field.path;
    }
  }
  return best === null ? null : `${prefix}${best}`;
}

/** The path a slug is filled from: its `from` sibling (`title`, or `webcam.title` inside a group). */
export function slugSourcePath(slug: SlugField): string {
  const parent = slug.path.includes('.') ? slug.path.slice(0, slug.path.lastIndexOf('.') + 1) : '';
  return `${parent}${slug.from}`;
}

/** Slug fields of the scope filled from the field at `path` (leaving the title fills the slug). */
export function slugsFilledFrom(meta: FormMeta, scope: FieldScope, path: string): SlugField[] {
  const fields = leafFields(scope === 'item' ? meta.fields : meta.contents);
  return fields.filter((field): field is SlugField => field.kind === 'slug' && slugSourcePath(field) === path);
}

/** The slug made from a title: the spec's helper, cut to the field's length without a trailing dash. */
export function slugFromTitle(title: string, max: number): string {
  return slugify(title).slice(0, max).replace(/-+$/, '');
}
