/**
 * The media library's calls (spec platform.md sections 2, 7 and 9): the gallery's search and
 * list, and the editing and deletion of one media item. Uploads are multipart and have a route of
 * their own.
 */
import { z } from 'zod';
import { LIST_LIMITS, MAX_ID, MAX_ID_LIST_LENGTH } from '../limits';
import type { ValidationMessageKey } from '../messages';
import { MEDIA_LICENCE_VERSIONS } from '../model';
import { component, defineCall, param } from './define';
import { keywordsParam, pageParams, pagedAnswer } from './paged';
import { dataOf } from './shared';

/** Page sizes of the spec: 30 by default, 24 in the gallery, 20 in the picker; at most 100. */
export const MEDIA_PAGE = { defaultLimit: 30, maxLimit: LIST_LIMITS.maxLimit } as const;
/** Bounds of the editable texts of a media item. */
export const MEDIA_TEXT_LIMITS = { title: 255, description: 2000, copyright: 255 } as const;

/**
 * The gallery's licence filter (`license`): `missing`, the files without a licence or without its
 * version (those saved before licences had versions, issue #33).
 */
export const MEDIA_LICENCE_FILTERS = ['missing'] as const;
export type MediaLicenceFilter = (typeof MEDIA_LICENCE_FILTERS)[number];

/** Licences the detail panel's lookup answers at most (the published ones, by id). */
export const MEDIA_LICENCES_MAX = 1000;

export const MediaItem = component(
  'MediaItem',
  z.object({
    id: z.number().int(),
    /** The file's public address (site-relative). */
    url: z.string(),
    /** The thumbnail's address; null for files that are not images. */
    url_thumb: z.string().nullable(),
    /** The uploaded file's own name. */
    name: z.string(),
    title: z.string(),
    description: z.string(),
    copyright: z.string(),
    license_id: z.number().int().nullable(),
    /** The version of the licence (one of its versions' names); null when none was chosen yet. */
    license_version: z.string().nullable(),
    openlibrary: z.literal([0, 1]),
    collection: z.string(),
    mime: z.string(),
    bytes: z.number().int().min(0),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    created_at: z.string(),
  }),
  'A file of the media library.',
);

const MediaPage = component(
  'MediaPage',
  z.object({
    status: z
      .number()
      .int()
      .meta({ description: 'The HTTP status, 200 (spec: `GET media` answers status, data and meta).' }),
    data: z.array(MediaItem),
    meta: z.object({
      current_page: z.number().int().min(1),
      last_page: z.number().int().min(1),
      total: z.number().int().min(0),
    }),
  }),
);

/** Collections are short lower-case names (`images`, `files`). */
const COLLECTION = /^[a-z][a-z0-9_-]{0,39}$/;
/** A field path of a schema (`attachments`, `paragrafi.attachments`). */
const FIELD_PATH = /^[A-Za-z_][A-Za-z0-9_]{0,63}(\.[A-Za-z_][A-Za-z0-9_]{0,63}){0,3}$/;
const ENTITY_NAME = /^[a-z][a-z0-9_-]{0,63}$/;
/** Bounds of the `entity` and `field` an upload or a picker's search names. */
const MEDIA_TARGET_LIMITS = { entity: 64, field: 200 } as const;

const page = z.number({ error: 'integer' }).int({ error: 'integer' }).min(1, { error: 'minNumber' });

/** A value that must be given: absent or null reads 'required', another type `wrongType`. */
const requiredOr =
  (wrongType: ValidationMessageKey) =>
  (issue: { readonly input?: unknown }): ValidationMessageKey =>
    issue.input === undefined || issue.input === null ? 'required' : wrongType;

const licenceFilter = z.enum(MEDIA_LICENCE_FILTERS, { error: 'option' });

