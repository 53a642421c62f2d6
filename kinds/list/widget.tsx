/** Repeatable lists: the admin widget, shared with kinds of the same shape (`../list/ListInput.tsx`). */
import type { EmptyValue } from '../host/admin';

import { newEntry } from './entries';

export { ListFieldInput as Widget } from './ListInput';

/**
 * A list that must keep entries (the mega-menu's last one) starts with that many new ones, each
 * with its members' defaults (`newEntry`); a list of slots with all of them.
 */
export const empty: EmptyValue<'list'> = (field, context) =>
  Array.from({ length: field.slots ? field.max : field.min }, () => newEntry(field, context.member));
