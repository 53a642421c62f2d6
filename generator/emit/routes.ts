/** `generated/routes.tsx`: the list and editor routes of every entity, and where each entity's dashboard card leads. */
import { abilityName } from '../../core/abilities';
import type { EntityMeta } from '../../core/model';
import type { Model } from '../normalise';
import { header, type EmitInput, type FileMap } from './types';

/** An entity's list route: its address (`/news`) and its guard. */
function listRoute(entity: EntityMeta): { readonly href: string; readonly ability: string; readonly redazione: true } {
  return { href: `/${entity.route}`, ability: abilityName(entity.ability, 'view'), redazione: true };
}

export function emitRoutes(model: Model, { render }: EmitInput): FileMap {
  const routes = model.entities.flatMap((entity) => [
    ...[entity.route, ...entity.routeAliases.list].map((path) => ({
      path,
      entity: entity.name,
      screen: 'list',
      module: 'List',
      ability: listRoute(entity).ability,
      title: JSON.stringify(entity.list.title),
      redazione: listRoute(entity).redazione,
    })),
    ...[entity.editorRoute, ...entity.routeAliases.editor].map((path) => ({
      path,
      entity: entity.name,
      screen: 'editor',
      module: 'Editor',
      ability: abilityName(entity.ability, entity.editor.requires),
      title: JSON.stringify(entity.editor.screenName ?? entity.list.title),
      redazione: entity.editor.redazioneAccess,
    })),
  ]);
  // The list each card opens (`dashboard.list`, checked to have no route parameters), with its guard.
  const byName = new Map(model.entities.map((entity) => [entity.name, entity]));
  const dashboardLinks = model.entities.flatMap((entity) => {
    const list = entity.dashboard.list === null ? undefined : byName.get(entity.dashboard.list);
    return list ? [{ entity: entity.name, link: JSON.stringify(listRoute(list)) }] : [];
  });
  const text = render('routes.tsx', {
    header: header({ sources: model.entities.map((entity) => entity.source), comment: '//' }),
    routes,
    dashboardLinks,
  });
  return new Map([['generated/routes.tsx', text]]);
}
