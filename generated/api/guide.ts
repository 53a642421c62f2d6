// Generated from openapi.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { call, type CallOptions, type EntityCalls } from '#api/client.ts';
import type { GuideItemInput, GuideItemResult, GuideListResult, MessageResult, SaveResult } from './schemas';

/** List Guides: `GET /guide`. */
export const listGuide = (
  query: {
    page?: number;
    limit?: number;
    keywords?: string;
    lang?: 'it' | 'en';
    orderBy?: '+id' | '-id';
    comune?: number;
    stato?: number;
  } = {},
  options?: CallOptions,
) => call<GuideListResult>('GET', '/guide', { ...options, query });

/** Create Guide: `POST /guide`. */
export const createGuide = (body: GuideItemInput, options?: CallOptions) =>
  call<SaveResult>('POST', '/guide', { ...options, body });

/** Get Guide: `GET /guide/{id}`. */
export const getGuide = (id: number, options?: CallOptions) =>
  call<GuideItemResult>('GET', `/guide/${encodeURIComponent(id)}`, { ...options });

/** Update Guide: `PUT /guide/{id}`. */
export const updateGuide = (id: number, body: GuideItemInput, options?: CallOptions) =>
  call<SaveResult>('PUT', `/guide/${encodeURIComponent(id)}`, { ...options, body });

/** Delete Guides: `DELETE /guide/{id}`. */
export const deleteGuide = (id: string, options?: CallOptions) =>
  call<MessageResult>('DELETE', `/guide/${encodeURIComponent(id)}`, { ...options });

/** The calls of Guides the generic list and editor make. */
export const guideCalls = {
  list: listGuide,
  get: getGuide,
  create: createGuide,
  update: updateGuide,
  remove: deleteGuide,
} satisfies EntityCalls;
