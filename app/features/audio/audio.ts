/**
 * The audio box's guards: the entity names the generated client takes (`GET entities/audio/{id}`'s
 * `entity`), and the language of the editor whose audio the box shows.
 */
import { isAudioLanguage, type AudioLanguage } from '#core/audio';
import type { EntityMeta } from '#core/model';
import { entityRoutes } from '../../../generated/routes';
import type { generateAudio } from '../../../generated/api/platform';
import type { EntityRouteHandle } from '../../runtime/types';

/** The entity names the audio call takes. */
export type AudioEntity = NonNullable<NonNullable<Parameters<typeof generateAudio>[1]>['entity']>;

/** Whether `name` is an entity of the generated routes (the audio call takes only those). */
export function isAudioEntity(name: string): name is AudioEntity {
  return entityRoutes.some((route) => (route.handle as EntityRouteHandle | undefined)?.entity === name);
}

/**
 * The language whose audio the editor's box shows: the one being edited, when the entity has audio
 * and the engine speaks it; null (no box) otherwise.
 */
export function audioLanguageOf(meta: EntityMeta, editing: string): AudioLanguage | null {
  return meta.audio !== null && isAudioLanguage(editing) ? editing : null;
}
