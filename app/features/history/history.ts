/**
 * The history of items in the admin (issue #35, docs/history.md): which entities the history calls
 * take, and how an entry's changes are shown (pure, unit-tested): each value as text, and a
 * change's parts (kept, removed, added words) from `#core/history`'s `wordDiff`.
 */
import { historyText, wordDiff, type DiffPart } from '#core/history';
import { entityRoutes } from '../../../generated/routes';
import type { listItemHistory } from '../../../generated/api/platform';
import type { HistoryChange } from '../../../generated/api/schemas';
import type { EntityRouteHandle } from '../../runtime/types';

/** The entity names the history calls take. */
export type HistoryEntity = Parameters<typeof listItemHistory>[0]['entity'];

/** The entities of the generated routes, each once, with the list's title. */
export const HISTORY_ENTITIES: readonly EntityRouteHandle[] = [
  ...new Map(
    entityRoutes
      .map((route) => route.handle as EntityRouteHandle | undefined)
      .filter((handle): handle is EntityRouteHandle => handle?.screen === 'list')
      .map((handle) => [handle.entity, handle] as const),
  ).values(),
];

export function isHistoryEntity(name: string): name is HistoryEntity {
  return HISTORY_ENTITIES.some((handle) => handle.entity === name);
}

/** The field a change names, as shown: `title`, `title (en)`. */
export function changeLabel(change: Pick<HistoryChange, 'path' | 'lang'>): string {
  const field = change.path.startsWith('contents.') ? change.path.split('.').slice(2).join('.') : change.path;
  return change.lang === undefined ? field : `${field} (${change.lang})`;
}

/** A change as parts to show: words kept, removed and added; null when both sides are equal texts. */
export function changeParts(change: Pick<HistoryChange, 'before' | 'after'>): DiffPart[] | null {
  const before = historyText(change.before);
  const after = historyText(change.after);
  if (before === after) return null;
  return wordDiff(before, after);
}
