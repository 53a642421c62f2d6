import { sql } from 'drizzle-orm';
import { MAX_ID } from '#core/limits';
import type { ServerFilterKind } from '../types';

export const server: ServerFilterKind = {
  parse: (reader, filter) => {
    const value = reader.integer(filter.param, { min: -1, max: MAX_ID });
    return value === -1 || value === 0 ? undefined : value;
  },
  plan: (filter, entity) => {
    const test = entity.field(filter.field);
    if (!test) return () => sql`false`;
    return (value, scope) => test(scope, (expr) => sql`(${expr} ->> 'id') = ${String(value)}`);
  },
  counting: null,
  readsPlace: false,
};
