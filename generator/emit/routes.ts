/** `generated/routes.tsx`: the list and editor routes of every entity. */
import { abilityName } from '../../core/abilities';
import type { Model } from '../normalise';
import { header, type EmitInput, type FileMap } from './types';

export function emitRoutes(model: Model, { render }: EmitInput): FileMap {
  const routes = model.entities.flatMap((entity) => [
    ...[entity.route, ...entity.routeAliases.list].map((path) => ({
      path,
      entity: entity.name,
      screen: 'list',
      module: 'List',
      ability: abilityName(entity.ability, 'view'),
      title: JSON.stringify(entity.list.title),
      redazione: true,
    })),
    ...[entity.editorRoute, ...entity.routeAliases.editor].map((path) => ({
      path,
      entity: entity.name,
      screen: 'editor',
      module: 'Editor',
      ability: abilityName(entity.ability, entity.editor.requires),
      title: JSON.stringify(entity.list.title),
      redazione: entity.editor.redazioneAccess,
    })),
  ]);
  const text = render('routes.tsx', {
    header: header({ sources: model.entities.map((entity) => entity.source), comment: '//' }),
    routes,
  });
  return new Map([['generated/routes.tsx', text]]);
}
