import { sql } from 'drizzle-orm';
import type { ServerFilterKind } from '../types';

export const server: ServerFilterKind = {
  plan: (filter, entity) => {
    // The place kind's own reader: the relation's index, or an address's kept municipality column.
    const place = entity.place(filter.field);
    if (!place) return () => sql`true`;
    return (value, scope) => place(scope, (id) => sql`${id} = ${value}`);
  },
  counting: 'municipality',
  readsPlace: true,
};
