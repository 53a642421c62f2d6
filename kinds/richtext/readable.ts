/** Rich text: a reader sees its HTML (a page sanitises it again). */
import { readableText, type KindReading } from '../host/readable';

export const readable: KindReading<'richtext'> | null = (_field, value) => {
  const html = readableText(value);
  return html === null ? null : { html };
};
