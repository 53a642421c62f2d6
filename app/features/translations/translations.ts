/**
 * The translation overview's rules (`TranslationsPage`): its filters as the address's query (so a
 * view can be bookmarked), checked against the options of their controls (a value the screen could
 * not have written is dropped from the address, never applied unseen, as the entity lists do:
 * `app/runtime/list/state.ts`), the call's parameters from them, and the editor address of a cell
 * (the item's editor in the cell's language, `?lang=`).
 */
import type { RouteObject } from 'react-router-dom';
import { CONTENT_LANGUAGES, type LanguageCode } from '#core/languages';
import { LIST_LIMITS } from '#core/limits';
import { STATUS } from '#core/statuses';
import { keywordsAllTypes, TRANSLATION_LIMITS } from '#core/translations';
import { entityRoutes } from '../../../generated/routes';
import type { listTranslations } from '../../../generated/api/platform';
import { fillRoute } from '../../runtime/routes';
import type { EntityRouteHandle } from '../../runtime/types';

/** The entity names the call takes. */
export type TranslationEntity = NonNullable<NonNullable<Parameters<typeof listTranslations>[0]>['entity']>;

/** The view's filters and page, as the address holds them. */
export interface TranslationFilters {
  readonly entity: TranslationEntity | null;
  /** A status code (-1 absent) in `lang`, or null. */
  readonly status: number | null;
  /** The language `status` looks at (the status filter needs one). */
  readonly lang: LanguageCode | null;
  /** The language the items lack, or null. */
  readonly missing: LanguageCode | null;
  readonly keywords: string;
  readonly page: number;
}

export const NO_FILTERS: TranslationFilters = {
  entity: null,
  status: null,
  lang: null,
  missing: null,
  keywords: '',
  page: 1,
};

/** The columns of the matrix: every content language. */
export const MATRIX_LANGUAGES: readonly LanguageCode[] = CONTENT_LANGUAGES;

function handleOf(route: RouteObject): EntityRouteHandle | null {
  const handle = route.handle as EntityRouteHandle | undefined;
  return handle?.entity === undefined ? null : handle;
}

/** Whether `name` is an entity of the generated routes (the call takes only those). */
export function isTranslationEntity(name: string): name is TranslationEntity {
  return entityRoutes.some((route) => handleOf(route)?.entity === name);
}

/** The value of a parameter the address holds once (a repeated one is ambiguous: no value, as in the lists). */
function single(params: URLSearchParams, name: string): string | null {
  const values = params.getAll(name);
  return values.length === 1 ? (values[0] ?? null) : null;
}

/** A language of the language filters' options (the matrix's columns), or null. */
const languageOf = (value: string | null): LanguageCode | null =>
  MATRIX_LANGUAGES.find((code) => code === value?.trim()) ?? null;

/**
 * The filters of an address's query, each checked against its control's options: a type of the
 * generated routes (whether the user may list it is `checkedFilters`'s part), a status of the status
 * filter's with a language (a status is a language's: the controls never write one alone), the
 * matrix's languages, title words within the call's bound (without a type, at least
 * `minKeywordsAllTypes` characters: `keywordsFit`), a page within it. Anything else (a
 * value out of its options, a repeated parameter, a parameter the screen does not read, `limit`
 * among them: 50 rows a page) is no filter, and `filtersQuery` leaves it out of the address.
 */
export function readFilters(params: URLSearchParams): TranslationFilters {
  const entity = single(params, 'entity')?.trim() ?? null;
  const statusText = single(params, 'status')?.trim() ?? '';
  const statusCode = /^-?\d{1,2}$/.test(statusText) ? Number(statusText) : Number.NaN;
  const lang = languageOf(single(params, 'lang'));
  const keywords = single(params, 'keywords')?.trim() ?? '';
  const pageText = single(params, 'page')?.trim() ?? '';
  const page = /^\d{1,7}$/.test(pageText) ? Number(pageText) : Number.NaN;
  return {
    entity: entity !== null && isTranslationEntity(entity) ? entity : null,
    status: lang !== null && FILTER_STATUSES.includes(statusCode) ? statusCode : null,
    lang,
    missing: languageOf(single(params, 'missing')),
    keywords: keywordsFit(keywords, entity !== null && isTranslationEntity(entity)) ? keywords : '',
    page: page >= 1 && page <= LIST_LIMITS.maxPage ? page : 1,
  };
}

