/** Statuses (the editor's status box; shown read-only if ever passed as a field): the admin widget, shared with kinds of the same shape (`./UnsupportedInput.tsx`). */
import type { EmptyValue } from '../host/admin';

export { UnsupportedFieldInput as Widget } from './UnsupportedInput';

/** The value of a new item's field (defaults of the schema applied). */
export const empty: EmptyValue<'status'> = (field) => field.default;
