// Generated from openapi.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { call, type CallOptions, type EntityCalls } from '#api/client.ts';
import type { DownloadItemInput, DownloadItemResult, DownloadListResult, MessageResult, SaveResult } from './schemas';

/** List Brochures: `GET /download`. */
export const listDownload = (
  query: {
    page?: number;
    limit?: number;
    keywords?: string;
    lang?: 'it' | 'en' | 'de' | 'fr';
    orderBy?: '+id' | '-id';
    destinazione?: number;
    provincia?: number;
    comune?: number;
  } = {},
  options?: CallOptions,
) => call<DownloadListResult>('GET', '/download', { ...options, query });

/** Create Brochure: `POST /download`. */
export const createDownload = (body: DownloadItemInput, options?: CallOptions) =>
  call<SaveResult>('POST', '/download', { ...options, body });

/** Get Brochure: `GET /download/{id}`. */
export const getDownload = (id: number, options?: CallOptions) =>
  call<DownloadItemResult>('GET', `/download/${encodeURIComponent(id)}`, { ...options });

/** Update Brochure: `PUT /download/{id}`. */
export const updateDownload = (id: number, body: DownloadItemInput, options?: CallOptions) =>
  call<SaveResult>('PUT', `/download/${encodeURIComponent(id)}`, { ...options, body });

/** Delete Brochures: `DELETE /download/{id}`. */
export const deleteDownload = (id: string, options?: CallOptions) =>
  call<MessageResult>('DELETE', `/download/${encodeURIComponent(id)}`, { ...options });

/** The calls of Brochures the generic list and editor make. */
export const downloadCalls = {
  list: listDownload,
  get: getDownload,
  create: createDownload,
  update: updateDownload,
  remove: deleteDownload,
} satisfies EntityCalls;
