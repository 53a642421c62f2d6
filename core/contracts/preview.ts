/**
 * Previews and reviewer links (issue #35; content.md sections 2 and 7): the public preview of an
 * item by its signed secret, and the links of an item (create, list, revoke) for whoever may edit
 * it. docs/preview.md.
 */
import { z } from 'zod';
import { MAX_ID } from '../limits';
import { PREVIEW_LIMITS, PREVIEW_READ_LIMIT, PREVIEW_SECRET_PATTERN, looksLikePreviewSecret } from '../preview';
import { component, defineCall, param } from './define';
import { dataOf, MessageResult } from './shared';

const PreviewLink = component(
  'PreviewLink',
  z.object({
    id: z.number().int(),
    entity: z.string(),
    item_id: z.number().int(),
    lang: z.string(),
    /** The user who made it (null once that user is gone). */
    created_by: z.number().int().nullable(),
    /** Their name, as the lists show users. */
    author: z.string().nullable(),
    created_at: z.string(),
    expires_at: z.string(),
    revoked_at: z.string().nullable(),
  }),
  'A preview link of an item in one language.',
);

const PreviewLinksResult = component(
  'PreviewLinksResult',
  dataOf(z.array(PreviewLink)),
  `The links of an item, the latest first (at most ${PREVIEW_LIMITS.maxListed}), revoked and expired ones included.`,
);

const PreviewLinkCreated = component(
  'PreviewLinkCreated',
  dataOf(
    z.object({
      link: PreviewLink,
      /** The signed secret (given once: lists do not answer it). */
      secret: z.string(),
      /**
       * The preview's address: the public site's (slug, secret and lang) when `PUBLIC_SITE_URL` is set (null when
       * the language has no slug yet), otherwise the server's own preview page (`page`).
       */
      url: z.string().nullable(),
      /** The server's own HTML preview page of the secret (`/anteprima?secret=...`), always there. */
      page: z.string(),
    }),
  ),
  "A new preview link: its record, its secret, its address on the public site and the server's own preview page.",
);

const PreviewLinkBody = component(
  'PreviewLinkBody',
  z.strictObject({
    entity: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(100, { error: 'maxLength' }),
    id: z
      .number({ error: 'integer' })
      .int({ error: 'integer' })
      .min(1, { error: 'minNumber' })
      .max(MAX_ID, { error: 'maxNumber' }),
    lang: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(10, { error: 'maxLength' }),
    days: z
      .number({ error: 'integer' })
      .int({ error: 'integer' })
      .min(1, { error: 'minNumber' })
      .max(PREVIEW_LIMITS.maxDays, { error: 'maxNumber' })
      .optional(),
  }),
  'The item (entity and id) and language of a new link; `days` it lasts (default `PREVIEW_DAYS`, 7).',
);

const PreviewResult = component(
  'PreviewResult',
  dataOf(
    z.object({
      entity: z.string(),
      id: z.number().int(),
      lang: z.string(),
      /** The item's version now. */
      version: z.number().int(),
      /** The version the secret was made for: the item was saved since when it is lower. */
      secret_version: z.number().int(),
      expires_at: z.string(),
      item: z.record(z.string(), z.unknown()).meta({
        description:
          "The item as the editor reads it (draft or revision draft included), with the secret's language only in `contents`.",
      }),
    }),
  ),
  "The current content of the item a preview secret names, in the secret's language.",
);

const ERRORS = [401, 403, 404, 422] as const;

export const PREVIEW_CALLS = {
  getPreview: defineCall({
    method: 'get',
    path: '/preview',
    summary: 'The preview of an item by its secret',
    description:
      "Public: whoever holds a valid secret reads the item's current content in the secret's language, " +
      "draft included. 403 'Anteprima non valida' (altered or not the server's), 'Anteprima scaduta' " +
      "(expired), 'Anteprima revocata' (revoked, also by deleting its item: restored, it stays so); 404 while the item is gone. Bounded per " +
      `client (an address): past ${PREVIEW_READ_LIMIT.perClient} reads in ${PREVIEW_READ_LIMIT.windowSeconds} s, ` +
      "counted with the server's page `/anteprima`, 429 'Troppi tentativi: riprova tra N secondi' with Retry-After.",
    access: 'public',
    query: {
      secret: param.string({
        max: PREVIEW_LIMITS.maxSecretLength,
        required: true,
        pattern: { source: PREVIEW_SECRET_PATTERN, test: looksLikePreviewSecret },
        description: 'The signed secret of a preview link.',
      }),
    },
    answer: PreviewResult,
    errors: [403, 404, 422, 429],
  }),
  createPreviewLink: defineCall({
    method: 'post',
    path: '/preview/links',
    summary: 'Create a preview link of an item',
    description:
      'For whoever may edit the item: a signed secret naming the item, its language and version, valid for `days` ' +
      '(default `PREVIEW_DAYS`) unless revoked (deleting the item revokes its links), and its address on the public ' +
      'site (`PUBLIC_SITE_URL`). 422 on `lang` for a language the entity does not have, or one the item has no ' +
      "content in yet ('Il contenuto non esiste ancora in questa lingua: …').",
    access: 'user',
    body: PreviewLinkBody,
    answer: PreviewLinkCreated,
    status: 201,
    errors: ERRORS,
  }),
  listPreviewLinks: defineCall({
    method: 'get',
    path: '/preview/links',
    summary: 'The preview links of an item',
    access: 'user',
    query: {
      entity: param.entity({ description: 'The entity of the item.' }),
      id: param.integer({ min: 1, max: MAX_ID, required: true, description: 'The item id.' }),
    },
    answer: PreviewLinksResult,
    errors: ERRORS,
  }),
  revokePreviewLink: defineCall({
    method: 'delete',
    path: '/preview/links/{id}',
    summary: 'Revoke a preview link',
    description: 'For whoever may edit the item: its secret is refused from now on. Revoking twice is no error.',
    access: 'user',
    params: { id: param.integer({ min: 1, max: MAX_ID, required: true, description: 'The link id.' }) },
    answer: MessageResult,
    errors: ERRORS,
  }),
};
