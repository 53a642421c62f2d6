import { sql } from 'drizzle-orm';
import type { ServerFilterKind } from '../types';

export const server: ServerFilterKind = {
  plan: (filter, entity) => {
    const test = entity.field(filter.field);
    if (!test) return () => sql`false`;
    return (value, scope) => test(scope, (expr) => sql`${expr} = ${String(value)}`);
  },
  counting: null,
  readsPlace: false,
};
