/**
 * The select list of an entity's list page and how a row's listed columns are filled: the part of
 * the list plan (`./plan.ts`) that the listed columns make.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { ListColumn } from '#core/model';
import { precompiled } from '../../db/sql';
import { findField, type EntityRuntime, type StoredField } from '../entity';
import { serverKind } from '../kinds';
import { column, mainScope, placeSql } from './scope';

/** A relation table whose ids point at an entity's items (tags: every `_tags` table), for usage counts. */
export interface UsageTable {
  readonly table: SQL;
  /** The column holding the item's id. */
  readonly column: string;
}

/** How a contents column is put into the row JSON (its kind's `listValue`: dates as the wire format). */
function jsonValue(stored: StoredField, expr: SQL): SQL {
  return serverKind(stored.field).listValue(expr);
}

/** Contents columns a list row needs: title, slug, status, and the listed ones. */
function listedContents(runtime: EntityRuntime): StoredField[] {
  const wanted = new Set([runtime.title.name, 'slug', 'status']);
  for (const listed of runtime.meta.list.columns) if (listed.source) wanted.add(listed.source);
  return runtime.contents.filter((stored) => stored.storage === 'contents' && wanted.has(stored.field.name));
}

/** A listed column computed by a subquery (relations, places, usage counts), or null. */
function columnSubquery(runtime: EntityRuntime, listed: ListColumn, usageTables: readonly UsageTable[]): SQL | null {
  if (listed.kind === 'count') {
    const usages = usageTables.map(
      (usage) => sql`(select count(*) from ${usage.table} u where u.${column(usage.column)} = m.id)`,
    );
    return usages.length === 0 ? sql`0` : sql`(${sql.join(usages, sql` + `)})::int`;
  }
  if (!listed.source) return null;
  const stored = findField(runtime, listed.source);
  if (!stored) return null;
  if (listed.kind === 'municipality' || listed.kind === 'province') {
    return serverKind(stored.field).place.names(placeSql(runtime, stored, mainScope()), listed.kind);
  }
  if (listed.kind === 'street' && stored.field.kind === 'address' && stored.storage === 'main') {
    const at = sql`m.${column(stored.field.name)}`;
    return sql`nullif(trim(concat_ws(' ', ${at}->>'address', ${at}->>'number')), '')`;
  }
  const categories = runtime.relations.get('categories');
  if (listed.kind === 'category' && stored.storage === 'categories' && categories) {
    const id = sql`r.${column(categories.meta.column)}`;
    return sql`(select json_agg((select json_object_agg(cc.lang, cc.title) from category_contents cc
        where cc.category_id = ${id}) order by r.is_primary desc, ${id})
      from ${categories.sqlName} r where r.item_id = m.id and r.field = ${stored.field.name})`;
  }
  return null;
}

/**
 * The columns of a list page: the id, the listed main columns, the contents and revisions per
 * language, and the listed columns computed by subqueries. They depend on the entity and the
 * usage tables only, so the plan builds and compiles them once (`precompiled`): a list call then
 * compiles its conditions and order only.
 */
export function selectList(runtime: EntityRuntime, usageTables: readonly UsageTable[]): SQL {
  const { main, contents } = runtime.sqlNames;
  const selected: SQL[] = [sql`m.id`];
  for (const stored of runtime.fields) {
    if (stored.storage !== 'main') continue;
    const listed =
      runtime.meta.list.columns.some((c) => c.source === stored.field.name) || stored.field.name === runtime.title.name;
    if (listed) selected.push(sql`m.${column(stored.field.name)}`);
  }
  if (contents) {
    const pairs = listedContents(runtime).flatMap((stored) => [
      sql.raw(`'${stored.field.name}'`),
      jsonValue(stored, sql`c.${column(stored.field.name)}`),
    ]);
    selected.push(sql`(select json_agg(json_build_object('lang', c.lang, ${sql.join(pairs, sql`, `)}))
      from ${contents} c where c.item_id = m.id) as contents`);
    if (runtime.hasStatus) {
      selected.push(sql`(select json_agg(json_build_object('lang', c.lang, 'status', c.status))
        from ${main} d join ${contents} c on c.item_id = d.id
        where d.original_id = m.id and d.draft > 0) as revisions`);
    }
  }
  for (const listed of runtime.meta.list.columns) {
    const subquery = columnSubquery(runtime, listed, usageTables);
    if (subquery) selected.push(sql`${subquery} as ${column(`col_${listed.key}`)}`);
  }
  return precompiled(sql.join(selected, sql`, `));
}

/** How a list row fills one listed column (`toListRow`), worked out once per entity. */
export interface RowColumn {
  readonly key: string;
  /** The row's column of a computed value (`col_<key>`), when the select list has it. */
  readonly computed: string;
  readonly count: boolean;
  readonly source: string | null;
  /** The source is a contents column: read from the row's shown language. */
  readonly fromContents: boolean;
}

export function rowColumns(runtime: EntityRuntime): readonly RowColumn[] {
  const columns: RowColumn[] = [];
  for (const listed of runtime.meta.list.columns) {
    if (listed.kind === 'id' || listed.kind === 'statuses' || listed.kind === 'languages' || listed.kind === 'actions')
      continue;
    if (listed.key === 'title') continue;
    const source = listed.source ?? null;
    columns.push({
      key: listed.key,
      computed: `col_${listed.key}`,
      count: listed.kind === 'count',
      source,
      fromContents: source !== null && findField(runtime, source)?.storage === 'contents',
    });
  }
  return columns;
}
