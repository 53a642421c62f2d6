// Generated from openapi.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { call, type CallOptions, type EntityCalls } from '#api/client.ts';
import type { BlogItemInput, BlogItemResult, BlogListResult, MessageResult, SaveResult } from './schemas';

/** List Articles: `GET /blog`. */
export const listBlog = (
  query: {
    page?: number;
    limit?: number;
    keywords?: string;
    lang?: 'it' | 'en' | 'de';
    orderBy?: '+id' | '-id' | '+pub_date' | '-pub_date';
    comune?: number;
    tema?: number;
    stato?: number;
  } = {},
  options?: CallOptions,
) => call<BlogListResult>('GET', '/blog', { ...options, query });

/** Create Article: `POST /blog`. */
export const createBlog = (body: BlogItemInput, options?: CallOptions) =>
  call<SaveResult>('POST', '/blog', { ...options, body });

/** Get Article: `GET /blog/{id}`. */
export const getBlog = (id: number, options?: CallOptions) =>
  call<BlogItemResult>('GET', `/blog/${encodeURIComponent(id)}`, { ...options });

/** Update Article: `PUT /blog/{id}`. */
export const updateBlog = (id: number, body: BlogItemInput, options?: CallOptions) =>
  call<SaveResult>('PUT', `/blog/${encodeURIComponent(id)}`, { ...options, body });

/** Delete Articles: `DELETE /blog/{id}`. */
export const deleteBlog = (id: string, options?: CallOptions) =>
  call<MessageResult>('DELETE', `/blog/${encodeURIComponent(id)}`, { ...options });

/** The calls of Articles the generic list and editor make. */
export const blogCalls = {
  list: listBlog,
  get: getBlog,
  create: createBlog,
  update: updateBlog,
  remove: deleteBlog,
} satisfies EntityCalls;
