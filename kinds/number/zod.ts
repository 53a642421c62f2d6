/** The number kind's zod helper. */
import { z } from 'zod';
import { MAX_INTEGER, MIN_INTEGER } from '#core/limits';
import type { ValidationMessageKey as Key } from '#core/messages';
import type { Presence } from '#core/validation';

/** A number, an integer with `integer`, between `min` and `max`; null or absent when not required. */
export function number(
  options: Presence & { readonly integer: boolean; readonly min?: number | null; readonly max?: number | null },
) {
  let schema = z.number({ error: (issue) => (issue.input === undefined ? 'required' : 'number') });
  if (options.integer) schema = schema.int({ message: 'integer' satisfies Key });
  // Integers are stored as PostgreSQL integers: their range is the bound a schema leaves open.
  const min = options.min ?? (options.integer ? MIN_INTEGER : null);
  const max = options.max ?? (options.integer ? MAX_INTEGER : null);
  if (min !== null) schema = schema.min(min, { message: 'minNumber' satisfies Key });
  if (max !== null) schema = schema.max(max, { message: 'maxNumber' satisfies Key });
  return options.required ? schema : schema.nullable().optional();
}
