/**
 * An item as the data hub receives it, in one language (docs/integrations.md, "The payload"):
 * built from the entity's meta, never from its name. The per-language texts of the content-item
 * fragment (the title field, the slug, `excerpt`, `description`), the permalink, the first
 * single address's coordinates and municipality, the municipalities of municipality fields,
 * every category field's categories, and the hub's type and difficulty categories from the
 * fields the schema's `tdh` names; the settings' prefix, region and author name.
 */
import { sql } from 'drizzle-orm';
import type { TdhLanguage, TdhType } from '#core/tdh';
import type { CategoryField } from '#core/model';
import { rows, type Executor } from '../../db/client';
import { isRecord } from '../../db/sql';
import type { EntityRuntime } from '../../crud/entity';
import { permalinkOf, type Permalinks } from '../../crud/permalink';
import { apiValues, type StoredItem } from '../../crud/read';

/** The settings the payload carries (advanced settings, section `tdh`). */
export interface TdhPayloadSettings {
  readonly prefix: string;
  readonly region: string;
  readonly authorName: string;
  /** Keep links in descriptions (otherwise an `<a>` becomes its text). */
  readonly hyperlinkDescriptions: boolean;
}

export interface TdhCategory {
  readonly id: number;
  readonly main: number;
  readonly title: string;
}

export interface TdhPayload {
  /** Our stable id of the item at the hub: `{prefix}{entity}-{id}`. */
  readonly externalId: string;
  readonly type: TdhType;
  readonly lang: TdhLanguage;
  readonly title: string;
  readonly abstract: string | null;
  /** HTML. */
  readonly description: string | null;
  readonly slug: string | null;
  readonly permalink: string | null;
  readonly coordinates: { readonly lat: number; readonly lng: number } | null;
  readonly municipalities: readonly { readonly id: number; readonly name: string; readonly istat: string }[];
  readonly categories: readonly TdhCategory[];
  readonly tdhType: readonly TdhCategory[];
  readonly tdhDifficulty: readonly TdhCategory[];
  readonly region: string | null;
  readonly author: string | null;
  readonly updatedAt: string | null;
}

type Row = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** Ids a category or municipality value holds: a number, a list, or `{ids}`. */
function idsOf(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (Array.isArray(value)) return value.flatMap(idsOf);
  if (isRecord(value)) {
    if (Array.isArray(value.ids)) return idsOf(value.ids);
    if (typeof value.id === 'number') return [value.id];
  }
  return [];
}

function unlinked(html: string): string {
  return html.replace(/<a\b[^>]*>/gi, '').replace(/<\/a\s*>/gi, '');
}

export async function buildPayload(options: {
  readonly db: Executor;
  readonly runtime: EntityRuntime;
  readonly item: StoredItem;
  readonly lang: TdhLanguage;
  readonly settings: TdhPayloadSettings;
  readonly permalinks: Permalinks;
}): Promise<TdhPayload> {
  const { db, runtime, item, lang, settings } = options;
  const { meta } = runtime;
  if (!meta.tdh) throw new Error(`${meta.name} does not go to the data hub`);
  const values = apiValues(runtime, item);
  const allContents = isRecord(values.contents) ? values.contents : {};
  const contents: Row = isRecord(allContents[lang]) ? allContents[lang] : {};
  const stored = item.contents.get(lang);
  const slugField = meta.contents.find((field) => field.kind === 'slug');
  const contentOfKind = (name: string, kinds: readonly string[]) =>
    meta.contents.some((field) => field.name === name && kinds.includes(field.kind)) ? text(contents[name]) : null;
  const description = contentOfKind('description', ['richtext', 'textarea']);

  const address = meta.fields.find((field) => field.kind === 'address' && !field.multiple);
  const place = address && isRecord(values[address.name]) ? values[address.name] : null;
  const lat = isRecord(place) ? place.lat : undefined;
  const lng = isRecord(place) ? place.lng : undefined;
  const municipalityIds = new Set<number>();
  if (isRecord(place)) idsOf(place.city).forEach((id) => municipalityIds.add(id));
  for (const field of meta.fields.filter((candidate) => candidate.kind === 'municipalities'))
    idsOf(values[field.name]).forEach((id) => municipalityIds.add(id));

  const categoryFields = meta.fields.filter((field): field is CategoryField => field.kind === 'category');
  const chosen = new Map(categoryFields.map((field) => [field.name, idsOf(values[field.name])]));
  const titles = await categoryTitles(db, [...new Set([...chosen.values()].flat())], lang);
  const categoriesOf = (field: CategoryField): TdhCategory[] =>
    (chosen.get(field.name) ?? []).map((id) => ({ id, main: field.main, title: titles.get(id) ?? '' }));
  const named = (name: string | null) => {
    const field = categoryFields.find((candidate) => candidate.name === name);
    return field ? categoriesOf(field) : [];
  };
  const special = new Set([meta.tdh.typeField, meta.tdh.difficultyField]);

  return {
    externalId: `${settings.prefix}${meta.name}-${String(item.main.id)}`,
    type: meta.tdh.type,
    lang,
    title: text(contents[runtime.title.name]) ?? text(values[runtime.title.name]) ?? '',
    abstract: contentOfKind('excerpt', ['textarea', 'text']),
    description: description === null || settings.hyperlinkDescriptions ? description : unlinked(description),
    slug: slugField ? text(contents[slugField.name]) : null,
    permalink: slugField
      ? permalinkOf(options.permalinks, runtime, lang, stored?.[slugField.name], stored?.status)
      : null,
    coordinates: typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null,
    municipalities: await municipalities(db, [...municipalityIds]),
    categories: categoryFields.filter((field) => !special.has(field.name)).flatMap(categoriesOf),
    tdhType: named(meta.tdh.typeField),
    tdhDifficulty: named(meta.tdh.difficultyField),
    region: text(settings.region),
    author: text(settings.authorName),
    updatedAt: item.main.updated_at instanceof Date ? item.main.updated_at.toISOString() : null,
  };
}

async function categoryTitles(db: Executor, ids: readonly number[], lang: string): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const found = await rows<{ id: number; title: string | null }>(
    db,
    sql`select c.id, coalesce(mine.title, it.title) as title from categories c
          left join category_contents mine on mine.category_id = c.id and mine.lang = ${lang}
          left join category_contents it on it.category_id = c.id and it.lang = 'it'
         where c.id in (${sql.join(
           ids.map((id) => sql`${id}`),
           sql`, `,
         )})`,
  );
  return new Map(found.map((row) => [Number(row.id), row.title ?? '']));
}

async function municipalities(db: Executor, ids: readonly number[]): Promise<TdhPayload['municipalities']> {
  if (ids.length === 0) return [];
  const found = await rows<{ id: number; city: string; istat: string }>(
    db,
    sql`select id, name as city, istat from municipalities where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) order by city`,
  );
  return found.map((row) => ({ id: Number(row.id), name: row.city, istat: row.istat }));
}
