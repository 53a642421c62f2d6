// Generated from openapi.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { call, type CallOptions, type EntityCalls } from '#api/client.ts';
import type {
  MessageResult,
  SaveResult,
  SportwellnessItemInput,
  SportwellnessItemResult,
  SportwellnessListResult,
} from './schemas';

/** List Sport and wellness: `GET /sportwellness`. */
export const listSportwellness = (
  query: {
    page?: number;
    limit?: number;
    keywords?: string;
    lang?: 'it' | 'en' | 'de';
    orderBy?: '+id' | '-id';
    stato?: number;
  } = {},
  options?: CallOptions,
) => call<SportwellnessListResult>('GET', '/sportwellness', { ...options, query });

/** Create Sport and wellness item: `POST /sportwellness`. */
export const createSportwellness = (body: SportwellnessItemInput, options?: CallOptions) =>
  call<SaveResult>('POST', '/sportwellness', { ...options, body });

/** Get Sport and wellness item: `GET /sportwellness/{id}`. */
export const getSportwellness = (id: number, options?: CallOptions) =>
  call<SportwellnessItemResult>('GET', `/sportwellness/${encodeURIComponent(id)}`, { ...options });

/** Update Sport and wellness item: `PUT /sportwellness/{id}`. */
export const updateSportwellness = (id: number, body: SportwellnessItemInput, options?: CallOptions) =>
  call<SaveResult>('PUT', `/sportwellness/${encodeURIComponent(id)}`, { ...options, body });

/** Delete Sport and wellness: `DELETE /sportwellness/{id}`. */
export const deleteSportwellness = (id: string, options?: CallOptions) =>
  call<MessageResult>('DELETE', `/sportwellness/${encodeURIComponent(id)}`, { ...options });

/** The calls of Sport and wellness the generic list and editor make. */
export const sportwellnessCalls = {
  list: listSportwellness,
  get: getSportwellness,
  create: createSportwellness,
  update: updateSportwellness,
  remove: deleteSportwellness,
} satisfies EntityCalls;
