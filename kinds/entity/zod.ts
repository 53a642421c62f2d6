/** The entity kind's zod helper (items picked from other entities). */
import { z } from 'zod';
import type { ValidationMessageKey as Key } from '#core/messages';
import { bounded, presence, rowId, typeError, type Presence } from '#core/validation';

/** Items picked from other entities (`kind: entity`): at most `limit`, of the field's types. */
export function entityPicks(options: Presence & { readonly types: readonly string[]; readonly limit: number }) {
  const entry = z.strictObject({
    type: bounded().refine((type) => options.types.includes(type), { message: 'option' satisfies Key }),
    id: rowId,
    title: bounded().optional(),
  });
  const schema = z.array(entry, { error: typeError }).max(options.limit, { message: 'tooManyItems' satisfies Key });
  return presence(schema, (value) => value.length === 0, options);
}
