/**
 * Where a save goes (insert, update, revision draft, accepted revision), decided under the
 * item's row lock (`lockVersion`), with the value merging and status changes those plans need.
 */
import { eq } from 'drizzle-orm';
import type { ApiMessageKey } from '#core/messages';
import { STATUS } from '#core/statuses';
import type { Executor } from '../../db/client';
import { isRecord } from '../../db/sql';
import { ApiError, notFound } from '../../http/errors';
import type { EntityRuntime } from '../entity';
import { apiValues, canPublish, col, pendingRevision, type StoredItem } from '../read';
import type { Row, SaveContext } from './context';

/** The item's version, read under a row lock held until the transaction ends; null when missing. */
export async function lockVersion(tx: Executor, runtime: EntityRuntime, id: number): Promise<number | null> {
  const [locked] = (await tx
    .select({ version: col(runtime.tables.main, 'version') })
    .from(runtime.tables.main)
    .where(eq(col(runtime.tables.main, 'id'), id))
    .for('update')) as { version: number }[];
  return locked ? locked.version : null;
}

/**
 * Where a save goes (ARCHITECTURE.md, "Editorial workflow"):
 * - `insert`: a new item; `update`: the item itself;
 * - `revise`: a user who cannot publish saves a published item: a revision draft (`draft` 1,
 *   `original_id`) takes the changes and the live item stays as it is;
 * - `accept`: a publisher sets a revision to Accettato (6): its values go to the live item, where
 *   accepted languages are published, and the draft is removed.
 */
export type SavePlan = { readonly liveId: number | null; readonly message: ApiMessageKey } & (
  | { readonly kind: 'insert'; readonly draft: 0; readonly originalId: null }
  | { readonly kind: 'update'; readonly targetId: number; readonly draft: number }
  | { readonly kind: 'revise'; readonly draft: 1; readonly originalId: number }
  | { readonly kind: 'accept'; readonly targetId: number; readonly draft: 0; readonly revisionId: number }
);

function languagesAt(values: Row, status: number): boolean {
  const contents = isRecord(values.contents) ? values.contents : {};
  return Object.values(contents).some((content) => isRecord(content) && content.status === status);
}

export async function planSave(
  tx: Executor,
  runtime: EntityRuntime,
  previous: StoredItem | null,
  values: Row,
  context: SaveContext,
): Promise<SavePlan> {
  if (previous === null) return { kind: 'insert', draft: 0, originalId: null, liveId: null, message: 'created' };
  const id = Number(previous.main.id);
  const draft = Number(previous.main.draft);
  const workflow = runtime.hasStatus && runtime.meta.actions.publish;
  const publish = canPublish(runtime, context.user);
  if (workflow && draft === 0 && !publish) {
    const published = [...previous.contents.values()].some((row) => row.status === STATUS.published);
    if (published) {
      const existing = await pendingRevision(tx, runtime, id);
      if (existing) throw new ApiError(409, 'revisionExists', { id: existing.id });
      mergeMissing(values, apiValues(runtime, previous));
      return { kind: 'revise', draft: 1, originalId: id, liveId: id, message: 'revisionSaved' };
    }
  }
  const originalId = previous.main.original_id;
  if (workflow && draft > 0 && publish && typeof originalId === 'number' && languagesAt(values, STATUS.accepted)) {
    if ((await lockVersion(tx, runtime, originalId)) === null) throw notFound();
    mergeMissing(values, apiValues(runtime, previous));
    return {
      kind: 'accept',
      targetId: originalId,
      draft: 0,
      revisionId: id,
      liveId: originalId,
      message: 'revisionAccepted',
    };
  }
  return {
    kind: 'update',
    targetId: id,
    draft,
    liveId: draft > 0 && typeof originalId === 'number' ? originalId : id,
    message: 'saved',
  };
}

/** Values the body leaves out are taken from `base` (a revision starts as a copy of the live item). */
export function mergeMissing(values: Row, base: Row): void {
  for (const [key, value] of Object.entries(base)) {
    if (key === 'contents' && isRecord(value)) {
      const contents = isRecord(values.contents) ? values.contents : {};
      for (const [lang, content] of Object.entries(value)) {
        if (!(lang in contents)) contents[lang] = content;
      }
      values.contents = contents;
    } else if (!(key in values)) {
      values[key] = value;
    }
  }
}

/** Accepted languages (6) are published (1) on the live item; the others keep their status. */
export function acceptStatuses(values: Row): void {
  const contents = isRecord(values.contents) ? values.contents : {};
  for (const content of Object.values(contents)) {
    if (isRecord(content) && content.status === STATUS.accepted) content.status = STATUS.published;
  }
}
