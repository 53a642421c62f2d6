/**
 * The state of a runtime list (page, page size, sort, filters) as pure functions over the entity's
 * list meta. The URL query string is the one source of truth of the applied state; local storage
 * keeps the last applied state per list so that coming back restores it. Every value read from
 * either place is validated against the meta: an unknown parameter or a bad value is dropped, never
 * applied invisibly (react-admin issues 8483, 8840, 6052).
 *
 * The URL of a list always carries `page`, `limit` and `orderBy` once the list has resolved its
 * state, so that each history entry reproduces exactly the state it was created with (the Back
 * button) and a URL without list parameters means "restore what was stored".
 */
import type { EntityMeta, ListFilter, SortOrder } from '#core/model';
import { LIST_LIMITS, MAX_ID } from '#core/limits';
import { FILTER_URLS } from '../../../kinds/filters/registry.url';
import { ALL_VALUE } from '../../../kinds/filters/values';
import type { QueryValues } from '../api';

/** The parts of the meta the state needs (a whole `EntityMeta` fits). */
export type ListStateMeta = Pick<EntityMeta, 'name' | 'languages' | 'list'>;

/** The subset of the Web Storage API used to persist list state (localStorage in the browser). */
export interface ListStateStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface ListState {
  /** 1-based page number. */
  readonly page: number;
  /** Rows per page, one of `meta.list.pageSizes`. */
  readonly size: number;
  readonly sort: SortOrder;
  /**
   * Applied filters by query parameter, canonical strings, only those that differ from their
   * default (no entry = the filter's default, which filters nothing). Includes the keyword box
   * (its param, normally `keywords`) and the status filter's language (`lang`).
   */
  readonly filters: Readonly<Record<string, string>>;
}

export const PAGE_PARAM = 'page';
export const SIZE_PARAM = 'limit';
export const SORT_PARAM = 'orderBy';
/** The content language the status filter reads (the server's `lang`). */
export const LANG_PARAM = 'lang';
const RESERVED = new Set([PAGE_PARAM, SIZE_PARAM, SORT_PARAM, LANG_PARAM]);

/** The server's limits (core/limits.ts). */
export const MAX_PAGE = LIST_LIMITS.maxPage;
export { MAX_ID };
export const MAX_TEXT = LIST_LIMITS.parameter;

/** Filters whose select shows an explicit "all" option with the value -1 (spec: status -1, province 'Tutte' -1). */
export { ALL_VALUE };

export const STORAGE_PREFIX = 'list-state:';

export function storageKey(meta: Pick<EntityMeta, 'name'>): string {
  return `${STORAGE_PREFIX}${meta.name}`;
}

/**
 * The storage of one scoped list (an interest list of one category): each key suffixed with the
 * route's scope value, so that every such list remembers its own state; unscoped: as is.
 */
export function scopedStorage(storage: ListStateStorage | null, scope: string | null): ListStateStorage | null {
  if (storage === null || scope === null) return storage;
  const key = (name: string) => `${name}|${scope}`;
  return {
    getItem: (name) => storage.getItem(key(name)),
    setItem: (name, value) => storage.setItem(key(name), value),
    removeItem: (name) => storage.removeItem(key(name)),
  };
}

/** The filters the list shows as controls, in meta order, without reserved parameter names. */
export function listFilters(meta: ListStateMeta): readonly ListFilter[] {
  return meta.list.filters.filter((filter) => !RESERVED.has(filter.param));
}

/** Languages offered next to the status filter (none when there is no status filter or one language). */
export function statusLanguages(meta: ListStateMeta): readonly string[] {
  const hasStatus = listFilters(meta).some((filter) => FILTER_URLS[filter.kind].readsLanguage);
  return hasStatus && meta.languages.length > 1 ? meta.languages : [];
}

/** The language the server filters statuses on when `lang` is not sent. */
export function defaultStatusLanguage(meta: ListStateMeta): string {
  return meta.languages[0] ?? 'it';
}

