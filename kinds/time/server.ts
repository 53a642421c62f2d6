/** Times of day: `HH:mm` text, stored and read as sent ('' for none). */
import { plainKind } from '../host/server';

export const time = plainKind<'time'>();
