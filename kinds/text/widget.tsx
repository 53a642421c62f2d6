/** Single-line text: the admin widget, shared with kinds of the same shape (`../host/ui/TextInputs.tsx`). */
import type { EmptyValue } from '../host/admin';

export { TextFieldInput as Widget } from '../host/ui/TextInputs';

/** The value of a new item's field (defaults of the schema applied). */
export const empty: EmptyValue<'text'> = () => '';
