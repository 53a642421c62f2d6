import { sql } from 'drizzle-orm';
import { likeContaining } from '../../host/sql';
import type { ServerFilterKind } from '../types';

export const server: ServerFilterKind = {
  plan: (filter, entity) => {
    const test = entity.field(filter.field);
    if (!test) return () => sql`true`;
    return (value, scope) => test(scope, (expr) => sql`${expr} ilike ${likeContaining(String(value))} escape '\\'`);
  },
  counting: null,
  readsPlace: false,
};
