/**
 * The list plan of an entity: what a list call needs of the entity's schema, worked out once per
 * entity (on its first list call, then kept for the process) rather than looked up per request:
 * each filter's parser and SQL condition from its kind (`kinds/filters/<kind>/server.ts`), the
 * fields the keywords search, the default place field, and the order expressions.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { ListFilter } from '#core/model';
import { SERVER_FILTERS } from '../../../kinds/filters/registry.server';
import type {
  FieldTest,
  FilterCondition,
  FilterEntity,
  ItemScope as FilterScope,
  ServerFilterKind,
} from '../../../kinds/filters/types';
import { findField, keptMunicipalityColumn, type EntityRuntime, type StoredField } from '../entity';
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
    return { stored, item: scope.item, column: sql`null`, municipality: null, relation };
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
  };
}

/** A filter as the plan holds it: its kind's server part and its condition for the entity. */
export interface FilterPlan {
  readonly filter: ListFilter;
  readonly kind: ServerFilterKind;
  readonly condition: FilterCondition | null;
  /**
   * A municipality filter whose place field's municipality is maintained in the counts (a field
   * of the municipalities relation, or an address with its kept column): that field's name.
   */
  readonly maintainedPlace: string | null;
}

export interface ListPlan {
  readonly filters: readonly FilterPlan[];
  /** Conditions of the fields the keywords search. */
  readonly search: readonly FieldTest[];
  /** The place field of the entity's municipality (search answers, place filters without a field of their own). */
  readonly place: StoredField | undefined;
}

/**
 * The place field the filters and the search read: the named one, else the field of the first
 * place filter that names one, else the entity's first place field (by the rank of its kind's
 * place reader: municipalities, then addresses).
 */
function placeField(runtime: EntityRuntime, named: string | null): StoredField | undefined {
  const name =
    named ?? runtime.meta.list.filters.find((other) => other.field && SERVER_FILTERS[other.kind].readsPlace)?.field;
  if (name) return findField(runtime, name);
  let best: { stored: StoredField; rank: number } | undefined;
  for (const stored of runtime.fields) {
    const { rank } = serverKind(stored.field).place;
    if (rank !== null && (best === undefined || rank < best.rank)) best = { stored, rank };
  }
  return best?.stored;
}

/** What the filter kinds may know of the entity (`FilterEntity`). */
function filterEntity(runtime: EntityRuntime): FilterEntity {
  const fieldTest =
    (stored: StoredField): FieldTest =>
    (scope, test) =>
      fieldCondition(runtime, stored, scope, test);
  return {
    contents: runtime.sqlNames.contents,
    field: (name) => {
      const stored = name ? findField(runtime, name) : undefined;
      return stored ? fieldTest(stored) : null;
    },
    place: (name) => {
      const stored = placeField(runtime, name);
      if (!stored) return null;
      return (scope, match) => serverKind(stored.field).place.condition(placeSql(runtime, stored, scope), match);
    },
    categories: () => {
      const relation = runtime.relations.get('categories');
      return relation ? { table: relation.sqlName, column: column(relation.meta.column) } : null;
    },
  };
}

function maintainedPlace(runtime: EntityRuntime, filter: ListFilter, kind: ServerFilterKind): string | null {
  if (kind.counting !== 'municipality') return null;
  const stored = placeField(runtime, filter.field);
  if (!stored) return null;
  return stored.storage === 'municipalities' || keptMunicipalityColumn(runtime, stored) !== null
    ? stored.field.name
    : null;
}

function compile(runtime: EntityRuntime): ListPlan {
  const entity = filterEntity(runtime);
  const filters = runtime.meta.list.filters.map((filter): FilterPlan => {
    const kind = SERVER_FILTERS[filter.kind];
    return {
      filter,
      kind,
      condition: kind.plan(filter, entity),
      maintainedPlace: maintainedPlace(runtime, filter, kind),
    };
  });
  const search = runtime.meta.list.search.flatMap((name) => entity.field(name) ?? []);
  return { filters, search, place: placeField(runtime, null) };
}

const plans = new WeakMap<EntityRuntime, ListPlan>();

/** The entity's list plan, compiled on first use and kept. */
export function listPlan(runtime: EntityRuntime): ListPlan {
  let plan = plans.get(runtime);
  if (!plan) {
    plan = compile(runtime);
    plans.set(runtime, plan);
  }
  return plan;
}
