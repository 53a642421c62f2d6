/** Choices among fixed options: a plain column or JSON value, stored and read as sent. */
import { plainKind, type ServerKind } from '../host/server';

export const select: ServerKind<'select'> = plainKind<'select'>();
