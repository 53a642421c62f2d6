// Generated from openapi.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { call, type CallOptions, type EntityCalls } from '#api/client.ts';
import type {
  IatItemInput,
  IatItemResult,
  IatListResult,
  MessageResult,
  SaveResult,
  SearchInput,
  SearchResult,
} from './schemas';

/** List Information offices: `GET /iat`. */
export const listIat = (
  query: {
    page?: number;
    limit?: number;
    keywords?: string;
    lang?: 'it' | 'en' | 'de';
    orderBy?: '+id' | '-id';
    provincia?: number;
    stato?: number;
  } = {},
  options?: CallOptions,
) => call<IatListResult>('GET', '/iat', { ...options, query });

/** Create Information office: `POST /iat`. */
export const createIat = (body: IatItemInput, options?: CallOptions) =>
  call<SaveResult>('POST', '/iat', { ...options, body });

/** Every Information office as CSV: `GET /iat/export/`. */
export const exportIat = (
  query: {
    keywords?: string;
    lang?: 'it' | 'en' | 'de';
    orderBy?: '+id' | '-id';
    provincia?: number;
    stato?: number;
  } = {},
  options?: CallOptions,
) => call<Blob>('GET', '/iat/export/', { ...options, query, accept: 'text/csv' });

/** Search Information offices by title: `POST /iat/search`. */
export const searchIat = (body: SearchInput, options?: CallOptions) =>
  call<SearchResult>('POST', '/iat/search', { ...options, body });

/** Get Information office: `GET /iat/{id}`. */
export const getIat = (id: number, options?: CallOptions) =>
  call<IatItemResult>('GET', `/iat/${encodeURIComponent(id)}`, { ...options });

/** Update Information office: `PUT /iat/{id}`. */
export const updateIat = (id: number, body: IatItemInput, options?: CallOptions) =>
  call<SaveResult>('PUT', `/iat/${encodeURIComponent(id)}`, { ...options, body });

/** Delete Information offices: `DELETE /iat/{id}`. */
export const deleteIat = (id: string, options?: CallOptions) =>
  call<MessageResult>('DELETE', `/iat/${encodeURIComponent(id)}`, { ...options });

/** The calls of Information offices the generic list and editor make. */
export const iatCalls = {
  list: listIat,
  get: getIat,
  create: createIat,
  update: updateIat,
  remove: deleteIat,
  search: searchIat,
  exportCsv: exportIat,
} satisfies EntityCalls;
