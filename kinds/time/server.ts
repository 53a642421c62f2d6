/** Times of day: `HH:mm` text, stored and read as sent ('' for none), and so read by a reader. */
import { plainKind, readableText, type ServerKind } from '../host/server';

export const time: ServerKind<'time'> = {
  ...plainKind<'time'>(),
  readable: (_field, value) => readableText(value),
};
