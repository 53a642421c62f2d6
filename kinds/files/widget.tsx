/** Files: the admin widget, a file box with upload in place (`../files/FilesInput.tsx`). */
import type { EmptyValue } from '../host/admin';

export { FilesFieldInput as Widget } from './FilesInput';

/** The value of a new item's field (defaults of the schema applied). */
export const empty: EmptyValue<'files'> = () => [];
