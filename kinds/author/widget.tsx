/** Authors: the admin widget, shared with kinds of the same shape (`../tags/LookupInputs.tsx`). */
import type { EmptyValue } from '../host/admin';

export { AuthorFieldInput as Widget } from '../tags/LookupInputs';

/** The value of a new item's field (defaults of the schema applied). */
export const empty: EmptyValue<'author'> = (_field, context) => context.userId;
