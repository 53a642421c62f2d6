/** Dates: the admin widget, shared with kinds of the same shape (`../host/ui/DateInputs.tsx`). */
import type { EmptyValue } from '../host/admin';

export { DateFieldInput as Widget } from '../host/ui/DateInputs';

/** The value of a new item's field (defaults of the schema applied). */
export const empty: EmptyValue<'date'> = (field, context) => (field.default === 'now' ? context.today : '');
