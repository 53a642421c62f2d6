import { plainKind } from '../host/server';
/** Numbers: a plain column or JSON value, stored and read as sent. */

export const number = plainKind<'number'>();
