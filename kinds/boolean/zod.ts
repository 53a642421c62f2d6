/** The boolean kind's zod helper. */
import { z } from 'zod';
import type { Presence } from '#core/validation';

/** A yes/no flag; absent when not required. */
export function boolean(options: Presence = {}) {
  const schema = z.boolean({ error: (issue) => (issue.input === undefined ? 'required' : 'boolean') });
  return options.required ? schema : schema.optional();
}
