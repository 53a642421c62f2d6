/**
 * The one factory of the admin's react-query keys: every `useQuery`, `useQueries`,
 * `invalidateQueries` and `setQueryData` in `app/` takes its key from here, so a key read by two
 * screens (the lookups the field widgets and the list filters share) and the prefixes that
 * invalidate it cannot drift apart. Each key holds one answer shape. A `...All` key is the prefix
 * of every key of its group, for invalidation.
 */

/** An item id as an editor route holds it: a number, 'new', or null when the route id is invalid. */
export type EditorItemId = number | 'new' | null;

export const queryKeys = {
  /** Every page of an entity's list (invalidated after deletes). */
  listAll: (entity: string) => ['list', entity] as const,
  /** One page of a list: `stateKey` is the list state (page, size, sort, filters) as a string. */
  list: (entity: string, stateKey: string) => ['list', entity, stateKey] as const,

  /** An item as the editor loads it (also filled by the editor after creating one). */
  editorItem: (entity: string, id: EditorItemId) => ['editor-item', entity, id] as const,
  /** The statuses a new item may take. */
  editorNewStatuses: (entity: string) => ['editor-statuses', entity, 'new'] as const,

  /** The sections of a settings screen (`operations/settings?section=...`). */
  settings: (sections: string) => ['settings', sections] as const,

  /** The dashboard answer in a UI language. */
  dashboard: (language: string) => ['dashboard', language] as const,

  /** Every category tree (invalidated after the category editor changes one). */
  categoryTreeAll: () => ['lookup', 'categories'] as const,
  /** The category tree under a main category. */
  categoryTree: (main: number | null, language: string) => ['lookup', 'categories', main, language] as const,
  /** Municipalities whose name contains a text, optionally in one province. */
  municipalitySearch: (name: string, province: string | null) => ['lookup', 'comuni', 'name', name, province] as const,
  /** One municipality by id. */
  municipality: (id: number) => ['lookup', 'comuni', 'id', id] as const,
  /** Items of a searchable entity by title (`POST {path}/search`). */
  referenceSearch: (entity: string, keywords: string) => ['lookup', 'search', entity, 'keywords', keywords] as const,
  /** Items of an entity with a combo lookup by title, optionally in a province (`GET {path}/combo`). */
  referenceCombo: (entity: string, keywords: string, province: number | null) =>
    ['lookup', 'combo', entity, keywords, province] as const,
  /** One item of a searchable entity by id. */
  referenceItem: (entity: string, id: number | null) => ['lookup', 'search', entity, 'id', id] as const,
  /** The provinces of the region. */
  provinces: () => ['lookup', 'province'] as const,
  /** Active users (authors). */
  users: () => ['lookup', 'users'] as const,
  /** Every tag search (invalidated after a tag is created). */
  tagSearchAll: () => ['lookup', 'tagsBox'] as const,
  /** Tags of a language whose name contains a text. */
  tagSearch: (language: string, text: string) => ['lookup', 'tagsBox', language, text] as const,

  /** The address map's settings (tiles, centre, zoom: `operations/map`). */
  mapSettings: () => ['operations', 'map'] as const,

  /** Every media answer (invalidated after an upload, an edit or a delete). */
  mediaAll: () => ['media'] as const,
  /** A page of the attachments list (under `mediaAll`: uploads and deletes invalidate it). */
  attachments: (keywords: string, page: number, limit: number) =>
    ['media', 'attachments', keywords, page, limit] as const,
  /**
   * The pages of a media search (gallery or picker) of `limit` images per page for a text; a
   * picker's search names the field it chooses for (`entity.field`, empty in the gallery); the
   * gallery's licence filter (`missing`, empty for none).
   */
  mediaSearch: (limit: number, text: string, pickFor = '', licence = '') =>
    ['media', 'search', limit, text, pickFor, licence] as const,
  /** The items that use a media file. */
  mediaUsage: (id: number) => ['media', 'usage', id] as const,
  /** The licences a media item may name (published licences, with their versions). */
  mediaLicences: () => ['lookup', 'licences'] as const,

  /** The entity types the picker offers, labelled in a UI language. */
  entityTypes: (language: string) => ['entities', 'types', language] as const,
  /** The pages of an entity picker search. */
  entitySearch: (search: {
    readonly term: string;
    readonly type: string | null;
    readonly lang: string;
    readonly preview: boolean;
    readonly limit: number;
    readonly excludes: readonly string[];
  }) =>
    [
      'entities',
      'list',
      search.term,
      search.type,
      search.lang,
      search.preview,
      search.limit,
      search.excludes.join(','),
    ] as const,
  /** Picked items by their indices, in a content language. */
  entityPicks: (indices: readonly string[], lang: string) => ['entities', 'picks', indices.join(','), lang] as const,

  /** Every users answer (invalidated after a save, a status change or a delete). */
  usersAll: () => ['users'] as const,
  /** A page of the users list: `stateKey` is its page, size, order and keywords. */
  usersPage: (stateKey: string) => ['users', 'page', stateKey] as const,
  /** One user, as the user form and the profile load it. */
  user: (id: number) => ['users', 'one', id] as const,
  /** Every roles answer (invalidated after a save or a delete). */
  rolesAll: () => ['roles'] as const,
  /** A page of the roles list (`limit` 0: every role, as the user form's select reads them). */
  roles: (keywords: string, page: number, limit: number) => ['roles', 'list', keywords, page, limit] as const,
  /** One role. */
  role: (id: number) => ['roles', 'one', id] as const,
  /** The permission grid of a role (null: a new role). */
  roleGrid: (id: number | null, language: string) => ['roles', 'grid', id, language] as const,
  /** Every desks answer (invalidated after a save or a municipality change). */
  desksAll: () => ['desks'] as const,
  /** A page of the desks list. */
  desks: (stateKey: string) => ['desks', 'page', stateKey] as const,
  /** One desk with its users and municipalities. */
  desk: (id: number) => ['desks', 'one', id] as const,
  /** The desks as select options (id, nome). */
  deskOptions: () => ['desks', 'options'] as const,

  // 404 redirects (issue #13).
  /** Every redirects answer (invalidated after a delete). */
  redirectsAll: () => ['redirects'] as const,
  /** A page of the 404 redirects list: `stateKey` is its page, size, order and keywords. */
  redirects: (stateKey: string) => ['redirects', 'page', stateKey] as const,
  // Category trees and menus.
  /** Every menu tree (invalidated after a change). */
  menuAll: () => ['menu'] as const,
  /** The menu tree, with the items' texts in every language. */
  menu: () => ['menu', 'tree'] as const,
  /** What deleting a category changes. */
  categoryUsage: (id: number) => ['lookup', 'categories', 'usage', id] as const,
  // The translation overview (issue #35).
  /** A page of the translation matrix: `stateKey` is its filters and page (the address's query). */
  translations: (stateKey: string) => ['translations', stateKey] as const,
  // The administrators' jobs view (issue #34).
  /** Every jobs answer (invalidated after a retry or a cancel). */
  jobsAll: () => ['jobs'] as const,
  /** A page of the jobs list: `stateKey` is its page, size, kind and status. */
  jobs: (stateKey: string) => ['jobs', 'page', stateKey] as const,
  /** One job's detail (`GET jobs/{id}`). */
  job: (id: number) => ['jobs', 'detail', id] as const,
  // The data hub (issue #34).
  /** Every data hub answer: both lists and the items' status (invalidated after a send or a flag change). */
  tdhAll: () => ['tdh'] as const,
  /** A page of the waiting or sent list: `stateKey` is its page, size, keywords and type. */
  tdhList: (which: 'waitlist' | 'sent', stateKey: string) => ['tdh', which, stateKey] as const,
  /** The data hub status of an item (the editor's box). */
  tdhStatus: (entity: string, id: number) => ['tdh', 'status', entity, id] as const,
  // The articles' audio (issue #34).
  /** Where an item's audio is in one language (the editor's audio box, asked again while it is made). */
  audio: (entity: string, id: number, lang: string) => ['audio', entity, id, lang] as const,
  // The experiences and trekking feeds (issue #34).
  /** Every feeds answer: both lists (invalidated after a status change, a deletion or an import). */
  feedsAll: () => ['feeds'] as const,
  /** A page of a feed's list: `stateKey` is its page, size, order, keywords and municipality. */
  feedList: (feed: 'makexp' | 'trekksoft', stateKey: string) => ['feeds', feed, stateKey] as const,
  // Previews and reviewer links (issue #35).
  /** The preview links of an item (the 'Condividi anteprima' modal; invalidated after a create or a revoke). */
  previewLinks: (entity: string, id: number) => ['preview', 'links', entity, id] as const,
  // The history of items (issue #35).
  /** Every history answer (invalidated after a restore). */
  historyAll: () => ['history'] as const,
  /** A page of one item's history (the editor's 'Cronologia'). */
  itemHistory: (entity: string, id: number, page: number) => ['history', 'item', entity, id, page] as const,
  /** A page of every change (`/cronologia`): `stateKey` is its page and filters. */
  history: (stateKey: string) => ['history', 'all', stateKey] as const,
  /** An entity's generated meta, loaded by `/cronologia` to name a change's values (never stale). */
  entityMeta: (entity: string) => ['entity-meta', entity] as const,
};
