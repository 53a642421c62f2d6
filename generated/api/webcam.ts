// Generated from openapi.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { call, type CallOptions, type EntityCalls } from '#api/client.ts';
import type { MessageResult, SaveResult, WebcamItemInput, WebcamItemResult, WebcamListResult } from './schemas';

/** List Webcams: `GET /webcam`. */
export const listWebcam = (
  query: {
    page?: number;
    limit?: number;
    keywords?: string;
    lang?: 'it';
    orderBy?: '+id' | '-id';
    stato?: number;
  } = {},
  options?: CallOptions,
) => call<WebcamListResult>('GET', '/webcam', { ...options, query });

/** Create Webcam: `POST /webcam`. */
export const createWebcam = (body: WebcamItemInput, options?: CallOptions) =>
  call<SaveResult>('POST', '/webcam', { ...options, body });

/** Get Webcam: `GET /webcam/{id}`. */
export const getWebcam = (id: number, options?: CallOptions) =>
  call<WebcamItemResult>('GET', `/webcam/${encodeURIComponent(id)}`, { ...options });

/** Update Webcam: `PUT /webcam/{id}`. */
export const updateWebcam = (id: number, body: WebcamItemInput, options?: CallOptions) =>
  call<SaveResult>('PUT', `/webcam/${encodeURIComponent(id)}`, { ...options, body });

/** Delete Webcams: `DELETE /webcam/{id}`. */
export const deleteWebcam = (id: string, options?: CallOptions) =>
  call<MessageResult>('DELETE', `/webcam/${encodeURIComponent(id)}`, { ...options });

/** The calls of Webcams the generic list and editor make. */
export const webcamCalls = {
  list: listWebcam,
  get: getWebcam,
  create: createWebcam,
  update: updateWebcam,
  remove: deleteWebcam,
} satisfies EntityCalls;
