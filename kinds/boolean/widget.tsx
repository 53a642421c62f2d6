/** Booleans: the admin widget, shared with kinds of the same shape (`../host/ui/BasicInputs.tsx`). */
export { BooleanFieldInput as Widget } from '../host/ui/BasicInputs';
