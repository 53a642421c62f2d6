import { plainKind } from '../host/server';
/** Choices among fixed options: a plain column or JSON value, stored and read as sent. */

export const select = plainKind<'select'>();
