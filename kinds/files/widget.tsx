/** Files: the admin widget, a file box with upload in place (`app/runtime/fields/FilesInput.tsx`). */
export { FilesFieldInput as Widget } from '../../app/runtime/fields/FilesInput';
