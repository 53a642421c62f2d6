/** The reference kind's zod helper. */
import { z } from 'zod';
import { FIELD_LIMITS } from '#core/limits';
import type { ValidationMessageKey as Key } from '#core/messages';
import { bounded, presence, rowId, typeError, type Presence } from '#core/validation';

/** One item of another entity: `{id, name}` (a reference field), or null. */
export function reference(options: Presence = {}) {
  const schema = z.strictObject(
    {
      id: rowId,
      name: bounded(FIELD_LIMITS.shortText)
        .max(FIELD_LIMITS.shortText, { message: 'maxLength' satisfies Key })
        .optional(),
    },
    { error: typeError },
  );
  return presence(schema.nullable(), (value) => value === null, options);
}
