/**
 * The experiences and trekking feeds' calls (content.md section 7, issue #34): the open-data
 * experiences list (`GET operations/makexp`: `data.items`, `data.items_count`), the editors'
 * interest status of one experience (`POST operations/xpstatus`: id, status), the trekking
 * activities list (`GET operations/trekksoft`: `total`, `data`), the deletion of trekking rows, and
 * a manual import of each feed for administrators. Abilities: `core/feeds.ts`; handlers and the
 * imports: `server/integrations/feeds/`; the feeds' format: docs/integrations.md.
 */
import { z } from 'zod';
import { WILDCARD_ABILITY } from '../abilities';
import { FEED_ABILITIES, FEED_LIMITS, XP_STATUSES } from '../feeds';
import { LIST_LIMITS, MAX_ID } from '../limits';
import { component, defineCall, param } from './define';
import { pagedAnswer, pagedQuery } from './paged';
import { dataOf, idListParam, MessageResult } from './shared';

const XpLocation = component(
  'XpLocation',
  z.object({
    address: z.string().nullable(),
    city_name: z.string().nullable(),
    /** The ISTAT code of the municipality (`037006`). */
    city_code: z.string().nullable(),
    /** The province's abbreviation (`BO`). */
    province_code: z.string().nullable(),
  }),
);

const XpItem = component(
  'XpItem',
  z.object({
    id: z.number().int(),
    /** The feed's id of the experience. */
    external_id: z.string(),
    title: z.string(),
    types: z.array(z.string()),
    targets: z.array(z.string()),
    price_amount: z.number().nullable(),
    price_currency: z.string().nullable(),
    structure: z.object({ name: z.string() }).nullable(),
    locations: z.array(XpLocation),
    dates: z.array(z.object({ start_date: z.string().nullable(), end_date: z.string().nullable() })),
    abstract: z.string().nullable(),
    images_gallery: z.array(z.object({ thumb: z.string() })),
    /** The editors' interest: not_interested, interested, copied, none ('non definito'). */
    status: z.enum(XP_STATUSES),
    /** The status's label ('Non mi interessa', 'Mi interessa', 'Copiato', 'non definito'). */
    status_label: z.string(),
    /** The municipalities of the locations (ids of `operations/comuni`). */
    comuni: z.array(z.number().int()),
    /** False once the feed no longer lists it (kept because an editor chose a status). */
    in_feed: z.boolean(),
  }),
  'An experience of the open-data feed (content.md section 3, "Open-data item").',
);

const XpPage = component(
  'XpPage',
  dataOf(
    z.object({
      items: z.array(XpItem),
      items_count: z.number().int().min(0),
      meta: z.object({
        total: z.number().int().min(0),
        current_page: z.number().int().min(1),
        last_page: z.number().int().min(1),
      }),
    }),
  ),
  'A page of experiences: `data.items` and `data.items_count` (the total), as the spec gives them.',
);

const XpStatusBody = component(
  'XpStatusBody',
  z.strictObject({
    id: z
      .union(
        [
          z.number().int().min(1).max(MAX_ID),
          z
            .string()
            .regex(/^[1-9]\d{0,9}$/)
            .refine((value) => Number(value) <= MAX_ID),
        ],
        { error: 'invalid' },
      )
      .meta({ description: "The experience's id (also as text in the query form)." }),
    status: z.enum(XP_STATUSES, { error: 'invalid' }),
  }),
  "The experience's id and its new status.",
);

const XpStatusResult = component(
  'XpStatusResult',
  dataOf(z.object({ message: z.string(), id: z.number().int(), status: z.enum(XP_STATUSES) })),
);

const TrekkingRow = component(
  'TrekkingRow',
  z.object({
    id: z.number().int(),
    /** The feed's id of the activity (ID). */
    trekksoft_id: z.string(),
    title: z.string(),
    /** The activity's page (TITOLO links to it). */
    url: z.string().nullable(),
    location_name: z.string().nullable(),
    /** The municipality the location was matched to (COMUNE), or null. */
    comune_id: z.number().int().nullable(),
    comune: z.string().nullable(),
    /** DATA, `YYYY-MM-DD`. */
    date: z.string().nullable(),
    description: z.string().nullable(),
  }),
  'A trekking activity (content.md section 3).',
);

