/**
 * The history of items for the stories (issue #35, docs/history.md): an in-memory store answering
 * the admin's calls `GET history/item` (one item's entries, the editor's 'Cronologia'), `GET
 * history` (every entry, filtered by user, type, item, action and days: `/cronologia`), `POST
 * history/{id}/restore` (a version saved again) and `POST history/{id}/restore-item` (a deleted
 * item back under its id), with the server's rules and answers (`server/history/calls.ts`).
 *
 * A story lists its items' changes, the oldest first, as the item's values after each change (null:
 * deleted); the store records them as the server does: the changed fields are `diffSnapshots`
 * between one version and the next (rich text as its visible text), the action and language follow
 * from them (`saveAction`, `languageOfChanges`), and a deletion keeps the item as it was. Each
 * story makes its own store and resets it before it renders (`reset`), so a story replayed starts
 * afresh. Nothing here names an entity: a change carries its entity's generated meta.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { pageMetaOf } from '#core/contracts/paged';
import { toWireDateTime } from '#core/dates';
import {
  diffSnapshots,
  HISTORY_ACTIONS,
  HISTORY_LIMITS,
  HISTORY_SIDES,
  languageOfChanges,
  saveAction,
  type DiffOptions,
  type HistoryAction,
  type HistorySnapshot,
} from '#core/history';
import { apiMessage, type ApiMessageKey } from '#core/messages';
import type { EntityMeta } from '#core/model';
import type { HistoryEntry, HistoryPage, HistoryRestoreBody, HistoryRestored } from '../../generated/api/schemas';
import { API } from './handlers';

/** Who made a change: a user's id and the name they had then. */
export interface StoryUser {
  readonly id: number;
  readonly name: string;
}

/** One change of an item as a story tells it. */
export interface StoryChange {
  /** The item's entity (its generated meta: name, title field, rich-text and status fields). */
  readonly meta: EntityMeta;
  readonly itemId: number;
  /** When, as the server writes it (`2026-11-24 10:15:00`). */
  readonly at: string;
  /** Who; null for the system (the seed). */
  readonly user: StoryUser | null;
  /** The item's values after the change, as the editor reads them (the fields the story shows); null: deleted. */
  readonly values: HistorySnapshot | null;
  /** A restore; else the action follows from the change (creation, deletion, status or update). */
  readonly restore?: true;
}

interface Recorded {
  readonly entry: Omit<HistoryEntry, 'title' | 'item_exists'>;
  readonly meta: EntityMeta;
  /** The item as the entry keeps it: after the change, before it for a deletion. */
  readonly snapshot: HistorySnapshot;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The entity's rich-text and status fields, by name (the diff's rules, as the server reads them). */
function diffOptionsOf(meta: EntityMeta): DiffOptions {
  const all = [...meta.fields, ...meta.contents];
  return {
    richText: new Set(all.filter((field) => field.kind === 'richtext').map((field) => field.name)),
    status: new Set(all.filter((field) => field.kind === 'status').map((field) => field.name)),
  };
}

/** The item's title in a version: Italian first, then the first language that has one. */
function titleOf(meta: EntityMeta, values: HistorySnapshot): string | null {
  const shared = values[meta.titleField];
  if (typeof shared === 'string' && shared !== '') return shared;
  const contents = isRecord(values.contents) ? values.contents : {};
  for (const lang of ['it', ...Object.keys(contents)]) {
    const content = contents[lang];
    const title = isRecord(content) ? content[meta.titleField] : undefined;
    if (typeof title === 'string' && title !== '') return title;
  }
  return null;
}

const json = (body: Record<string, unknown>, status = 200) => HttpResponse.json(body, { status });
const refused = (status: number, key: ApiMessageKey) => json({ message: apiMessage(key, 'it') }, status);
/** The server's 500 answer (its message names the request). */
const serverError = () => json({ message: apiMessage('serverError', 'it', { requestId: 'storybook' }) }, 500);
const invalid = (field: string, key: ApiMessageKey) =>
  json({ message: apiMessage('validationFailed', 'it'), errors: { [field]: [apiMessage(key, 'it')] } }, 422);

