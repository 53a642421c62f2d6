/**
 * The admin addresses of an entity's screens, from the route templates of its meta: the list
 * (`news`, `punti-interesse/:code`) and the editor (`news/:id`, `luogo/:id/:code`). Parameters
 * other than `:id` (a list's scope) are taken from the current route, so a POI's editor returns to
 * its collection's list.
 */
import { useParams } from 'react-router-dom';
import type { EntityMeta } from '#core/model';

type RouteParams = Readonly<Record<string, string | undefined>>;

/** `/` + the template with each `:name` replaced by its (encoded) value. */
export function fillRoute(template: string, params: RouteParams): string {
  const segments = template
    .split('/')
    .map((segment) => (segment.startsWith(':') ? encodeURIComponent(params[segment.slice(1)] ?? '') : segment));
  return `/${segments.join('/')}`;
}

export interface EntityHrefs {
  readonly list: string;
  readonly editor: (id: number | 'new') => string;
  /** The value of the list's scope parameter in the current route, or null. */
  readonly scopeValue: string | null;
}

/** The list and editor addresses of `meta` in the current route's context. */
export function useEntityHrefs(meta: Pick<EntityMeta, 'route' | 'editorRoute' | 'scope'>): EntityHrefs {
  const params = useParams();
  return entityHrefs(meta, params);
}

export function entityHrefs(
  meta: Pick<EntityMeta, 'route' | 'editorRoute' | 'scope'>,
  params: RouteParams,
): EntityHrefs {
  const scopeValue = meta.scope ? (params[meta.scope.param] ?? null) : null;
  return {
    list: fillRoute(meta.route, params),
    editor: (id) => fillRoute(meta.editorRoute, { ...params, id: String(id) }),
    scopeValue,
  };
}
