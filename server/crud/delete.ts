/**
 * `DELETE {path}/{id1,id2,...}`: all or nothing. Every id must exist; the rows go in one
 * transaction (contents, relations and revision drafts follow by cascade), with what other tables
 * keep of them by entity name, which no foreign key can name: the data hub's flag and sends, and
 * the articles' audio; their preview links (and their revision drafts') are revoked. Each item's
 * removal is recorded in the history with the item as it was (`../history/record.ts`), from which
 * an administrator can restore it (its links stay revoked).
 */
import { inArray } from 'drizzle-orm';
import { formatMessage, deletedMessage } from '#core/messages';
import type { UiLanguage } from '#core/languages';
import type { Db } from '../db/client';
import { MAX_DELETE_IDS, MAX_ID } from '#core/limits';
import { ApiError, invalid } from '../http/errors';
import { forgetItemAudio } from '../integrations/audio/store';
import { forgetTdhItems } from '../integrations/tdh/store';
import { revokeItemLinks } from '../preview/links';
import type { EntityRuntime } from './entity';
import { col, existingIds, loadItem, pendingRevision } from './read';
import { lockVersion } from './save/plan';
import { recordHistory, type HistoryActor } from '../history/record';

export { MAX_DELETE_IDS };

/**
 * Parses `3,7,12`: null when the text is not such a list of ids (a 404: no such items); a 422
 * when it names more than MAX_DELETE_IDS.
 */
export function parseIdList(text: string, language: UiLanguage): number[] | null {
  if (!/^\d{1,10}(,\d{1,10})*$/.test(text)) return null;
  const ids = [...new Set(text.split(',').map(Number))];
  if (ids.some((id) => id < 1 || id > MAX_ID)) return null;
  if (ids.length > MAX_DELETE_IDS) {
    throw invalid({ id: [formatMessage('tooManyItems', language, { max: MAX_DELETE_IDS })] }, 'invalidInput');
  }
  return ids;
}

export async function deleteItems(
  database: Db,
  runtime: EntityRuntime,
  ids: readonly number[],
  language: UiLanguage,
  actor: HistoryActor,
): Promise<string> {
  await database.transaction(async (tx) => {
    const found = await existingIds(tx, runtime, ids);
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) throw new ApiError(404, 'someNotFound', { ids: missing.join(', ') });
    // Locked in id order (as saves lock them), so the history keeps each item as it was last saved;
    // a pending revision draft goes with its item (by cascade) and is recorded too.
    const gone = [...ids].sort((a, b) => a - b);
    for (const id of gone) await lockVersion(tx, runtime, id);
    const revisions: number[] = [];
    for (const id of gone) {
      const revision = runtime.hasStatus ? await pendingRevision(tx, runtime, id) : null;
      if (revision) revisions.push(revision.id);
      for (const itemId of revision ? [id, revision.id] : [id]) {
        const item = await loadItem(tx, runtime, itemId);
        if (item) await recordHistory(tx, { runtime, itemId, actor, before: item, after: null });
      }
    }
    await tx.delete(runtime.tables.main).where(inArray(col(runtime.tables.main, 'id'), [...ids]));
    // After the rows go, every link of them is written (a link is made under a share lock of its
    // item's row, which this delete and its cascade to revision drafts wait for): all are revoked,
    // so restoring an item from the history does not open its links again.
    await revokeItemLinks(tx, runtime.name, [...ids, ...revisions]);
    await forgetTdhItems(tx, runtime.name, ids);
    await forgetItemAudio(tx, runtime.name, ids);
  });
  return deletedMessage(ids.length, language);
}
