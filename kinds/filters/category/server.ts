import { sql } from 'drizzle-orm';
import { categorySubtree } from '../../host/sql';
import type { ServerFilterKind } from '../types';

export const server: ServerFilterKind = {
  plan: (filter, entity) => {
    const relation = entity.categories();
    if (!relation) return () => sql`true`;
    return (
      value,
      scope,
    ) => sql`exists (select 1 from ${relation.table} r where r.item_id = ${scope.item} and r.field = ${filter.field}
        and r.${relation.column} in ${categorySubtree(Number(value))})`;
  },
  counting: null,
  readsPlace: false,
};
