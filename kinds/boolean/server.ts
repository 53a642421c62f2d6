import { plainKind } from '../host/server';
/** Booleans: a plain column or JSON value, stored and read as sent. */

export const boolean = plainKind<'boolean'>();