export const MediaSearchRequest = component(
  'MediaSearchRequest',
  z.strictObject({
    limit: page.max(MEDIA_PAGE.maxLimit, { error: 'maxNumber' }).optional(),
    page: page.max(LIST_LIMITS.maxPage, { error: 'maxNumber' }).optional(),
    /** Words in the title, description or file name. */
    query: z.string({ error: 'invalid' }).max(LIST_LIMITS.parameter, { error: 'maxLength' }).optional(),
    /** One media item by id (the picker's preview). */
    id: page.max(MAX_ID, { error: 'maxNumber' }).optional(),
    /** The entity whose images field the picker chooses for (with `field`). */
    entity: z
      .string({ error: 'invalid' })
      .max(MEDIA_TARGET_LIMITS.entity, { error: 'maxLength', abort: true })
      .regex(ENTITY_NAME, { error: 'pattern' })
      .optional(),
    /** The images field (dotted path into groups and lists) the picker chooses for (with `entity`). */
    field: z
      .string({ error: 'invalid' })
      .max(MEDIA_TARGET_LIMITS.field, { error: 'maxLength', abort: true })
      .regex(FIELD_PATH, { error: 'pattern' })
      .optional(),
    /** `missing`: only the images without a licence or without its version. */
    license: licenceFilter.optional(),
  }),
);

export const MediaUpdateRequest = component(
  'MediaUpdateRequest',
  z.strictObject({
    titolo: z.string({ error: 'invalid' }).trim().max(MEDIA_TEXT_LIMITS.title, { error: 'maxLength' }).optional(),
    description: z
      .string({ error: 'invalid' })
      .trim()
      .max(MEDIA_TEXT_LIMITS.description, { error: 'maxLength' })
      .optional(),
    copyright: z
      .string({ error: 'invalid' })
      .trim()
      .max(MEDIA_TEXT_LIMITS.copyright, { error: 'maxLength' })
      .optional(),
    /** Required (platform.md section 5): a published licence. */
    license_id: z
      .number({ error: requiredOr('integer') })
      .int({ error: 'integer' })
      .min(1, { error: 'minNumber' })
      .max(MAX_ID, { error: 'maxNumber' }),
    /**
     * One of the licence's versions, by its name (trimmed, matched exactly). Absent or null (the
     * spec's body has none): the item's stored version when the licence is unchanged and still has
     * it, else the licence's current version, none when the licence has none.
     */
    license_version: z
      .string({ error: 'invalid' })
      .trim()
      .max(MEDIA_LICENCE_VERSIONS.maxLength, { error: 'maxLength' })
      .nullable()
      .optional(),
    openlibrary: z.union([z.literal([0, 1]), z.boolean()], { error: 'boolean' }).optional(),
  }),
);

/**
 * The version a media save writes under licence `licenceId` (whose versions are `versions`, the
 * current one first): the `given` one when it is one of them (undefined when it is not: the save is
 * refused); without one (absent or null, as in the spec's body), the `stored` version when the
 * licence is unchanged and still has it, else the licence's current version, else none (null).
 */
export function versionToSave(
  licenceId: number,
  given: string | null | undefined,
  versions: readonly string[],
  stored: { readonly license_id: number | null; readonly license_version: string | null },
): string | null | undefined {
  if (given !== undefined && given !== null) return versions.includes(given) ? given : undefined;
  if (stored.license_id === licenceId && stored.license_version !== null && versions.includes(stored.license_version))
    return stored.license_version;
  return versions[0] ?? null;
}

/** A licence a media item may name: a published item of the entity providing `mediaLicences`. */
export const MediaLicence = component(
  'MediaLicence',
  z.object({
    id: z.number().int(),
    /** Its title in the caller's language when published in it, else Italian, else another. */
    title: z.string(),
    /** The names of its versions, in their order, the current one first (none: a media item names the licence alone). */
    versions: z.array(z.string()),
  }),
);

const MediaLicencesResult = component(
  'MediaLicencesResult',
  dataOf(z.array(MediaLicence)),
  `The published licences, by id (at most ${MEDIA_LICENCES_MAX}), with their versions.`,
);

const MediaItemResult = component('MediaItemResult', dataOf(MediaItem));

export const MediaDeleteResult = component(
  'MediaDeleteResult',
  dataOf(
    z.object({
      message: z.string(),
      /** How many items no longer show the file (it was detached from them). */
      detached: z.number().int().min(0),
    }),
  ),
);

