/** The author kind's zod helper. */
import { presence, rowId, type Presence } from '#core/validation';

/** The author: a user id (the server defaults it to the current user). */
export function author(options: Presence = {}) {
  return presence(rowId.nullable(), (value) => value === null, options);
}
