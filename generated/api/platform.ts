// Generated from openapi.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { call, type CallOptions, upload, type UploadOptions } from '#api/client.ts';
import type {
  AttachmentResult,
  AttachmentsPage,
  AudioResult,
  CategoryCreateRequest,
  CategoryTreeResult,
  CategoryUpdateRequest,
  CategoryUsage,
  CurrentUserResult,
  DashboardResult,
  DeskOptions,
  DeskPage,
  DeskResult,
  DeskSaveRequest,
  EntityPage,
  EntityPicks,
  EntityTypesResult,
  FeedImportResult,
  GeocodeResult,
  Health,
  HealthReady,
  HistoryPage,
  HistoryRestoreBody,
  HistoryRestored,
  JobDetail,
  JobPage,
  LoginRequest,
  LoginResult,
  MapSettings,
  MediaDeleteResult,
  MediaItemResult,
  MediaLicencesResult,
  MediaPage,
  MediaSearchRequest,
  MediaUpdateRequest,
  MediaUsageResult,
  MenuItemRequest,
  MenuItemUpdateRequest,
  MenuTreeResult,
  MessageResult,
  MunicipalitiesResult,
  NamedOptionsResult,
  PasswordChangeRequest,
  PasswordResetForm,
  PasswordResetRequest,
  PermissionGrid,
  PreviewLinkBody,
  PreviewLinkCreated,
  PreviewLinksResult,
  PreviewResult,
  ProvincesResult,
  PublicRedirect,
  RedirectPage,
  RedirectSaveRequest,
  RedirectSaved,
  RelatedStatusesResult,
  RoleResult,
  RoleSaveRequest,
  RolesResult,
  SavedResult,
  SettingsResult,
  SettingsSaveRequest,
  TdhPage,
  TdhSendResult,
  TdhStatusResult,
  TdhWaitlistResult,
  TranslationPage,
  TreeDeleteResult,
  TreeOrderRequest,
  TrekkingPage,
  UserCreateRequest,
  UserPage,
  UserResult,
  UserStatusResult,
  UserUpdateRequest,
  XpPage,
  XpStatusBody,
  XpStatusResult,
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

/** Add a category: `POST /categories`. */
export const createCategory = (body: CategoryCreateRequest, options?: CallOptions) =>
  call<SavedResult>('POST', '/categories', { ...options, body });

/** Reorder categories within their parents: `POST /categories/update_order`. */
export const orderCategories = (body: TreeOrderRequest, options?: CallOptions) =>
  call<MessageResult>('POST', '/categories/update_order', { ...options, body });

/** Edit the titles, slugs and cover of a category: `PUT /categories/{id}`. */
export const updateCategory = (id: number, body: CategoryUpdateRequest, options?: CallOptions) =>
  call<SavedResult>('PUT', `/categories/${encodeURIComponent(id)}`, { ...options, body });

/** Delete a category and its subtree: `DELETE /categories/{id}`. */
export const deleteCategory = (id: number, options?: CallOptions) =>
  call<TreeDeleteResult>('DELETE', `/categories/${encodeURIComponent(id)}`, { ...options });

/** What deleting a category changes: `GET /categories/{id}/usage`. */
export const getCategoryUsage = (id: number, options?: CallOptions) =>
  call<CategoryUsage>('GET', `/categories/${encodeURIComponent(id)}/usage`, { ...options });

/** Dashboard summary and drafts: `GET /dashboard`. */
export const getDashboard = (options?: CallOptions) => call<DashboardResult>('GET', '/dashboard', { ...options });

/** Entity types the picker offers: `GET /entities`. */
export const listEntityTypes = (options?: CallOptions) => call<EntityTypesResult>('GET', '/entities', { ...options });

/** Generate an item's spoken audio in one language: `GET /entities/audio/{id}`. */
export const generateAudio = (
  id: number,
  query: {
    lang?: 'it' | 'en' | 'de';
    entity?:
      | 'blog'
      | 'destination'
      | 'dicono'
      | 'download'
      | 'eat'
      | 'esperienze'
      | 'event'
      | 'guide'
      | 'iat'
      | 'interessi'
      | 'itinerary'
      | 'licence'
      | 'luoghi'
      | 'news'
      | 'opendata'
      | 'operatori'
      | 'osservatorio'
      | 'page'
      | 'place'
      | 'proposte_soggiorno'
      | 'rent'
      | 'soggiorno'
      | 'sportwellness'
      | 'station'
      | 'stay'
      | 'tags'
      | 'templates'
      | 'tipologia_luoghi'
      | 'viaemilia'
      | 'webcam';
    action?: 'generate' | 'status';
  } = {},
  options?: CallOptions,
) => call<AudioResult>('GET', `/entities/audio/${encodeURIComponent(id)}`, { ...options, query });

/** Picked items by their indices: `GET /entities/from-indices`. */
export const listEntitiesFromIndices = (
  query: { 'indices[]'?: string[]; lang?: 'it' | 'en' | 'de' | 'fr' } = {},
  options?: CallOptions,
) => call<EntityPicks>('GET', '/entities/from-indices', { ...options, query });

/** Search items of every entity (the entity picker): `GET /entities/list`. */
export const listEntities = (
  query: {
    q?: string;
    page?: number;
    lang?: 'it' | 'en' | 'de' | 'fr';
    entity_type?:
      | 'blog'
      | 'destination'
      | 'dicono'
      | 'download'
      | 'eat'
      | 'esperienze'
      | 'event'
      | 'guide'
      | 'iat'
      | 'interessi'
      | 'itinerary'
      | 'licence'
      | 'luoghi'
      | 'news'
      | 'opendata'
      | 'operatori'
      | 'osservatorio'
      | 'page'
      | 'place'
      | 'proposte_soggiorno'
      | 'rent'
      | 'soggiorno'
      | 'sportwellness'
      | 'station'
      | 'stay'
      | 'tags'
      | 'templates'
      | 'tipologia_luoghi'
      | 'viaemilia'
      | 'webcam';
    'excludes[]'?: string[];
    limit?: number;
    preview?: '0' | '1';
  } = {},
  options?: CallOptions,
) => call<EntityPage>('GET', '/entities/list', { ...options, query });

/** Health check: `GET /health`. */
export const getHealth = (options?: CallOptions) => call<Health>('GET', '/health', { ...options });

/** Readiness for a load balancer: `GET /health/ready`. */
export const getHealthReady = (options?: CallOptions) => call<HealthReady>('GET', '/health/ready', { ...options });

/** Every change of every item: `GET /history`. */
export const listHistory = (
  query: {
    page?: number;
    limit?: number;
    user?: number;
    entity?:
      | 'blog'
      | 'destination'
      | 'dicono'
      | 'download'
      | 'eat'
      | 'esperienze'
      | 'event'
      | 'guide'
      | 'iat'
      | 'interessi'
      | 'itinerary'
      | 'licence'
      | 'luoghi'
      | 'news'
      | 'opendata'
      | 'operatori'
      | 'osservatorio'
      | 'page'
      | 'place'
      | 'proposte_soggiorno'
      | 'rent'
      | 'soggiorno'
      | 'sportwellness'
      | 'station'
      | 'stay'
      | 'tags'
      | 'templates'
      | 'tipologia_luoghi'
      | 'viaemilia'
      | 'webcam';
    item?: number;
    action?: 'create' | 'update' | 'status' | 'delete' | 'restore';
    from?: string;
    to?: string;
  } = {},
  options?: CallOptions,
) => call<HistoryPage>('GET', '/history', { ...options, query });

/** The history of one item: `GET /history/item`. */
export const listItemHistory = (
  query: {
    entity:
      | 'blog'
      | 'destination'
      | 'dicono'
      | 'download'
      | 'eat'
      | 'esperienze'
      | 'event'
      | 'guide'
      | 'iat'
      | 'interessi'
      | 'itinerary'
      | 'licence'
      | 'luoghi'
      | 'news'
      | 'opendata'
      | 'operatori'
      | 'osservatorio'
      | 'page'
      | 'place'
      | 'proposte_soggiorno'
      | 'rent'
      | 'soggiorno'
      | 'sportwellness'
      | 'station'
      | 'stay'
      | 'tags'
      | 'templates'
      | 'tipologia_luoghi'
      | 'viaemilia'
      | 'webcam';
    id: number;
    page?: number;
    limit?: number;
  },
  options?: CallOptions,
) => call<HistoryPage>('GET', '/history/item', { ...options, query });

/** Restore an entry's version as a new save: `POST /history/{id}/restore`. */
export const restoreHistoryEntry = (id: number, body: HistoryRestoreBody, options?: CallOptions) =>
  call<HistoryRestored>('POST', `/history/${encodeURIComponent(id)}/restore`, { ...options, body });

/** Restore a deleted item: `POST /history/{id}/restore-item`. */
export const restoreDeletedItem = (id: number, options?: CallOptions) =>
  call<HistoryRestored>('POST', `/history/${encodeURIComponent(id)}/restore-item`, { ...options });

/** List background jobs: `GET /jobs`. */
export const listJobs = (
  query: {
    page?: number;
    limit?: number;
    status?: 'queued' | 'running' | 'done' | 'dead' | 'cancelled';
    kind?: string;
  } = {},
  options?: CallOptions,
) => call<JobPage>('GET', '/jobs', { ...options, query });

/** One background job with its payload and result: `GET /jobs/{id}`. */
export const getJob = (id: number, options?: CallOptions) =>
  call<JobDetail>('GET', `/jobs/${encodeURIComponent(id)}`, { ...options });

/** Cancel a queued job: `POST /jobs/{id}/cancel`. */
export const cancelJob = (id: number, options?: CallOptions) =>
  call<MessageResult>('POST', `/jobs/${encodeURIComponent(id)}/cancel`, { ...options });

/** Queue a dead or cancelled job again: `POST /jobs/{id}/retry`. */
export const retryJob = (id: number, options?: CallOptions) =>
  call<MessageResult>('POST', `/jobs/${encodeURIComponent(id)}/retry`, { ...options });

/** Sign in: `POST /login`. */
export const login = (body: LoginRequest, options?: CallOptions) =>
  call<LoginResult>('POST', '/login', { ...options, body });

/** Sign out: `GET /logout`. */
export const logout = (options?: CallOptions) => call<MessageResult>('GET', '/logout', { ...options });

/** List the media library: `GET /media`. */
export const listMedia = (
  query: { images?: number; page?: number; limit?: number; searchText?: string; license?: 'missing' } = {},
  options?: CallOptions,
) => call<MediaPage>('GET', '/media', { ...options, query });

/** The licences a media item may name: `GET /media/licences`. */
export const listMediaLicences = (options?: CallOptions) =>
  call<MediaLicencesResult>('GET', '/media/licences', { ...options });

/** Search the media library: `POST /media/search`. */
export const searchMedia = (body: MediaSearchRequest, options?: CallOptions) =>
  call<MediaPage>('POST', '/media/search', { ...options, body });

/** Upload a file to the media library: `POST /media/upload/{collection}/{parentId}`. */
export const uploadMedia = (
  collection: string,
  parentId: number,
  file: Blob,
  query: { entity: string; field: string } | { entity?: undefined; field?: undefined } = {},
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

/** The menu tree, with the items’ texts in each language: `GET /menu`. */
export const getMenu = (query: { lang?: 'it' | 'en' | 'de' } = {}, options?: CallOptions) =>
  call<MenuTreeResult>('GET', '/menu', { ...options, query });

/** Add a menu item: `POST /menu`. */
export const createMenuItem = (body: MenuItemRequest, options?: CallOptions) =>
  call<SavedResult>('POST', '/menu', { ...options, body });

/** Reorder menu items within their parents: `POST /menu/update_order`. */
export const orderMenu = (body: TreeOrderRequest, options?: CallOptions) =>
  call<MessageResult>('POST', '/menu/update_order', { ...options, body });

/** Edit a menu item: `PUT /menu/{id}`. */
export const updateMenuItem = (id: number, body: MenuItemUpdateRequest, options?: CallOptions) =>
  call<SavedResult>('PUT', `/menu/${encodeURIComponent(id)}`, { ...options, body });

/** Delete a menu item and its subtree: `DELETE /menu/{id}`. */
export const deleteMenuItem = (id: number, options?: CallOptions) =>
  call<TreeDeleteResult>('DELETE', `/menu/${encodeURIComponent(id)}`, { ...options });

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

/** List 404 redirect rules: `GET /operations/error404`. */
export const listRedirects = (
  query: { page?: number; limit?: number; orderBy?: string; keywords?: string; backend?: 'true' } = {},
  options?: CallOptions,
) => call<RedirectPage>('GET', '/operations/error404', { ...options, query });

/** Create or update a 404 redirect rule: `POST /operations/error404/rotta`. */
export const saveRedirect = (body: RedirectSaveRequest, query: { id?: number } = {}, options?: CallOptions) =>
  call<RedirectSaved>('POST', '/operations/error404/rotta', { ...options, query, body });

/** Delete a 404 redirect rule: `DELETE /operations/error404/rotta`. */
export const deleteRedirect = (query: { id: number }, options?: CallOptions) =>
  call<MessageResult>('DELETE', '/operations/error404/rotta', { ...options, query });

/** Coordinates of an address: `GET /operations/geocode`. */
export const geocode = (query: { address: string }, options?: CallOptions) =>
  call<GeocodeResult>('GET', '/operations/geocode', { ...options, query });

/** The open-data experiences: `GET /operations/makexp`. */
export const listExperiences = (
  query: {
    page?: number;
    limit?: number;
    orderBy?: string;
    keywords?: string;
    provincia?: number;
    comune?: number;
  } = {},
  options?: CallOptions,
) => call<XpPage>('GET', '/operations/makexp', { ...options, query });

/** Import the experiences feed now: `POST /operations/makexp/aggiorna`. */
export const refreshExperiences = (options?: CallOptions) =>
  call<FeedImportResult>('POST', '/operations/makexp/aggiorna', { ...options });

/** The address map's tiles: `GET /operations/map`. */
export const mapSettings = (options?: CallOptions) => call<MapSettings>('GET', '/operations/map', { ...options });

/** List provinces: `GET /operations/province`. */
export const listOperationsProvince = (options?: CallOptions) =>
  call<ProvincesResult>('GET', '/operations/province', { ...options });

/** Add a municipality to a desk: `POST /operations/redazione/{deskId}/comune/{comuneId}`. */
export const addDeskMunicipality = (deskId: number, comuneId: number, options?: CallOptions) =>
  call<MessageResult>(
    'POST',
    `/operations/redazione/${encodeURIComponent(deskId)}/comune/${encodeURIComponent(comuneId)}`,
    { ...options },
  );

/** Remove a municipality from a desk: `DELETE /operations/redazione/{deskId}/comune/{comuneId}`. */
export const removeDeskMunicipality = (deskId: number, comuneId: number, options?: CallOptions) =>
  call<MessageResult>(
    'DELETE',
    `/operations/redazione/${encodeURIComponent(deskId)}/comune/${encodeURIComponent(comuneId)}`,
    { ...options },
  );

/** Desks for a select (id, nome): `GET /operations/redazioni`. */
export const listOperationsDesks = (options?: CallOptions) =>
  call<DeskOptions>('GET', '/operations/redazioni', { ...options });

/** Status options of an item: `GET /operations/related_statuses`. */
export const getOperationsRelatedStatuses = (
  query: {
    list:
      | 'blog'
      | 'destination'
      | 'dicono'
      | 'download'
      | 'eat'
      | 'esperienze'
      | 'event'
      | 'guide'
      | 'iat'
      | 'interessi'
      | 'itinerary'
      | 'licence'
      | 'luoghi'
      | 'news'
      | 'opendata'
      | 'operatori'
      | 'osservatorio'
      | 'page'
      | 'place'
      | 'proposte_soggiorno'
      | 'rent'
      | 'soggiorno'
      | 'sportwellness'
      | 'station'
      | 'stay'
      | 'viaemilia'
      | 'webcam';
    name?: string;
    id: string;
  },
  options?: CallOptions,
) => call<RelatedStatusesResult>('GET', '/operations/related_statuses', { ...options, query });

/** Read settings sections: `GET /operations/settings`. */
export const getSettings = (query: { section: string }, options?: CallOptions) =>
  call<SettingsResult>('GET', '/operations/settings', { ...options, query });

/** Save settings sections: `POST /operations/settings`. */
export const saveSettings = (body: SettingsSaveRequest, options?: CallOptions) =>
  call<MessageResult>('POST', '/operations/settings', { ...options, body });

/** Find tags by name: `GET /operations/tagsBox`. */
export const listOperationsTagsBox = (
  query: { lang?: 'it' | 'en' | 'de' | 'fr'; s?: string } = {},
  options?: CallOptions,
) => call<NamedOptionsResult>('GET', '/operations/tagsBox', { ...options, query });

/** The trekking activities: `GET /operations/trekksoft`. */
export const listTrekking = (
  query: {
    page?: number;
    limit?: number;
    orderBy?: string;
    keywords?: string;
    provincia?: number;
    comune?: number;
  } = {},
  options?: CallOptions,
) => call<TrekkingPage>('GET', '/operations/trekksoft', { ...options, query });

/** Import the trekking feed now: `POST /operations/trekksoft/aggiorna`. */
export const refreshTrekking = (options?: CallOptions) =>
  call<FeedImportResult>('POST', '/operations/trekksoft/aggiorna', { ...options });

/** Delete trekking activities: `DELETE /operations/trekksoft/{ids}`. */
export const deleteTrekking = (ids: string, options?: CallOptions) =>
  call<MessageResult>('DELETE', `/operations/trekksoft/${encodeURIComponent(ids)}`, { ...options });

/** List users (id and name): `GET /operations/users`. */
export const listOperationsUsers = (options?: CallOptions) =>
  call<NamedOptionsResult>('GET', '/operations/users', { ...options });

/** Save the editors' interest in an experience: `POST /operations/xpstatus`. */
export const setExperienceStatus = (body: XpStatusBody, options?: CallOptions) =>
  call<XpStatusResult>('POST', '/operations/xpstatus', { ...options, body });

/** Request a password reset e-mail: `POST /password/reset/email`. */
export const requestPasswordReset = (body: PasswordResetRequest, options?: CallOptions) =>
  call<MessageResult>('POST', '/password/reset/email', { ...options, body });

/** Set a new password with the code of a recovery e-mail: `POST /password/reset/{code}`. */
export const resetPassword = (code: string, body: PasswordResetForm, options?: CallOptions) =>
  call<MessageResult>('POST', `/password/reset/${encodeURIComponent(code)}`, { ...options, body });

/** The preview of an item by its secret: `GET /preview`. */
export const getPreview = (query: { secret: string }, options?: CallOptions) =>
  call<PreviewResult>('GET', '/preview', { ...options, query });

/** The preview links of an item: `GET /preview/links`. */
export const listPreviewLinks = (
  query: {
    entity:
      | 'blog'
      | 'destination'
      | 'dicono'
      | 'download'
      | 'eat'
      | 'esperienze'
      | 'event'
      | 'guide'
      | 'iat'
      | 'interessi'
      | 'itinerary'
      | 'licence'
      | 'luoghi'
      | 'news'
      | 'opendata'
      | 'operatori'
      | 'osservatorio'
      | 'page'
      | 'place'
      | 'proposte_soggiorno'
      | 'rent'
      | 'soggiorno'
      | 'sportwellness'
      | 'station'
      | 'stay'
      | 'tags'
      | 'templates'
      | 'tipologia_luoghi'
      | 'viaemilia'
      | 'webcam';
    id: number;
  },
  options?: CallOptions,
) => call<PreviewLinksResult>('GET', '/preview/links', { ...options, query });

/** Create a preview link of an item: `POST /preview/links`. */
export const createPreviewLink = (body: PreviewLinkBody, options?: CallOptions) =>
  call<PreviewLinkCreated>('POST', '/preview/links', { ...options, body });

/** Revoke a preview link: `DELETE /preview/links/{id}`. */
export const revokePreviewLink = (id: number, options?: CallOptions) =>
  call<MessageResult>('DELETE', `/preview/links/${encodeURIComponent(id)}`, { ...options });

/** The redirect rule of a public site path: `GET /public/redirect`. */
export const getPublicRedirect = (query: { path: string }, options?: CallOptions) =>
  call<PublicRedirect>('GET', '/public/redirect', { ...options, query });

/** Send an item to the data hub in one language: `GET /tdh/invia/{id}`. */
export const sendTdhItem = (
  id: number,
  query: {
    lang?: 'it' | 'en';
    entity?:
      | 'blog'
      | 'destination'
      | 'dicono'
      | 'download'
      | 'eat'
      | 'esperienze'
      | 'event'
      | 'guide'
      | 'iat'
      | 'interessi'
      | 'itinerary'
      | 'licence'
      | 'luoghi'
      | 'news'
      | 'opendata'
      | 'operatori'
      | 'osservatorio'
      | 'page'
      | 'place'
      | 'proposte_soggiorno'
      | 'rent'
      | 'soggiorno'
      | 'sportwellness'
      | 'station'
      | 'stay'
      | 'viaemilia'
      | 'webcam';
  } = {},
  options?: CallOptions,
) => call<TdhSendResult>('GET', `/tdh/invia/${encodeURIComponent(id)}`, { ...options, query });

/** Items sent to the data hub: `GET /tdh/inviati`. */
export const listTdhSent = (
  query: {
    page?: number;
    limit?: number;
    keywords?: string;
    type?: 'localita' | 'itinerario' | 'interesse' | 'evento';
  } = {},
  options?: CallOptions,
) => call<TdhPage>('GET', '/tdh/inviati', { ...options, query });

/** The data-hub status of an item: `GET /tdh/inviato/{id}`. */
export const getTdhStatus = (
  id: number,
  query: {
    entity?:
      | 'blog'
      | 'destination'
      | 'dicono'
      | 'download'
      | 'eat'
      | 'esperienze'
      | 'event'
      | 'guide'
      | 'iat'
      | 'interessi'
      | 'itinerary'
      | 'licence'
      | 'luoghi'
      | 'news'
      | 'opendata'
      | 'operatori'
      | 'osservatorio'
      | 'page'
      | 'place'
      | 'proposte_soggiorno'
      | 'rent'
      | 'soggiorno'
      | 'sportwellness'
      | 'station'
      | 'stay'
      | 'viaemilia'
      | 'webcam';
  } = {},
  options?: CallOptions,
) => call<TdhStatusResult>('GET', `/tdh/inviato/${encodeURIComponent(id)}`, { ...options, query });

/** The data hub's waiting list: `GET /tdh/waitlist`. */
export const listTdhWaitlist = (
  query: {
    page?: number;
    limit?: number;
    keywords?: string;
    type?: 'localita' | 'itinerario' | 'interesse' | 'evento';
  } = {},
  options?: CallOptions,
) => call<TdhPage>('GET', '/tdh/waitlist', { ...options, query });

/** Put an item on the data hub's waiting list, or take it off: `GET /tdh/waitlist/{id}`. */
export const setTdhWaitlist = (
  id: number,
  query: {
    waitlist: '1' | '0' | 'true' | 'false';
    entity?:
      | 'blog'
      | 'destination'
      | 'dicono'
      | 'download'
      | 'eat'
      | 'esperienze'
      | 'event'
      | 'guide'
      | 'iat'
      | 'interessi'
      | 'itinerary'
      | 'licence'
      | 'luoghi'
      | 'news'
      | 'opendata'
      | 'operatori'
      | 'osservatorio'
      | 'page'
      | 'place'
      | 'proposte_soggiorno'
      | 'rent'
      | 'soggiorno'
      | 'sportwellness'
      | 'station'
      | 'stay'
      | 'viaemilia'
      | 'webcam';
  },
  options?: CallOptions,
) => call<TdhWaitlistResult>('GET', `/tdh/waitlist/${encodeURIComponent(id)}`, { ...options, query });

/** The translation overview: items by language: `GET /translations`. */
export const listTranslations = (
  query: {
    page?: number;
    limit?: number;
    entity?:
      | 'blog'
      | 'destination'
      | 'dicono'
      | 'download'
      | 'eat'
      | 'esperienze'
      | 'event'
      | 'guide'
      | 'iat'
      | 'interessi'
      | 'itinerary'
      | 'licence'
      | 'luoghi'
      | 'news'
      | 'opendata'
      | 'operatori'
      | 'osservatorio'
      | 'page'
      | 'place'
      | 'proposte_soggiorno'
      | 'rent'
      | 'soggiorno'
      | 'sportwellness'
      | 'station'
      | 'stay'
      | 'viaemilia'
      | 'webcam';
    status?: number;
    lang?: 'it' | 'en' | 'de' | 'fr';
    missing?: 'it' | 'en' | 'de' | 'fr';
    keywords?: string;
  } = {},
  options?: CallOptions,
) => call<TranslationPage>('GET', '/translations', { ...options, query });

/** List users: `GET /user`. */
export const listUsers = (
  query: { page?: number; limit?: number; orderBy?: string; keywords?: string } = {},
  options?: CallOptions,
) => call<UserPage>('GET', '/user', { ...options, query });

/** Create a user: `POST /user`. */
export const createUser = (body: UserCreateRequest, options?: CallOptions) =>
  call<SavedResult>('POST', '/user', { ...options, body });

/** Toggle a user between Attivo and Non Attivo: `POST /user/change_status`. */
export const changeUserStatus = (query: { id: number }, options?: CallOptions) =>
  call<UserStatusResult>('POST', '/user/change_status', { ...options, query });

/** All users as CSV: `GET /user/export`. */
export const exportUsers = (options?: CallOptions) =>
  call<Blob>('GET', '/user/export', { ...options, accept: 'text/csv' });

/** The given users as CSV: `GET /user/export/{ids}`. */
export const exportSelectedUsers = (ids: string, options?: CallOptions) =>
  call<Blob>('GET', `/user/export/${encodeURIComponent(ids)}`, { ...options, accept: 'text/csv' });

/** Current user: `GET /user/me`. */
export const getUserMe = (options?: CallOptions) => call<CurrentUserResult>('GET', '/user/me', { ...options });

/** List editorial desks: `GET /user/redazioni`. */
export const listDesks = (
  query: { page?: number; limit?: number; orderBy?: string; keywords?: string } = {},
  options?: CallOptions,
) => call<DeskPage>('GET', '/user/redazioni', { ...options, query });

/** An editorial desk, its users and municipalities: `GET /user/redazioni/{id}`. */
export const getDesk = (id: number, options?: CallOptions) =>
  call<DeskResult>('GET', `/user/redazioni/${encodeURIComponent(id)}`, { ...options });

/** Create an editorial desk: `POST /user/redazioni/{id}`. */
export const createDesk = (id: string, body: DeskSaveRequest, options?: CallOptions) =>
  call<SavedResult>('POST', `/user/redazioni/${encodeURIComponent(id)}`, { ...options, body });

/** Update an editorial desk: `PUT /user/redazioni/{id}`. */
export const updateDesk = (id: number, body: DeskSaveRequest, options?: CallOptions) =>
  call<SavedResult>('PUT', `/user/redazioni/${encodeURIComponent(id)}`, { ...options, body });

/** List roles: `GET /user/roles`. */
export const listRoles = (query: { page?: number; limit?: number; keywords?: string } = {}, options?: CallOptions) =>
  call<RolesResult>('GET', '/user/roles', { ...options, query });

/** Create a role: `POST /user/roles`. */
export const createRole = (body: RoleSaveRequest, options?: CallOptions) =>
  call<SavedResult>('POST', '/user/roles', { ...options, body });

/** The permission grid of a new role: `GET /user/roles/abilities`. */
export const getAbilityGrid = (options?: CallOptions) =>
  call<PermissionGrid>('GET', '/user/roles/abilities', { ...options });

/** A role: `GET /user/roles/{id}`. */
export const getRole = (id: number, options?: CallOptions) =>
  call<RoleResult>('GET', `/user/roles/${encodeURIComponent(id)}`, { ...options });

/** Update a role: `PUT /user/roles/{id}`. */
export const updateRole = (id: number, body: RoleSaveRequest, options?: CallOptions) =>
  call<SavedResult>('PUT', `/user/roles/${encodeURIComponent(id)}`, { ...options, body });

/** The permission grid of a role: `GET /user/roles/{id}/abilities`. */
export const getRoleAbilities = (id: number, options?: CallOptions) =>
  call<PermissionGrid>('GET', `/user/roles/${encodeURIComponent(id)}/abilities`, { ...options });

/** Search users by keywords: `POST /user/search`. */
export const searchUsers = (
  query: { page?: number; limit?: number; orderBy?: string; keywords?: string } = {},
  options?: CallOptions,
) => call<UserPage>('POST', '/user/search', { ...options, query });

/** Set a user’s password: `POST /user/update_password_utente`. */
export const updateUserPassword = (body: PasswordChangeRequest, query: { id: number }, options?: CallOptions) =>
  call<MessageResult>('POST', '/user/update_password_utente', { ...options, query, body });

/** A user: `GET /user/{id}`. */
export const getUser = (id: number, options?: CallOptions) =>
  call<UserResult>('GET', `/user/${encodeURIComponent(id)}`, { ...options });

/** Update a user, or one’s own profile: `PUT /user/{id}`. */
export const updateUser = (id: number, body: UserUpdateRequest, options?: CallOptions) =>
  call<SavedResult>('PUT', `/user/${encodeURIComponent(id)}`, { ...options, body });

/** Delete users: `DELETE /user/{id}`. */
export const deleteUsers = (id: string, options?: CallOptions) =>
  call<MessageResult>('DELETE', `/user/${encodeURIComponent(id)}`, { ...options });

/** Search roles by keywords: `POST /users/roles/search`. */
export const searchRoles = (query: { page?: number; limit?: number; keywords?: string } = {}, options?: CallOptions) =>
  call<RolesResult>('POST', '/users/roles/search', { ...options, query });

/** Delete roles: `DELETE /users/roles/{ids}`. */
export const deleteRoles = (ids: string, options?: CallOptions) =>
  call<MessageResult>('DELETE', `/users/roles/${encodeURIComponent(ids)}`, { ...options });
