/**
 * The translation overview's rules (`TranslationsPage`): its filters as the address's query (so a
 * view can be bookmarked), the call's parameters from them, and the editor address of a cell (the
 * item's editor in the cell's language, `?lang=`).
 */
import type { RouteObject } from 'react-router-dom';
import { CONTENT_LANGUAGES, isLanguageCode, type LanguageCode } from '#core/languages';
import { STATUS, isStatusCode } from '#core/statuses';
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

const languageOf = (value: string | null): LanguageCode | null => (isLanguageCode(value) ? value : null);

/** The filters of an address's query; anything unreadable is no filter. */
export function readFilters(params: URLSearchParams): TranslationFilters {
  const entity = params.get('entity');
  const statusText = params.get('status') ?? '';
  const status = /^-?\d$/.test(statusText) ? Number(statusText) : Number.NaN;
  const page = Number(params.get('page') ?? '1');
  return {
    entity: entity !== null && isTranslationEntity(entity) ? entity : null,
    status: isStatusCode(status) ? status : null,
    lang: languageOf(params.get('lang')),
    missing: languageOf(params.get('missing')),
    keywords: (params.get('keywords') ?? '').slice(0, 100),
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
  };
}

/** The address query of filters (only those set; page 1 left out). */
export function filtersQuery(filters: TranslationFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.entity !== null) query.set('entity', filters.entity);
  if (filters.status !== null) query.set('status', String(filters.status));
  if (filters.lang !== null) query.set('lang', filters.lang);
  if (filters.missing !== null) query.set('missing', filters.missing);
  if (filters.keywords.trim() !== '') query.set('keywords', filters.keywords.trim());
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
    // Title words are one type's (the call refuses them over every type).
    ...(filters.keywords.trim() === '' || filters.entity === null ? {} : { keywords: filters.keywords.trim() }),
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
