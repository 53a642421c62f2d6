// Generated from openapi.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { call, type CallOptions, type EntityCalls } from '#api/client.ts';
import type { MessageResult, OpendataItemInput, OpendataItemResult, OpendataListResult, SaveResult } from './schemas';

/** List Open data: `GET /opendata`. */
export const listOpendata = (
  query: {
    page?: number;
    limit?: number;
    keywords?: string;
    lang?: 'it' | 'en';
    orderBy?: '+id' | '-id';
    destinazione?: number;
    provincia?: number;
    comune?: number;
    stato?: number;
  } = {},
  options?: CallOptions,
) => call<OpendataListResult>('GET', '/opendata', { ...options, query });

/** Create Open data: `POST /opendata`. */
export const createOpendata = (body: OpendataItemInput, options?: CallOptions) =>
  call<SaveResult>('POST', '/opendata', { ...options, body });

/** Get Open data: `GET /opendata/{id}`. */
export const getOpendata = (id: number, options?: CallOptions) =>
  call<OpendataItemResult>('GET', `/opendata/${encodeURIComponent(id)}`, { ...options });

/** Update Open data: `PUT /opendata/{id}`. */
export const updateOpendata = (id: number, body: OpendataItemInput, options?: CallOptions) =>
  call<SaveResult>('PUT', `/opendata/${encodeURIComponent(id)}`, { ...options, body });

/** Delete Open data: `DELETE /opendata/{id}`. */
export const deleteOpendata = (id: string, options?: CallOptions) =>
  call<MessageResult>('DELETE', `/opendata/${encodeURIComponent(id)}`, { ...options });

/** The calls of Open data the generic list and editor make. */
export const opendataCalls = {
  list: listOpendata,
  get: getOpendata,
  create: createOpendata,
  update: updateOpendata,
  remove: deleteOpendata,
} satisfies EntityCalls;
