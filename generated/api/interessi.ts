// Generated from openapi.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { call, type CallOptions, type EntityCalls } from '#api/client.ts';
import type {
  InteressiItemInput,
  InteressiItemResult,
  InteressiListResult,
  MessageResult,
  SaveResult,
} from './schemas';

/** List Interests: `GET /interessi`. */
export const listInteressi = (
  query: {
    page?: number;
    limit?: number;
    keywords?: string;
    lang?: 'it' | 'en' | 'de';
    orderBy?: '+id' | '-id';
    tema?: number;
    stato?: number;
    destinazione?: number;
    provincia?: number;
    comune?: number;
    main?: number;
  } = {},
  options?: CallOptions,
) => call<InteressiListResult>('GET', '/interessi', { ...options, query });

/** Create Interest: `POST /interessi`. */
export const createInteressi = (body: InteressiItemInput, options?: CallOptions) =>
  call<SaveResult>('POST', '/interessi', { ...options, body });

/** Get Interest: `GET /interessi/{id}`. */
export const getInteressi = (id: number, options?: CallOptions) =>
  call<InteressiItemResult>('GET', `/interessi/${encodeURIComponent(id)}`, { ...options });

/** Update Interest: `PUT /interessi/{id}`. */
export const updateInteressi = (id: number, body: InteressiItemInput, options?: CallOptions) =>
  call<SaveResult>('PUT', `/interessi/${encodeURIComponent(id)}`, { ...options, body });

/** Delete Interests: `DELETE /interessi/{id}`. */
export const deleteInteressi = (id: string, options?: CallOptions) =>
  call<MessageResult>('DELETE', `/interessi/${encodeURIComponent(id)}`, { ...options });

/** The calls of Interests the generic list and editor make. */
export const interessiCalls = {
  list: listInteressi,
  get: getInteressi,
  create: createInteressi,
  update: updateInteressi,
  remove: deleteInteressi,
} satisfies EntityCalls;
