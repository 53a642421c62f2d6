/** Dates: wall-clock text; a cleared date ('' from the admin's input) is no date. */
import { sql } from 'drizzle-orm';
import { plainKind } from '../../server/crud/kinds/shared';
import type { ServerKind } from '../../server/crud/kinds/types';

export const date: ServerKind<'date'> = {
  ...plainKind<'date'>(),
  write: (_field, value) => (value === '' ? null : value),
  listValue: (expr) => sql`to_char(${expr}, 'YYYY-MM-DD')`,
};
