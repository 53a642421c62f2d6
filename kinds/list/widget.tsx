/** Repeatable lists: the admin widget, shared with kinds of the same shape (`../list/ListInput.tsx`). */
import type { EmptyValue } from '../host/admin';

export { ListFieldInput as Widget } from './ListInput';

/** A list that must keep entries (the mega-menu's last one) starts with that many blank ones. */
export const empty: EmptyValue<'list'> = (field) => Array.from({ length: field.min }, () => ({}));
