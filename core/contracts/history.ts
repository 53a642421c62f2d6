/**
 * The history of items (issue #35, docs/history.md): an item's changes for whoever may edit it,
 * every change for administrators (filtered by user, type, item, action and date), the restore of
 * an entry's version as a new save, and the restore of a deleted item under its id. Handlers in
 * `server/history/calls.ts`.
 */
import { z } from 'zod';
import { WILDCARD_ABILITY } from '../abilities';
import { HISTORY_ACTIONS, HISTORY_DATE_PATTERN, HISTORY_LIMITS, HISTORY_SIDES, isHistoryDate } from '../history';
import { MAX_ID } from '../limits';
import { component, defineCall, param } from './define';
import { pagedAnswer, pageParams } from './paged';
import { dataOf } from './shared';

/** Administrators alone (the role holding every ability) see every change and restore deleted items. */
export const HISTORY_ADMIN_ABILITY = WILDCARD_ABILITY;

const HistoryChange = component(
  'HistoryChange',
  z.object({
    /** `title` for a shared field, `contents.<lang>.<field>` for a field of one language. */
    path: z.string(),
    lang: z.string().optional(),
    before: z.unknown().meta({ description: 'The value before (null: none); texts beyond 10,000 characters cut.' }),
    after: z.unknown().meta({ description: 'The value after (null: none).' }),
    /** Rich text, kept as its visible text (one line per paragraph). */
    richText: z.literal(true).optional(),
  }),
  'One changed field of an entry of the history.',
);

export const HistoryEntry = component(
  'HistoryEntry',
  z.object({
    id: z.number().int(),
    /** When (UTC). */
    at: z.string(),
    /** Who: null for the system (the seed). */
    user_id: z.number().int().nullable(),
    user_name: z.string().nullable(),
    entity: z.string(),
    item_id: z.number().int(),
    /** The item's version after the change (before it, for a deletion). */
    version: z.number().int(),
    action: z.enum(HISTORY_ACTIONS),
    /** The one language the change touched, or null. */
    lang: z.string().nullable(),
    /** The item's title in that version (Italian first). */
    title: z.string().nullable(),
    /** False when the item no longer exists (a deleted item an administrator may restore). */
    item_exists: z.boolean(),
    changes: z.array(HistoryChange),
  }),
  'One change of an item: who, when, what, and the changed fields before and after.',
);

const HistoryPage = pagedAnswer('HistoryPage', HistoryEntry, {
  fromOne: true,
  description: 'Entries of the history, the latest first.',
});

const HistoryRestoreBody = component(
  'HistoryRestoreBody',
  z.strictObject({
    side: z.enum(HISTORY_SIDES, { error: 'option' }),
  }),
  'Which version of the entry to restore: the item as it was `before` the change, or `after` it.',
);

const HistoryRestored = component(
  'HistoryRestored',
  dataOf(z.object({ id: z.number().int(), message: z.string(), permalink: z.string().nullable() })),
  'The restore, saved as a new version (a save answer).',
);

const page = pageParams(`Entries per page (${HISTORY_LIMITS.pageSize}).`, HISTORY_LIMITS.maxPageSize);
const itemId = (description: string, required: boolean) =>
  required
    ? param.integer({ min: 1, max: MAX_ID, required: true, description })
    : param.integer({ min: 1, max: MAX_ID, description });
const date = (description: string) =>
  param.string({ max: 10, pattern: { source: HISTORY_DATE_PATTERN, test: isHistoryDate }, description });
const entryId = param.integer({ min: 1, max: Number.MAX_SAFE_INTEGER, required: true, description: 'The entry id.' });

export const HISTORY_CALLS = {
  listItemHistory: defineCall({
    method: 'get',
    path: '/history/item',
    summary: 'The history of one item',
    description: "For whoever may edit the item (its entity's `edit` ability): its changes, the latest first.",
    access: 'user',
    query: {
      entity: param.entity({ description: 'The entity of the item.' }),
      id: itemId('The item id.', true),
      ...page,
    },
    answer: HistoryPage,
    errors: [401, 403, 422, 429],
  }),
  listHistory: defineCall({
    method: 'get',
    path: '/history',
    summary: 'Every change of every item',
    description:
      'Administrators only: the latest first, filtered by user, entity, item, action (`delete` finds the deleted items) and date (from, to: days in UTC, both included).',
    access: 'user',
    ability: HISTORY_ADMIN_ABILITY,
    query: {
      ...page,
      user: itemId('Only the changes of this user.', false),
      entity: param.entity({ required: false, description: 'Only the changes of this entity.' }),
      item: itemId('Only the changes of this item (with `entity`).', false),
      action: param.oneOf(HISTORY_ACTIONS, { description: 'Only this kind of change.' }),
      from: date('From this day (`2026-05-01`).'),
      to: date('Up to this day, included.'),
    },
    answer: HistoryPage,
    errors: [401, 403, 422, 429],
  }),
  restoreHistoryEntry: defineCall({
    method: 'post',
    path: '/history/{id}/restore',
    summary: "Restore an entry's version as a new save",
    description:
      "For whoever may edit the item: the item's fields as they were before or after the change are saved again, " +
      "through the item's own save (validation, statuses, abilities); each language keeps its current status. " +
      '422 when that side has no version (before a creation, after a deletion); 404 when the item is gone.',
    access: 'user',
    params: { id: entryId },
    body: HistoryRestoreBody,
    answer: HistoryRestored,
    errors: [401, 403, 404, 409, 422, 429],
  }),
  restoreDeletedItem: defineCall({
    method: 'post',
    path: '/history/{id}/restore-item',
    summary: 'Restore a deleted item',
    description:
      'Administrators only: the item a deletion entry removed comes back under its id, with its contents and relations, ' +
      'through the save (validation included). 409 when an item with that id exists.',
    access: 'user',
    ability: HISTORY_ADMIN_ABILITY,
    params: { id: entryId },
    answer: HistoryRestored,
    status: 201,
    errors: [401, 403, 404, 409, 422, 429],
  }),
};
