import { sql } from 'drizzle-orm';
import type { ServerFilterKind } from '../types';

export const server: ServerFilterKind = {
  plan: (filter, entity) => {
    const place = entity.place(filter.field);
    if (!place) return () => sql`true`;
    return (value, scope) =>
      place(
        scope,
        (id) => sql`exists (select 1 from municipalities mu where mu.id = ${id} and mu.province_id = ${value})`,
      );
  },
  counting: null,
  readsPlace: true,
};
