import { sql } from 'drizzle-orm';
import { MAX_ID } from '#core/limits';
import type { ServerFilterKind } from '../types';

export const server: ServerFilterKind = {
  parse: (reader, filter) => {
    const value = reader.integer(filter.param, { min: -1, max: MAX_ID });
    return value === -1 || value === 0 ? undefined : value;
  },
  plan: (filter, entity) => {
    // The place kind's own reader: the relation's index, or an address's kept municipality column.
    const place = entity.place(filter.field);
    if (!place) return () => sql`true`;
    return (value, scope) => place(scope, (id) => sql`${id} = ${value}`);
  },
  counting: 'municipality',
  readsPlace: true,
};