/** Every query parameter name the list owns. */
export function listParamNames(meta: ListStateMeta): readonly string[] {
  const names = [PAGE_PARAM, SIZE_PARAM, SORT_PARAM, ...listFilters(meta).map((filter) => filter.param)];
  if (statusLanguages(meta).length > 0) names.push(LANG_PARAM);
  return names;
}

/** The value a filter control shows when nothing is applied. */
export function filterDefault(filter: Pick<ListFilter, 'kind'>): string {
  return FILTER_URLS[filter.kind].empty;
}

export function defaultListState(meta: ListStateMeta): ListState {
  return { page: 1, size: meta.list.defaultPageSize, sort: meta.list.defaultSort, filters: {} };
}

/**
 * The canonical value of a filter, or null when the raw value is empty, the default, or invalid
 * (either way nothing is applied and the control shows its default).
 */
export function normalizeFilterValue(filter: Pick<ListFilter, 'kind' | 'options'>, raw: string): string | null {
  // Each kind's URL codec (`kinds/filters/<kind>/url.ts`).
  return FILTER_URLS[filter.kind].normalize(filter, raw);
}

/** The canonical status language, or null for the default, a language the entity lacks, or no status filter. */
export function normalizeStatusLanguage(meta: ListStateMeta, raw: string): string | null {
  const value = raw.trim();
  const allowed = statusLanguages(meta);
  return allowed.includes(value) && value !== defaultStatusLanguage(meta) ? value : null;
}

/** Keeps the valid, non-default filters of a raw map, in meta order. */
export function normalizeFilters(
  meta: ListStateMeta,
  raw: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const filter of listFilters(meta)) {
    const value = raw[filter.param];
    if (value === undefined) continue;
    const normalized = normalizeFilterValue(filter, value);
    if (normalized !== null) filters[filter.param] = normalized;
  }
  const lang = raw[LANG_PARAM];
  if (lang !== undefined) {
    const normalized = normalizeStatusLanguage(meta, lang);
    if (normalized !== null) filters[LANG_PARAM] = normalized;
  }
  return filters;
}

/** `-id` → id descending; `pub_date` or `+pub_date` → ascending; null when not a sortable field. */
export function parseSort(meta: ListStateMeta, raw: string): SortOrder | null {
  // A '+' typed into a URL arrives as a space.
  const text = (raw.startsWith(' ') ? `+${raw.slice(1)}` : raw).trim();
  const match = /^([+-]?)([a-z_][a-z0-9_]*)$/i.exec(text);
  const field = match?.[2];
  if (!match || field === undefined || !meta.list.sortable.includes(field)) return null;
  return { field, direction: match[1] === '-' ? 'desc' : 'asc' };
}

/** The URL form of a sort: `-id` (descending) or `pub_date` (ascending, no sign to escape). */
export function sortParam(sort: SortOrder): string {
  return sort.direction === 'desc' ? `-${sort.field}` : sort.field;
}

/** The API form of a sort (`orderBy`): `-id` or `+pub_date`. */
export function apiOrderBy(sort: SortOrder): string {
  return `${sort.direction === 'desc' ? '-' : '+'}${sort.field}`;
}

function single(params: URLSearchParams, name: string): string | undefined {
  const values = params.getAll(name);
  // A repeated parameter is ambiguous: ignore it rather than guess.
  return values.length === 1 ? values[0] : undefined;
}

/** Reads a state from query parameters; anything missing or invalid takes its default. */
export function parseListState(meta: ListStateMeta, params: URLSearchParams): ListState {
  const defaults = defaultListState(meta);
  const rawPage = single(params, PAGE_PARAM);
  const pageNumber = rawPage !== undefined && /^\d{1,7}$/.test(rawPage.trim()) ? Number(rawPage.trim()) : NaN;
  const page = pageNumber >= 1 && pageNumber <= MAX_PAGE ? pageNumber : defaults.page;
  const rawSize = single(params, SIZE_PARAM);
  const sizeNumber = rawSize !== undefined && /^\d{1,4}$/.test(rawSize.trim()) ? Number(rawSize.trim()) : NaN;
  const size = meta.list.pageSizes.includes(sizeNumber) ? sizeNumber : defaults.size;
  const rawSort = single(params, SORT_PARAM);
  const sort = (rawSort !== undefined ? parseSort(meta, rawSort) : null) ?? defaults.sort;
  const raw: Record<string, string | undefined> = {};
  for (const name of listParamNames(meta)) {
    if (name === PAGE_PARAM || name === SIZE_PARAM || name === SORT_PARAM) continue;
    raw[name] = single(params, name);
  }
  return { page, size, sort, filters: normalizeFilters(meta, raw) };
}

