// Generated from openapi.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { call, type CallOptions, type EntityCalls } from '#api/client.ts';
import type { MessageResult, SaveResult, StayItemInput, StayItemResult, StayListResult } from './schemas';

/** List Hotels: `GET /stay`. */
export const listStay = (
  query: {
    page?: number;
    limit?: number;
    keywords?: string;
    lang?: 'it';
    orderBy?: '+id' | '-id';
    comune?: number;
  } = {},
  options?: CallOptions,
) => call<StayListResult>('GET', '/stay', { ...options, query });

/** Create Hotel: `POST /stay`. */
export const createStay = (body: StayItemInput, options?: CallOptions) =>
  call<SaveResult>('POST', '/stay', { ...options, body });

/** Get Hotel: `GET /stay/{id}`. */
export const getStay = (id: number, options?: CallOptions) =>
  call<StayItemResult>('GET', `/stay/${encodeURIComponent(id)}`, { ...options });

/** Update Hotel: `PUT /stay/{id}`. */
export const updateStay = (id: number, body: StayItemInput, options?: CallOptions) =>
  call<SaveResult>('PUT', `/stay/${encodeURIComponent(id)}`, { ...options, body });

/** Delete Hotels: `DELETE /stay/{id}`. */
export const deleteStay = (id: string, options?: CallOptions) =>
  call<MessageResult>('DELETE', `/stay/${encodeURIComponent(id)}`, { ...options });

/** The calls of Hotels the generic list and editor make. */
export const stayCalls = {
  list: listStay,
  get: getStay,
  create: createStay,
  update: updateStay,
  remove: deleteStay,
} satisfies EntityCalls;
