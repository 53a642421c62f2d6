import { sql } from 'drizzle-orm';
import { categoryCondition } from '../category/server';
import type { ServerFilterKind } from '../types';

export const server: ServerFilterKind = {
  plan: (filter, entity) => {
    // A category field's scope: the items with the category or one below it.
    if (filter.main !== null) return categoryCondition(filter, entity);
    const test = entity.field(filter.field);
    if (!test) return () => sql`false`;
    return (value, scope) => test(scope, (expr) => sql`${expr} = ${String(value)}`);
  },
  counting: null,
  readsPlace: false,
};
