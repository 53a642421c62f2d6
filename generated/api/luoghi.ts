// Generated from openapi.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { call, type CallOptions, type EntityCalls } from '#api/client.ts';
import type { LuoghiItemInput, LuoghiItemResult, LuoghiListResult, MessageResult, SaveResult } from './schemas';

/** List Points of interest: `GET /luoghi`. */
export const listLuoghi = (
  query: {
    page?: number;
    limit?: number;
    keywords?: string;
    lang?: 'it';
    orderBy?: '+id' | '-id';
    destinazione?: number;
    provincia?: number;
    comune?: number;
    code?: string;
  } = {},
  options?: CallOptions,
) => call<LuoghiListResult>('GET', '/luoghi', { ...options, query });

/** Create Point of interest: `POST /luoghi`. */
export const createLuoghi = (body: LuoghiItemInput, options?: CallOptions) =>
  call<SaveResult>('POST', '/luoghi', { ...options, body });

/** Get Point of interest: `GET /luoghi/{id}`. */
export const getLuoghi = (id: number, options?: CallOptions) =>
  call<LuoghiItemResult>('GET', `/luoghi/${encodeURIComponent(id)}`, { ...options });

/** Update Point of interest: `PUT /luoghi/{id}`. */
export const updateLuoghi = (id: number, body: LuoghiItemInput, options?: CallOptions) =>
  call<SaveResult>('PUT', `/luoghi/${encodeURIComponent(id)}`, { ...options, body });

/** Delete Points of interest: `DELETE /luoghi/{id}`. */
export const deleteLuoghi = (id: string, options?: CallOptions) =>
  call<MessageResult>('DELETE', `/luoghi/${encodeURIComponent(id)}`, { ...options });

/** The calls of Points of interest the generic list and editor make. */
export const luoghiCalls = {
  list: listLuoghi,
  get: getLuoghi,
  create: createLuoghi,
  update: updateLuoghi,
  remove: deleteLuoghi,
} satisfies EntityCalls;