function integer(value: string | null): number | undefined {
  return value !== null && /^\d{1,9}$/.test(value) ? Number(value) : undefined;
}

export class StoryHistory {
  private recorded: Recorded[] = [];
  private asked: URLSearchParams[] = [];
  private restoredEntries: number[] = [];

  /**
   * @param changes the items' changes, the oldest first
   * @param actor who restores in the story (the signed-in user)
   */
  constructor(
    private readonly changes: readonly StoryChange[],
    private readonly actor: StoryUser,
  ) {
    this.reset();
  }

  /** Back to the story's changes. */
  reset(): void {
    this.recorded = [];
    this.asked = [];
    this.restoredEntries = [];
    for (const change of this.changes) this.record(change);
  }

  /** The queries of `GET history` asked so far (the filters the screen sent). */
  queries(): readonly URLSearchParams[] {
    return this.asked;
  }

  /** The ids of the entries restored so far (both restores). */
  restores(): readonly number[] {
    return this.restoredEntries;
  }

  /** The item's values now (null: it does not exist). */
  current(entity: string, itemId: number): HistorySnapshot | null {
    const last = this.entriesOf(entity, itemId)[0];
    return last === undefined || last.entry.action === 'delete' ? null : last.snapshot;
  }

  /** The item's entries, the latest first. */
  private entriesOf(entity: string, itemId: number): Recorded[] {
    return this.recorded.filter((row) => row.entry.entity === entity && row.entry.item_id === itemId).reverse();
  }

  private record(change: StoryChange): void {
    const { meta, itemId } = change;
    const options = diffOptionsOf(meta);
    const last = this.entriesOf(meta.name, itemId)[0];
    const before = this.current(meta.name, itemId);
    const changes = diffSnapshots(before, change.values, options);
    const action: HistoryAction = change.restore
      ? 'restore'
      : change.values === null
        ? 'delete'
        : saveAction(before === null, changes, options);
    const version = (last?.entry.version ?? 0) + (action === 'delete' ? 0 : 1);
    this.recorded.push({
      meta,
      snapshot: change.values ?? before ?? {},
      entry: {
        id: this.recorded.length + 1,
        at: change.at,
        user_id: change.user?.id ?? null,
        user_name: change.user?.name ?? null,
        entity: meta.name,
        item_id: itemId,
        version,
        action,
        lang: languageOfChanges(changes),
        changes,
      },
    });
  }

  /** An entry as the calls answer it: with the item's title in that version and whether the item exists. */
  private answerOf(row: Recorded): HistoryEntry {
    return {
      ...row.entry,
      title: titleOf(row.meta, row.snapshot),
      item_exists: this.current(row.entry.entity, row.entry.item_id) !== null,
    };
  }

  private page(rows: readonly Recorded[], query: URLSearchParams): HistoryPage {
    const limit = Math.min(integer(query.get('limit')) ?? HISTORY_LIMITS.pageSize, HISTORY_LIMITS.maxPageSize);
    const page = Math.max(1, integer(query.get('page')) ?? 1);
    const latestFirst = [...rows].sort((a, b) => b.entry.id - a.entry.id);
    return {
      data: latestFirst.slice((page - 1) * limit, page * limit).map((row) => this.answerOf(row)),
      meta: pageMetaOf(page, limit, latestFirst.length),
    };
  }

  /** The version a restore of `row` takes: the item before the change (the previous entry's), or after it. */
  private versionAt(row: Recorded, side: HistoryRestoreBody['side']): HistorySnapshot | null {
    if (side === 'after') return row.entry.action === 'delete' ? null : row.snapshot;
    if (row.entry.action === 'delete') return row.snapshot;
    if (row.entry.action === 'create') return null;
    const previous = this.entriesOf(row.entry.entity, row.entry.item_id).find((other) => other.entry.id < row.entry.id);
    return previous?.snapshot ?? null;
  }

