/** The category kind's zod helper. */
import { z } from 'zod';
import { FIELD_LIMITS } from '#core/limits';
import type { ValidationMessageKey as Key } from '#core/messages';
import { presence, rowId, typeError, type Presence } from '#core/validation';

/** Chosen categories of one main category: ids, and the primary one among them. */
export function categories(options: Presence & { readonly max: number; readonly primary: boolean }) {
  const schema = z
    .strictObject(
      {
        ids: z
          .array(rowId, { error: typeError })
          .max(options.max > 0 ? options.max : FIELD_LIMITS.categories, { message: 'tooManyItems' satisfies Key }),
        primary: rowId.nullable().optional(),
      },
      { error: typeError },
    )
    .superRefine((value, ctx) => {
      const primary = value.primary ?? null;
      if (primary !== null && !value.ids.includes(primary)) {
        ctx.addIssue({ code: 'custom', path: ['primary'], message: 'onePrimary' satisfies Key });
      }
    });
  return presence(schema, (value) => value.ids.length === 0, options);
}