/**
 * Whether title words fit the call: within its bound, and without a type (`typed` false) at least
 * `minKeywordsAllTypes` characters once trimmed (shorter words are one type's: the titles' trigram
 * index answers three characters or more).
 */
export function keywordsFit(keywords: string, typed: boolean): boolean {
  return keywords.trim().length <= TRANSLATION_LIMITS.maxKeywords && (typed || keywordsAllTypes(keywords));
}

/**
 * The filters of the address checked against the types the user may list (`types`: the type
 * filter's options, the call's `counts`, which cover them whatever the filters): a type that is
 * not one of them (one the user may not list, or without translations) is dropped, with its title
 * words (whatever their length: they were the type's) and the page. `types` null, not known yet:
 * the type is kept, and `typePending` says it waits for them (the call would answer 403 for a type
 * the user may not list, which ends the session).
 */
export function checkedFilters(filters: TranslationFilters, types: readonly string[] | null): TranslationFilters {
  if (filters.entity === null || types === null || types.includes(filters.entity)) return filters;
  return { ...filters, entity: null, keywords: '', page: 1 };
}

/** Whether the filters name a type the screen cannot check yet (`types` not known: no answer so far). */
export function typePending(filters: TranslationFilters, types: readonly string[] | null): boolean {
  return filters.entity !== null && types === null;
}

/**
 * The address query of filters (only those set; page 1 left out; title words too short for every
 * type left out without a type, as `readFilters` would drop them).
 */
export function filtersQuery(filters: TranslationFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.entity !== null) query.set('entity', filters.entity);
  if (filters.status !== null) query.set('status', String(filters.status));
  if (filters.lang !== null) query.set('lang', filters.lang);
  if (filters.missing !== null) query.set('missing', filters.missing);
  const keywords = filters.keywords.trim();
  if (keywords !== '' && keywordsFit(keywords, filters.entity !== null)) query.set('keywords', keywords);
  if (filters.page > 1) query.set('page', String(filters.page));
  return query;
}

/** The call's query of filters, `limit` rows a page. */
export function callQuery(
  filters: TranslationFilters,
  limit: number,
): NonNullable<Parameters<typeof listTranslations>[0]> {
  return {
    page: filters.page,
    limit,
    ...(filters.entity === null ? {} : { entity: filters.entity }),
    // A status is a language's: without one, no status filter.
    ...(filters.status === null || filters.lang === null ? {} : { status: filters.status, lang: filters.lang }),
    ...(filters.missing === null ? {} : { missing: filters.missing }),
    // Title words shorter than `minKeywordsAllTypes` are one type's (the call refuses them over every type).
    ...(filters.keywords.trim() === '' || !keywordsFit(filters.keywords, filters.entity !== null)
      ? {}
      : { keywords: filters.keywords.trim() }),
  };
}

/** The statuses the status filter offers: absent first, then the saved ones. */
export const FILTER_STATUSES: readonly number[] = [
  STATUS.absent,
  STATUS.draft,
  STATUS.validationRequested,
  STATUS.inReview,
  STATUS.revisionValidationRequested,
  STATUS.accepted,
  STATUS.rejected,
  STATUS.published,
  STATUS.hidden,
];

/**
 * The editor address of item `id` of `entity` in language `lang` (`/news/12?lang=en`), or null when
 * the entity has no editor or its route needs parameters other than the id.
 */
export function editorHref(entity: string, id: number, lang: string): string | null {
  const route = entityRoutes.find((candidate) => {
    const handle = handleOf(candidate);
    return handle?.entity === entity && handle.screen === 'editor';
  });
  const path = route?.path;
  if (path === undefined) return null;
  if (path.split('/').some((segment) => segment.startsWith(':') && segment !== ':id')) return null;
  return `${fillRoute(path, { id: String(id) })}?${new URLSearchParams({ lang }).toString()}`;
}
