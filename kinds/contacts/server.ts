/** Contacts (a JSON array): a plain column or JSON value, stored and read as sent. */
import { plainKind } from '../../server/crud/kinds/shared';

export const contacts = plainKind<'contacts'>();
