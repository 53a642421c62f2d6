/**
 * The controller of the generic entity list (`../EntityList.tsx` is its view), as the editor's is
 * `../editor/useEntityEditor.ts`: the applied state (URL and local storage, `useListState`), the
 * page's load through the entity's calls, the move to the last page when the list shrank, the
 * row selection (cleared when the state changes), deletion with the spec's confirmation, and the
 * title dialog of entities edited in the list.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RowSelectionState } from '@tanstack/react-table';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ApiError } from '#api/errors.ts';
import { queryKeys } from '#api/queryKeys.ts';
import type { EntityMeta } from '#core/model';
import { useSession } from '../../auth/SessionProvider';
import { useT, useUiLanguage } from '../../i18n/context';
import { confirmAction, notifyError, notifyFailure, notifySuccess } from '../../ui/feedback';
import { saveBlob } from '../../ui/saveFile';
import { deleteItems, listItems, type EntityCalls, type Row } from '../api';
import { useEntityHrefs } from '../routes';
import {
  applyFilters,
  LANG_PARAM,
  pageCount,
  toApiQuery,
  toFilteredQuery,
  withoutFilter,
  type ListState,
} from './state';
import type { TitleDialogTarget } from './TitleDialog';
import { useListState } from './useListState';

/** The content language the list shows (its `lang` filter), for the export's titles and statuses. */
function langOf(state: ListState): { lang?: string } {
  const lang = state.filters[LANG_PARAM];
  return lang === undefined ? {} : { lang };
}

export function rowId(row: Row): number {
  return typeof row.id === 'number' ? row.id : Number(row.id);
}

export function useEntityList(meta: EntityMeta, calls: EntityCalls) {
  const t = useT();
  const { language } = useUiLanguage();
  const { canOn } = useSession();
  const queryClient = useQueryClient();
  const hrefs = useEntityHrefs(meta);
  const { state, stateKey, setState, reset } = useListState(meta, hrefs.scopeValue);
  // A scoped list (a collection's POIs) asks for the route's value too.
  const scope = useMemo(
    () => (meta.scope && hrefs.scopeValue !== null ? { [meta.scope.param]: hrefs.scopeValue } : {}),
    [meta.scope, hrefs.scopeValue],
  );

  const canCreate = canOn(meta, 'create');
  const canEdit = canOn(meta, 'edit');
  const canDelete = canOn(meta, 'delete');
  const selectable = meta.list.bulkDelete && canDelete;

  const query = useQuery({
    queryKey: queryKeys.list(meta.name, `${stateKey}|${hrefs.scopeValue ?? ''}`),
    queryFn: ({ signal }) => listItems(meta, calls, { ...toApiQuery(meta, state), ...scope }, signal),
    placeholderData: keepPreviousData,
  });
  const rows = useMemo(() => (query.data?.rows ?? []) as Row[], [query.data]);
  const total = query.data?.total ?? 0;
  const pages = pageCount(total, state.size);

  useEffect(() => {
    const error = query.error;
    if (!error) return;
    // 401 and 403 end the session globally; anything else is told here.
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return;
    notifyError(error, language);
  }, [query.error, language]);

  // A page past the end (a stored page of a list that shrank, or after deleting): show the last one.
  useEffect(() => {
    if (query.isPlaceholderData || !query.data) return;
    if (query.data.rows.length === 0 && state.page > 1 && total > 0) {
      setState({ ...state, page: pageCount(total, state.size) }, { replace: true });
    }
  }, [query.data, query.isPlaceholderData, state, total, setState]);

  const [selection, setSelection] = useState<RowSelectionState>({});
  const [selectionFor, setSelectionFor] = useState(stateKey);
  if (selectionFor !== stateKey) {
    setSelectionFor(stateKey);
    setSelection({});
  }
  const selectedIds = Object.keys(selection)
    .filter((key) => selection[key])
    .map(Number);

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: queryKeys.listAll(meta.name) }),
    [queryClient, meta.name],
  );

  const remove = useCallback(
    async (ids: readonly number[], question: string) => {
      if (ids.length === 0) return;
      if (!(await confirmAction(question, language))) return;
      try {
        notifySuccess(await deleteItems(meta, calls, ids));
        setSelection({});
      } catch (error) {
        notifyError(error, language);
      }
      await refresh();
    },
    [meta, calls, language, refresh],
  );
  const onDeleteOne = useCallback((id: number) => void remove([id], t('list.confirmDeleteOne')), [remove, t]);
  const deleteSelected = () => void remove(selectedIds, t('list.confirmDeleteMany'));

  // Entities edited in the list's title dialog (schema `editor.dialog`).
  const [dialogTarget, setDialogTarget] = useState<TitleDialogTarget | null>(null);
  const withDialog = meta.editor.dialog !== null && calls.setTitle !== undefined;
  const onEditInDialog = useMemo(
    () =>
      withDialog
        ? (id: number) => {
            const row = rows.find((candidate) => rowId(candidate) === id);
            setDialogTarget({ id, title: typeof row?.title === 'string' ? row.title : '' });
          }
        : undefined,
    [withDialog, rows],
  );

  const onInvalid = useCallback(
    (param: string) => {
      if (param in state.filters) setState(withoutFilter(state, param), { replace: true });
    },
    [state, setState],
  );

  const order = {
    value: `${state.sort.direction === 'desc' ? '-' : '+'}${state.sort.field}`,
    onChange: (next: string) =>
      setState({
        ...state,
        page: 1,
        sort: { field: next.slice(1), direction: next.startsWith('-') ? 'desc' : 'asc' },
      }),
  };

  // 'Esporta Tutti': the live items of the list as filtered and ordered, as the schema's CSV file (`exportCall`).
  const exportFile = meta.exportCall?.file ?? null;
  const [exporting, setExporting] = useState(false);
  const exportAll = useCallback(async () => {
    if (!calls.exportCsv || exportFile === null) return;
    setExporting(true);
    try {
      saveBlob(await calls.exportCsv({ ...langOf(state), ...toFilteredQuery(meta, state), ...scope }), exportFile);
    } catch {
      notifyFailure(t('list.exportFailed'));
    } finally {
      setExporting(false);
    }
  }, [calls, exportFile, meta, state, scope, t]);

  return {
    state,
    stateKey,
    setState: (next: ListState) => setState(next),
    applyDraft: (draft: Parameters<typeof applyFilters>[2]) => setState(applyFilters(meta, state, draft)),
    reset,
    onInvalid,
    hrefs,
    query,
    rows,
    total,
    pages,
    order,
    can: { create: canCreate, edit: canEdit, delete: canDelete, select: selectable },
    selection: { state: selection, onChange: setSelection, ids: selectedIds },
    onDeleteOne,
    deleteSelected,
    refresh,
    dialog: { withDialog, target: dialogTarget, open: setDialogTarget, onEditInDialog },
    exportAll: calls.exportCsv && exportFile !== null ? { run: exportAll, pending: exporting } : null,
  };
}
