/** Times of day: `HH:mm` text, stored and read as sent ('' for none). */
import { plainKind, type ServerKind } from '../host/server';

export const time: ServerKind<'time'> = plainKind<'time'>();
