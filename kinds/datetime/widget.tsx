/** Date-times (the date input with a time): the admin widget, shared with kinds of the same shape (`app/runtime/fields/DateInputs.tsx`). */
export { DateFieldInput as Widget } from '../../app/runtime/fields/DateInputs';
