/** Files: the admin widget, a file box with upload in place (`../files/FilesInput.tsx`). */
export { FilesFieldInput as Widget } from './FilesInput';
