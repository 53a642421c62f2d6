/**
 * The select list of an entity's list page and how a row's listed columns are filled: the part of
 * the list plan (`./plan.ts`) that the listed columns make.
 */
import { type SQL, sql } from 'drizzle-orm';
import { SERVER_COLUMNS } from '../../../kinds/columns/registry.server';
import type { ColumnEntity } from '../../../kinds/columns/types';
import { precompiled } from '../../db/sql';
import { findField, type EntityRuntime, type StoredField } from '../entity';
import { serverKind } from '../kinds';
import { column, mainScope, nextOccurrence, placeSql } from './scope';

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

/** What the column kinds may know of the entity (`ColumnEntity`), with the tables that count its items' uses. */
function columnEntity(runtime: EntityRuntime, usageTables: readonly UsageTable[]): ColumnEntity {
  const stored = (source: string | null): StoredField | undefined => (source ? findField(runtime, source) : undefined);
  return {
    field: (source) => {
      const found = stored(source);
      if (!found) return null;
      return {
        kind: found.field.kind,
        name: found.field.name,
        main: found.storage === 'main' ? sql`m.${column(found.field.name)}` : null,
        categories: found.storage === 'categories',
      };
    },
    placeNames: (source, which) => {
      const found = stored(source);
      return found ? serverKind(found.field).place.names(placeSql(runtime, found, mainScope()), which) : null;
    },
    categories: () => {
      const relation = runtime.relations.get('categories');
      return relation ? { table: relation.sqlName, column: column(relation.meta.column) } : null;
    },
    usageTables: usageTables.map((usage) => ({ table: usage.table, column: column(usage.column) })),
    nextOccurrence: () => (runtime.occurrences === null ? null : nextOccurrence(sql`m.${column(runtime.occurrences)}`)),
  };
}

/**
 * The columns of a list page: the id, the listed main columns, the contents and revisions per
 * language, and the listed columns computed by their kinds' subqueries. They depend on the entity
 * and its usage tables only, so the plan builds and compiles them once (`precompiled`): a list call
 * then compiles its conditions and order only.
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
      // The pending revision draft the row's edit link opens (spec: "a revision link uses the revision id").
      selected.push(sql`(select d.id from ${main} d where d.original_id = m.id and d.draft > 0
        order by d.id limit 1) as revision_id`);
    }
  }
  const entity = columnEntity(runtime, usageTables);
  for (const listed of runtime.meta.list.columns) {
    const subquery = SERVER_COLUMNS[listed.kind].select(listed, entity);
    if (subquery) selected.push(sql`${subquery} as ${column(`col_${listed.key}`)}`);
  }
  return precompiled(sql.join(selected, sql`, `));
}

/** How a list row fills one listed column (`toListRow`), worked out once per entity. */
export interface RowColumn {
  readonly key: string;
  /** The row's column of a computed value (`col_<key>`), when the select list has it. */
  readonly computed: string;
  /** The value from the computed one, in the row's shown language (its kind's). */
  readonly value: (computed: unknown, lang: string) => unknown;
  readonly source: string | null;
  /** The source is a contents column: read from the row's shown language. */
  readonly fromContents: boolean;
}

export function rowColumns(runtime: EntityRuntime): readonly RowColumn[] {
  const columns: RowColumn[] = [];
  for (const listed of runtime.meta.list.columns) {
    const kind = SERVER_COLUMNS[listed.kind];
    if (!kind.inRow || listed.key === 'title') continue;
    const source = listed.source ?? null;
    columns.push({
      key: listed.key,
      computed: `col_${listed.key}`,
      value: (computed, lang) => kind.rowValue(computed, lang, listed),
      source,
      fromContents: source !== null && findField(runtime, source)?.storage === 'contents',
    });
  }
  return columns;
}
