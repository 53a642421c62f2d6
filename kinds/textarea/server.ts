import { plainKind } from '../host/server';
/** Multi-line text: a plain column or JSON value, stored and read as sent. */

export const textarea = plainKind<'textarea'>();
