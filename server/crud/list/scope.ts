/** The item a list condition is about, and the conditions on its fields and places (the list plan's SQL pieces). */
import { type SQL, sql } from 'drizzle-orm';
import type { ItemScope as FilterScope } from '../../../kinds/filters/types';
import { keptMunicipalityColumn, type EntityRuntime, type StoredField } from '../entity';
import { serverKind, type PlaceSql } from '../kinds';

export const column = (name: string): SQL => sql`${sql.identifier(name)}`;

/**
 * The item a condition is about: its id, and its main row's columns. In the page and in most
 * totals these are `m.id` and `m.<column>`; in a total counted from the contents rows the id is
 * the row's `item_id`, and the main table is joined only when a condition reads one of its
 * columns (`usesMain`).
 */
export class ItemScope implements FilterScope {
  usesMain = false;
  constructor(readonly item: SQL) {}

  /** A column of the item's main row (`m.<name>`). */
  main(name: string): SQL {
    this.usesMain = true;
    return sql`m.${column(name)}`;
  }
}

export const mainScope = (): ItemScope => new ItemScope(sql`m.id`);

/** A condition on a field's value, whichever table holds it. */
export function fieldCondition(
  runtime: EntityRuntime,
  stored: StoredField,
  scope: FilterScope,
  test: (value: SQL) => SQL,
): SQL {
  const { contents } = runtime.sqlNames;
  if (stored.storage === 'contents' && contents) {
    return sql`exists (select 1 from ${contents} c where c.item_id = ${scope.item} and ${test(sql`c.${column(stored.field.name)}`)})`;
  }
  return test(scope.main(stored.field.name));
}

/** Where a place field's value is, for its kind's place reader. */
export function placeSql(runtime: EntityRuntime, stored: StoredField, scope: FilterScope): PlaceSql {
  const { name } = stored.field;
  if (stored.storage !== 'main' && stored.storage !== 'contents') {
    // In a relation table: no column of the main row (the kind reads the relation).
    const relation = runtime.relations.get(stored.storage);
    return { stored, item: scope.item, column: sql`null`, municipality: null, relation, readerOf };
  }
  const kept = keptMunicipalityColumn(runtime, stored);
  // Getters: the main row is read (and, in a counted total, joined) only for what the kind uses.
  return {
    stored,
    item: scope.item,
    get column() {
      return scope.main(name);
    },
    get municipality() {
      return kept ? scope.main(kept) : null;
    },
    relation: undefined,
    readerOf,
  };
}

const readerOf: PlaceSql['readerOf'] = (field) => serverKind(field).place;
/** The item has a day from `from` to `to` (wire dates, both included; null: open): one GiST index condition. */
export function occursBetween(days: SQL, from: string | null, to: string | null): SQL {
  return sql`${days} && daterange(${from}::date, ${to}::date, '[]')`;
}

/**
 * The item's first day from today on, as a wire date (null: none left). Today is the database
 * server's current date in UTC, whatever the session's time zone. No parameter: the list's select
 * list is compiled once (`./select.ts`).
 */
export function nextOccurrence(days: SQL): SQL {
  return sql`to_char(lower(${days} * datemultirange(daterange((now() at time zone 'UTC')::date, null))), 'YYYY-MM-DD')`;
}
