/** The tags kind's zod helper. */
import { z } from 'zod';
import { FIELD_LIMITS } from '#core/limits';
import type { ValidationMessageKey as Key } from '#core/messages';
import { bounded, presence, rowId, TRIM_ALLOWANCE, typeError, type Presence } from '#core/validation';

/** Tags of one language: existing tags by id and name. */
export function tags(options: Presence & { readonly max: number }) {
  const entry = z.strictObject({
    id: rowId,
    name: bounded(FIELD_LIMITS.shortText + TRIM_ALLOWANCE)
      .trim()
      .min(1, { message: 'required' satisfies Key }),
  });
  const schema = z.array(entry, { error: typeError }).max(options.max, { message: 'tooManyItems' satisfies Key });
  return presence(schema, (value) => value.length === 0, options);
}
