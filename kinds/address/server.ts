/**
 * Addresses: a JSON object whose `city` names the municipality that list filters and columns read
 * (the names come from the municipalities table, by the city's id).
 */
import { sql, type SQL } from 'drizzle-orm';
import { plainKind } from '../../server/crud/kinds/shared';
import type { ServerKind } from '../../server/crud/kinds/types';

/** The municipality id of a stored address, or null (never a failing cast). */
function cityId(column: SQL): SQL {
  const id = sql`(${column}->'city'->>'id')`;
  return sql`(case when ${id} ~ '^[0-9]{1,9}$' then ${id}::int end)`;
}

export const address: ServerKind<'address'> = {
  ...plainKind<'address'>(),
  place: {
    rank: 1,
    condition: (at, match) => match(cityId(at.column)),
    names: (at, which) =>
      sql`(select ${which === 'municipality' ? sql`mu.name` : sql`p.nome`} from municipalities mu
        join provinces p on p.id = mu.province_id where mu.id = ${cityId(at.column)})`,
  },
};
