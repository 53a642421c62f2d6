/** Multi-line text (the text input, multi-line): the admin widget, shared with kinds of the same shape (`../host/ui/TextInputs.tsx`). */
export { TextFieldInput as Widget } from '../host/ui/TextInputs';
