/**
 * The media library's calls (spec platform.md sections 2, 7 and 9): the gallery's search and
 * list, and the editing and deletion of one media item. Uploads are multipart and have a route of
 * their own.
 */
import { z } from 'zod';
import { LIST_LIMITS, MAX_ID } from '../limits';
import { component, defineCall, param } from './define';
import { dataOf, MessageResult } from './shared';

/** Page sizes of the spec: 30 by default, 24 in the gallery, 20 in the picker; at most 100. */
export const MEDIA_PAGE = { defaultLimit: 30, maxLimit: LIST_LIMITS.maxLimit } as const;
/** Bounds of the editable texts of a media item. */
export const MEDIA_TEXT_LIMITS = { title: 255, description: 2000, copyright: 255 } as const;

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
    data: z.array(MediaItem),
    meta: z.object({
      current_page: z.number().int().min(1),
      last_page: z.number().int().min(1),
      total: z.number().int().min(0),
    }),
  }),
);

const page = z.number({ error: 'integer' }).int({ error: 'integer' }).min(1, { error: 'minNumber' });

export const MediaSearchRequest = component(
  'MediaSearchRequest',
  z.strictObject({
    limit: page.max(MEDIA_PAGE.maxLimit, { error: 'maxNumber' }).optional(),
    page: page.max(LIST_LIMITS.maxPage, { error: 'maxNumber' }).optional(),
    /** Words in the title, description or file name. */
    query: z.string({ error: 'invalid' }).max(LIST_LIMITS.parameter, { error: 'maxLength' }).optional(),
    /** One media item by id (the picker's preview). */
    id: page.max(MAX_ID, { error: 'maxNumber' }).optional(),
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
    license_id: page.max(MAX_ID, { error: 'maxNumber' }).nullable().optional(),
    openlibrary: z.union([z.literal([0, 1]), z.boolean()], { error: 'boolean' }).optional(),
  }),
);

const MediaItemResult = component('MediaItemResult', dataOf(MediaItem));

const id = param.integer({ min: 1, max: MAX_ID, required: true, description: 'Media item id.' });

export const MEDIA_CALLS = {
  searchMedia: defineCall({
    method: 'post',
    path: '/media/search',
    summary: 'Search the media library',
    description: 'Newest first; `query` matches title, description and file name; `id` finds one item.',
    access: 'user',
    ability: 'media-view',
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
    },
    answer: MediaPage,
    errors: [401, 403, 422, 429],
  }),
  updateMedia: defineCall({
    method: 'put',
    path: '/media/upload/{id}',
    summary: 'Edit a media item',
    description: 'The licence, when given, must be a published item of the licences.',
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
    answer: MessageResult,
    errors: [401, 403, 404, 429],
  }),
};
