import { sql } from 'drizzle-orm';
import { MAX_ID } from '#core/limits';
import { categorySubtree } from '../../host/sql';
import type { ServerFilterKind } from '../types';

export const server: ServerFilterKind = {
  parse: (reader, filter) => {
    const value = reader.integer(filter.param, { min: -1, max: MAX_ID });
    return value === -1 || value === 0 ? undefined : value;
  },
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
