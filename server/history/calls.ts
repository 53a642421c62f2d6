/**
 * The history's calls (contracts: core/contracts/history.ts; docs/history.md): an item's entries
 * for whoever may edit it, every entry for administrators, and the two restores. A restore is a
 * save (`saveItem`) with the caller's abilities and the schema's validation, recorded as `restore`:
 * of an entry's version over the existing item (each language keeps its current status), or of a
 * deleted item under its own id.
 */
import { sql, type SQL } from 'drizzle-orm';
import { pageMetaOf } from '#core/contracts/paged';
import { toWireDateTime } from '#core/dates';
import { HISTORY_LIMITS, type HistoryAction, type HistoryChange, type HistorySide } from '#core/history';
import { apiMessage } from '#core/messages';
import { rows, type Executor } from '../db/client';
import { isRecord, pgError } from '../db/sql';
import type { EntityRuntime } from '../crud/entity';
import { apiValues, existingIds, loadItem } from '../crud/read';
import { authorise } from '../crud/routes';
import { saveItem, type SaveContext } from '../crud/write';
import type { PlatformHandlers } from '../http/calls';
import type { ServerContext } from '../http/context';
import { ApiError, invalid, languageOf, notFound } from '../http/errors';
import { withClearedFields } from './clear';
import type { ItemSnapshot } from './record';

interface EntryRow {
  id: number;
  at: Date | string;
  user_id: number | null;
  user_name: string | null;
  entity: string;
  item_id: number;
  version: number;
  action: HistoryAction;
  lang: string | null;
  changes: HistoryChange[];
  values: Record<string, unknown> | null;
}

const ENTRY_COLUMNS = sql`h.id::int as id, h.at, h.user_id, h.user_name, h.entity, h.item_id, h.version, h.action,
  h.lang, h.changes, h.snapshot->'values' as values`;

/** The item's title in a snapshot's values: Italian first, then the first language that has one. */
function titleOf(runtime: EntityRuntime | undefined, values: Record<string, unknown> | null): string | null {
  if (!runtime || !values) return null;
  const { name, perLanguage } = runtime.title;
  if (!perLanguage) return typeof values[name] === 'string' ? values[name] : null;
  const contents = isRecord(values.contents) ? values.contents : {};
  for (const lang of ['it', ...Object.keys(contents)]) {
    const content = contents[lang];
    if (isRecord(content) && typeof content[name] === 'string' && content[name] !== '') return content[name];
  }
  return null;
}

interface Filters {
  readonly user?: number | undefined;
  readonly entity?: string | undefined;
  readonly item?: number | undefined;
  readonly action?: HistoryAction | undefined;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

function whereOf(filters: Filters): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filters.user !== undefined) conditions.push(sql`h.user_id = ${filters.user}`);
  if (filters.entity !== undefined) conditions.push(sql`h.entity = ${filters.entity}`);
  if (filters.item !== undefined) conditions.push(sql`h.item_id = ${filters.item}`);
  if (filters.action !== undefined) conditions.push(sql`h.action = ${filters.action}`);
  if (filters.from !== undefined) conditions.push(sql`h.at >= ${filters.from}::date::timestamp at time zone 'UTC'`);
  if (filters.to !== undefined) {
    conditions.push(sql`h.at < (${filters.to}::date + 1)::timestamp at time zone 'UTC'`);
  }
  return sql.join(conditions, sql` and `);
}