/** True when the query string carries at least one of the list's parameters. */
export function hasListParams(meta: ListStateMeta, params: URLSearchParams): boolean {
  return listParamNames(meta).some((name) => params.has(name));
}

/** The canonical query parameters of a state: page, limit and orderBy always, then the applied filters in meta order. */
export function serializeListState(meta: ListStateMeta, state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  const filters = normalizeFilters(meta, state.filters);
  for (const filter of listFilters(meta)) {
    const value = filters[filter.param];
    if (value !== undefined) params.set(filter.param, value);
  }
  const lang = filters[LANG_PARAM];
  if (lang !== undefined) params.set(LANG_PARAM, lang);
  params.set(PAGE_PARAM, String(state.page));
  params.set(SIZE_PARAM, String(state.size));
  params.set(SORT_PARAM, sortParam(state.sort));
  return params;
}

/** The current query string with the list's own parameters replaced by the state's (others kept). */
export function mergeIntoSearch(meta: ListStateMeta, current: URLSearchParams, state: ListState): string {
  const next = new URLSearchParams();
  const owned = new Set(listParamNames(meta));
  for (const [name, value] of current) if (!owned.has(name)) next.append(name, value);
  for (const [name, value] of serializeListState(meta, state)) next.append(name, value);
  const text = next.toString();
  return text === '' ? '' : `?${text}`;
}

/** The list's own parameters of a query string, in their order (to compare a URL with the canonical one). */
export function ownSearch(meta: ListStateMeta, current: URLSearchParams): string {
  const owned = new Set(listParamNames(meta));
  const kept = new URLSearchParams();
  for (const [name, value] of current) if (owned.has(name)) kept.append(name, value);
  return kept.toString();
}

export function listStateEquals(a: ListState, b: ListState): boolean {
  if (a.page !== b.page || a.size !== b.size) return false;
  if (a.sort.field !== b.sort.field || a.sort.direction !== b.sort.direction) return false;
  const keysA = Object.keys(a.filters);
  const keysB = Object.keys(b.filters);
  return keysA.length === keysB.length && keysA.every((key) => a.filters[key] === b.filters[key]);
}

/** A stable text identifying a state (for query keys and resetting drafts). */
export function listStateKey(meta: ListStateMeta, state: ListState): string {
  const params = serializeListState(meta, state);
  params.sort();
  return params.toString();
}

export function isDefaultListState(meta: ListStateMeta, state: ListState): boolean {
  return listStateEquals(normalizeState(meta, state), defaultListState(meta));
}

/** A state with every part validated (what a parse of its own serialization gives). */
export function normalizeState(meta: ListStateMeta, state: ListState): ListState {
  return parseListState(meta, serializeListState(meta, state));
}

/** The stored state of a list, validated; null when nothing (usable) is stored. */
export function readStoredState(meta: ListStateMeta, storage: ListStateStorage | null): ListState | null {
  if (!storage) return null;
  let text: string | null;
  try {
    text = storage.getItem(storageKey(meta));
  } catch {
    return null;
  }
  if (text === null || text.length > 4096) return null;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(text);
  } catch {
    return null;
  }
  if (!hasListParams(meta, params)) return null;
  return parseListState(meta, params);
}