const TrekkingPage = pagedAnswer('TrekkingPage', TrekkingRow, {
  beside: { total: z.number().int().min(0) },
  fromOne: true,
  description: "A page of trekking activities: `total` and `data` (the spec's) and `meta`.",
});

const FeedImportResult = component(
  'FeedImportResult',
  dataOf(z.object({ message: z.string(), job: z.object({ id: z.number().int(), status: z.string() }) })),
  'The import queued (or the one already queued or running).',
);

const filters = {
  provincia: param.integer({
    min: 1,
    max: 999,
    description: 'Only items in a municipality of this province (its id).',
  }),
  comune: param.integer({ min: 1, max: MAX_ID, description: 'Only items in this municipality (its id).' }),
};

const limit = `Rows per page (${FEED_LIMITS.defaultPageSize}, at most ${LIST_LIMITS.maxLimit}).`;

const refresh = (feed: string, what: string) =>
  defineCall({
    method: 'post',
    path: `/operations/${feed}/aggiorna`,
    summary: `Import the ${what} feed now`,
    description:
      `Queues an import of the ${what} feed now (one per feed in flight: an import already queued is brought forward). ` +
      `Administrators only; 503 when the feed has no address.`,
    access: 'user',
    ability: WILDCARD_ABILITY,
    answer: FeedImportResult,
    errors: [401, 403, 429, 503],
  });

export const FEED_CALLS = {
  listExperiences: defineCall({
    method: 'get',
    path: '/operations/makexp',
    summary: 'The open-data experiences',
    description:
      'The experiences imported from the open-data feed, with the editors\' interest status (content.md "Open-data export list").',
    access: 'user',
    ability: FEED_ABILITIES.view,
    query: pagedQuery({
      limit,
      orderFields: ['id', 'title', 'date'],
      keywords: 'Part of the title, abstract or structure.',
      filters,
    }),
    answer: XpPage,
    errors: [401, 403, 422, 429],
  }),
  setExperienceStatus: defineCall({
    method: 'post',
    path: '/operations/xpstatus',
    summary: "Save the editors' interest in an experience",
    description:
      "The radio's choice, saved at once: not_interested ('Non mi interessa'), interested ('Mi interessa'), " +
      "copied ('Copiato'), none ('non definito'). An import never changes it.",
    access: 'user',
    ability: FEED_ABILITIES.status,
    body: XpStatusBody,
    queryForm: true,
    answer: XpStatusResult,
    errors: [401, 403, 404, 422, 429],
  }),
  listTrekking: defineCall({
    method: 'get',
    path: '/operations/trekksoft',
    summary: 'The trekking activities',
    description: 'The activities imported from the trekking feed (content.md "Trekking activity list").',
    access: 'user',
    ability: FEED_ABILITIES.view,
    query: pagedQuery({
      limit,
      orderFields: ['id', 'title', 'date'],
      keywords: 'Part of the title, place or id.',
      filters,
    }),
    answer: TrekkingPage,
    errors: [401, 403, 422, 429],
  }),
  deleteTrekking: defineCall({
    method: 'delete',
    path: '/operations/trekksoft/{ids}',
    summary: 'Delete trekking activities',
    description:
      "All or nothing. Needs event-create and event-delete (the trekking route's create and delete). " +
      'A deleted activity stays hidden when the feed lists it again.',
    access: 'user',
    ability: FEED_ABILITIES.deleteTrekking[1],
    params: { ids: idListParam },
    answer: MessageResult,
    errors: [401, 403, 404, 422, 429],
  }),
  refreshExperiences: refresh('makexp', 'experiences'),
  refreshTrekking: refresh('trekksoft', 'trekking'),
};
