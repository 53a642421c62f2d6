/**
 * Where media files are used: every image and file field of every schema (at any depth of groups
 * and lists) references media by id. Deleting a file detaches it from the items that use it, in
 * the delete's transaction: the entry leaves the field, the remaining images are renumbered and,
 * when the cover went, the first remaining image becomes the cover.
 *
 * Nothing here names an entity: the fields come from the registry's metadata.
 */
import { getTableColumns, sql, type SQL, type Table } from 'drizzle-orm';
import type { FieldMeta } from '#core/model';
import { rows, type Executor } from '../db/client';
import { idList, isRecord } from '../db/sql';
import type { EntityRuntime } from '../crud/entity';
import { loadItem, type StoredItem } from '../crud/read';
import { recordHistory, type HistoryActor } from '../history/record';

/** Whether a field holds media references (itself, or a member of its group or list). */
export function holdsMedia(field: FieldMeta): boolean {
  if (field.kind === 'images' || field.kind === 'files') return true;
  return field.kind === 'group' || field.kind === 'list' ? field.fields.some(holdsMedia) : false;
}

const mediaId = (entry: unknown): number | null => (isRecord(entry) && typeof entry.id === 'number' ? entry.id : null);

/** Images after some left: numbered from 1, and a cover again if the field has one and lost it. */
function settleImages(images: readonly unknown[], cover: boolean): unknown[] {
  const settled = images.map((image, index) => (isRecord(image) ? { ...image, order: index + 1 } : image));
  if (cover && settled.length > 0 && !settled.some((image) => isRecord(image) && image.is_primary === true)) {
    const [first] = settled;
    if (isRecord(first)) settled[0] = { ...first, is_primary: true };
  }
  return settled;
}

/**
 * `value` of `field` without the media in `ids`; the same value (by reference) when it names none
 * of them.
 */
export function withoutMedia(field: FieldMeta, value: unknown, ids: ReadonlySet<number>): unknown {
  if (field.kind === 'images' || field.kind === 'files') {
    if (!Array.isArray(value)) return value;
    const kept = value.filter((entry) => {
      const id = mediaId(entry);
      return id === null || !ids.has(id);
    });
    if (kept.length === value.length) return value;
    return field.kind === 'images' ? settleImages(kept, field.cover) : kept;
  }
  if (field.kind === 'group') {
    if (!isRecord(value)) return value;
    let changed = false;
    const next: Record<string, unknown> = { ...value };
    for (const member of field.fields) {
      const updated = memberWithoutMedia(member, value[member.name], ids);
      if (updated !== value[member.name]) {
        next[member.name] = updated;
        changed = true;
      }
    }
    return changed ? next : value;
  }
  if (field.kind === 'list') {
    if (!Array.isArray(value)) return value;
    let changed = false;
    const next = value.map((entry) => {
      const updated = withoutMedia({ ...field, kind: 'group' } as FieldMeta, entry, ids);
      if (updated !== entry) changed = true;
      return updated;
    });
    return changed ? next : value;
  }
  return value;
}

/** A member of a group or list entry without the media: a per-language one in each language. */
function memberWithoutMedia(member: FieldMeta, value: unknown, ids: ReadonlySet<number>): unknown {
  if (!member.perLanguage || !isRecord(value) || !holdsMedia(member)) return withoutMedia(member, value, ids);
  let changed = false;
  const next: Record<string, unknown> = {};
  for (const [lang, inner] of Object.entries(value)) {
    next[lang] = withoutMedia(member, inner, ids);
    if (next[lang] !== inner) changed = true;
  }
  return changed ? next : value;
}

/** A table holding media fields of an entity: its main table (`id`) or its contents (`item_id`). */
interface MediaTable {
  readonly runtime: EntityRuntime;
  readonly table: SQL;
  /** The row's key column and the item it belongs to. */
  readonly key: 'id' | 'content';
  readonly fields: readonly FieldMeta[];
  /** Each field's column name (`descrizioneFile` → `descrizione_file`). */
  readonly columns: ReadonlyMap<string, string>;
}

function columnNames(table: Table, fields: readonly FieldMeta[]): Map<string, string> {
  const columns = getTableColumns(table);
  return new Map(fields.map((field) => [field.name, columns[field.name]?.name ?? field.name]));
}

function mediaTables(entities: Iterable<EntityRuntime>): MediaTable[] {
  const tables: MediaTable[] = [];
  for (const runtime of entities) {
    const main = runtime.fields.filter((stored) => stored.storage === 'main').map((stored) => stored.field);
    const contents = runtime.contents.filter((stored) => stored.storage === 'contents').map((stored) => stored.field);
    if (main.some(holdsMedia)) {
      const fields = main.filter(holdsMedia);
      tables.push({
        runtime,
        table: runtime.sqlNames.main,
        key: 'id',
        fields,
        columns: columnNames(runtime.tables.main, fields),
      });
    }
    if (runtime.sqlNames.contents && runtime.tables.contents && contents.some(holdsMedia)) {
      const fields = contents.filter(holdsMedia);
      tables.push({
        runtime,
        table: runtime.sqlNames.contents,
        key: 'content',
        fields,
        columns: columnNames(runtime.tables.contents, fields),
      });
    }
  }
  return tables;
}

