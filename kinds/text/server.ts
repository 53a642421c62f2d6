import { plainKind } from '../host/server';
/** Single-line text: a plain column or JSON value, stored and read as sent. */

export const text = plainKind<'text'>();
