/** Repeatable lists: the admin widget, shared with kinds of the same shape (`app/runtime/fields/ListInput.tsx`). */
export { ListFieldInput as Widget } from '../../app/runtime/fields/ListInput';
