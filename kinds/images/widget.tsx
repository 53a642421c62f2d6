/** Images: the admin widget, shared with kinds of the same shape (`app/runtime/fields/AttachmentInputs.tsx`). */
export { ImagesFieldInput as Widget } from '../../app/runtime/fields/AttachmentInputs';
