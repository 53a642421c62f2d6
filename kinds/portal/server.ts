import { plainKind } from '../host/server';
/** Portal choices (a JSON array): a plain column or JSON value, stored and read as sent. */

export const portal = plainKind<'portal'>();
