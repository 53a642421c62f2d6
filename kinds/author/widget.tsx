/** Authors: the admin widget, shared with kinds of the same shape (`app/runtime/fields/LookupInputs.tsx`). */
export { AuthorFieldInput as Widget } from '../../app/runtime/fields/LookupInputs';
