/** Date-times (the date input with a time): the admin widget, shared with kinds of the same shape (`../host/ui/DateInputs.tsx`). */
export { DateFieldInput as Widget } from '../host/ui/DateInputs';
