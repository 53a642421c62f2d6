/**
 * Addresses: a reader sees the venue, the street and number, and the zip code, city and province
 * as the value's `city` holds them, a line each (several addresses: a blank line between them);
 * the coordinates are not for reading.
 */
import { isRecord } from '#core/json';
import type { KindReading } from '../host/readable';

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

export const readable: KindReading<'address'> | null = (_field, value) => {
  const texts = (Array.isArray(value) ? value : [value]).flatMap((one: unknown) => {
    const text = addressText(one);
    return text === null ? [] : [text];
  });
  return texts.length > 0 ? texts.join('\n\n') : null;
};
