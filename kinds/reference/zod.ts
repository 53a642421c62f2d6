/** The reference kind's zod helpers. */
import { z } from 'zod';
import { FIELD_LIMITS } from '#core/limits';
import type { ValidationMessageKey as Key } from '#core/messages';
import { bounded, presence, rowId, typeError, type Presence } from '#core/validation';

const chosen = z.strictObject(
  {
    id: rowId,
    name: bounded(FIELD_LIMITS.shortText)
      .max(FIELD_LIMITS.shortText, { message: 'maxLength' satisfies Key })
      .optional(),
  },
  { error: typeError },
);

/** One item of another entity: `{id, name}` (a reference field), or null. */
export function reference(options: Presence = {}) {
  return presence(chosen.nullable(), (value) => value === null, options);
}

/** Items of another entity, each once: `[{id, name}]` (a reference field with `multiple`), at most `max`. */
export function references(options: Presence & { readonly max?: number } = {}) {
  const schema = z
    .array(chosen, { error: typeError })
    .max(options.max ?? FIELD_LIMITS.items, { message: 'tooManyItems' satisfies Key })
    .refine((items) => new Set(items.map((item) => item.id)).size === items.length, {
      message: 'invalid' satisfies Key,
    });
  return presence(schema, (value) => value.length === 0, options);
}
