// Generated from openapi.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { call, type CallOptions, type EntityCalls } from '#api/client.ts';
import type { MessageResult, SaveResult, StationItemInput, StationItemResult, StationListResult } from './schemas';

/** List Stations: `GET /station`. */
export const listStation = (
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
) => call<StationListResult>('GET', '/station', { ...options, query });

/** Create Station: `POST /station`. */
export const createStation = (body: StationItemInput, options?: CallOptions) =>
  call<SaveResult>('POST', '/station', { ...options, body });

/** Get Station: `GET /station/{id}`. */
export const getStation = (id: number, options?: CallOptions) =>
  call<StationItemResult>('GET', `/station/${encodeURIComponent(id)}`, { ...options });

/** Update Station: `PUT /station/{id}`. */
export const updateStation = (id: number, body: StationItemInput, options?: CallOptions) =>
  call<SaveResult>('PUT', `/station/${encodeURIComponent(id)}`, { ...options, body });

/** Delete Stations: `DELETE /station/{id}`. */
export const deleteStation = (id: string, options?: CallOptions) =>
  call<MessageResult>('DELETE', `/station/${encodeURIComponent(id)}`, { ...options });

/** The calls of Stations the generic list and editor make. */
export const stationCalls = {
  list: listStation,
  get: getStation,
  create: createStation,
  update: updateStation,
  remove: deleteStation,
} satisfies EntityCalls;
