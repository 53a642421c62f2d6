/**
 * The controller of the platform's own lists (users, roles, desks, 404 redirects, attachments):
 * the applied state (page, size, order, keywords; kept per list in local storage when the list
 * persists it, `platformState.ts`), the typed search and its pause, the page's load through the
 * generated client, the row selection (cleared whenever the state changes) and what the shared
 * `DataTable` and `ListPagination` take. A page describes its list (`PlatformListSpec`) and renders
 * its own actions.
 */
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import type { ColumnDef, OnChangeFn, RowSelectionState } from '@tanstack/react-table';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ListPaginationProps } from './ListPagination';
import { PAGE_SIZES, usePlatformListState, type PlatformListState } from './platformState';

/** The query a platform list call takes (its contract's `pagedQuery`). */
export interface PlatformQuery {
  readonly page: number;
  readonly limit: number;
  readonly orderBy?: string;
  readonly keywords?: string;
}

/** A page as every platform list call answers it. */
export interface PlatformPage<T> {
  readonly data: readonly T[];
  readonly meta: { readonly total: number; readonly last_page: number };
}

export interface PlatformListSpec<T> {
  /** The list's name in local storage; null: the state lives only while the page is open. */
  readonly storageName: string | null;
  readonly defaults: PlatformListState;
  /** The fields the list sorts by (the contract's order fields); none: no `orderBy`. */
  readonly orderFields: readonly string[];
  readonly pageSizes?: readonly number[];
  /** The search runs by itself `pauseMs` after typing stops, from `minLength` characters. */
  readonly autoSearch?: { readonly pauseMs: number; readonly minLength: number };
  readonly queryKey: (state: PlatformListState, stateKey: string) => QueryKey;
  readonly load: (query: PlatformQuery, signal: AbortSignal) => Promise<PlatformPage<T>>;
  readonly rowId: (row: T) => number;
  /** Reloads the page every so many milliseconds while this says so of the page shown (a live list). */
  readonly refreshMs?: (page: PlatformPage<T> | undefined) => number | false;
}

/** A column of a platform list: sortable when its id is one of the list's order fields. */
export interface PlatformColumn<T> {
  readonly id: string;
  readonly header: string;
  /** The cell; the row's field `id` as text when absent. */
  readonly cell?: (row: T) => ReactNode;
}

/** TanStack columns from a list's columns: an accessor for each, sorting on the order fields. */
export function platformColumns<T>(
  columns: readonly PlatformColumn<T>[],
  orderFields: readonly string[],
): ColumnDef<T>[] {
  return columns.map((column) => ({
    id: column.id,
    header: column.header,
    accessorFn: (row) => (row as Record<string, unknown>)[column.id],
    enableSorting: orderFields.includes(column.id),
    cell: ({ row, getValue }) => (column.cell ? column.cell(row.original) : String(getValue() ?? '')),
  }));
}

export function usePlatformList<T>(spec: PlatformListSpec<T>) {
  const { state, update, reset } = usePlatformListState(spec.storageName, spec.defaults, spec.orderFields);
  const [typed, setTyped] = useState(state.keywords);
  const stateKey = useMemo(() => JSON.stringify(state), [state]);

  // The selection belongs to the state it was made in.
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [selectionFor, setSelectionFor] = useState(stateKey);
  if (selectionFor !== stateKey) {
    setSelectionFor(stateKey);
    setSelection({});
  }
  const selected = useMemo(
    () =>
      Object.keys(selection)
        .filter((key) => selection[key])
        .map(Number),
    [selection],
  );

  const { autoSearch } = spec;
  useEffect(() => {
    if (!autoSearch) return undefined;
    const text = typed.trim();
    if (text === state.keywords || (text.length > 0 && text.length < autoSearch.minLength)) return undefined;
    const timer = setTimeout(() => update({ keywords: text, page: 1 }), autoSearch.pauseMs);
    return () => clearTimeout(timer);
  }, [autoSearch, typed, state.keywords, update]);

  const { load, orderFields, refreshMs } = spec;
  const query = useQuery({
    queryKey: spec.queryKey(state, stateKey),
    queryFn: ({ signal }) =>
      load(
        {
          page: state.page,
          limit: state.limit,
          ...(orderFields.length === 0 ? {} : { orderBy: state.orderBy }),
          ...(state.keywords === '' ? {} : { keywords: state.keywords }),
        },
        signal,
      ),
    placeholderData: keepPreviousData,
    refetchInterval: refreshMs ? (current) => refreshMs(current.state.data) : false,
  });
  const rows: readonly T[] = query.data?.data ?? [];
  const total = query.data?.meta.total ?? 0;

  const search = useCallback(() => update({ keywords: typed.trim(), page: 1 }), [update, typed]);
  const resetAll = useCallback(() => {
    setTyped('');
    reset();
  }, [reset]);
  const onSelection: OnChangeFn<RowSelectionState> = setSelection;

  const pagination: ListPaginationProps = {
    page: state.page,
    pages: query.data?.meta.last_page ?? 1,
    size: state.limit,
    sizes: spec.pageSizes ?? PAGE_SIZES,
    total,
    shown: rows.length,
    onPage: (page) => update({ page }),
    onSize: (limit) => update({ limit, page: 1 }),
  };

  return {
    state,
    update,
    /** Annulla Filtri: the typed text and the stored state go. */
    reset: resetAll,
    typed,
    setTyped,
    /** Filtra: applies the typed keywords. */
    search,
    query,
    rows,
    total,
    order: { value: state.orderBy, onChange: (orderBy: string) => update({ orderBy, page: 1 }) },
    selection: { state: selection, onChange: onSelection, ids: selected, clear: () => setSelection({}) },
    pagination,
    rowKey: (row: T) => String(spec.rowId(row)),
  };
}

export type PlatformListController<T> = ReturnType<typeof usePlatformList<T>>;
