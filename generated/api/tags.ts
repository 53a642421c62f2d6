// Generated from openapi.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { call, type CallOptions, type EntityCalls } from '#api/client.ts';
import type { SaveResult, TagsItemInput, TagsItemResult, TagsListResult } from './schemas';

/** List Tags: `GET /operations/tags`. */
export const listOperationsTags = (
  query: {
    page?: number;
    limit?: number;
    keywords?: string;
    lang?: 'it';
    orderBy?: '+id' | '-id' | '+name' | '-name';
  } = {},
  options?: CallOptions,
) => call<TagsListResult>('GET', '/operations/tags', { ...options, query });

/** Create Tag: `POST /operations/tags`. */
export const createOperationsTags = (body: TagsItemInput, options?: CallOptions) =>
  call<SaveResult>('POST', '/operations/tags', { ...options, body });

/** Get Tag: `GET /operations/tags/{id}`. */
export const getOperationsTags = (id: number, options?: CallOptions) =>
  call<TagsItemResult>('GET', `/operations/tags/${encodeURIComponent(id)}`, { ...options });

/** Update Tag (POST, as PUT): `POST /operations/tags/{id}`. */
export const updateOperationsTagsByPost = (id: number, body: TagsItemInput, options?: CallOptions) =>
  call<SaveResult>('POST', `/operations/tags/${encodeURIComponent(id)}`, { ...options, body });

/** Update Tag: `PUT /operations/tags/{id}`. */
export const updateOperationsTags = (id: number, body: TagsItemInput, options?: CallOptions) =>
  call<SaveResult>('PUT', `/operations/tags/${encodeURIComponent(id)}`, { ...options, body });

/** The calls of Tags the generic list and editor make. */
export const tagsCalls = {
  list: listOperationsTags,
  get: getOperationsTags,
  create: createOperationsTags,
  update: updateOperationsTags,
} satisfies EntityCalls;
