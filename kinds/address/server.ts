/**
 * Addresses: a JSON object whose `city` names the municipality that list filters and columns read
 * (the names come from the municipalities table, by the city's id). A reader sees the venue, the
 * street and number, and the zip code, city and province as the value's `city` holds them, a line
 * each (several addresses: a blank line between them); the coordinates are not for reading.
 */
import { sql, type SQL } from 'drizzle-orm';
import { CITY_ID_PARTS } from './city';
import { isRecord } from '../host/sql';
import { placeNameSql, plainKind, type ServerKind } from '../host/server';

/** The municipality id of a stored address, or null (`./city.ts`). */
function cityId(column: SQL): SQL {
  return sql.join(
    CITY_ID_PARTS.map((part) => sql.raw(part)),
    column,
  );
}

/** A member's text, trimmed ('' when it is none). */
function part(record: Readonly<Record<string, unknown>>, key: string): string {
  const value = record[key];
  return typeof value === 'string' ? value.trim() : '';
}

/** One address's lines ('Basilica di San Petronio', 'Piazza Galvani 5', '40124 Bologna (BO)'), or null. */
function addressText(value: unknown): string | null {
  if (!isRecord(value)) return null;
  const city = isRecord(value.city) ? value.city : {};
  const street = [part(value, 'address'), part(value, 'number')].filter((text) => text !== '').join(' ');
  const place = [part(city, 'zip_code'), part(city, 'city')].filter((text) => text !== '').join(' ');
  const province = part(city, 'province_short') || part(city, 'province');
  const town = province === '' ? place : place === '' ? province : `${place} (${province})`;
  const lines = [part(value, 'venue'), street, town].filter((line) => line !== '');
  return lines.length > 0 ? lines.join('\n') : null;
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
  readable: (_field, value) => {
    const texts = (Array.isArray(value) ? value : [value]).flatMap((one: unknown) => {
      const text = addressText(one);
      return text === null ? [] : [text];
    });
    return texts.length > 0 ? texts.join('\n\n') : null;
  },
};
