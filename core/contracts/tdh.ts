/**
 * The data hub's calls (platform.md section 7, issue #34): the waiting-list flag of an item, a
 * send of one item in one language (queued as a job, its first attempt's outcome answered), an
 * item's send status, and the waiting and sent lists. The panel needs 'user-create' (platform.md
 * section 6). Items are named by their id and, since ids are per entity, by `entity` (the spec's
 * form without it works when the id is of one data-hub entity only): docs/integrations.md.
 */
import { z } from 'zod';
import { LIST_LIMITS, MAX_ID } from '../limits';
import { TDH_LANGUAGES, TDH_LIMITS, TDH_TYPES } from '../tdh';
import { component, defineCall, param } from './define';
import { pagedAnswer, pagedQuery } from './paged';
import { dataOf } from './shared';

const ABILITY = 'user-create';

const id = param.integer({ min: 1, max: MAX_ID, required: true, description: 'The item id.' });
const entity = param.entity({
  withStatus: true,
  required: false,
  description:
    'The entity of the item (one whose schema sends it to the data hub); without it, the id must be of one such entity only.',
});

const TdhSendState = component(
  'TdhSendState',
  z.object({
    inviato: z.boolean(),
    /** The last successful send, or null. */
    date: z.string().nullable(),
    /** The last outcome as JSON text (`{"codiceEsito": ..., "message": ...}`), or null. */
    response: z.string().nullable(),
  }),
  'The send status of an item in one language.',
);

const TdhStatusResult = component(
  'TdhStatusResult',
  dataOf(
    z.object({
      entity: z.string(),
      id: z.number().int(),
      /** Sent successfully in some language. */
      inviato: z.boolean(),
      /** The latest successful send, or null. */
      date: z.string().nullable(),
      /** On the waiting list ('Da inviare'): put on it by hand, or saved again after a send; off it once sent. */
      waitlist: z.boolean(),
      /** Sent before and saved since: the hub has an older version (no language sent in the current one). */
      changed: z.boolean(),
      /** The latest outcome in any language, as JSON text, or null. */
      response: z.string().nullable(),
      languages: z.record(z.string(), TdhSendState).meta({ description: 'The status per language sent so far.' }),
    }),
  ),
  'The data-hub status of an item (platform.md section 3: inviato, date, waitlist, response).',
);

const TdhWaitlistResult = component(
  'TdhWaitlistResult',
  dataOf(z.object({ message: z.string(), waitlist: z.boolean() })),
);

const TdhSendResult = component(
  'TdhSendResult',
  z.object({
    codiceEsito: z.string(),
    message: z.string(),
    job: z.object({ id: z.number().int(), status: z.string() }),
  }),
  "The send's outcome: the hub's codiceEsito and message (an empty codiceEsito is a success); " +
    "'IN_CODA' when the send is still queued (a retry waits, or the first attempt took longer than the wait).",
);

const TdhListRow = component(
  'TdhListRow',
  z.object({
    id: z.number().int(),
    entity: z.string(),
    /** The hub type (the lists' type filter). */
    type: z.enum(TDH_TYPES),
    /** The entity's label (TIPOLOGIA). */
    tipologia: z.string(),
    title: z.string(),
    /** DATA INSERIMENTO (waiting list) or DATA INVIO (sent list). */
    date: z.string().nullable(),
    /** The languages sent successfully. */
    languages: z.array(z.string()),
    /** Sent before and saved since: the hub has an older version (no language sent in the current one). */
    changed: z.boolean(),
  }),
);

const TdhPage = pagedAnswer('TdhPage', TdhListRow, {
  beside: { total: z.number().int().min(0) },
  fromOne: true,
  description: "A page of the waiting or sent list: `data`, `total` (the spec's) and `meta`.",
});

const listQuery = pagedQuery({
  limit: `Rows per page (${TDH_LIMITS.defaultPageSize}, at most ${LIST_LIMITS.maxLimit}).`,
  keywords: 'Part of the title.',
  filters: {
    type: param.oneOf(TDH_TYPES, { description: 'Only items of this hub type (none: Tutti).' }),
  },
});

const ERRORS = [401, 403, 404, 409, 422, 429] as const;

export const TDH_CALLS = {
  setTdhWaitlist: defineCall({
    method: 'get',
    path: '/tdh/waitlist/{id}',
    summary: "Put an item on the data hub's waiting list, or take it off",
    access: 'user',
    ability: ABILITY,
    params: { id },
    query: {
      waitlist: param.oneOf(['1', '0', 'true', 'false'], {
        required: true,
        description: "'1' or 'true': on the waiting list ('Da inviare'); '0' or 'false': off it.",
      }),
      entity,
    },
    answer: TdhWaitlistResult,
    errors: ERRORS,
  }),
  sendTdhItem: defineCall({
    method: 'get',
    path: '/tdh/invia/{id}',
    summary: 'Send an item to the data hub in one language',
    description:
      `Queues the send as a job (one per item and language in flight; 5xx and network errors retried with backoff, never a 4xx) ` +
      `and waits up to ${TDH_LIMITS.waitMs / 1000} s for its first attempt: the hub's codiceEsito and message, ` +
      "or 'IN_CODA'. Only a language published may be sent; 503 when the hub is not configured for the environment of the settings. " +
      'A version of the item (every save makes a new one) is sent once per language: a send of a version already sent answers ' +
      "a success (empty codiceEsito, 'Già inviato al Data Hub…') without sending it again. A successful send takes the item off the waiting list.",
    access: 'user',
    ability: ABILITY,
    params: { id },
    query: {
      lang: param.oneOf(TDH_LANGUAGES, { default: 'it', description: 'The language sent (it or en).' }),
      entity,
    },
    answer: TdhSendResult,
    errors: [...ERRORS, 503],
  }),
  getTdhStatus: defineCall({
    method: 'get',
    path: '/tdh/inviato/{id}',
    summary: 'The data-hub status of an item',
    access: 'user',
    ability: ABILITY,
    params: { id },
    query: { entity },
    answer: TdhStatusResult,
    errors: ERRORS,
  }),
  listTdhSent: defineCall({
    method: 'get',
    path: '/tdh/inviati',
    summary: 'Items sent to the data hub',
    description: 'Live items sent successfully in some language, the latest send first.',
    access: 'user',
    ability: ABILITY,
    query: listQuery,
    answer: TdhPage,
    errors: [401, 403, 422, 429],
  }),
  listTdhWaitlist: defineCall({
    method: 'get',
    path: '/tdh/waitlist',
    summary: "The data hub's waiting list",
    description:
      "Live items on the waiting list ('Da inviare'), the latest first: put on it by hand, or saved again after a send " +
      '(then `changed`); an item leaves it when it is sent in its current version.',
    access: 'user',
    ability: ABILITY,
    query: listQuery,
    answer: TdhPage,
    errors: [401, 403, 422, 429],
  }),
};
