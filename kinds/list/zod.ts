/** The list kind's zod helper: ordered entries of its members' shape. */
import { z } from 'zod';
import type { ValidationMessageKey as Key } from '#core/messages';
import { entryOrder, presence, rowId, typeError, type Presence } from '#core/validation';

/** A repeatable, ordered list of entries (stops, stages, paragraphs...). */
export function list<S extends z.ZodRawShape>(
  shape: S,
  options: Presence & { readonly min: number; readonly max: number },
) {
  const entry = z.strictObject({ id: rowId.optional(), order: entryOrder.optional(), ...shape });
  let schema = z.array(entry, { error: typeError }).max(options.max, { message: 'tooManyItems' satisfies Key });
  if (options.min > 0) schema = schema.min(options.min, { message: 'tooFewItems' satisfies Key });
  return presence(schema, (value) => value.length === 0, options);
}
