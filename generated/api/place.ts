// Generated from openapi.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { call, type CallOptions, type EntityCalls } from '#api/client.ts';
import type { MessageResult, PlaceItemInput, PlaceItemResult, PlaceListResult, SaveResult } from './schemas';

/** List Places: `GET /place`. */
export const listPlace = (
  query: {
    page?: number;
    limit?: number;
    keywords?: string;
    lang?: 'it' | 'en' | 'de';
    orderBy?: '+id' | '-id';
    comune?: number;
    stato?: number;
  } = {},
  options?: CallOptions,
) => call<PlaceListResult>('GET', '/place', { ...options, query });

/** Create Place: `POST /place`. */
export const createPlace = (body: PlaceItemInput, options?: CallOptions) =>
  call<SaveResult>('POST', '/place', { ...options, body });

/** Get Place: `GET /place/{id}`. */
export const getPlace = (id: number, options?: CallOptions) =>
  call<PlaceItemResult>('GET', `/place/${encodeURIComponent(id)}`, { ...options });

/** Update Place: `PUT /place/{id}`. */
export const updatePlace = (id: number, body: PlaceItemInput, options?: CallOptions) =>
  call<SaveResult>('PUT', `/place/${encodeURIComponent(id)}`, { ...options, body });

/** Delete Places: `DELETE /place/{id}`. */
export const deletePlace = (id: string, options?: CallOptions) =>
  call<MessageResult>('DELETE', `/place/${encodeURIComponent(id)}`, { ...options });

/** The calls of Places the generic list and editor make. */
export const placeCalls = {
  list: listPlace,
  get: getPlace,
  create: createPlace,
  update: updatePlace,
  remove: deletePlace,
} satisfies EntityCalls;
