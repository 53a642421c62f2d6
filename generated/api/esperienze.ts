// Generated from openapi.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { call, type CallOptions, type EntityCalls } from '#api/client.ts';
import type {
  EsperienzeItemInput,
  EsperienzeItemResult,
  EsperienzeListResult,
  MessageResult,
  SaveResult,
} from './schemas';

/** List Experiences: `GET /esperienze`. */
export const listEsperienze = (
  query: {
    page?: number;
    limit?: number;
    keywords?: string;
    lang?: 'it' | 'en';
    orderBy?: '+id' | '-id' | '+pub_date' | '-pub_date';
    destinazione?: number;
    provincia?: number;
    comune?: number;
    stato?: number;
  } = {},
  options?: CallOptions,
) => call<EsperienzeListResult>('GET', '/esperienze', { ...options, query });

/** Create Experience: `POST /esperienze`. */
export const createEsperienze = (body: EsperienzeItemInput, options?: CallOptions) =>
  call<SaveResult>('POST', '/esperienze', { ...options, body });

/** Get Experience: `GET /esperienze/{id}`. */
export const getEsperienze = (id: number, options?: CallOptions) =>
  call<EsperienzeItemResult>('GET', `/esperienze/${encodeURIComponent(id)}`, { ...options });

/** Update Experience: `PUT /esperienze/{id}`. */
export const updateEsperienze = (id: number, body: EsperienzeItemInput, options?: CallOptions) =>
  call<SaveResult>('PUT', `/esperienze/${encodeURIComponent(id)}`, { ...options, body });

/** Delete Experiences: `DELETE /esperienze/{id}`. */
export const deleteEsperienze = (id: string, options?: CallOptions) =>
  call<MessageResult>('DELETE', `/esperienze/${encodeURIComponent(id)}`, { ...options });

/** The calls of Experiences the generic list and editor make. */
export const esperienzeCalls = {
  list: listEsperienze,
  get: getEsperienze,
  create: createEsperienze,
  update: updateEsperienze,
  remove: deleteEsperienze,
} satisfies EntityCalls;
