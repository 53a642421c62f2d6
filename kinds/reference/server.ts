/**
 * A reference to one item of another entity (`{id, name}` as JSON): on save the item must be a
 * live item of that entity (its main table is named after it).
 */
import { sql } from 'drizzle-orm';
import { rows } from '../../server/db/client';
import { isRecord } from '../host/sql';
import { plainKind } from '../../server/crud/kinds/shared';
import type { ServerKind } from '../../server/crud/kinds/types';

export const reference: ServerKind<'reference'> = {
  ...plainKind<'reference'>(),
  references: async (field, value, { db, path, errors }) => {
    if (!isRecord(value) || typeof value.id !== 'number') return;
    const found = await rows<{ id: number }>(
      db,
      sql`select id from ${sql.identifier(field.entity)} where draft = 0 and id = ${value.id}`,
    );
    if (found.length === 0) errors.add(path, 'unknownItem');
  },
};
