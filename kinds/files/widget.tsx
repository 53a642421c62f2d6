/** File attachments: the admin widget, shared with kinds of the same shape (`app/runtime/fields/AttachmentInputs.tsx`). */
export { FilesFieldInput as Widget } from '../../app/runtime/fields/AttachmentInputs';