/** Stores the state (its canonical query string); the default state removes the entry. */
export function writeStoredState(meta: ListStateMeta, storage: ListStateStorage | null, state: ListState): void {
  if (!storage) return;
  try {
    if (isDefaultListState(meta, state)) storage.removeItem(storageKey(meta));
    else storage.setItem(storageKey(meta), serializeListState(meta, state).toString());
  } catch {
    // Storage full or unavailable: the URL still holds the state.
  }
}

export function clearStoredState(meta: ListStateMeta, storage: ListStateStorage | null): void {
  if (!storage) return;
  try {
    storage.removeItem(storageKey(meta));
  } catch {
    // Nothing to clear.
  }
}

export interface ResolvedListState {
  readonly state: ListState;
  /** Where the state came from: the URL, the stored state, or the defaults. */
  readonly source: 'url' | 'storage' | 'default';
  /**
   * The query string the URL should have (with the list's parameters canonical), or null when it
   * already has it. The caller replaces the current history entry with it.
   */
  readonly replaceSearch: string | null;
}

/**
 * The applied state for a URL: the URL's list parameters when it has any (validated), otherwise
 * the stored state (when the list persists its state), otherwise the defaults.
 */
export function resolveListState(
  meta: ListStateMeta,
  params: URLSearchParams,
  storage: ListStateStorage | null,
): ResolvedListState {
  let state: ListState;
  let source: ResolvedListState['source'];
  if (hasListParams(meta, params)) {
    state = parseListState(meta, params);
    source = 'url';
  } else {
    const stored = meta.list.persistState ? readStoredState(meta, storage) : null;
    state = stored ?? defaultListState(meta);
    source = stored ? 'storage' : 'default';
  }
  const wanted = mergeIntoSearch(meta, params, state);
  const replace = ownSearch(meta, new URLSearchParams(wanted)) !== ownSearch(meta, params);
  return { state, source, replaceSearch: replace ? wanted : null };
}

/** The state after the user applies filter values from the controls: back to page 1, size and sort kept. */
export function applyFilters(
  meta: ListStateMeta,
  state: ListState,
  draft: Readonly<Record<string, string | undefined>>,
): ListState {
  return { page: 1, size: state.size, sort: state.sort, filters: normalizeFilters(meta, draft) };
}

/** The values the filter controls show for an applied state: each filter's value or its default. */
export function draftFromState(meta: ListStateMeta, state: ListState): Record<string, string> {
  const draft: Record<string, string> = {};
  for (const filter of listFilters(meta)) draft[filter.param] = state.filters[filter.param] ?? filterDefault(filter);
  if (statusLanguages(meta).length > 0) draft[LANG_PARAM] = state.filters[LANG_PARAM] ?? defaultStatusLanguage(meta);
  return draft;
}

/** True when the controls show something other than the applied state (a draft not yet applied). */
export function draftDiffers(
  meta: ListStateMeta,
  state: ListState,
  draft: Readonly<Record<string, string | undefined>>,
): boolean {
  const applied = state.filters;
  const drafted = normalizeFilters(meta, draft);
  const keys = new Set([...Object.keys(applied), ...Object.keys(drafted)]);
  return [...keys].some((key) => applied[key] !== drafted[key]);
}

/** A state without one filter (a value found invalid once the control's options are known). */
export function withoutFilter(state: ListState, param: string): ListState {
  if (!(param in state.filters)) return state;
  const filters = Object.fromEntries(Object.entries(state.filters).filter(([name]) => name !== param));
  return { ...state, page: 1, filters };
}

/** The query of `GET {meta.path}` for a state. */
export function toApiQuery(meta: ListStateMeta, state: ListState): QueryValues {
  return { page: state.page, limit: state.size, ...toFilteredQuery(meta, state) };
}

/** The list's order and applied filters without its page: what 'Esporta Tutti' exports. */
export function toFilteredQuery(meta: ListStateMeta, state: ListState): QueryValues {
  const query: Record<string, string | number> = { orderBy: apiOrderBy(state.sort) };
  for (const [param, value] of Object.entries(normalizeFilters(meta, state.filters))) query[param] = value;
  return query;
}

/** The last page for a total (at least 1). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, size)));
}
