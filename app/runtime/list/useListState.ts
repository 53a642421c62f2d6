/**
 * The applied list state in React: read from the URL (validated), restored from local storage when
 * the URL has no list parameters, written back to storage on every change, and changed only by
 * navigating (push for the user's changes, so the Back button returns to the previous state;
 * replace for normalising or restoring).
 */
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  clearStoredState,
  defaultListState,
  listStateKey,
  mergeIntoSearch,
  resolveListState,
  scopedStorage,
  writeStoredState,
  type ListState,
  type ListStateMeta,
  type ListStateStorage,
} from './state';

function browserStorage(): ListStateStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export interface ListStateControls {
  readonly state: ListState;
  /** Changes identify the applied state: drafts reset and selections clear when it changes. */
  readonly stateKey: string;
  /** Applies a new state as a new history entry (or replacing the current one). */
  readonly setState: (next: ListState, options?: { replace?: boolean }) => void;
  /** Annulla Filtri: forgets the stored state and goes back to the defaults. */
  readonly reset: () => void;
}

/** `scope`: the route's scope value of a scoped list, whose state is kept apart from the other scopes'. */
export function useListState(meta: ListStateMeta, scope: string | null = null): ListStateControls {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const storage = useMemo(
    () => (meta.list.persistState ? scopedStorage(browserStorage(), scope) : null),
    [meta.list.persistState, scope],
  );
  const searchText = searchParams.toString();

  // Reading storage here (not in an effect) lets the first request already use the restored state.
  const resolved = useMemo(
    () => resolveListState(meta, new URLSearchParams(searchText), storage),
    [meta, searchText, storage],
  );
  const stateKey = listStateKey(meta, resolved.state);

  useEffect(() => {
    if (resolved.replaceSearch !== null) {
      navigate({ pathname: location.pathname, search: resolved.replaceSearch, hash: location.hash }, { replace: true });
    }
  }, [navigate, location.pathname, location.hash, resolved.replaceSearch]);

  useEffect(() => {
    if (meta.list.persistState) writeStoredState(meta, storage, resolved.state);
  }, [meta, storage, resolved.state]);

  const setState = useCallback(
    (next: ListState, options: { replace?: boolean } = {}) => {
      const search = mergeIntoSearch(meta, new URLSearchParams(searchText), next);
      if (search === (searchText === '' ? '' : `?${searchText}`)) return;
      navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: options.replace ?? false });
    },
    [meta, navigate, location.pathname, location.hash, searchText],
  );

  const reset = useCallback(() => {
    clearStoredState(meta, storage);
    setState(defaultListState(meta));
  }, [meta, storage, setState]);

  return { state: resolved.state, stateKey, setState, reset };
}
