// Generated from openapi.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { call, type CallOptions, upload, type UploadOptions } from '#api/client.ts';
import type {
  AttachmentResult,
  AttachmentsPage,
  CategoryTreeResult,
  CurrentUserResult,
  DashboardResult,
  Health,
  LoginRequest,
  LoginResult,
  MediaDeleteResult,
  MediaItemResult,
  MediaPage,
  MediaSearchRequest,
  MediaUpdateRequest,
  MediaUsageResult,
  MessageResult,
  MunicipalitiesResult,
  NamedOptionsResult,
  PasswordResetRequest,
  ProvincesResult,
  RelatedStatusesResult,
} from './schemas';

/** List the attachments (files that are not images): `GET /attachments`. */
export const listAttachments = (
  query: { keywords?: string; page?: number; limit?: number } = {},
  options?: CallOptions,
) => call<AttachmentsPage>('GET', '/attachments', { ...options, query });

/** Upload an attachment: `POST /attachments/upload`. */
export const uploadAttachment = (file: Blob, options?: UploadOptions) =>
  upload<AttachmentResult>('POST', '/attachments/upload', { ...options, part: 'file', file });

/** Delete attachments and their files: `DELETE /attachments/{ids}`. */
export const deleteAttachments = (ids: string, options?: CallOptions) =>
  call<MediaDeleteResult>('DELETE', `/attachments/${encodeURIComponent(ids)}`, { ...options });

/** Category tree under a main category: `GET /categories`. */
export const getCategoryTree = (query: { main: number; lang?: 'it' | 'en' | 'de' | 'fr' }, options?: CallOptions) =>
  call<CategoryTreeResult>('GET', '/categories', { ...options, query });

/** Dashboard summary and drafts: `GET /dashboard`. */
export const getDashboard = (options?: CallOptions) => call<DashboardResult>('GET', '/dashboard', { ...options });

/** Health check: `GET /health`. */
export const getHealth = (options?: CallOptions) => call<Health>('GET', '/health', { ...options });

/** Sign in: `POST /login`. */
export const login = (body: LoginRequest, options?: CallOptions) =>
  call<LoginResult>('POST', '/login', { ...options, body });

/** Sign out: `GET /logout`. */
export const logout = (options?: CallOptions) => call<MessageResult>('GET', '/logout', { ...options });

/** List the media library: `GET /media`. */
export const listMedia = (
  query: { images?: number; page?: number; limit?: number; searchText?: string } = {},
  options?: CallOptions,
) => call<MediaPage>('GET', '/media', { ...options, query });

/** Search the media library: `POST /media/search`. */
export const searchMedia = (body: MediaSearchRequest, options?: CallOptions) =>
  call<MediaPage>('POST', '/media/search', { ...options, body });

/** Upload a file to the media library: `POST /media/upload/{collection}/{parentId}`. */
export const uploadMedia = (
  collection: string,
  parentId: number,
  file: Blob,
  query: { entity?: string; field?: string } = {},
  options?: UploadOptions,
) =>
  upload<MediaItemResult>('POST', `/media/upload/${encodeURIComponent(collection)}/${encodeURIComponent(parentId)}`, {
    ...options,
    query,
    part: 'file',
    file,
  });

/** Edit a media item: `PUT /media/upload/{id}`. */
export const updateMedia = (id: number, body: MediaUpdateRequest, options?: CallOptions) =>
  call<MediaItemResult>('PUT', `/media/upload/${encodeURIComponent(id)}`, { ...options, body });

/** Delete a media item and its file: `DELETE /media/upload/{id}`. */
export const deleteMedia = (id: number, options?: CallOptions) =>
  call<MediaDeleteResult>('DELETE', `/media/upload/${encodeURIComponent(id)}`, { ...options });

/** The items that use a media file: `GET /media/usage/{id}`. */
export const getMediaUsage = (id: number, options?: CallOptions) =>
  call<MediaUsageResult>('GET', `/media/usage/${encodeURIComponent(id)}`, { ...options });

/** Categories under a main category: `GET /operations/categories`. */
export const listOperationsCategories = (
  query: { main: number; lang?: 'it' | 'en' | 'de' | 'fr' },
  options?: CallOptions,
) => call<NamedOptionsResult>('GET', '/operations/categories', { ...options, query });

/** Find municipalities: `GET /operations/comuni`. */
export const listOperationsComuni = (
  query: { id?: number; name?: string; provincia?: number } = {},
  options?: CallOptions,
) => call<MunicipalitiesResult>('GET', '/operations/comuni', { ...options, query });

/** List provinces: `GET /operations/province`. */
export const listOperationsProvince = (options?: CallOptions) =>
  call<ProvincesResult>('GET', '/operations/province', { ...options });

/** Status options of an item: `GET /operations/related_statuses`. */
export const getOperationsRelatedStatuses = (
  query: { list: 'dicono' | 'download' | 'licence' | 'news' | 'webcam'; name?: string; id: string },
  options?: CallOptions,
) => call<RelatedStatusesResult>('GET', '/operations/related_statuses', { ...options, query });

/** Find tags by name: `GET /operations/tagsBox`. */
export const listOperationsTagsBox = (
  query: { lang?: 'it' | 'en' | 'de' | 'fr'; s?: string } = {},
  options?: CallOptions,
) => call<NamedOptionsResult>('GET', '/operations/tagsBox', { ...options, query });

/** List users (id and name): `GET /operations/users`. */
export const listOperationsUsers = (options?: CallOptions) =>
  call<NamedOptionsResult>('GET', '/operations/users', { ...options });

/** Request a password reset e-mail: `POST /password/reset/email`. */
export const requestPasswordReset = (body: PasswordResetRequest, options?: CallOptions) =>
  call<MessageResult>('POST', '/password/reset/email', { ...options, body });

/** Current user: `GET /user/me`. */
export const getUserMe = (options?: CallOptions) => call<CurrentUserResult>('GET', '/user/me', { ...options });
