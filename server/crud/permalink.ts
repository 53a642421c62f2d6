/** Addresses of items on the public site: `{site}/{lang}/{route}/{slug}`, for published languages only. */
import { STATUS } from '#core/statuses';
import type { EntityRuntime } from './entity';

export interface Permalinks {
  /** Base address of the public site, without a trailing slash. */
  readonly site: string;
}

const routes = new WeakMap<EntityRuntime, string>();

/** The first segment of the entity's public route (`news` of `/news/:slug`), worked out once. */
function routeOf(runtime: EntityRuntime): string {
  let route = routes.get(runtime);
  if (route === undefined) {
    route = runtime.meta.route.replace(/^\/+/, '').split('/')[0] ?? runtime.meta.name;
    routes.set(runtime, route);
  }
  return route;
}

/** The site path of a published language of an item (`/it/{route}/titolo`), or null. */
export function permalinkPath(runtime: EntityRuntime, lang: string, slug: unknown, status: unknown): string | null {
  if (typeof slug !== 'string' || slug === '') return null;
  if (runtime.hasStatus && status !== STATUS.published) return null;
  return `/${lang}/${routeOf(runtime)}/${encodeURIComponent(slug)}`;
}

export function permalinkOf(
  permalinks: Permalinks,
  runtime: EntityRuntime,
  lang: string,
  slug: unknown,
  status: unknown,
): string | null {
  const path = permalinkPath(runtime, lang, slug, status);
  return path === null ? null : `${permalinks.site}${path}`;
}
