/** The date kind's zod helper. */
import { isWireDate } from '#core/dates';
import type { ValidationMessageKey as Key } from '#core/messages';
import { bounded, presence, type Presence } from '#core/validation';

/** A date `YYYY-MM-DD`; an empty string is no date. */
export function date(options: Presence = {}) {
  const schema = bounded(100)
    .trim()
    .refine((value) => value === '' || isWireDate(value), { message: 'date' satisfies Key });
  return presence(schema, (value) => value === '', options);
}
