// Generated from openapi.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { call, type CallOptions, type EntityCalls } from '#api/client.ts';
import type {
  DestinationItemInput,
  DestinationItemResult,
  DestinationListResult,
  MessageResult,
  SaveResult,
  SearchInput,
  SearchResult,
} from './schemas';

/** List Destinations: `GET /destination`. */
export const listDestination = (
  query: {
    page?: number;
    limit?: number;
    keywords?: string;
    lang?: 'it' | 'en' | 'de';
    orderBy?: '+id' | '-id';
    provincia?: number;
    comune?: number;
    stato?: number;
  } = {},
  options?: CallOptions,
) => call<DestinationListResult>('GET', '/destination', { ...options, query });

/** Create Destination: `POST /destination`. */
export const createDestination = (body: DestinationItemInput, options?: CallOptions) =>
  call<SaveResult>('POST', '/destination', { ...options, body });

/** Search Destinations by title: `POST /destination/search`. */
export const searchDestination = (body: SearchInput, options?: CallOptions) =>
  call<SearchResult>('POST', '/destination/search', { ...options, body });

/** Get Destination: `GET /destination/{id}`. */
export const getDestination = (id: number, options?: CallOptions) =>
  call<DestinationItemResult>('GET', `/destination/${encodeURIComponent(id)}`, { ...options });

/** Update Destination: `PUT /destination/{id}`. */
export const updateDestination = (id: number, body: DestinationItemInput, options?: CallOptions) =>
  call<SaveResult>('PUT', `/destination/${encodeURIComponent(id)}`, { ...options, body });

/** Delete Destinations: `DELETE /destination/{id}`. */
export const deleteDestination = (id: string, options?: CallOptions) =>
  call<MessageResult>('DELETE', `/destination/${encodeURIComponent(id)}`, { ...options });

/** The calls of Destinations the generic list and editor make. */
export const destinationCalls = {
  list: listDestination,
  get: getDestination,
  create: createDestination,
  update: updateDestination,
  remove: deleteDestination,
  search: searchDestination,
} satisfies EntityCalls;
