import { plainKind } from '../host/server';
/** Contacts (a JSON array): a plain column or JSON value, stored and read as sent. */

export const contacts = plainKind<'contacts'>();
