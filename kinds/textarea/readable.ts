/** Multi-line text: a reader sees its lines. */
import { readableText, type KindReading } from '../host/readable';

export const readable: KindReading<'textarea'> | null = (_field, value) => readableText(value);
