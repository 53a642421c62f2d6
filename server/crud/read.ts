/**
 * `GET {path}/{id}`: an item as stored (main row, contents per language, relations), and its API
 * form: values as the admin edits them, plus what the current user may do with it
 * (`nextStatuses` per language, `canSave`).
 */
import { eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { canOnEntity, type AbilityHolder } from '#core/abilities';
import { toWireDateTime } from '#core/dates';
import type { UiLanguage } from '#core/languages';
import { RELATIONS, type RelationName } from '#core/relations';
import { nextStatuses, STATUS, isStatusCode, type StatusCode } from '#core/statuses';
import { rows, type Executor } from '../db/client';
import { isRecord } from '../db/sql';
import type { EntityRuntime, StoredField } from './entity';
import { serverKind, type RelationRow } from './kinds';
import { permalinkOf, type Permalinks } from './permalink';

type Row = Record<string, unknown>;

export interface StoredItem {
  readonly main: Row;
  /** Language → contents row. */
  readonly contents: ReadonlyMap<string, Row>;
  /** `relationKey(...)` → the rows of a field stored in a relation table, in their stored order. */
  readonly relations: ReadonlyMap<string, RelationRow[]>;
}

/** Where a field's relation rows are kept in `StoredItem.relations` (lang '' for shared rows). */
function relationKey(relation: RelationName, field: string, lang: string): string {
  return `${relation}|${lang}|${field}`;
}

export function col(table: PgTable, name: string): PgColumn {
  const found = (getTableColumns(table) as Record<string, PgColumn | undefined>)[name];
  if (!found) throw new Error(`column ${name} missing`);
  return found;
}

export async function loadItem(db: Executor, runtime: EntityRuntime, id: number): Promise<StoredItem | null> {
  const { tables } = runtime;
  const [main] = (await db
    .select()
    .from(tables.main)
    .where(eq(col(tables.main, 'id'), id))) as Row[];
  if (!main) return null;
  const contents = new Map<string, Row>();
  if (tables.contents) {
    const found = (await db
      .select()
      .from(tables.contents)
      .where(eq(col(tables.contents, 'item_id'), id))) as Row[];
    for (const row of found) contents.set(String(row.lang), row);
  }
  const relations = new Map<string, RelationRow[]>();
  for (const relation of runtime.relations.values()) {
    const { description } = relation;
    const column = sql`r.${sql.identifier(description.column)}`;
    // The target's label column is read along when the relation has one (tag names).
    const { label, target } = description;
    const joined = label !== null && target !== null ? { label, target } : null;
    const found = await rows<{ lang: string; field: string; id: number; is_primary: boolean; label: string | null }>(
      db,
      sql`select ${description.perLanguage ? sql`r.lang` : sql`''`} as lang, r.field, ${column} as id,
           ${description.primary ? sql`r.is_primary` : sql`false`} as is_primary,
           ${joined ? sql`t.${sql.identifier(joined.label)}` : sql`null`} as label
         from ${relation.sqlName} r
         ${joined ? sql`join ${sql.identifier(joined.target)} t on t.id = ${column}` : sql``}
         where r.item_id = ${id} order by ${description.ordered ? sql`r."order", ` : sql``}${column}`,
    );
    for (const row of found) {
      const key = relationKey(relation.meta.relation, row.field, row.lang);
      relations.set(key, [
        ...(relations.get(key) ?? []),
        { id: Number(row.id), primary: row.is_primary === true, label: row.label },
      ]);
    }
  }
  return { main, contents, relations };
}

/** True when the entity has a publish step and the user may take it (or it has none). */
export function canPublish(runtime: EntityRuntime, user: AbilityHolder): boolean {
  return !runtime.meta.actions.publish || canOnEntity(user, runtime.meta, 'publish');
}

/** A stored column value as the API sends it (null when there is nothing to send). */
function apiValue(stored: StoredField, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  return serverKind(stored.field).read(stored.field, value);
}

function relationValue(item: StoredItem, stored: StoredField, relation: RelationName, lang: string): unknown {
  const { field } = stored;
  const codec = serverKind(field).relation;
  if (!codec) return null;
  const rowLang = field.perLanguage && RELATIONS[relation].perLanguage ? lang : '';
  return codec.fromRows(field, item.relations.get(relationKey(relation, field.name, rowLang)) ?? []);
}

function valueOf(item: StoredItem, stored: StoredField, row: Row | undefined, lang: string): unknown {
  if (stored.storage === 'main' || stored.storage === 'contents') return apiValue(stored, row?.[stored.field.name]);
  return relationValue(item, stored, stored.storage, lang);
}

export function currentStatus(item: StoredItem | null, lang: string): StatusCode {
  const status = item?.contents.get(lang)?.status;
  return isStatusCode(status) ? status : STATUS.absent;
}

export interface ItemContext {
  readonly user: AbilityHolder;
  readonly language: UiLanguage;
  readonly permalinks: Permalinks;
}

/** The status options of every language for this user (also `GET operations/related_statuses`). */
export function statusOptions(runtime: EntityRuntime, item: StoredItem | null, context: ItemContext) {
  const publish = canPublish(runtime, context.user);
  // A user who may not save this item (create a new one, edit an existing one) has no choice to make.
  const maySave = canOnEntity(context.user, runtime.meta, item ? 'edit' : 'create');
  return Object.fromEntries(
    runtime.languages.map((lang) => {
      const options = nextStatuses({
        current: currentStatus(item, lang),
        canPublish: publish,
        language: context.language,
      });
      return [lang, maySave ? options : options.map((option) => ({ ...option, active: 0 as const }))];
    }),
  );
}

/** The item's field values as the API sends them: shared fields, and contents per language. */
export function apiValues(runtime: EntityRuntime, item: StoredItem): Row {
  const result: Row = {};
  for (const stored of runtime.fields) {
    const value = valueOf(item, stored, item.main, '');
    if (value !== null) result[stored.field.name] = value;
  }
  if (runtime.tables.contents) {
    const contents: Record<string, Row> = {};
    for (const lang of runtime.languages) {
      const row = item.contents.get(lang);
      if (!row) continue;
      const content: Row = {};
      for (const stored of runtime.contents) {
        const value = valueOf(item, stored, row, lang);
        if (value !== null) content[stored.field.name] = value;
      }
      contents[lang] = content;
    }
    result.contents = contents;
  }
  return result;
}

/** The revision draft waiting on a live item: its id and statuses per language. */
export interface PendingRevision {
  readonly id: number;
  readonly statuses: Readonly<Record<string, number>>;
}

export async function pendingRevision(
  db: Executor,
  runtime: EntityRuntime,
  originalId: number,
): Promise<PendingRevision | null> {
  const { main, contents } = runtime.sqlNames;
  const [found] = await rows<{ id: number; statuses: Record<string, number> | null }>(
    db,
    contents
      ? sql`select d.id, (select json_object_agg(c.lang, c.status) from ${contents} c where c.item_id = d.id) as statuses
              from ${main} d where d.original_id = ${originalId} and d.draft > 0 order by d.id limit 1`
      : sql`select d.id, null as statuses from ${main} d
             where d.original_id = ${originalId} and d.draft > 0 order by d.id limit 1`,
  );
  return found ? { id: found.id, statuses: found.statuses ?? {} } : null;
}

export function toApiItem(
  runtime: EntityRuntime,
  item: StoredItem,
  context: ItemContext,
  revision: PendingRevision | null = null,
): Row {
  const { main } = item;
  const result: Row = {
    id: main.id,
    version: main.version,
    created_at: apiDate(main.created_at),
    updated_at: apiDate(main.updated_at),
    // Spec content.md section 4: the item may be saved at status 1 (otherwise at another status);
    // whether the user may save at all is their abilities' business.
    canSave: canPublish(runtime, context.user),
    draft: main.draft,
    original_id: main.original_id ?? null,
  };
  if (runtime.hasStatus) {
    result.nextStatuses = statusOptions(runtime, item, context);
    result.revision = revision?.id ?? null;
    result.revision_statuses = revision?.statuses ?? {};
  }
  const values = apiValues(runtime, item);
  Object.assign(result, values);
  if (isRecord(values.contents)) {
    for (const [lang, content] of Object.entries(values.contents)) {
      const row = item.contents.get(lang);
      if (!isRecord(content)) continue;
      // A revision draft is not on the public site.
      content.permalink =
        Number(main.draft) > 0 ? null : permalinkOf(context.permalinks, runtime, lang, row?.slug, row?.status);
    }
  }
  return result;
}

function apiDate(value: unknown): string | null {
  if (value instanceof Date) return toWireDateTime(value);
  return typeof value === 'string' ? value : null;
}

/** Ids among `ids` that exist in the entity's main table. */
export async function existingIds(db: Executor, runtime: EntityRuntime, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const idColumn = col(runtime.tables.main, 'id');
  const found = (await db
    .select({ id: idColumn })
    .from(runtime.tables.main)
    .where(inArray(idColumn, [...ids]))) as { id: number }[];
  return new Set(found.map((row) => row.id));
}
