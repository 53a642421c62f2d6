/** Statuses (the editor's status box; shown read-only if ever passed as a field): the admin widget, shared with kinds of the same shape (`./UnsupportedInput.tsx`). */
export { UnsupportedFieldInput as Widget } from './UnsupportedInput';
