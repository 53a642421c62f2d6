/** Images: the admin widget, shared with kinds of the same shape (`../images/AttachmentInputs.tsx`). */
export { ImagesFieldInput as Widget } from './AttachmentInputs';
