/** The handling most kinds share: a plain column or JSON value, and the lookups of reference checks. */
import { sql, type SQL } from 'drizzle-orm';
import { toWireDateTime } from '#core/dates';
import type { FieldKind } from '#core/model';
import { rows, type Executor } from '../../db/client';
import { categorySubtree, idList } from '../../db/sql';
import type { PlaceReader, ServerKind } from './types';

/** A place read from a column holding a municipality id. */
export const COLUMN_PLACE: PlaceReader = {
  rank: null,
  condition: (at, match) => match(at.column),
  names: (at, which) =>
    sql`(select ${which === 'municipality' ? sql`mu.name` : sql`p.nome`} from municipalities mu
      join provinces p on p.id = mu.province_id where mu.id = ${at.column})`,
};

const identity = (expr: SQL): SQL => expr;

/**
 * A value kept as it is in a column (text, number, boolean, JSON): read back as stored (instants
 * in the wire format), written as validated, nothing to sanitise or check.
 */
export function plainKind<K extends FieldKind>(): ServerKind<K> {
  return {
    read: (_field, value) => (value instanceof Date ? toWireDateTime(value) : value),
    write: (_field, value) => value,
    sanitise: (_field, value) => value,
    fill: (_field, value) => value,
    references: null,
    relation: null,
    listValue: identity,
    place: COLUMN_PLACE,
  };
}

/** Ids among `ids` that exist in `table` (a platform or entity table of ours). */
export async function existingIds(db: Executor, table: string, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set<number>();
  const found = await rows<{ id: number }>(db, sql`select id from ${sql.identifier(table)} where id in ${idList(ids)}`);
  return new Set(found.map((row) => row.id));
}

/** Category ids under a main category (the main itself excluded). */
export async function categoriesUnder(db: Executor, main: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const found = await rows<{ id: number }>(
    db,
    sql`select id from categories where id in ${idList(ids)} and id <> ${main} and id in ${categorySubtree(main)}`,
  );
  return new Set(found.map((row) => row.id));
}

/** Distinct ids, in their first order. */
export function distinct(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}
