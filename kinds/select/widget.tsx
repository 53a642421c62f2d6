/** Choices: the admin widget, shared with kinds of the same shape (`../host/ui/BasicInputs.tsx`). */
import type { EmptyValue } from '../host/admin';

export { SelectFieldInput as Widget } from '../host/ui/BasicInputs';

/** The value of a new item's field (defaults of the schema applied). */
export const empty: EmptyValue<'select'> = (field) =>
  field.multiple ? (field.default === null ? [] : [field.default]) : field.default;
