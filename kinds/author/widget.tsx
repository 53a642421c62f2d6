/** Authors: the admin widget, shared with kinds of the same shape (`../tags/LookupInputs.tsx`). */
export { AuthorFieldInput as Widget } from '../tags/LookupInputs';
