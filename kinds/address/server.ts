/**
 * Addresses: a JSON object whose `city` names the municipality that list filters and columns read
 * (the names come from the municipalities table, by the city's id).
 */
import { sql, type SQL } from 'drizzle-orm';
import { CITY_ID_PARTS } from './city';
import { placeNameSql, plainKind, type ServerKind } from '../host/server';

/** The municipality id of a stored address, or null (`./city.ts`). */
function cityId(column: SQL): SQL {
  return sql.join(
    CITY_ID_PARTS.map((part) => sql.raw(part)),
    column,
  );
}

export const address: ServerKind<'address'> = {
  ...plainKind<'address'>(),
  place: {
    rank: 1,
    condition: (at, match) => match(at.municipality ?? cityId(at.column)),
    names: (at, which) =>
      sql`(select ${placeNameSql(which)} from municipalities mu
        join provinces p on p.id = mu.province_id where mu.id = ${at.municipality ?? cityId(at.column)})`,
  },
};
