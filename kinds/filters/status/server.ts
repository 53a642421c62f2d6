import { sql } from 'drizzle-orm';
import type { ServerFilterKind } from '../types';

export const server: ServerFilterKind = {
  plan: (_filter, entity) => {
    const { contents } = entity;
    if (!contents) return () => sql`true`;
    // `c.draft = 0` restates the item's (the contents row carries it): the status index then
    // gives the items in id order.
    return (
      value,
      scope,
      lang,
    ) => sql`exists (select 1 from ${contents} c where c.item_id = ${scope.item} and c.lang = ${lang}
        and c.status = ${value} and c.draft = 0)`;
  },
  counting: 'status',
  readsPlace: false,
};
