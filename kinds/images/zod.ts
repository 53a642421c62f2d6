/** The images kind's zod helper. */
import { z } from 'zod';
import { FIELD_LIMITS } from '#core/limits';
import type { ValidationMessageKey as Key } from '#core/messages';
import { bounded, entryOrder, linkUrl, presence, rowId, typeError, type Presence } from '#core/validation';

/** Images attached from the media library: at most `max`, one of them the cover. */
export function images(options: Presence & { readonly max: number; readonly cover: boolean }) {
  const entry = z.strictObject({
    id: rowId,
    title: bounded(FIELD_LIMITS.paramValue).optional(),
    url: linkUrl().optional(),
    url_thumb: linkUrl().optional(),
    is_primary: z.boolean().optional(),
    order: entryOrder.optional(),
  });
  const schema = z
    .array(entry, { error: typeError })
    .max(options.max, { message: 'tooMany' satisfies Key })
    .superRefine((value, ctx) => {
      if (!options.cover || value.length === 0) return;
      const covers = value.filter((image) => image.is_primary === true).length;
      if (covers > 1) ctx.addIssue({ code: 'custom', message: 'oneCover' satisfies Key });
    });
  return presence(schema, (value) => value.length === 0, options);
}
