/** Multi-line text: a plain column or JSON value, stored and read as sent; a reader sees its lines. */
import { plainKind, readableText, type ServerKind } from '../host/server';

export const textarea: ServerKind<'textarea'> = {
  ...plainKind<'textarea'>(),
  readable: (_field, value) => readableText(value),
};
