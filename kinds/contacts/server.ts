/** Contacts (a JSON array): a plain column or JSON value, stored and read as sent (a reader's view: `./readable.ts`). */
import { plainKind, type ServerKind } from '../host/server';

export const contacts: ServerKind<'contacts'> = plainKind<'contacts'>();
