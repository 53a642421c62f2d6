/**
 * Items picked from other entities (a JSON array of `{type, id, title}`): stored as sent, and on
 * save every item must be a live item of its entity (the types are the schema's, which the
 * generator checked against the project's entities, and the validator checked against the field).
 */
import { sql } from 'drizzle-orm';
import { idList, isRecord } from '../host/sql';
import { plainKind, type ServerKind } from '../host/server';

export const entity: ServerKind<'entity'> = {
  ...plainKind<'entity'>(),
  references: async (field, value, { rows, path, errors }) => {
    if (!Array.isArray(value)) return;
    const byType = new Map<string, number[]>();
    for (const entry of value) {
      if (!isRecord(entry) || typeof entry.type !== 'string' || typeof entry.id !== 'number') continue;
      if (!field.types.includes(entry.type)) continue;
      byType.set(entry.type, [...(byType.get(entry.type) ?? []), entry.id]);
    }
    for (const [type, ids] of byType) {
      // An entity's main table is named after it.
      const found = await rows<{ id: number }>(
        sql`select id from ${sql.identifier(type)} where draft = 0 and id in ${idList(ids)}`,
      );
      const live = new Set(found.map((row) => row.id));
      if (ids.some((id) => !live.has(id))) errors.add(path, 'unknownItem');
    }
  },
};
