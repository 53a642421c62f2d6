/** The files kind's zod helper. */
import { z } from 'zod';
import type { ValidationMessageKey as Key } from '#core/messages';
import { bounded, linkUrl, presence, rowId, typeError, type Presence } from '#core/validation';

/** Files attached to the item. */
export function files(
  options: Presence & { readonly max: number; readonly accept: readonly string[]; readonly acceptMessage: string },
) {
  const entry = z.strictObject({
    id: rowId,
    name: bounded(),
    url: linkUrl().optional(),
  });
  const schema = z
    .array(entry, { error: typeError })
    .max(options.max, { message: 'tooMany' satisfies Key })
    .superRefine((value, ctx) => {
      if (options.accept.length === 0) return;
      value.forEach((file, index) => {
        const name = file.name.toLowerCase();
        if (!options.accept.some((accepted) => name.endsWith(accepted.toLowerCase()))) {
          ctx.addIssue({ code: 'custom', path: [index, 'name'], message: options.acceptMessage });
        }
      });
    });
  return presence(schema, (value) => value.length === 0, options);
}
