// Generated from openapi.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { call, type CallOptions } from '#api/client.ts';
import type {
  CategoryTreeResult,
  CurrentUserResult,
  DashboardResult,
  Health,
  LoginRequest,
  LoginResult,
  MediaItemResult,
  MediaPage,
  MediaSearchRequest,
  MediaUpdateRequest,
  MessageResult,
  MunicipalitiesResult,
  NamedOptionsResult,
  PasswordResetRequest,
  ProvincesResult,
  RelatedStatusesResult,
} from './schemas';

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

/** Edit a media item: `PUT /media/upload/{id}`. */
export const updateMedia = (id: number, body: MediaUpdateRequest, options?: CallOptions) =>
  call<MediaItemResult>('PUT', `/media/upload/${encodeURIComponent(id)}`, { ...options, body });

/** Delete a media item and its file: `DELETE /media/upload/{id}`. */
export const deleteMedia = (id: number, options?: CallOptions) =>
  call<MessageResult>('DELETE', `/media/upload/${encodeURIComponent(id)}`, { ...options });

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
  query: { list: 'dicono' | 'licence' | 'news' | 'webcam'; name?: string; id: string },
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
