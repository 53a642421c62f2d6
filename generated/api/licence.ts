// Generated from openapi.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { call, type CallOptions, type EntityCalls } from '#api/client.ts';
import type { LicenceItemInput, LicenceItemResult, LicenceListResult, MessageResult, SaveResult } from './schemas';

/** List Licences: `GET /licence`. */
export const listLicence = (
  query: {
    page?: number;
    limit?: number;
    keywords?: string;
    lang?: 'it' | 'en';
    orderBy?: '+id' | '-id';
    url?: string;
  } = {},
  options?: CallOptions,
) => call<LicenceListResult>('GET', '/licence', { ...options, query });

/** Create Licence: `POST /licence`. */
export const createLicence = (body: LicenceItemInput, options?: CallOptions) =>
  call<SaveResult>('POST', '/licence', { ...options, body });

/** Get Licence: `GET /licence/{id}`. */
export const getLicence = (id: number, options?: CallOptions) =>
  call<LicenceItemResult>('GET', `/licence/${encodeURIComponent(id)}`, { ...options });

/** Update Licence: `PUT /licence/{id}`. */
export const updateLicence = (id: number, body: LicenceItemInput, options?: CallOptions) =>
  call<SaveResult>('PUT', `/licence/${encodeURIComponent(id)}`, { ...options, body });

/** Delete Licences: `DELETE /licence/{id}`. */
export const deleteLicence = (id: string, options?: CallOptions) =>
  call<MessageResult>('DELETE', `/licence/${encodeURIComponent(id)}`, { ...options });

/** The calls of Licences the generic list and editor make. */
export const licenceCalls = {
  list: listLicence,
  get: getLicence,
  create: createLicence,
  update: updateLicence,
  remove: deleteLicence,
} satisfies EntityCalls;
