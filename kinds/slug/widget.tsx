/** Slugs: the admin widget, shared with kinds of the same shape (`../host/ui/TextInputs.tsx`). */
export { SlugFieldInput as Widget } from '../host/ui/TextInputs';
