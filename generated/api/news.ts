// Generated from openapi.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { call, type CallOptions, type EntityCalls } from '#api/client.ts';
import type { MessageResult, NewsItemInput, NewsItemResult, NewsListResult, SaveResult } from './schemas';

/** List News: `GET /news`. */
export const listNews = (
  query: {
    page?: number;
    limit?: number;
    keywords?: string;
    lang?: 'it' | 'en' | 'de';
    orderBy?: '+id' | '-id' | '+pub_date' | '-pub_date';
    destinazione?: number;
    tema?: number;
    provincia?: number;
    comune?: number;
    stato?: number;
  } = {},
  options?: CallOptions,
) => call<NewsListResult>('GET', '/news', { ...options, query });

/** Create News item: `POST /news`. */
export const createNews = (body: NewsItemInput, options?: CallOptions) =>
  call<SaveResult>('POST', '/news', { ...options, body });

/** Get News item: `GET /news/{id}`. */
export const getNews = (id: number, options?: CallOptions) =>
  call<NewsItemResult>('GET', `/news/${encodeURIComponent(id)}`, { ...options });

/** Update News item: `PUT /news/{id}`. */
export const updateNews = (id: number, body: NewsItemInput, options?: CallOptions) =>
  call<SaveResult>('PUT', `/news/${encodeURIComponent(id)}`, { ...options, body });

/** Delete News: `DELETE /news/{id}`. */
export const deleteNews = (id: string, options?: CallOptions) =>
  call<MessageResult>('DELETE', `/news/${encodeURIComponent(id)}`, { ...options });

/** The calls of News the generic list and editor make. */
export const newsCalls = {
  list: listNews,
  get: getNews,
  create: createNews,
  update: updateNews,
  remove: deleteNews,
} satisfies EntityCalls;
