/** The select kind's zod helpers: one option, or several with `multiple`. */
import { z } from 'zod';
import type { ValidationMessageKey as Key } from '#core/messages';
import { presence, typeError, type Presence } from '#core/validation';

/** One value (or several, with `multiple`) out of a fixed list of options. */
export function select<const V extends readonly [string | number, ...(string | number)[]]>(
  options: Presence & { readonly values: V; readonly multiple?: false },
) {
  // A missing value reads 'required' (not 'option'): no union, whose issue would hide the reason.
  const schema = z
    .literal(options.values, { error: (issue) => (issue.input === undefined ? 'required' : 'option') satisfies Key })
    .nullable();
  return presence(schema, (value) => value === null, options);
}

export function selectMany<const V extends readonly [string | number, ...(string | number)[]]>(
  options: Presence & { readonly values: V },
) {
  const schema = z
    .array(z.literal(options.values, { error: 'option' satisfies Key }), { error: typeError })
    .max(options.values.length, { message: 'tooManyItems' satisfies Key });
  return presence(schema, (value) => value.length === 0, options);
}
