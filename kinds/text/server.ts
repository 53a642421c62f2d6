/** Single-line text: a plain column or JSON value, stored and read as sent, and read by a reader as it is. */
import { plainKind, readableText, type ServerKind } from '../host/server';

export const text: ServerKind<'text'> = {
  ...plainKind<'text'>(),
  readable: (_field, value) => readableText(value),
};
