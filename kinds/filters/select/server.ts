import { sql } from 'drizzle-orm';
import type { ServerFilterKind } from '../types';

export const server: ServerFilterKind = {
  parse: (reader, filter) => {
    const allowed = filter.options.map((option) => String(option.value));
    const value = reader.oneOf(filter.param, allowed);
    if (value === undefined) return undefined;
    return filter.options.find((candidate) => String(candidate.value) === value)?.value;
  },
  plan: (filter, entity) => {
    const test = entity.field(filter.field);
    if (!test) return () => sql`true`;
    return (value, scope) => test(scope, (expr) => sql`${expr}::text = ${String(value)}`);
  },
  counting: null,
  readsPlace: false,
};
