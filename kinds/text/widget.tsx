/** Single-line text: the admin widget, shared with kinds of the same shape (`app/runtime/fields/TextInputs.tsx`). */
export { TextFieldInput as Widget } from '../../app/runtime/fields/TextInputs';