  /** The version's values over the current item: each language keeps its current status, languages added since stay. */
  private static restoredValues(version: HistorySnapshot, current: HistorySnapshot): HistorySnapshot {
    const values: Record<string, unknown> = structuredClone({ ...current, ...version });
    const now = isRecord(current.contents) ? current.contents : {};
    const restored = isRecord(version.contents) ? structuredClone(version.contents) : {};
    for (const [lang, content] of Object.entries(restored)) {
      const status = isRecord(now[lang]) ? now[lang].status : undefined;
      if (isRecord(content) && typeof status === 'number') content.status = status;
    }
    values.contents = { ...structuredClone(now), ...restored };
    return values;
  }

  private now(): string {
    return toWireDateTime(new Date());
  }

  handlers(): HttpHandler[] {
    return [
      http.get(`${API}/history/item`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        const rows = this.entriesOf(query.get('entity') ?? '', integer(query.get('id')) ?? 0);
        return json(this.page(rows, query));
      }),
      http.get(`${API}/history`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        this.asked.push(query);
        const user = integer(query.get('user'));
        const entity = query.get('entity');
        const item = integer(query.get('item'));
        const action = query.get('action');
        const from = query.get('from');
        const to = query.get('to');
        if (action !== null && !(HISTORY_ACTIONS as readonly string[]).includes(action)) {
          return invalid('action', 'validationFailed');
        }
        const rows = this.recorded.filter(
          ({ entry }) =>
            (user === undefined || entry.user_id === user) &&
            (entity === null || entry.entity === entity) &&
            (item === undefined || entry.item_id === item) &&
            (action === null || entry.action === action) &&
            (from === null || entry.at.slice(0, 10) >= from) &&
            (to === null || entry.at.slice(0, 10) <= to),
        );
        return json(this.page(rows, query));
      }),
      http.post(`${API}/history/:id/restore`, async ({ params, request }) => {
        const body = (await request.json().catch(() => ({}))) as Partial<HistoryRestoreBody>;
        if (body.side === undefined || !HISTORY_SIDES.includes(body.side)) return invalid('side', 'validationFailed');
        const row = this.recorded.find((candidate) => candidate.entry.id === Number(params.id));
        if (!row) return refused(404, 'notFound');
        const version = this.versionAt(row, body.side);
        if (!version) return invalid('side', 'historyNoVersion');
        const current = this.current(row.entry.entity, row.entry.item_id);
        if (!current) return refused(404, 'historyItemGone');
        this.record({
          meta: row.meta,
          itemId: row.entry.item_id,
          at: this.now(),
          user: this.actor,
          values: StoryHistory.restoredValues(version, current),
          restore: true,
        });
        this.restoredEntries.push(row.entry.id);
        const answer: HistoryRestored = {
          data: { id: row.entry.item_id, message: apiMessage('historyRestored', 'it'), permalink: null },
        };
        return json(answer);
      }),
      http.post(`${API}/history/:id/restore-item`, ({ params }) => {
        const row = this.recorded.find((candidate) => candidate.entry.id === Number(params.id));
        if (!row) return refused(404, 'notFound');
        if (row.entry.action !== 'delete') return invalid('id', 'historyNotDeletion');
        if (this.current(row.entry.entity, row.entry.item_id) !== null) return refused(409, 'historyItemExists');
        this.record({
          meta: row.meta,
          itemId: row.entry.item_id,
          at: this.now(),
          user: this.actor,
          values: structuredClone(row.snapshot),
          restore: true,
        });
        this.restoredEntries.push(row.entry.id);
        const answer: HistoryRestored = {
          data: { id: row.entry.item_id, message: apiMessage('historyItemRestored', 'it'), permalink: null },
        };
        return json(answer, 201);
      }),
    ];
  }
}

/** The history calls answer 500 (a load error); `onCall` is told of each call. */
export function historyFailure(onCall: () => void = () => undefined): HttpHandler[] {
  const failed = () => {
    onCall();
    return serverError();
  };
  return [http.get(`${API}/history`, failed), http.get(`${API}/history/item`, failed)];
}
