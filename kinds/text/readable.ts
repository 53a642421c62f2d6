/** Single-line text: a reader sees it as it is. */
import { readableText, type KindReading } from '../host/readable';

export const readable: KindReading<'text'> | null = (_field, value) => readableText(value);
