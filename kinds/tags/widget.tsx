/** Tags: the admin widget, shared with kinds of the same shape (`../tags/LookupInputs.tsx`). */
export { TagsFieldInput as Widget } from './LookupInputs';
