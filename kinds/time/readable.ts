/** Times of day (`HH:mm` text): a reader sees them as stored. */
import { readableText, type KindReading } from '../host/readable';

export const readable: KindReading<'time'> | null = (_field, value) => readableText(value);
