/**
 * Writing a save's values: each field's column value (`columnValue`), the columns of the main
 * or contents row (`columnsOf`), and the rows of the relation tables (`writeRelations`).
 */
import { and, eq } from 'drizzle-orm';
import type { FieldMeta } from '#core/model';
import { parseParams } from '#core/validation';
import type { Executor } from '../../db/client';
import { isRecord } from '../../db/sql';
import type { EntityRuntime, StoredField } from '../entity';
import { col } from '../read';
import type { Row } from './context';

/** A validated (and already sanitised) value as it is stored in its column. */
export function columnValue(field: FieldMeta, value: unknown): unknown {
  if (value === undefined) return null;
  if (field.kind === 'params' && field.asJsonText && typeof value === 'string') return parseParams(value) ?? {};
  // A cleared date is sent as '' (the admin's empty date input): no date.
  if ((field.kind === 'date' || field.kind === 'datetime') && value === '') return null;
  return value;
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
    if (!(field.name in values)) continue;
    const value = values[field.name];
    if (storage === 'categories' && runtime.tables.categories) {
      const table = runtime.tables.categories;
      await tx.delete(table).where(and(eq(col(table, 'item_id'), itemId), eq(col(table, 'field'), field.name)));
      const choice = isRecord(value) ? value : { ids: [], primary: null };
      const ids = Array.isArray(choice.ids) ? [...new Set(choice.ids.map(Number))] : [];
      if (ids.length > 0) {
        await tx.insert(table).values(
          ids.map((categoryId) => ({
            item_id: itemId,
            field: field.name,
            category_id: categoryId,
            is_primary: choice.primary === categoryId,
          })),
        );
      }
    } else if (storage === 'municipalities' && runtime.tables.municipalities) {
      const table = runtime.tables.municipalities;
      await tx.delete(table).where(and(eq(col(table, 'item_id'), itemId), eq(col(table, 'field'), field.name)));
      const ids = [...new Set((Array.isArray(value) ? value : value == null ? [] : [value]).map(Number))];
      if (ids.length > 0) {
        await tx
          .insert(table)
          .values(
            ids.map((municipalityId) => ({ item_id: itemId, field: field.name, municipality_id: municipalityId })),
          );
      }
    } else if (storage === 'tags' && runtime.tables.tags) {
      const table = runtime.tables.tags;
      const tagLang = field.perLanguage ? lang : '';
      await tx
        .delete(table)
        .where(
          and(eq(col(table, 'item_id'), itemId), eq(col(table, 'field'), field.name), eq(col(table, 'lang'), tagLang)),
        );
      const ids = [
        ...new Set((Array.isArray(value) ? value : []).map((tag: unknown) => Number(isRecord(tag) ? tag.id : NaN))),
      ];
      if (ids.length > 0) {
        await tx
          .insert(table)
          .values(
            ids.map((tagId, order) => ({ item_id: itemId, lang: tagLang, field: field.name, tag_id: tagId, order })),
          );
      }
    }
  }
}
