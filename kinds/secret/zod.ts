/** The secret kind's zod helper. */
import { z } from 'zod';
import { bounded, presence, typeError, type Presence } from '#core/validation';

/**
 * A write-only secret (`kind: secret`): a new value as text, or `{set}` as the answers give it
 * (true keeps the stored value, false clears it). Present when set or typed.
 */
export function secret(options: Presence & { readonly max: number }) {
  const schema = z.union([bounded(options.max).trim(), z.strictObject({ set: z.boolean({ error: typeError }) })], {
    error: typeError,
  });
  return presence(schema, (value) => (typeof value === 'string' ? value.length === 0 : !value.set), options);
}
