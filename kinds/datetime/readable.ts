/** Date-times: written out in the reader's language ('14 marzo 2026 alle ore 18:30'); a value of another shape as it is. */
import { readerDate } from '#core/dates';
import { readableText, type KindReading } from '../host/readable';

export const readable: KindReading<'datetime'> | null = (_field, value, language) =>
  (typeof value === 'string' ? readerDate(value, language) : null) ?? readableText(value);
