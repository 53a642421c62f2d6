// Generated from openapi.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { call, type CallOptions, type EntityCalls } from '#api/client.ts';
import type {
  MessageResult,
  SaveResult,
  SoggiornoItemInput,
  SoggiornoItemResult,
  SoggiornoListResult,
} from './schemas';

/** List Stays: `GET /soggiorno`. */
export const listSoggiorno = (
  query: {
    page?: number;
    limit?: number;
    keywords?: string;
    lang?: 'it' | 'en';
    orderBy?: '+id' | '-id';
    categoria?: number;
    stato?: number;
  } = {},
  options?: CallOptions,
) => call<SoggiornoListResult>('GET', '/soggiorno', { ...options, query });

/** Create Stay proposal: `POST /soggiorno`. */
export const createSoggiorno = (body: SoggiornoItemInput, options?: CallOptions) =>
  call<SaveResult>('POST', '/soggiorno', { ...options, body });

/** Get Stay proposal: `GET /soggiorno/{id}`. */
export const getSoggiorno = (id: number, options?: CallOptions) =>
  call<SoggiornoItemResult>('GET', `/soggiorno/${encodeURIComponent(id)}`, { ...options });

/** Update Stay proposal: `PUT /soggiorno/{id}`. */
export const updateSoggiorno = (id: number, body: SoggiornoItemInput, options?: CallOptions) =>
  call<SaveResult>('PUT', `/soggiorno/${encodeURIComponent(id)}`, { ...options, body });

/** Delete Stays: `DELETE /soggiorno/{id}`. */
export const deleteSoggiorno = (id: string, options?: CallOptions) =>
  call<MessageResult>('DELETE', `/soggiorno/${encodeURIComponent(id)}`, { ...options });

/** The calls of Stays the generic list and editor make. */
export const soggiornoCalls = {
  list: listSoggiorno,
  get: getSoggiorno,
  create: createSoggiorno,
  update: updateSoggiorno,
  remove: deleteSoggiorno,
} satisfies EntityCalls;
