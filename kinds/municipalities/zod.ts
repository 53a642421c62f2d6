/** The municipalities kind's zod helper. */
import { z } from 'zod';
import { FIELD_LIMITS } from '#core/limits';
import type { ValidationMessageKey as Key } from '#core/messages';
import { presence, rowId, typeError, type Presence } from '#core/validation';

/** Municipalities by id (several, or one when `multiple` is false). */
export function municipalities(options: Presence & { readonly multiple: boolean; readonly max?: number }) {
  if (!options.multiple) {
    return presence(rowId.nullable(), (value) => value === null, options);
  }
  const schema = z
    .array(rowId, { error: typeError })
    .max(options.max ?? FIELD_LIMITS.municipalities, { message: 'tooManyItems' satisfies Key });
  return presence(schema, (value) => value.length === 0, options);
}
