// Generated from openapi.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { call, type CallOptions, type EntityCalls } from '#api/client.ts';
import type { MessageResult, RentItemInput, RentItemResult, RentListResult, SaveResult } from './schemas';

/** List Car rentals: `GET /rent`. */
export const listRent = (
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
) => call<RentListResult>('GET', '/rent', { ...options, query });

/** Create Car rental: `POST /rent`. */
export const createRent = (body: RentItemInput, options?: CallOptions) =>
  call<SaveResult>('POST', '/rent', { ...options, body });

/** Get Car rental: `GET /rent/{id}`. */
export const getRent = (id: number, options?: CallOptions) =>
  call<RentItemResult>('GET', `/rent/${encodeURIComponent(id)}`, { ...options });

/** Update Car rental: `PUT /rent/{id}`. */
export const updateRent = (id: number, body: RentItemInput, options?: CallOptions) =>
  call<SaveResult>('PUT', `/rent/${encodeURIComponent(id)}`, { ...options, body });

/** Delete Car rentals: `DELETE /rent/{id}`. */
export const deleteRent = (id: string, options?: CallOptions) =>
  call<MessageResult>('DELETE', `/rent/${encodeURIComponent(id)}`, { ...options });

/** The calls of Car rentals the generic list and editor make. */
export const rentCalls = {
  list: listRent,
  get: getRent,
  create: createRent,
  update: updateRent,
  remove: deleteRent,
} satisfies EntityCalls;
