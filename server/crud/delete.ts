/**
 * `DELETE {path}/{id1,id2,...}`: all or nothing. Every id must exist; the rows go in one
 * transaction (contents, relations and revision drafts follow by cascade).
 */
import { inArray } from 'drizzle-orm';
import { apiMessage } from '#core/messages';
import type { UiLanguage } from '#core/languages';
import type { Db } from '../db/client';
import { MAX_ID } from '../db/sql';
import { ApiError } from '../http/errors';
import type { EntityRuntime } from './entity';
import { col, existingIds } from './read';

export const MAX_DELETE_IDS = 1000;

/** Parses `3,7,12`; null when the text is not such a list. */
export function parseIdList(text: string): number[] | null {
  if (!/^\d{1,10}(,\d{1,10})*$/.test(text)) return null;
  const ids = [...new Set(text.split(',').map(Number))];
  if (ids.length > MAX_DELETE_IDS || ids.some((id) => id < 1 || id > MAX_ID)) return null;
  return ids;
}

export async function deleteItems(
  database: Db,
  runtime: EntityRuntime,
  ids: readonly number[],
  language: UiLanguage,
): Promise<string> {
  await database.transaction(async (tx) => {
    const found = await existingIds(tx, runtime, ids);
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) throw new ApiError(404, 'someNotFound', { ids: missing.join(', ') });
    await tx.delete(runtime.tables.main).where(inArray(col(runtime.tables.main, 'id'), [...ids]));
  });
  return ids.length === 1
    ? apiMessage('deletedOne', language)
    : apiMessage('deletedMany', language, { count: ids.length });
}
