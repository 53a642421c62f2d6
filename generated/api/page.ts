// Generated from openapi.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { call, type CallOptions, type EntityCalls } from '#api/client.ts';
import type { MessageResult, PageItemInput, PageItemResult, PageListResult, SaveResult } from './schemas';

/** List Static pages: `GET /page`. */
export const listPage = (
  query: {
    page?: number;
    limit?: number;
    keywords?: string;
    lang?: 'it' | 'en' | 'de';
    orderBy?: '+id' | '-id';
    stato?: number;
  } = {},
  options?: CallOptions,
) => call<PageListResult>('GET', '/page', { ...options, query });

/** Create Static page: `POST /page`. */
export const createPage = (body: PageItemInput, options?: CallOptions) =>
  call<SaveResult>('POST', '/page', { ...options, body });

/** Get Static page: `GET /page/{id}`. */
export const getPage = (id: number, options?: CallOptions) =>
  call<PageItemResult>('GET', `/page/${encodeURIComponent(id)}`, { ...options });

/** Update Static page: `PUT /page/{id}`. */
export const updatePage = (id: number, body: PageItemInput, options?: CallOptions) =>
  call<SaveResult>('PUT', `/page/${encodeURIComponent(id)}`, { ...options, body });

/** Delete Static pages: `DELETE /page/{id}`. */
export const deletePage = (id: string, options?: CallOptions) =>
  call<MessageResult>('DELETE', `/page/${encodeURIComponent(id)}`, { ...options });

/** The calls of Static pages the generic list and editor make. */
export const pageCalls = {
  list: listPage,
  get: getPage,
  create: createPage,
  update: updatePage,
  remove: deletePage,
} satisfies EntityCalls;
