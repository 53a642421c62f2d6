/** Dates: the admin widget, shared with kinds of the same shape (`../host/ui/DateInputs.tsx`). */
export { DateFieldInput as Widget } from '../host/ui/DateInputs';
