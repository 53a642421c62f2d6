// Generated from openapi.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { call, type CallOptions, type EntityCalls } from '#api/client.ts';
import type { DiconoItemInput, DiconoItemResult, DiconoListResult, MessageResult, SaveResult } from './schemas';

/** List Press review: `GET /dicono`. */
export const listDicono = (
  query: {
    page?: number;
    limit?: number;
    keywords?: string;
    lang?: 'it' | 'en';
    orderBy?: '+id' | '-id';
    stato?: number;
  } = {},
  options?: CallOptions,
) => call<DiconoListResult>('GET', '/dicono', { ...options, query });

/** Create Press review item: `POST /dicono`. */
export const createDicono = (body: DiconoItemInput, options?: CallOptions) =>
  call<SaveResult>('POST', '/dicono', { ...options, body });

/** Get Press review item: `GET /dicono/{id}`. */
export const getDicono = (id: number, options?: CallOptions) =>
  call<DiconoItemResult>('GET', `/dicono/${encodeURIComponent(id)}`, { ...options });

/** Update Press review item: `PUT /dicono/{id}`. */
export const updateDicono = (id: number, body: DiconoItemInput, options?: CallOptions) =>
  call<SaveResult>('PUT', `/dicono/${encodeURIComponent(id)}`, { ...options, body });

/** Delete Press review: `DELETE /dicono/{id}`. */
export const deleteDicono = (id: string, options?: CallOptions) =>
  call<MessageResult>('DELETE', `/dicono/${encodeURIComponent(id)}`, { ...options });

/** The calls of Press review the generic list and editor make. */
export const diconoCalls = {
  list: listDicono,
  get: getDicono,
  create: createDicono,
  update: updateDicono,
  remove: deleteDicono,
} satisfies EntityCalls;
