import { sql } from 'drizzle-orm';
import type { ListFilter } from '../../../core/model';
import { categorySubtree } from '../../host/sql';
import type { FilterCondition, FilterEntity, ServerFilterKind } from '../types';

/**
 * The items whose category field `filter.field` holds the value's category or one below it. The
 * subtree is an array (`= any(array(...))`, computed once) rather than an `in (subquery)`: the
 * planner then reads the relation's `(category_id, field, item_id)` index for those categories
 * instead of hashing every row of the field (the recursive subtree's row estimate is far too high).
 * The Durata total over 100,000 itineraries: 27.6 ms against 43.8 under EXPLAIN ANALYZE.
 */
export function categoryCondition(filter: ListFilter, entity: FilterEntity): FilterCondition {
  const relation = entity.categories();
  if (!relation) return () => sql`true`;
  return (
    value,
    scope,
  ) => sql`exists (select 1 from ${relation.table} r where r.item_id = ${scope.item} and r.field = ${filter.field}
        and r.${relation.column} = any(array${categorySubtree(Number(value))}))`;
}

export const server: ServerFilterKind = {
  plan: categoryCondition,
  counting: null,
  readsPlace: false,
};
