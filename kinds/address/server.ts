/** Addresses: a JSON object whose `city` names the municipality that list filters and columns read. */
import { sql } from 'drizzle-orm';
import { plainKind } from '../../server/crud/kinds/shared';
import type { ServerKind } from '../../server/crud/kinds/types';

export const address: ServerKind<'address'> = {
  ...plainKind<'address'>(),
  place: {
    rank: 1,
    condition: (at, match) => {
      const city = sql`(${at.column}->'city'->>'id')`;
      return sql`(${city} ~ '^[0-9]{1,9}$' and ${match(sql`${city}::int`)})`;
    },
    names: (at, which) =>
      which === 'municipality' ? sql`(${at.column}->'city'->>'city')` : sql`(${at.column}->'city'->>'province')`,
  },
};
