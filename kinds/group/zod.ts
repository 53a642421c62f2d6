/** The group kind's zod helper: its members' shape, as one object. */
import { z } from 'zod';
import { typeError, type Presence } from '#core/validation';

/** A non-repeating group of sub-fields (`google`, `social`...). */
export function group<S extends z.ZodRawShape>(shape: S, options: Presence = {}) {
  const schema = z.strictObject(shape, { error: typeError });
  if (!options.required) return schema.optional();
  // A missing required group is checked as an empty one, so each member reports on its own path.
  return schema.prefault(() => ({}) as z.input<typeof schema>);
}
