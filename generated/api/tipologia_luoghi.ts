// Generated from openapi.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { call, type CallOptions, type EntityCalls } from '#api/client.ts';
import type {
  MessageResult,
  SaveResult,
  TipologiaLuoghiItemInput,
  TipologiaLuoghiItemResult,
  TipologiaLuoghiListResult,
  TitleSaveResult,
} from './schemas';

/** Create or rename POI collection: `POST /set-luogo/{id}/{title}`. */
export const setTitleTipologiaLuoghi = (id: number, title: string, options?: CallOptions) =>
  call<TitleSaveResult>('POST', `/set-luogo/${encodeURIComponent(id)}/${encodeURIComponent(title)}`, { ...options });

/** List POI collections: `GET /tipologia-luoghi`. */
export const listTipologiaLuoghi = (
  query: {
    page?: number;
    limit?: number;
    keywords?: string;
    lang?: 'it';
    orderBy?: '+code' | '-code' | '+id' | '-id' | '+title' | '-title';
  } = {},
  options?: CallOptions,
) => call<TipologiaLuoghiListResult>('GET', '/tipologia-luoghi', { ...options, query });

/** Create POI collection: `POST /tipologia-luoghi`. */
export const createTipologiaLuoghi = (body: TipologiaLuoghiItemInput, options?: CallOptions) =>
  call<SaveResult>('POST', '/tipologia-luoghi', { ...options, body });

/** Get POI collection: `GET /tipologia-luoghi/{id}`. */
export const getTipologiaLuoghi = (id: number, options?: CallOptions) =>
  call<TipologiaLuoghiItemResult>('GET', `/tipologia-luoghi/${encodeURIComponent(id)}`, { ...options });

/** Update POI collection: `PUT /tipologia-luoghi/{id}`. */
export const updateTipologiaLuoghi = (id: number, body: TipologiaLuoghiItemInput, options?: CallOptions) =>
  call<SaveResult>('PUT', `/tipologia-luoghi/${encodeURIComponent(id)}`, { ...options, body });

/** Delete POI collections: `DELETE /tipologia-luoghi/{id}`. */
export const deleteTipologiaLuoghi = (id: string, options?: CallOptions) =>
  call<MessageResult>('DELETE', `/tipologia-luoghi/${encodeURIComponent(id)}`, { ...options });

/** The calls of POI collections the generic list and editor make. */
export const tipologiaLuoghiCalls = {
  list: listTipologiaLuoghi,
  get: getTipologiaLuoghi,
  create: createTipologiaLuoghi,
  update: updateTipologiaLuoghi,
  remove: deleteTipologiaLuoghi,
  setTitle: setTitleTipologiaLuoghi,
} satisfies EntityCalls;
