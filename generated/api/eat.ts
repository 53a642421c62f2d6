// Generated from openapi.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { call, type CallOptions, type EntityCalls } from '#api/client.ts';
import type { EatItemInput, EatItemResult, EatListResult, MessageResult, SaveResult } from './schemas';

/** List Restaurants: `GET /eat`. */
export const listEat = (
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
) => call<EatListResult>('GET', '/eat', { ...options, query });

/** Create Restaurant: `POST /eat`. */
export const createEat = (body: EatItemInput, options?: CallOptions) =>
  call<SaveResult>('POST', '/eat', { ...options, body });

/** Get Restaurant: `GET /eat/{id}`. */
export const getEat = (id: number, options?: CallOptions) =>
  call<EatItemResult>('GET', `/eat/${encodeURIComponent(id)}`, { ...options });

/** Update Restaurant: `PUT /eat/{id}`. */
export const updateEat = (id: number, body: EatItemInput, options?: CallOptions) =>
  call<SaveResult>('PUT', `/eat/${encodeURIComponent(id)}`, { ...options, body });

/** Delete Restaurants: `DELETE /eat/{id}`. */
export const deleteEat = (id: string, options?: CallOptions) =>
  call<MessageResult>('DELETE', `/eat/${encodeURIComponent(id)}`, { ...options });

/** The calls of Restaurants the generic list and editor make. */
export const eatCalls = {
  list: listEat,
  get: getEat,
  create: createEat,
  update: updateEat,
  remove: deleteEat,
} satisfies EntityCalls;