export function historyHandlers(
  context: ServerContext,
): Pick<PlatformHandlers, 'listItemHistory' | 'listHistory' | 'restoreHistoryEntry' | 'restoreDeletedItem'> {
  const { db } = context.database;

  /** A page of entries matching `filters`, the latest first, each with its title and whether the item exists. */
  const pageOfEntries = async (filters: Filters, page: number | undefined, limit: number | undefined) => {
    const where = whereOf(filters);
    const size = limit ?? HISTORY_LIMITS.pageSize;
    const current = page ?? 1;
    const [counted] = await rows<{ total: number }>(
      db,
      sql`select count(*)::int as total from item_history h where ${where}`,
    );
    const total = counted?.total ?? 0;
    const found = await rows<EntryRow>(
      db,
      sql`select ${ENTRY_COLUMNS} from item_history h where ${where}
          order by h.id desc limit ${size} offset ${(current - 1) * size}`,
    );
    const byEntity = new Map<string, number[]>();
    for (const row of found) byEntity.set(row.entity, [...(byEntity.get(row.entity) ?? []), row.item_id]);
    const existing = new Set<string>();
    for (const [entity, ids] of byEntity) {
      const runtime = context.entities.get(entity);
      if (!runtime) continue;
      for (const id of await existingIds(db, runtime, ids)) existing.add(`${entity}:${id}`);
    }
    return {
      data: found.map((row) => ({
        id: row.id,
        at: toWireDateTime(row.at instanceof Date ? row.at : new Date(row.at)),
        user_id: row.user_id,
        user_name: row.user_name,
        entity: row.entity,
        item_id: row.item_id,
        version: row.version,
        action: row.action,
        lang: row.lang,
        title: titleOf(context.entities.get(row.entity), row.values),
        item_exists: existing.has(`${row.entity}:${row.item_id}`),
        changes: row.changes,
      })),
      meta: pageMetaOf(current, size, total),
    };
  };

  interface StoredEntry {
    readonly id: number;
    readonly entity: string;
    readonly item_id: number;
    readonly action: HistoryAction;
    readonly snapshot: ItemSnapshot;
  }

  const entryById = async (executor: Executor, id: number): Promise<StoredEntry> => {
    const [entry] = await rows<StoredEntry>(
      executor,
      sql`select id::int as id, entity, item_id, action, snapshot from item_history where id = ${id}`,
    );
    if (!entry) throw notFound();
    return entry;
  };

  /** The item's version on one side of an entry: after it (its snapshot), or before (the previous entry's). */
  const versionAt = async (entry: StoredEntry, side: HistorySide): Promise<ItemSnapshot | null> => {
    if (side === 'after') return entry.action === 'delete' ? null : entry.snapshot;
    if (entry.action === 'delete') return entry.snapshot;
    const [previous] = await rows<{ snapshot: ItemSnapshot; action: HistoryAction }>(
      db,
      sql`select snapshot, action from item_history
           where entity = ${entry.entity} and item_id = ${entry.item_id} and id < ${entry.id}
           order by id desc limit 1`,
    );
    return previous && entry.action !== 'create' ? previous.snapshot : null;
  };

  const runtimeOf = (entity: string): EntityRuntime => {
    const runtime = context.entities.get(entity);
    if (!runtime) throw notFound();
    return runtime;
  };

  return {
    listItemHistory: async ({ request, query }) => {
      const runtime = runtimeOf(query.entity);
      authorise(request, runtime, 'edit', true);
      return pageOfEntries({ entity: runtime.name, item: query.id }, query.page, query.limit);
    },

    listHistory: async ({ query }) =>
      pageOfEntries(
        {
          user: query.user,
          entity: query.entity,
          item: query.item,
          action: query.action,
          from: query.from,
          to: query.to,
        },
        query.page,
        query.limit,
      ),

    restoreHistoryEntry: async ({ request, params, body, user }) => {
      const language = languageOf(request);
      const entry = await entryById(db, params.id);
      const runtime = runtimeOf(entry.entity);
      authorise(request, runtime, 'edit', true);
      const version = await versionAt(entry, body.side);
      if (!version) throw invalid({ side: [apiMessage('historyNoVersion', language)] });
      const current = await loadItem(db, runtime, entry.item_id);
      if (!current) throw new ApiError(404, 'historyItemGone');
      const values = structuredClone(version.values);
      // Each language keeps its current status: a restore brings back content, not a workflow step.
      if (isRecord(values.contents)) {
        for (const [lang, content] of Object.entries(values.contents)) {
          const status = current.contents.get(lang)?.status;
          if (isRecord(content) && typeof status === 'number') content.status = status;
        }
      }
      values.version = current.main.version;
      // The version's empty fields are emptied now too (those the item's statuses allow empty).
      const restored = withClearedFields(values, apiValues(runtime, current), (candidate) => {
        const checked = runtime.validators.item.safeParse(candidate);
        return checked.success ? [] : checked.error.issues.map((issue) => issue.path.join('.'));
      });
      const saveContext: SaveContext = { user, language, permalinks: context.permalinks, restoring: {} };
      const outcome = await saveItem(db, runtime, entry.item_id, restored, saveContext);
      return {
        data: { id: outcome.id, message: apiMessage('historyRestored', language), permalink: outcome.permalink },
      };
    },

    restoreDeletedItem: async ({ request, reply, params, user }) => {
      const language = languageOf(request);
      const entry = await entryById(db, params.id);
      const runtime = runtimeOf(entry.entity);
      if (entry.action !== 'delete') throw invalid({ id: [apiMessage('historyNotDeletion', language)] });
      if (entry.snapshot.draft > 0) throw invalid({ id: [apiMessage('historyRevisionDraft', language)] });
      if ((await existingIds(db, runtime, [entry.item_id])).size > 0) throw new ApiError(409, 'historyItemExists');
      const saveContext: SaveContext = {
        user,
        language,
        permalinks: context.permalinks,
        restoring: { id: entry.item_id },
      };
      const outcome = await saveItem(db, runtime, null, structuredClone(entry.snapshot.values), saveContext).catch(
        (error: unknown) => {
          // Restored twice at once: the other restore took the id.
          if (pgError(error).constraint?.endsWith('_pkey')) throw new ApiError(409, 'historyItemExists');
          throw error;
        },
      );
      reply.code(201);
      return {
        data: { id: outcome.id, message: apiMessage('historyItemRestored', language), permalink: outcome.permalink },
      };
    },
  };
}
