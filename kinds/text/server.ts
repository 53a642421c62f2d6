/** Single-line text: a plain column or JSON value, stored and read as sent (a reader's view: `./readable.ts`). */
import { plainKind, type ServerKind } from '../host/server';

export const text: ServerKind<'text'> = plainKind<'text'>();
