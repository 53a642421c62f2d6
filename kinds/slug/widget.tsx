/** Slugs: the admin widget, shared with kinds of the same shape (`app/runtime/fields/TextInputs.tsx`). */
export { SlugFieldInput as Widget } from '../../app/runtime/fields/TextInputs';
