/** The date-time kind's zod helper. */
import { isWireDateTime } from '#core/dates';
import type { ValidationMessageKey as Key } from '#core/messages';
import { bounded, presence, type Presence } from '#core/validation';

/** A date-time `YYYY-MM-DD HH:mm:ss`; an empty string is no date. */
export function dateTime(options: Presence = {}) {
  const schema = bounded(100)
    .trim()
    .refine((value) => value === '' || isWireDateTime(value), { message: 'datetime' satisfies Key });
  return presence(schema, (value) => value === '', options);
}
