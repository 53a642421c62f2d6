/**
 * The calls of the editorial desks (redazioni; platform.md sections 3, 5, 6 and 7): the list, one
 * desk with its users and municipalities, create and update (desks are never deleted), the select
 * options, and the desk's municipalities. The save schema is the rule of section 5.
 */
import { z } from 'zod';
import { isUrl } from '../formats';
import { CONTENT_LANGUAGES } from '../languages';
import { MAX_ID, USER_LIMITS } from '../limits';
import { component, defineCall, param } from './define';
import { pagedAnswer, pagedQuery } from './paged';
import { dataOf, MessageResult, optionalText, requiredText, SavedResult } from './shared';

const optionalUrl = () =>
  optionalText(USER_LIMITS.url)
    .refine((value) => value === '' || isUrl(value), { error: 'url' })
    .default('');

/** POST/PUT user/redazioni/{id}: `nome` required ('Campo richiesto'), URLs valid ('URL non valida'). */
export const DeskSaveRequest = component(
  'DeskSaveRequest',
  z.object({
    nome: requiredText(USER_LIMITS.name),
    url_it: optionalUrl(),
    url_en: optionalUrl(),
    lang: z
      .enum(CONTENT_LANGUAGES, { error: 'option' })
      .default('it')
      .meta({ description: 'The language the desk writes in.' }),
  }),
);

const DeskUser = component(
  'DeskUser',
  z.object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    username: z.string(),
    email: z.string(),
    active: z.literal([0, 1]),
  }),
);

const DeskMunicipality = component(
  'DeskMunicipality',
  z.object({
    id: z.number().int(),
    codice: z.string().meta({ description: 'The ISTAT code.' }),
    nome: z.string(),
    provincia: z.object({ nome: z.string() }),
    pivot: z.object({ comuni_istat_id: z.number().int(), redazioni_id: z.number().int() }),
  }),
);

const DeskRow = component(
  'DeskRow',
  z.object({
    id: z.number().int(),
    nome: z.string(),
    url_it: z.string(),
    url_en: z.string(),
    lang: z.string(),
    users_count: z.number().int().min(0),
  }),
);

export const Desk = component(
  'Desk',
  z.object({
    id: z.number().int(),
    nome: z.string(),
    url_it: z.string(),
    url_en: z.string(),
    lang: z.string(),
    users: z.array(DeskUser),
    users_count: z.number().int().min(0),
    comuni_istat: z.array(DeskMunicipality),
  }),
);

const DeskResult = component('DeskResult', dataOf(Desk));

/** The spec's desk list also carries the total beside `data`. */
const DeskPage = pagedAnswer('DeskPage', DeskRow, { beside: { total: z.number().int().min(0) } });

const DeskOptions = component('DeskOptions', dataOf(z.array(z.object({ id: z.number().int(), nome: z.string() }))));

export const DESK_ORDER_FIELDS = ['id', 'nome', 'users_count'] as const;

const deskId = param.integer({ min: 1, max: MAX_ID, required: true, description: 'The desk id.' });
const municipality = {
  deskId,
  comuneId: param.integer({ min: 1, max: MAX_ID, required: true, description: 'The municipality id.' }),
};
const ERRORS = [401, 403, 404, 422, 429] as const;

export const DESK_CALLS = {
  listDesks: defineCall({
    method: 'get',
    path: '/user/redazioni',
    summary: 'List editorial desks',
    access: 'user',
    ability: 'redazioni-view',
    query: pagedQuery({ limit: 'Rows per page (25).', orderFields: DESK_ORDER_FIELDS }),
    answer: DeskPage,
    errors: [401, 403, 422, 429],
  }),
  getDesk: defineCall({
    method: 'get',
    path: '/user/redazioni/{id}',
    summary: 'An editorial desk, its users and municipalities',
    access: 'user',
    ability: 'redazioni-view',
    params: { id: deskId },
    answer: DeskResult,
    errors: ERRORS,
  }),
  createDesk: defineCall({
    method: 'post',
    path: '/user/redazioni/{id}',
    summary: 'Create an editorial desk',
    description: 'The spec posts to the desk route: `new` (or 0) creates.',
    access: 'user',
    ability: 'redazioni-create',
    params: {
      id: param.string({
        max: 10,
        required: true,
        pattern: { source: '^(new|0)$', test: (value) => value === 'new' || value === '0' },
        description: '`new`.',
      }),
    },
    body: DeskSaveRequest,
    answer: SavedResult,
    status: 201,
    errors: [401, 403, 422, 429],
  }),
  updateDesk: defineCall({
    method: 'put',
    path: '/user/redazioni/{id}',
    summary: 'Update an editorial desk',
    access: 'user',
    ability: 'redazioni-edit',
    params: { id: deskId },
    body: DeskSaveRequest,
    answer: SavedResult,
    errors: ERRORS,
  }),
  listOperationsDesks: defineCall({
    method: 'get',
    path: '/operations/redazioni',
    summary: 'Desks for a select (id, nome)',
    access: 'user',
    answer: DeskOptions,
    errors: [401, 429],
  }),
  addDeskMunicipality: defineCall({
    method: 'post',
    path: '/operations/redazione/{deskId}/comune/{comuneId}',
    summary: 'Add a municipality to a desk',
    access: 'user',
    ability: 'redazioni-edit',
    params: municipality,
    answer: MessageResult,
    errors: ERRORS,
  }),
  removeDeskMunicipality: defineCall({
    method: 'delete',
    path: '/operations/redazione/{deskId}/comune/{comuneId}',
    summary: 'Remove a municipality from a desk',
    access: 'user',
    ability: 'redazioni-edit',
    params: municipality,
    answer: MessageResult,
    errors: ERRORS,
  }),
};
