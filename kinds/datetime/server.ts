/** Date-times: wall-clock text to the second; a cleared one is none; `default: now` fills a new one. */
import { sql } from 'drizzle-orm';
import { plainKind, isBlank, type ServerKind } from '../host/server';

const base = plainKind<'datetime'>();

export const datetime: ServerKind<'datetime'> = {
  ...plainKind<'datetime'>(),
  read: (field, value) => (typeof value === 'string' ? value.slice(0, 19) : base.read(field, value)),
  write: (_field, value) => (value === '' ? null : value),
  // `default: now` fills a blank publication time of a new item or language.
  fill: (field, value, { now, isNew }) => (field.default === 'now' && isNew && isBlank(value) ? now : value),
  listValue: (expr) => sql`to_char(${expr}, 'YYYY-MM-DD HH24:MI:SS')`,
};
