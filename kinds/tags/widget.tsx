/** Tags: the admin widget, shared with kinds of the same shape (`app/runtime/fields/LookupInputs.tsx`). */
export { TagsFieldInput as Widget } from '../../app/runtime/fields/LookupInputs';
