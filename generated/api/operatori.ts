// Generated from openapi.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { call, type CallOptions, type EntityCalls } from '#api/client.ts';
import type {
  ComboResult,
  MessageResult,
  OperatoriItemInput,
  OperatoriItemResult,
  OperatoriListResult,
  SaveResult,
} from './schemas';

/** List Operators: `GET /operatori`. */
export const listOperatori = (
  query: {
    page?: number;
    limit?: number;
    keywords?: string;
    lang?: 'it' | 'en';
    orderBy?: '+id' | '-id';
    stato?: number;
  } = {},
  options?: CallOptions,
) => call<OperatoriListResult>('GET', '/operatori', { ...options, query });

/** Create Operator: `POST /operatori`. */
export const createOperatori = (body: OperatoriItemInput, options?: CallOptions) =>
  call<SaveResult>('POST', '/operatori', { ...options, body });

/** Operators by title, for a combo: `GET /operatori/combo`. */
export const comboOperatori = (query: { keywords?: string; provincia?: number } = {}, options?: CallOptions) =>
  call<ComboResult>('GET', '/operatori/combo', { ...options, query });

/** Get Operator: `GET /operatori/{id}`. */
export const getOperatori = (id: number, options?: CallOptions) =>
  call<OperatoriItemResult>('GET', `/operatori/${encodeURIComponent(id)}`, { ...options });

/** Update Operator: `PUT /operatori/{id}`. */
export const updateOperatori = (id: number, body: OperatoriItemInput, options?: CallOptions) =>
  call<SaveResult>('PUT', `/operatori/${encodeURIComponent(id)}`, { ...options, body });

/** Delete Operators: `DELETE /operatori/{id}`. */
export const deleteOperatori = (id: string, options?: CallOptions) =>
  call<MessageResult>('DELETE', `/operatori/${encodeURIComponent(id)}`, { ...options });

/** The calls of Operators the generic list and editor make. */
export const operatoriCalls = {
  list: listOperatori,
  get: getOperatori,
  create: createOperatori,
  update: updateOperatori,
  remove: deleteOperatori,
  combo: comboOperatori,
} satisfies EntityCalls;
