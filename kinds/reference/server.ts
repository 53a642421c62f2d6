/**
 * A reference to one item of another entity (`{id, name}` as JSON): on save the item must be a
 * live item of that entity (its main table is named after it).
 */
import { sql } from 'drizzle-orm';
import { isRecord } from '../host/sql';
import { plainKind, type ServerKind } from '../host/server';

export const reference: ServerKind<'reference'> = {
  ...plainKind<'reference'>(),
  references: async (field, value, { rows, path, errors }) => {
    if (!isRecord(value) || typeof value.id !== 'number') return;
    const found = await rows<{ id: number }>(
      sql`select id from ${sql.identifier(field.entity)} where draft = 0 and id = ${value.id}`,
    );
    if (found.length === 0) errors.add(path, 'unknownItem');
  },
};
