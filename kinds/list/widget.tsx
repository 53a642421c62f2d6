/** Repeatable lists: the admin widget, shared with kinds of the same shape (`../list/ListInput.tsx`). */
export { ListFieldInput as Widget } from './ListInput';
