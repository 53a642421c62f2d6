/**
 * The pure rules of the entity picker (spec platform.md sections 5 and 9), unit-tested in Node:
 * when a typed query is searched (empty, or at least 3 characters, after a 700 ms pause), whether
 * another item may be added (the limit, default 5), and the picked list's edits.
 */
import { entityIndex } from '#core/contracts/entities';
import { PICKER_LIMITS } from '#core/limits';

/** A picked item as a field stores it. */
export interface EntityPickValue {
  readonly type: string;
  readonly id: number;
  readonly title?: string;
}

/** The text to search for a typed query, or null when it is 1 or 2 characters (no search). */
export function searchTerm(query: string): string | null {
  const term = query.trim();
  return term === '' || term.length >= PICKER_LIMITS.minQuery ? term : null;
}

/** Whether one more item may be picked: the add buttons are disabled at the limit. */
export function canAdd(count: number, limit: number): boolean {
  return count < limit;
}

/** The picked list with `item` added at the end, unless it is there already or the list is full. */
export function addPick(value: readonly EntityPickValue[], item: EntityPickValue, limit: number): EntityPickValue[] {
  const index = entityIndex(item);
  if (!canAdd(value.length, limit) || value.some((entry) => entityIndex(entry) === index)) return [...value];
  return [...value, { type: item.type, id: item.id, title: item.title ?? '' }];
}

/** The picked list without the item at `index`. */
export function removePick(value: readonly EntityPickValue[], index: number): EntityPickValue[] {
  return value.filter((_, at) => at !== index);
}

/** The picked list with the item at `from` moved to `to`. */
export function movePick(value: readonly EntityPickValue[], from: number, to: number): EntityPickValue[] {
  const next = [...value];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/** The stored picks, without entries that are not `{type, id}` (a hand-edited value). */
export function readPicks(value: unknown): EntityPickValue[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry: unknown): entry is EntityPickValue =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as { id?: unknown }).id === 'number' &&
      typeof (entry as { type?: unknown }).type === 'string',
  );
}

/**
 * Runs `onSearch` with the term of the last query typed, once typing has paused for `delayMs`
 * and only when the query may be searched (`searchTerm`); each new query restarts the pause.
 */
export function createSearchScheduler(options: {
  readonly onSearch: (term: string) => void;
  readonly delayMs?: number;
}): { readonly type: (query: string) => void; readonly cancel: () => void } {
  const delay = options.delayMs ?? PICKER_LIMITS.debounceMs;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return {
    type: (query) => {
      cancel();
      const term = searchTerm(query);
      if (term === null) return;
      timer = setTimeout(() => {
        timer = null;
        options.onSearch(term);
      }, delay);
    },
    cancel,
  };
}
