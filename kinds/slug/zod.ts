/** The slug kind's zod helper. */
import type { ValidationMessageKey as Key } from '#core/messages';
import { isSlug } from '#core/slugify';
import { bounded, presence, TRIM_ALLOWANCE, type Presence } from '#core/validation';

/** A slug: lowercase letters, digits and dashes (filled from the title when left empty). */
export function slug(options: Presence & { readonly max: number }) {
  const schema = bounded(options.max + TRIM_ALLOWANCE)
    .trim()
    .max(options.max, { message: 'maxLength' satisfies Key })
    .refine((value) => value.length === 0 || isSlug(value), { message: 'slug' satisfies Key });
  return presence(schema, (value) => value.length === 0, options);
}