/** One item (or settings section) that uses a media file, as the delete confirmation names it. */
const MediaUser = z.object({
  entity: z.string().meta({
    description:
      'The entity, `settings` for a section of the settings, `categories` or `menu` for a tree node’s cover.',
  }),
  /** The entity's name for people (`News`), or the settings screen's (`Home page`). */
  label: z.string(),
  id: z.number().int().meta({ description: 'The item or tree node id (0 for a settings section).' }),
  title: z.string().meta({ description: 'The item’s title, or the section’s label.' }),
  section: z.string().optional().meta({ description: 'The settings section (`home`, `app`), for `settings`.' }),
});

export const MediaUsageResult = component(
  'MediaUsageResult',
  dataOf(z.object({ total: z.number().int().min(0), items: z.array(MediaUser) })),
  'The items, settings sections and tree covers that use a media file (the sections first, then the covers; at most 50 are listed, `total` counts them all).',
);

/** A file of the attachments list (spec content.md: id, name, url). */
export const Attachment = component(
  'Attachment',
  z.object({
    id: z.number().int(),
    name: z.string(),
    url: z.string(),
    mime: z.string(),
    bytes: z.number().int().min(0),
    created_at: z.string(),
  }),
);

const AttachmentsPage = pagedAnswer('AttachmentsPage', Attachment, { fromOne: true });

const AttachmentResult = component('AttachmentResult', dataOf(Attachment));

/** The multipart part every upload sends its file in. */
export const UPLOAD_FIELD = 'file';

const id = param.integer({ min: 1, max: MAX_ID, required: true, description: 'Media item id.' });

export const MEDIA_CALLS = {
  searchMedia: defineCall({
    method: 'post',
    path: '/media/search',
    summary: 'Search the media library',
    description:
      'Images, newest first; `query` matches title, description and file name; `id` finds one item; `license` ' +
      '`missing` keeps those without a licence or without its version. Needs the ' +
      'ability `media-view`, or, with `entity` and `field` naming an images field of that entity (the picker of an ' +
      "editor), the entity's create or edit ability. `entity` and `field` go together; an unknown entity or field " +
      "answers 422 'Valore non ammesso'.",
    access: 'user',
    body: MediaSearchRequest,
    answer: MediaPage,
    errors: [401, 403, 422, 429],
  }),
  listMedia: defineCall({
    method: 'get',
    path: '/media',
    summary: 'List the media library',
    access: 'user',
    ability: 'media-view',
    query: {
      images: param.integer({ min: 0, max: 1, description: '1: images only.' }),
      page: param.integer({ min: 1, max: LIST_LIMITS.maxPage, description: 'Page number, from 1.' }),
      limit: param.integer({ min: 1, max: MEDIA_PAGE.maxLimit, description: 'Items per page (30).' }),
      searchText: param.string({ max: LIST_LIMITS.parameter, description: 'Words in title, description or name.' }),
      license: param.oneOf(MEDIA_LICENCE_FILTERS, {
        description: '`missing`: only the files without a licence or without its version.',
      }),
    },
    answer: MediaPage,
    errors: [401, 403, 422, 429],
  }),
  listMediaLicences: defineCall({
    method: 'get',
    path: '/media/licences',
    summary: 'The licences a media item may name',
    description:
      'The published licences (items of the entity providing `mediaLicences`, not revision drafts), by id, each ' +
      "with its versions' names: the detail panel's licence and version selects.",
    access: 'user',
    ability: 'media-view',
    answer: MediaLicencesResult,
    errors: [401, 403, 429],
  }),
  updateMedia: defineCall({
    method: 'put',
    path: '/media/upload/{id}',
    summary: 'Edit a media item',
    description:
      "The spec's body `{titolo, description, copyright, license_id, openlibrary}`. `license_id` is required " +
      "(platform.md section 5), a published licence. `license_version`, when given, is one of its versions' " +
      "names (trimmed, matched exactly; 'Versione della licenza non valida' otherwise, also for a licence without " +
      'versions); absent or null, the item keeps its stored version if the licence is unchanged and still has it, ' +
      "else takes the licence's current version (the first of its list), none when the licence has no versions. " +
      'Checked and saved in one transaction, the licence share-locked.',
    access: 'user',
    ability: 'media-edit',
    params: { id },
    body: MediaUpdateRequest,
    answer: MediaItemResult,
    errors: [401, 403, 404, 422, 429],
  }),
  deleteMedia: defineCall({
    method: 'delete',
    path: '/media/upload/{id}',
    summary: 'Delete a media item and its file',
    access: 'user',
    ability: 'media-delete',
    params: { id },
    answer: MediaDeleteResult,
    errors: [401, 403, 404, 429],
  }),
  getMediaUsage: defineCall({
    method: 'get',
    path: '/media/usage/{id}',
    summary: 'The items that use a media file',
    description: 'What deleting the file would change: the admin names these items before the user confirms.',
    access: 'user',
    ability: 'media-view',
    params: { id },
    answer: MediaUsageResult,
    errors: [401, 403, 404, 429],
  }),
  uploadMedia: defineCall({
    method: 'post',
    path: '/media/upload/{collection}/{parentId}',
    summary: 'Upload a file to the media library',
    description:
      'Multipart, streamed. The type is read from the content. Collection `images`: JPEG, PNG, WebP, GIF or SVG ' +
      '(sanitised), at most 5 MB, longest side at least 300 px; others at most 100 MB. With `entity` and `field`, ' +
      "the schema field's accepted types, size and minimum side apply. 503 'Riprova tra poco' (with Retry-After) " +
      "when the server's image queue is full. Needs the ability `media-create`, or, with `entity` and `field`, the " +
      "entity's create or edit ability (an editor attaches files to the items it edits).",
    access: 'user',
    params: {
      collection: param.string({
        max: 40,
        required: true,
        pattern: { source: COLLECTION.source, test: (value) => COLLECTION.test(value) },
        description: '`images`, or the collection of a file field.',
      }),
      parentId: param.integer({
        min: 0,
        max: MAX_ID,
        required: true,
        description: 'The item the upload is for; 0 when it has no id yet.',
      }),
    },
    query: {
      entity: param.string({
        max: MEDIA_TARGET_LIMITS.entity,
        pattern: { source: ENTITY_NAME.source, test: (value) => ENTITY_NAME.test(value) },
        description: 'The entity whose field the upload is for.',
      }),
      field: param.string({
        max: MEDIA_TARGET_LIMITS.field,
        pattern: { source: FIELD_PATH.source, test: (value) => FIELD_PATH.test(value) },
        description: 'The field (dotted path into groups and lists) whose rules apply.',
      }),
    },
    together: [['entity', 'field']],
    upload: { field: UPLOAD_FIELD, description: 'The file.' },
    status: 201,
    answer: MediaItemResult,
    errors: [401, 403, 413, 422, 429, 503],
  }),
};

