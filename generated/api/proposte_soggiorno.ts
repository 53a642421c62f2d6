// Generated from openapi.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { call, type CallOptions, type EntityCalls } from '#api/client.ts';
import type {
  MessageResult,
  ProposteSoggiornoItemInput,
  ProposteSoggiornoItemResult,
  ProposteSoggiornoListResult,
  SaveResult,
} from './schemas';

/** List Stay proposals: `GET /proposte-soggiorno`. */
export const listProposteSoggiorno = (
  query: {
    page?: number;
    limit?: number;
    keywords?: string;
    lang?: 'it' | 'en';
    orderBy?: '+id' | '-id';
    stato?: number;
  } = {},
  options?: CallOptions,
) => call<ProposteSoggiornoListResult>('GET', '/proposte-soggiorno', { ...options, query });

/** Create Stay proposal: `POST /proposte-soggiorno`. */
export const createProposteSoggiorno = (body: ProposteSoggiornoItemInput, options?: CallOptions) =>
  call<SaveResult>('POST', '/proposte-soggiorno', { ...options, body });

/** Get Stay proposal: `GET /proposte-soggiorno/{id}`. */
export const getProposteSoggiorno = (id: number, options?: CallOptions) =>
  call<ProposteSoggiornoItemResult>('GET', `/proposte-soggiorno/${encodeURIComponent(id)}`, { ...options });

/** Update Stay proposal: `PUT /proposte-soggiorno/{id}`. */
export const updateProposteSoggiorno = (id: number, body: ProposteSoggiornoItemInput, options?: CallOptions) =>
  call<SaveResult>('PUT', `/proposte-soggiorno/${encodeURIComponent(id)}`, { ...options, body });

/** Delete Stay proposals: `DELETE /proposte-soggiorno/{id}`. */
export const deleteProposteSoggiorno = (id: string, options?: CallOptions) =>
  call<MessageResult>('DELETE', `/proposte-soggiorno/${encodeURIComponent(id)}`, { ...options });

/** The calls of Stay proposals the generic list and editor make. */
export const proposteSoggiornoCalls = {
  list: listProposteSoggiorno,
  get: getProposteSoggiorno,
  create: createProposteSoggiorno,
  update: updateProposteSoggiorno,
  remove: deleteProposteSoggiorno,
} satisfies EntityCalls;
