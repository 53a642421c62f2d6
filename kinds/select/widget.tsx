/** Choices: the admin widget, shared with kinds of the same shape (`app/runtime/fields/BasicInputs.tsx`). */
export { SelectFieldInput as Widget } from '../../app/runtime/fields/BasicInputs';
