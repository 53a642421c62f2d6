/**
 * A reference to items of another entity (`{id, name}`, or a list of them, as JSON): on save each
 * item must be a live item of that entity (its main table is named after it).
 */
import { sql } from 'drizzle-orm';
import { isRecord } from '../host/sql';
import { plainKind, type ServerKind } from '../host/server';

/** The ids a reference value names (one, or those of a multiple reference's list). */
function idsOf(value: unknown): number[] {
  const items = Array.isArray(value) ? value : [value];
  return items.flatMap((item) => (isRecord(item) && typeof item.id === 'number' ? [item.id] : []));
}

export const reference: ServerKind<'reference'> = {
  ...plainKind<'reference'>(),
  references: async (field, value, { rows, path, errors }) => {
    const ids = [...new Set(idsOf(value))];
    if (ids.length === 0) return;
    const found = await rows<{ id: number }>(
      sql`select id from ${sql.identifier(field.entity)} where draft = 0 and id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    const live = new Set(found.map((row) => row.id));
    if (ids.some((id) => !live.has(id))) errors.add(path, 'unknownItem');
  },
};
