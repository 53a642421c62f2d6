/**
 * The admin addresses of an entity's screens, from the route templates of its meta: the list
 * (`news`, `punti-interesse/:code`) and the editor (`news/:id`, `luogo/:id/:code`). Parameters
 * other than `:id` (a list's scope) are taken from the current route, so a POI's editor returns to
 * its collection's list; `editorParams` carries those the editor names differently (an interest
 * list's `:main` is its editor's `:theme`).
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

type RoutesMeta = Pick<EntityMeta, 'route' | 'editorRoute' | 'editorParams' | 'scope'>;

/** The list and editor addresses of `meta` in the current route's context. */
export function useEntityHrefs(meta: RoutesMeta): EntityHrefs {
  const params = useParams();
  return entityHrefs(meta, params);
}

/**
 * The list route's parameters in the current route: the list's own, or, in the editor, those
 * `editorParams` maps from its parameters (`theme` → `main`).
 */
export function listParamsOf(meta: Pick<EntityMeta, 'editorParams'>, params: RouteParams): RouteParams {
  const list: Record<string, string | undefined> = { ...params };
  for (const [editorParam, listParam] of Object.entries(meta.editorParams)) {
    if (list[listParam] === undefined && params[editorParam] !== undefined) list[listParam] = params[editorParam];
  }
  return list;
}

export function entityHrefs(meta: RoutesMeta, params: RouteParams): EntityHrefs {
  const list = listParamsOf(meta, params);
  const editor: Record<string, string | undefined> = { ...list };
  for (const [editorParam, listParam] of Object.entries(meta.editorParams)) editor[editorParam] = list[listParam];
  const scopeValue = meta.scope ? (list[meta.scope.param] ?? null) : null;
  return {
    list: fillRoute(meta.route, list),
    editor: (id) => fillRoute(meta.editorRoute, { ...editor, id: String(id) }),
    scopeValue,
  };
}

/** `text` with each `{name}` replaced by the route parameter's (decoded) value, '' when absent. */
export function fillText(text: string, params: RouteParams): string {
  return text.replace(/\{([a-z_]+)\}/g, (_match, name: string) => params[name] ?? '');
}
