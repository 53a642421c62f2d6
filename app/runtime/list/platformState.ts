/**
 * The list state of the platform's own lists (users, roles, desks, 404 redirects, attachments):
 * page, page size, order and keywords, kept in local storage per list and restored on return (spec
 * platform.md section 4); 'Annulla Filtri' clears it. Stored values are read back defensively:
 * anything out of bounds falls back to the default, so a tampered storage cannot send a bad query.
 */
import { useCallback, useState } from 'react';
import { LIST_LIMITS } from '#core/limits';
import { STORAGE_PREFIX, type ListStateStorage } from './state';

export interface PlatformListState {
  readonly page: number;
  readonly limit: number;
  /** `+field` or `-field`. */
  readonly orderBy: string;
  readonly keywords: string;
}

/** The spec's page sizes (section 9). */
export const PAGE_SIZES = [10, 20, 30, 40, 50] as const;

export function parsePlatformListState(
  text: string | null,
  defaults: PlatformListState,
  orderFields: readonly string[],
): PlatformListState {
  if (text === null) return defaults;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return defaults;
  }
  if (typeof value !== 'object' || value === null) return defaults;
  const stored = value as Record<string, unknown>;
  const page = stored.page;
  const limit = stored.limit;
  const orderBy = stored.orderBy;
  const keywords = stored.keywords;
  return {
    page: typeof page === 'number' && Number.isInteger(page) && page >= 1 && page <= LIST_LIMITS.maxPage ? page : 1,
    limit: typeof limit === 'number' && (PAGE_SIZES as readonly number[]).includes(limit) ? limit : defaults.limit,
    orderBy:
      typeof orderBy === 'string' && orderFields.includes(orderBy.replace(/^[+-]/, '')) && /^[+-]/.test(orderBy)
        ? orderBy
        : defaults.orderBy,
    keywords: typeof keywords === 'string' ? keywords.slice(0, LIST_LIMITS.parameter) : defaults.keywords,
  };
}

function browserStorage(): ListStateStorage | null {
  try {
    return typeof globalThis.localStorage === 'undefined' ? null : globalThis.localStorage;
  } catch {
    return null;
  }
}

/**
 * The state of list `name`, restored from storage, and how to change or reset it; a list without
 * a name keeps its state only while its page is open.
 */
export function usePlatformListState(
  name: string | null,
  defaults: PlatformListState,
  orderFields: readonly string[],
): {
  readonly state: PlatformListState;
  readonly update: (change: Partial<PlatformListState>) => void;
  readonly reset: () => void;
} {
  const key = name === null ? null : `${STORAGE_PREFIX}${name}`;
  const [state, setState] = useState(() =>
    parsePlatformListState(key === null ? null : (browserStorage()?.getItem(key) ?? null), defaults, orderFields),
  );
  const update = useCallback(
    (change: Partial<PlatformListState>) =>
      setState((current) => {
        const next = { ...current, ...change };
        if (key !== null) browserStorage()?.setItem(key, JSON.stringify(next));
        return next;
      }),
    [key],
  );
  const reset = useCallback(() => {
    if (key !== null) browserStorage()?.removeItem(key);
    setState(defaults);
  }, [key, defaults]);
  return { state, update, reset };
}

/** The next order when a column header is clicked: ascending first, then descending. */
export function toggledOrder(current: string, field: string): string {
  return current === `+${field}` ? `-${field}` : `+${field}`;
}
