/**
 * The list plan of an entity: what a list call needs of the entity's schema, worked out once per
 * entity at server start (`planList`, where its routes are registered) rather than looked up per
 * request: each filter's SQL condition from its kind (`kinds/filters/<kind>/server.ts`; its
 * parameter is read by the list call's contract, `kinds/filters/<kind>/definition.ts`),
 * the fields the keywords search, the default place field, the select list and row mapping of the
 * listed columns from their kinds (`./select.ts`, `kinds/columns/<kind>/server.ts`), and the order
 * expressions of the sortable fields.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { ListFilter, SortOrder } from '#core/model';
import { SERVER_FILTERS } from '../../../kinds/filters/registry.server';
import { FILTER_DEFINITIONS } from '../../../kinds/filters/registry.generator';
import type { FieldTest, FilterCondition, FilterEntity, ServerFilterKind } from '../../../kinds/filters/types';
import { findField, keptMunicipalityColumn, type EntityRuntime, type StoredField } from '../entity';
import { serverKind } from '../kinds';
import { column, fieldCondition, occursBetween, placeSql } from './scope';
import { rowColumns, selectList, type RowColumn, type UsageTable } from './select';

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
  /** The list call reads a parameter of its own for it (the keyword box's is the call's `keywords`). */
  readonly hasParam: boolean;
}

export interface ListPlan {
  readonly filters: readonly FilterPlan[];
  /** Conditions of the fields the keywords search. */
  readonly search: readonly FieldTest[];
  /** The place field of the entity's municipality (search answers, place filters without a field of their own). */
  readonly place: StoredField | undefined;
  /** How a row's listed columns are filled. */
  readonly rows: readonly RowColumn[];
  /** The page's select list (with the usage counts of the entity's usage tables), built and compiled once. */
  readonly select: SQL;
  /** The order clause of a sort (a sortable field) in the list's language. */
  order(sort: SortOrder, lang: string): SQL;
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
    occurrences: () => {
      const days = runtime.occurrences;
      return days === null ? null : (scope, from, to) => occursBetween(scope.main(days), from, to);
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

function compile(runtime: EntityRuntime, usageTables: readonly UsageTable[]): ListPlan {
  const entity = filterEntity(runtime);
  const filters = runtime.meta.list.filters.map((filter): FilterPlan => {
    const kind = SERVER_FILTERS[filter.kind];
    return {
      filter,
      kind,
      condition: kind.plan(filter, entity),
      maintainedPlace: maintainedPlace(runtime, filter, kind),
      hasParam: FILTER_DEFINITIONS[filter.kind].param(filter) !== null,
    };
  });
  const search = runtime.meta.list.search.flatMap((name) => entity.field(name) ?? []);
  const orders = new Map(runtime.meta.list.sortable.map((field) => [field, orderExpression(runtime, field)]));
  return {
    filters,
    search,
    place: placeField(runtime, null),
    rows: rowColumns(runtime),
    select: selectList(runtime, usageTables),
    order: ({ field, direction }, lang) => {
      const dir = direction === 'asc' ? sql`asc` : sql`desc`;
      if (field === 'id') return sql`m.id ${dir}`;
      const expr = (orders.get(field) ?? orderExpression(runtime, field))(lang);
      return sql`${expr} ${dir} nulls last, m.id ${dir}`;
    },
  };
}

/** The value a sortable field sorts by: its main column, or its contents column in the list's language. */
function orderExpression(runtime: EntityRuntime, field: string): (lang: string) => SQL {
  const stored = findField(runtime, field);
  const { contents } = runtime.sqlNames;
  if (stored?.storage === 'contents' && contents) {
    return (lang) => sql`(select c.${column(field)} from ${contents} c where c.item_id = m.id and c.lang = ${lang})`;
  }
  const main = sql`m.${column(field)}`;
  return () => main;
}

const plans = new WeakMap<EntityRuntime, ListPlan>();

/**
 * Compiles the entity's list plan and keeps it for the process: called once per entity at start,
 * where its calls are registered (`registerEntityCalls`), so no list call plans anything.
 */
export function planList(runtime: EntityRuntime, usageTables: readonly UsageTable[]): ListPlan {
  const plan = compile(runtime, usageTables);
  plans.set(runtime, plan);
  return plan;
}

/** The entity's list plan, compiled at start (`planList`). */
export function listPlan(runtime: EntityRuntime): ListPlan {
  const plan = plans.get(runtime);
  if (!plan)
    throw new Error(`No list plan for '${runtime.meta.name}': planList compiles it where its routes are registered`);
  return plan;
}
