/** Dates: wall-clock text, so read by a reader; a cleared date ('' from the admin's input) is no date. */
import { sql } from 'drizzle-orm';
import { readerDate } from '#core/dates';
import { plainKind, readableText, type ServerKind } from '../host/server';

export const date: ServerKind<'date'> = {
  ...plainKind<'date'>(),
  write: (_field, value) => (value === '' ? null : value),
  listValue: (expr) => sql`to_char(${expr}, 'YYYY-MM-DD')`,
  // Written out in the reader's language ('14 marzo 2026'); a value of another shape as it is.
  readable: (_field, value, language) =>
    (typeof value === 'string' ? readerDate(value, language) : null) ?? readableText(value),
};
