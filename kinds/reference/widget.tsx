/** References to other items: the admin widget, shared with kinds of the same shape (`app/runtime/fields/AttachmentInputs.tsx`). */
export { ReferenceFieldInput as Widget } from '../../app/runtime/fields/AttachmentInputs';
