/**
 * The calls of 404 redirect rules (platform.md sections 2, 3 and 7): the admin's list, the save
 * of one row (the spec sends the row's fields as the query; the admin sends a JSON body) and its
 * deletion, plus the public site's lookup of one path, which counts the hits.
 */
import { z } from 'zod';
import { MAX_ID } from '../limits';
import {
  DEFAULT_REDIRECT_CODE,
  GONE_CODE,
  normaliseSitePath,
  normaliseTarget,
  REDIRECT_CODES,
  REDIRECT_ORDER_FIELDS,
  REDIRECT_URL_MAX,
} from '../redirects';
import { component, defineCall, param } from './define';
import { pagedAnswer, pagedQuery } from './paged';
import { dataOf, MessageResult } from './shared';

export const Redirect = component(
  'Redirect',
  z.object({
    id: z.number().int(),
    /** The site path that is redirected (`/it/pagina-vecchia`). */
    old_url: z.string(),
    /** Where it goes: a site path or an http(s) address; null or unused for 410. */
    new_url: z.string().nullable(),
    code: z.literal(REDIRECT_CODES),
    /** Made by the server when a published item's slug changed. */
    automatic: z.boolean(),
    hits: z.number().int().min(0),
    last_hit_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
  'A 404 redirect rule.',
);

const RedirectPage = pagedAnswer('RedirectPage', Redirect, { fromOne: true });

const RedirectSaved = component('RedirectSaved', dataOf(Redirect.extend({ message: z.string() })));

const address = z.string({ error: 'invalid' }).max(REDIRECT_URL_MAX, { error: 'maxLength' });

/**
 * One row as the admin edits it: the old address is a site path, the new one a site path or an
 * http(s) address, required unless the code is 410; `code` may come as the query's text.
 */
export const RedirectSaveRequest = component(
  'RedirectSaveRequest',
  z
    .object({
      old_url: z
        .string({ error: 'required' })
        .trim()
        .min(1, { error: 'required' })
        .max(REDIRECT_URL_MAX, { error: 'maxLength', abort: true })
        .refine((value) => normaliseSitePath(value) !== null, { error: 'redirectPath' }),
      new_url: address.nullable().optional(),
      code: z
        .union([z.literal(REDIRECT_CODES), z.enum(REDIRECT_CODES.map(String) as ['301', '302', '410'])], {
          error: 'option',
        })
        .default(DEFAULT_REDIRECT_CODE)
        .meta({ description: '301 (default), 302 or 410; also as text in the query form.' }),
    })
    .superRefine((value, context) => {
      const target = value.new_url?.trim() ?? '';
      if (target === '') {
        if (Number(value.code) !== GONE_CODE)
          context.addIssue({ code: 'custom', path: ['new_url'], message: 'required' });
      } else if (normaliseTarget(target) === null) {
        context.addIssue({ code: 'custom', path: ['new_url'], message: 'redirectTarget' });
      }
    }),
  'Unknown fields are ignored (the admin sends the whole row).',
);

const PublicRedirect = component(
  'PublicRedirect',
  dataOf(
    z.object({
      old_url: z.string(),
      /** Null for 410 Gone. */
      new_url: z.string().nullable(),
      code: z.literal(REDIRECT_CODES),
    }),
  ),
);

const id = param.integer({ min: 1, max: MAX_ID, required: true, description: 'The rule id.' });
const ERRORS = [401, 403, 404, 422, 429] as const;

export const REDIRECT_CALLS = {
  listRedirects: defineCall({
    method: 'get',
    path: '/operations/error404',
    summary: 'List 404 redirect rules',
    access: 'user',
    ability: 'error404-view',
    query: pagedQuery({
      limit: 'Rows per page (25).',
      orderFields: REDIRECT_ORDER_FIELDS,
      keywords: 'Part of the old or new address.',
      filters: {
        backend: param.oneOf(['true'], {
          description: "The admin's form of the list (every rule, with hits); the spec always sends it.",
        }),
      },
    }),
    answer: RedirectPage,
    errors: [401, 403, 422, 429],
  }),
  saveRedirect: defineCall({
    method: 'post',
    path: '/operations/error404/rotta',
    summary: 'Create or update a 404 redirect rule',
    description:
      'Without `id` a new rule (error404-create), with it an update (error404-edit). The old address must be free, ' +
      'and no rule may lead to it or from its new address (no chains, no loops). The fields may come as the query.',
    access: 'user',
    query: { id: param.integer({ min: 1, max: MAX_ID, description: 'The rule to update; absent for a new rule.' }) },
    body: RedirectSaveRequest,
    queryForm: true,
    answer: RedirectSaved,
    errors: ERRORS,
  }),
  deleteRedirect: defineCall({
    method: 'delete',
    path: '/operations/error404/rotta',
    summary: 'Delete a 404 redirect rule',
    access: 'user',
    ability: 'error404-delete',
    query: { id },
    answer: MessageResult,
    errors: ERRORS,
  }),
  getPublicRedirect: defineCall({
    method: 'get',
    path: '/public/redirect',
    summary: 'The redirect rule of a public site path',
    description:
      'For the public site on a 404: the rule of the path (normalised as rules are), or 404. Each answer counts a hit.',
    access: 'public',
    query: {
      path: param.string({ max: REDIRECT_URL_MAX, required: true, description: "The site path, starting with '/'." }),
    },
    answer: PublicRedirect,
    errors: [404, 422, 429],
  }),
};
