/** Dates: wall-clock text; a cleared date ('' from the admin's input) is no date. */
import { sql } from 'drizzle-orm';
import { plainKind, type ServerKind } from '../host/server';

export const date: ServerKind<'date'> = {
  ...plainKind<'date'>(),
  write: (_field, value) => (value === '' ? null : value),
  listValue: (expr) => sql`to_char(${expr}, 'YYYY-MM-DD')`,
};