export const ATTACHMENT_CALLS = {
  listAttachments: defineCall({
    method: 'get',
    path: '/attachments',
    summary: 'List the attachments (files that are not images)',
    access: 'user',
    ability: 'attachments-view',
    query: {
      keywords: keywordsParam('Words in the name or title.'),
      ...pageParams('Items per page (50).', MEDIA_PAGE.maxLimit),
    },
    answer: AttachmentsPage,
    errors: [401, 403, 422, 429],
  }),
  uploadAttachment: defineCall({
    method: 'post',
    path: '/attachments/upload',
    summary: 'Upload an attachment',
    description:
      'Multipart, streamed; any type the server recognises (PDF, CSV, XML, JSON, images), at most 100 MB. ' +
      "503 'Riprova tra poco' (with Retry-After) for an image when the server's image queue is full.",
    access: 'user',
    ability: 'attachments-create',
    upload: { field: UPLOAD_FIELD, description: 'The file.' },
    status: 201,
    answer: AttachmentResult,
    errors: [401, 403, 413, 422, 429, 503],
  }),
  deleteAttachments: defineCall({
    method: 'delete',
    path: '/attachments/{ids}',
    summary: 'Delete attachments and their files',
    description: 'All or nothing; files in use are detached from the items that use them.',
    access: 'user',
    ability: 'attachments-delete',
    params: {
      ids: param.string({
        max: MAX_ID_LIST_LENGTH,
        required: true,
        description: 'Comma-joined attachment ids: `3,7,12`.',
      }),
    },
    answer: MediaDeleteResult,
    errors: [401, 403, 404, 422, 429],
  }),
};