/** Any `id` at any depth of the column equal to one of `ids` (the JS side then checks the field). */
function mentions(column: string, ids: readonly number[]): SQL {
  return sql`jsonb_path_exists(${sql.identifier(column)}, '$.**.id ? (@ == $ids[*])', jsonb_build_object('ids', ${JSON.stringify(ids)}::jsonb))`;
}

interface CandidateRow {
  readonly row_id: number;
  readonly item_id: number;
  readonly [column: string]: unknown;
}

async function candidates(
  db: Executor,
  table: MediaTable,
  ids: readonly number[],
  lock: boolean,
): Promise<CandidateRow[]> {
  const columnOf = (field: FieldMeta) => table.columns.get(field.name) ?? field.name;
  const columns = table.fields.map((field) => sql`${sql.identifier(columnOf(field))} as ${sql.identifier(field.name)}`);
  const item = table.key === 'id' ? sql`id` : sql`item_id`;
  return rows<CandidateRow>(
    db,
    sql`select id::int as row_id, ${item}::int as item_id, ${sql.join(columns, sql`, `)}
          from ${table.table}
         where ${sql.join(
           table.fields.map((field) => mentions(columnOf(field), ids)),
           sql` or `,
         )}
         order by id ${lock ? sql`for update` : sql``}`,
  );
}

/** The items (entity and id) whose fields reference any of `ids`. */
export interface MediaUse {
  readonly runtime: EntityRuntime;
  readonly itemId: number;
}

function usesOf(table: MediaTable, row: CandidateRow, ids: ReadonlySet<number>): boolean {
  return table.fields.some((field) => withoutMedia(field, row[field.name], ids) !== row[field.name]);
}

/** Every item that references one of `ids`, each once, in a stable order. */
export async function mediaUses(
  db: Executor,
  entities: Iterable<EntityRuntime>,
  ids: readonly number[],
): Promise<MediaUse[]> {
  const wanted = new Set(ids);
  const seen = new Set<string>();
  const uses: MediaUse[] = [];
  for (const table of mediaTables(entities)) {
    for (const row of await candidates(db, table, ids, false)) {
      const key = `${table.runtime.name}:${row.item_id}`;
      if (seen.has(key) || !usesOf(table, row, wanted)) continue;
      seen.add(key);
      uses.push({ runtime: table.runtime, itemId: row.item_id });
    }
  }
  return uses;
}

/**
 * Removes the media `ids` from every field that references them (in the caller's transaction),
 * each changed item's change recorded in the history as `actor`'s; answers how many items changed.
 */
export async function detachMedia(
  db: Executor,
  entities: Iterable<EntityRuntime>,
  ids: readonly number[],
  actor: HistoryActor,
): Promise<number> {
  const wanted = new Set(ids);
  const changed = new Map<string, { runtime: EntityRuntime; itemId: number; before: StoredItem | null }>();
  for (const table of mediaTables(entities)) {
    for (const row of await candidates(db, table, ids, true)) {
      const updates: SQL[] = [];
      for (const field of table.fields) {
        const value = row[field.name];
        const next = withoutMedia(field, value, wanted);
        const column = table.columns.get(field.name) ?? field.name;
        if (next !== value) updates.push(sql`${sql.identifier(column)} = ${JSON.stringify(next)}::jsonb`);
      }
      if (updates.length === 0) continue;
      const key = `${table.runtime.name}:${row.item_id}`;
      if (!changed.has(key)) {
        const before = await loadItem(db, table.runtime, row.item_id);
        changed.set(key, { runtime: table.runtime, itemId: row.item_id, before });
      }
      await db.execute(sql`update ${table.table} set ${sql.join(updates, sql`, `)} where id = ${row.row_id}`);
    }
  }
  for (const { runtime, itemId, before } of changed.values()) {
    await recordHistory(db, { runtime, itemId, actor, before, after: await loadItem(db, runtime, itemId) });
  }
  return changed.size;
}

/** How many uses a usage answer lists (the total counts them all). */
export const USAGE_LISTED = 50;

/** The titles of items, Italian first, by entity: one statement per entity. */
export async function titlesOf(db: Executor, uses: readonly MediaUse[]): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  const byEntity = new Map<EntityRuntime, number[]>();
  for (const use of uses) byEntity.set(use.runtime, [...(byEntity.get(use.runtime) ?? []), use.itemId]);
  for (const [runtime, itemIds] of byEntity) {
    const { main, contents } = runtime.sqlNames;
    const column = sql.identifier(runtime.title.name);
    const found = await rows<{ id: number; title: string | null }>(
      db,
      runtime.title.perLanguage && contents
        ? sql`select distinct on (c.item_id) c.item_id::int as id, c.${column}::text as title
                from ${contents} c where c.item_id in ${idList(itemIds)}
               order by c.item_id, (c.lang = 'it') desc, c.lang`
        : sql`select m.id::int as id, m.${column}::text as title from ${main} m where m.id in ${idList(itemIds)}`,
    );
    for (const row of found) titles.set(`${runtime.name}:${row.id}`, row.title ?? '');
  }
  return titles;
}
