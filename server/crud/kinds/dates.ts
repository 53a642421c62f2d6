/** Dates and date-times: wall-clock text; a cleared date ('' from the admin's input) is no date. */
import { sql } from 'drizzle-orm';
import { isBlank } from '../save/context';
import { plainKind } from './shared';
import type { ServerKind } from './types';

const base = plainKind<'date' | 'datetime'>();

export const date: ServerKind<'date'> = {
  ...plainKind<'date'>(),
  write: (_field, value) => (value === '' ? null : value),
  listValue: (expr) => sql`to_char(${expr}, 'YYYY-MM-DD')`,
};

export const datetime: ServerKind<'datetime'> = {
  ...plainKind<'datetime'>(),
  read: (field, value) => (typeof value === 'string' ? value.slice(0, 19) : base.read(field, value)),
  write: (_field, value) => (value === '' ? null : value),
  // `default: now` fills a blank publication time of a new item or language.
  fill: (field, value, { now, isNew }) => (field.default === 'now' && isNew && isBlank(value) ? now : value),
  listValue: (expr) => sql`to_char(${expr}, 'YYYY-MM-DD HH24:MI:SS')`,
};
