// Generated from openapi.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { call, type CallOptions, type EntityCalls } from '#api/client.ts';
import type {
  MessageResult,
  SaveResult,
  SearchInput,
  SearchResult,
  TemplatesItemInput,
  TemplatesItemResult,
  TemplatesListResult,
} from './schemas';

/** List Templates: `GET /templates`. */
export const listTemplates = (
  query: {
    page?: number;
    limit?: number;
    keywords?: string;
    lang?: 'it';
    orderBy?: '+id' | '-id' | '+name' | '-name';
  } = {},
  options?: CallOptions,
) => call<TemplatesListResult>('GET', '/templates', { ...options, query });

/** Create Template: `POST /templates`. */
export const createTemplates = (body: TemplatesItemInput, options?: CallOptions) =>
  call<SaveResult>('POST', '/templates', { ...options, body });

/** Search Templates by title: `POST /templates/search`. */
export const searchTemplates = (body: SearchInput, options?: CallOptions) =>
  call<SearchResult>('POST', '/templates/search', { ...options, body });

/** Get Template: `GET /templates/{id}`. */
export const getTemplates = (id: number, options?: CallOptions) =>
  call<TemplatesItemResult>('GET', `/templates/${encodeURIComponent(id)}`, { ...options });

/** Update Template: `PUT /templates/{id}`. */
export const updateTemplates = (id: number, body: TemplatesItemInput, options?: CallOptions) =>
  call<SaveResult>('PUT', `/templates/${encodeURIComponent(id)}`, { ...options, body });

/** Delete Templates: `DELETE /templates/{id}`. */
export const deleteTemplates = (id: string, options?: CallOptions) =>
  call<MessageResult>('DELETE', `/templates/${encodeURIComponent(id)}`, { ...options });

/** The calls of Templates the generic list and editor make. */
export const templatesCalls = {
  list: listTemplates,
  get: getTemplates,
  create: createTemplates,
  update: updateTemplates,
  remove: deleteTemplates,
  search: searchTemplates,
} satisfies EntityCalls;
