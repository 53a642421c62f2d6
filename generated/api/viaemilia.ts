// Generated from openapi.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { call, type CallOptions, type EntityCalls } from '#api/client.ts';
import type {
  MessageResult,
  SaveResult,
  ViaemiliaItemInput,
  ViaemiliaItemResult,
  ViaemiliaListResult,
} from './schemas';

/** List Via Emilia: `GET /viaemilia`. */
export const listViaemilia = (
  query: {
    page?: number;
    limit?: number;
    keywords?: string;
    lang?: 'it' | 'en' | 'de';
    orderBy?: '+id' | '-id';
    tema?: number;
    target?: number;
    stato?: number;
  } = {},
  options?: CallOptions,
) => call<ViaemiliaListResult>('GET', '/viaemilia', { ...options, query });

/** Create Via Emilia itinerary: `POST /viaemilia`. */
export const createViaemilia = (body: ViaemiliaItemInput, options?: CallOptions) =>
  call<SaveResult>('POST', '/viaemilia', { ...options, body });

/** Get Via Emilia itinerary: `GET /viaemilia/{id}`. */
export const getViaemilia = (id: number, options?: CallOptions) =>
  call<ViaemiliaItemResult>('GET', `/viaemilia/${encodeURIComponent(id)}`, { ...options });

/** Update Via Emilia itinerary: `PUT /viaemilia/{id}`. */
export const updateViaemilia = (id: number, body: ViaemiliaItemInput, options?: CallOptions) =>
  call<SaveResult>('PUT', `/viaemilia/${encodeURIComponent(id)}`, { ...options, body });

/** Delete Via Emilia: `DELETE /viaemilia/{id}`. */
export const deleteViaemilia = (id: string, options?: CallOptions) =>
  call<MessageResult>('DELETE', `/viaemilia/${encodeURIComponent(id)}`, { ...options });

/** The calls of Via Emilia the generic list and editor make. */
export const viaemiliaCalls = {
  list: listViaemilia,
  get: getViaemilia,
  create: createViaemilia,
  update: updateViaemilia,
  remove: deleteViaemilia,
} satisfies EntityCalls;
