// Generated from openapi.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { call, type CallOptions, type EntityCalls } from '#api/client.ts';
import type {
  MessageResult,
  OsservatorioItemInput,
  OsservatorioItemResult,
  OsservatorioListResult,
  SaveResult,
} from './schemas';

/** List Observatory: `GET /newsim`. */
export const listNewsim = (
  query: {
    page?: number;
    limit?: number;
    keywords?: string;
    lang?: 'it' | 'en' | 'de';
    orderBy?: '+id' | '-id' | '+pub_date' | '-pub_date';
    comune?: number;
    tema?: number;
    stato?: number;
  } = {},
  options?: CallOptions,
) => call<OsservatorioListResult>('GET', '/newsim', { ...options, query });

/** Create Observatory article: `POST /newsim`. */
export const createNewsim = (body: OsservatorioItemInput, options?: CallOptions) =>
  call<SaveResult>('POST', '/newsim', { ...options, body });

/** Get Observatory article: `GET /newsim/{id}`. */
export const getNewsim = (id: number, options?: CallOptions) =>
  call<OsservatorioItemResult>('GET', `/newsim/${encodeURIComponent(id)}`, { ...options });

/** Update Observatory article: `PUT /newsim/{id}`. */
export const updateNewsim = (id: number, body: OsservatorioItemInput, options?: CallOptions) =>
  call<SaveResult>('PUT', `/newsim/${encodeURIComponent(id)}`, { ...options, body });

/** Delete Observatory: `DELETE /newsim/{id}`. */
export const deleteNewsim = (id: string, options?: CallOptions) =>
  call<MessageResult>('DELETE', `/newsim/${encodeURIComponent(id)}`, { ...options });

/** The calls of Observatory the generic list and editor make. */
export const osservatorioCalls = {
  list: listNewsim,
  get: getNewsim,
  create: createNewsim,
  update: updateNewsim,
  remove: deleteNewsim,
} satisfies EntityCalls;
