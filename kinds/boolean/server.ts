/** Booleans: a plain column or JSON value, stored and read as sent (a reader's 'Sì' or 'No': `./readable.ts`). */
import { plainKind, type ServerKind } from '../host/server';

export const boolean: ServerKind<'boolean'> = plainKind<'boolean'>();
