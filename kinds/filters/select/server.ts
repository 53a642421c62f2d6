import { sql } from 'drizzle-orm';
import type { ServerFilterKind } from '../types';

export const server: ServerFilterKind = {
  plan: (filter, entity) => {
    const test = entity.field(filter.field);
    if (!test) return () => sql`true`;
    return (value, scope) => test(scope, (expr) => sql`${expr}::text = ${String(value)}`);
  },
  counting: null,
  readsPlace: false,
};
