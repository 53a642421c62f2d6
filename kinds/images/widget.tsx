/** Images: the admin widget, shared with kinds of the same shape (`../images/AttachmentInputs.tsx`). */
import type { EmptyValue } from '../host/admin';

export { ImagesFieldInput as Widget } from './AttachmentInputs';

/** The value of a new item's field (defaults of the schema applied). */
export const empty: EmptyValue<'images'> = () => [];
