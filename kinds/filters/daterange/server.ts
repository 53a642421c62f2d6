import { sql } from 'drizzle-orm';
import type { ServerFilterKind } from '../types';
import { readDateRange } from './range';

/** Items with an occurrence day in the range: one condition on the indexed occurrence days. */
export const server: ServerFilterKind = {
  plan: (_filter, entity) => {
    const test = entity.occurrences();
    // An entity keeping no days has no item on any day (the generator refuses the filter there).
    if (!test) return () => sql`false`;
    return (value, scope) => {
      // The reader gave the canonical range (`./definition.ts`).
      const range = readDateRange(String(value));
      return range === null ? sql`false` : test(scope, range.from, range.to);
    };
  },
  counting: null,
  readsPlace: false,
};
