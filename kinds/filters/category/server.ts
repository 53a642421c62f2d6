import { sql } from 'drizzle-orm';
import type { ListFilter } from '../../../core/model';
import { categorySubtree } from '../../host/sql';
import type { FilterCondition, FilterEntity, ServerFilterKind } from '../types';

/** The items whose category field `filter.field` holds the value's category or one below it. */
export function categoryCondition(filter: ListFilter, entity: FilterEntity): FilterCondition {
  const relation = entity.categories();
  if (!relation) return () => sql`true`;
  return (
    value,
    scope,
  ) => sql`exists (select 1 from ${relation.table} r where r.item_id = ${scope.item} and r.field = ${filter.field}
        and r.${relation.column} in ${categorySubtree(Number(value))})`;
}

export const server: ServerFilterKind = {
  plan: categoryCondition,
  counting: null,
  readsPlace: false,
};
