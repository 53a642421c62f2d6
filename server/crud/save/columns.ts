/**
 * Writing a save's values: each field's column value (`columnValue`, by its kind's `write`), the
 * columns of the main or contents row (`columnsOf`), and the rows of the relation tables
 * (`writeRelations`, by the kind's relation codec and the relation's description).
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { FieldMeta } from '#core/model';
import { relationColumns } from '#core/relations';
import type { Executor } from '../../db/client';
import type { EntityRuntime, StoredField } from '../entity';
import { serverKind } from '../kinds';
import { col } from '../read';
import type { Row } from './context';

/** A validated (and already sanitised) value as it is stored in its column. */
export function columnValue(field: FieldMeta, value: unknown): unknown {
  if (value === undefined) return null;
  return serverKind(field).write(field, value);
}

export function columnsOf(fields: readonly StoredField[], storage: 'main' | 'contents', values: Row): Row {
  const result: Row = {};
  for (const { field, storage: where } of fields) {
    if (where !== storage || !(field.name in values)) continue;
    result[field.name] = columnValue(field, values[field.name]);
  }
  return result;
}

export async function writeRelations(
  tx: Executor,
  runtime: EntityRuntime,
  itemId: number,
  fields: readonly StoredField[],
  values: Row,
  lang: string,
): Promise<void> {
  for (const { field, storage } of fields) {
    if (storage === 'main' || storage === 'contents' || !(field.name in values)) continue;
    const relation = runtime.relations.get(storage);
    const codec = serverKind(field).relation;
    if (!relation || !codec) continue;
    const { table, description } = relation;
    const rowLang = field.perLanguage ? lang : '';
    const scope: SQL[] = [eq(col(table, 'item_id'), itemId), eq(col(table, 'field'), field.name)];
    if (description.perLanguage) scope.push(eq(col(table, 'lang'), rowLang));
    await tx.delete(table).where(and(...scope));
    const extra = new Set(relationColumns(description).map((column) => column.name));
    const rows = codec.toRows(field, values[field.name]).map((row, order) => ({
      item_id: itemId,
      ...(description.perLanguage ? { lang: rowLang } : {}),
      field: field.name,
      [description.column]: row.id,
      ...(extra.has('is_primary') ? { is_primary: row.primary } : {}),
      ...(extra.has('order') ? { order } : {}),
    }));
    if (rows.length > 0) await tx.insert(table).values(rows);
  }
}
