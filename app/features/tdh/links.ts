/**
 * The data hub lists' edit links (platform.md section 2: "Edit links by entity type"): the editor
 * route of the row's entity, from the generated routes (its meta's `editorRoute`), when it has one
 * the user may open; none otherwise. Also the guard that narrows a row's entity to the names the
 * generated client takes.
 */
import type { RouteObject } from 'react-router-dom';
import { entityRoutes } from '../../../generated/routes';
import type { sendTdhItem } from '../../../generated/api/platform';
import { fillRoute } from '../../runtime/routes';
import type { EntityRouteHandle } from '../../runtime/types';

/** The entity names the data hub calls take. */
export type TdhEntity = NonNullable<NonNullable<Parameters<typeof sendTdhItem>[1]>['entity']>;

function handleOf(route: RouteObject): EntityRouteHandle | null {
  const handle = route.handle as EntityRouteHandle | undefined;
  return handle?.entity === undefined ? null : handle;
}

/** The editor route of `entity` (its path and handle), or null when it has none. */
export function editorRouteOf(entity: string): { readonly path: string; readonly handle: EntityRouteHandle } | null {
  for (const route of entityRoutes) {
    const handle = handleOf(route);
    if (handle?.entity === entity && handle.screen === 'editor' && route.path !== undefined) {
      return { path: route.path, handle };
    }
  }
  return null;
}

/**
 * The editor address of item `id` of `entity`, or null when the entity has no editor or its route
 * needs parameters other than the id.
 */
export function tdhEditorHref(entity: string, id: number): string | null {
  const route = editorRouteOf(entity);
  if (route === null) return null;
  const others = route.path.split('/').filter((segment) => segment.startsWith(':') && segment !== ':id');
  return others.length > 0 ? null : fillRoute(route.path, { id: String(id) });
}

/** Whether `name` is an entity of the generated routes (the hub's calls take only those). */
export function isTdhEntity(name: string): name is TdhEntity {
  return entityRoutes.some((route) => handleOf(route)?.entity === name);
}
