/**
 * The generic list and editor over one entity's generated calls (`generated/api/<entity>.ts`,
 * `<entity>Calls`): the answers reduced to what the screens show. No call is written here; an
 * entity without a call (no delete) makes the action fail with a clear error instead.
 */
import type { EntityMeta } from '#core/model';
import type { CallOptions, EntityCalls, QueryValues, Row, SaveAnswer } from '#api/client.ts';

export type { EntityCalls, QueryValues, Row, SaveAnswer } from '#api/client.ts';

export interface ListPage {
  readonly rows: readonly Row[];
  readonly total: number;
}

const options = (signal?: AbortSignal): CallOptions => (signal ? { signal } : {});

function missing(meta: EntityMeta, action: string): Error {
  return new Error(`${meta.name} has no ${action} call`);
}

/** One page of rows and the total (at `meta.total`, or at the root for some lists). */
export async function listItems(
  meta: EntityMeta,
  calls: EntityCalls,
  query: QueryValues,
  signal?: AbortSignal,
): Promise<ListPage> {
  const body = await calls.list(query, options(signal));
  const total = meta.list.totalAt === 'root' ? body.total : body.meta?.total;
  return { rows: body.data, total: typeof total === 'number' ? total : 0 };
}

/** The item as the editor edits it. */
export async function getItem(calls: EntityCalls, id: number, signal?: AbortSignal): Promise<Row> {
  return (await calls.get(id, options(signal))).data;
}

/** Creates (id null) or updates the item. */
export async function saveItem(
  meta: EntityMeta,
  calls: EntityCalls,
  id: number | null,
  body: Row,
): Promise<SaveAnswer> {
  if (id === null) {
    if (!calls.create) throw missing(meta, 'create');
    return (await calls.create(body)).data;
  }
  if (!calls.update) throw missing(meta, 'update');
  return (await calls.update(id, body)).data;
}

/** Deletes the items, all or nothing; answers the server's message. */
export async function deleteItems(meta: EntityMeta, calls: EntityCalls, ids: readonly number[]): Promise<string> {
  if (!calls.remove) throw missing(meta, 'delete');
  return (await calls.remove(ids.join(','))).data.message;
}
