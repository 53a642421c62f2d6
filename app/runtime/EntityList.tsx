/**
 * The generic list every generated `List.tsx` renders (spec content.md "Shared list behaviour"):
 * the heading, the keyword box and the schema's filters with Filtra and Annulla Filtri, the 'new'
 * button with create permission, a remote-paged and remote-sorted TanStack table (status badges
 * per language, language flags, row actions), row selection and 'Cancella Selezionati' with delete
 * permission. The applied state lives in the URL and, for lists that persist it, in local storage
 * (`list/state.ts`, `list/useListState.ts`).
 */
import { Box, Button, Checkbox, Group, LoadingOverlay, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconPlus, IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '#api/errors.ts';
import { queryKeys } from '#api/queryKeys.ts';
import type { EntityMeta, ListColumn } from '#core/model';
import { useSession } from '../auth/SessionProvider';
import { useLabel, useT, useUiLanguage } from '../i18n/context';
import { confirmAction, notifyError, notifySuccess } from '../ui/feedback';
import { deleteItems, listItems, type Row } from './api';
import { RowActions, ValueCell } from './list/cells';
import { ListFilters } from './list/ListFilters';
import { ListPagination } from './list/ListPagination';
import { applyFilters, pageCount, toApiQuery, withoutFilter } from './list/state';
import { useListState } from './list/useListState';
import { useEntityHrefs } from './routes';
import { TitleDialog, type TitleDialogTarget } from './list/TitleDialog';
import type { EntityListProps } from './types';

const SELECT_COLUMN = '__select';

function rowId(row: Row): number {
  return typeof row.id === 'number' ? row.id : Number(row.id);
}

function isSortable(meta: EntityMeta, column: ListColumn): boolean {
  return column.kind !== 'actions' && column.sortable && meta.list.sortable.includes(column.key);
}

export function EntityList({ meta, calls }: EntityListProps) {
  const t = useT();
  const label = useLabel();
  const { language } = useUiLanguage();
  const { canOn } = useSession();
  const queryClient = useQueryClient();
  const { state, stateKey, setState, reset } = useListState(meta);
  const hrefs = useEntityHrefs(meta);
  // A scoped list (a collection's POIs) asks for the route's value too.
  const scope = meta.scope && hrefs.scopeValue !== null ? { [meta.scope.param]: hrefs.scopeValue } : {};

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

  const columns = useMemo<ColumnDef<Row>[]>(() => {
    const defs: ColumnDef<Row>[] = [];
    if (selectable) {
      defs.push({
        id: SELECT_COLUMN,
        enableSorting: false,
        header: ({ table }) => (
          <Checkbox
            aria-label={t('list.selectAll')}
            checked={table.getIsAllPageRowsSelected()}
            indeterminate={table.getIsSomePageRowsSelected()}
            onChange={table.getToggleAllPageRowsSelectedHandler()}
            disabled={table.getRowModel().rows.length === 0}
          />
        ),
        cell: ({ row }) => (
          <Checkbox
            aria-label={t('list.selectRow', { id: row.id })}
            checked={row.getIsSelected()}
            onChange={row.getToggleSelectedHandler()}
          />
        ),
      });
    }
    for (const column of meta.list.columns) {
      defs.push({
        id: column.key,
        // An accessor makes the column sortable for TanStack (the sorting itself is the server's).
        accessorFn: (row) => row[column.key],
        header: label(column.label),
        enableSorting: isSortable(meta, column),
        cell: ({ row }) =>
          column.kind === 'actions' ? (
            <RowActions
              meta={meta}
              row={row.original}
              canEdit={canEdit}
              canDelete={canDelete}
              onDelete={onDeleteOne}
              onEdit={onEditInDialog}
            />
          ) : (
            <ValueCell column={column} row={row.original} meta={meta} />
          ),
      });
    }
    return defs;
  }, [meta, selectable, canEdit, canDelete, onDeleteOne, onEditInDialog, label, t]);

  const sorting: SortingState = useMemo(
    () => [{ id: state.sort.field, desc: state.sort.direction === 'desc' }],
    [state.sort.field, state.sort.direction],
  );

  const onSortingChange = (updater: Updater<SortingState>) => {
    const next = typeof updater === 'function' ? updater(sorting) : updater;
    const first = next[0];
    if (!first) return;
    setState({ ...state, page: 1, sort: { field: first.id, direction: first.desc ? 'desc' : 'asc' } });
  };

  // The app does not use the React Compiler; TanStack Table 8's instance is mutable by design.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(rowId(row)),
    manualPagination: true,
    manualSorting: true,
    pageCount: pages,
    enableSortingRemoval: false,
    enableMultiSort: false,
    enableRowSelection: selectable,
    state: {
      sorting,
      pagination: { pageIndex: state.page - 1, pageSize: state.size },
      rowSelection: selection,
    },
    onSortingChange,
    onRowSelectionChange: setSelection,
  });

  const onInvalid = useCallback(
    (param: string) => {
      if (param in state.filters) setState(withoutFilter(state, param), { replace: true });
    },
    [state, setState],
  );

  const title = label(meta.list.title);
  const loadingFirst = query.isPending;
  const visibleColumns = table.getVisibleLeafColumns().length;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {title}
        </Title>
        {canCreate && withDialog ? (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setDialogTarget({ id: null, title: '' })}
          >
            {label(meta.list.newButton)}
          </Button>
        ) : canCreate ? (
          <Button component={Link} to={hrefs.editor('new')} leftSection={<IconPlus size={16} aria-hidden />}>
            {label(meta.list.newButton)}
          </Button>
        ) : null}
      </Group>
      {dialogTarget ? (
        <TitleDialog
          key={dialogTarget.id ?? 'new'}
          meta={meta}
          calls={calls}
          target={dialogTarget}
          onClose={() => setDialogTarget(null)}
          onSaved={() => void refresh()}
        />
      ) : null}

      <ListFilters
        meta={meta}
        state={state}
        stateKey={stateKey}
        onApply={(draft) => setState(applyFilters(meta, state, draft))}
        onReset={reset}
        onInvalid={onInvalid}
      />

      {selectable ? (
        <Group gap="sm">
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} aria-hidden />}
            disabled={selectedIds.length === 0}
            onClick={() => void remove(selectedIds, t('list.confirmDeleteMany'))}
          >
            {t('list.deleteSelected')}
          </Button>
          {selectedIds.length > 0 ? (
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('list.selected', { n: selectedIds.length })}
            </Text>
          ) : null}
        </Group>
      ) : null}

      <Box pos="relative">
        <LoadingOverlay visible={query.isFetching && !loadingFirst} zIndex={2} overlayProps={{ blur: 1 }} />
        <Table.ScrollContainer minWidth={600}>
          <Table
            striped
            highlightOnHover
            withTableBorder
            verticalSpacing="xs"
            aria-label={title}
            aria-busy={query.isFetching}
          >
            <Table.Thead>
              {table.getHeaderGroups().map((group) => (
                <Table.Tr key={group.id}>
                  {group.headers.map((header) => {
                    const sorted = header.column.getIsSorted();
                    const canSort = header.column.getCanSort();
                    const content = flexRender(header.column.columnDef.header, header.getContext());
                    return (
                      <Table.Th
                        key={header.id}
                        scope="col"
                        aria-sort={
                          canSort
                            ? sorted === 'asc'
                              ? 'ascending'
                              : sorted === 'desc'
                                ? 'descending'
                                : 'none'
                            : undefined
                        }
                        w={header.column.id === SELECT_COLUMN ? 40 : undefined}
                      >
                        {canSort ? (
                          <UnstyledButton
                            onClick={header.column.getToggleSortingHandler()}
                            style={{ display: 'inline-flex', alignItems: 'center', gap: 4, fontWeight: 700 }}
                          >
                            {content}
                            {sorted === 'asc' ? (
                              <IconArrowUp size={14} aria-hidden />
                            ) : sorted === 'desc' ? (
                              <IconArrowDown size={14} aria-hidden />
                            ) : (
                              <IconArrowsSort size={14} aria-hidden opacity={0.5} />
                            )}
                          </UnstyledButton>
                        ) : (
                          content
                        )}
                      </Table.Th>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Thead>
            <Table.Tbody>
              {loadingFirst ? (
                <Table.Tr>
                  <Table.Td colSpan={visibleColumns}>
                    <Text c="dimmed" ta="center" py="md">
                      {t('list.loading')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : rows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={visibleColumns}>
                    <Text c="dimmed" ta="center" py="md">
                      {query.isError && !query.data ? t('list.loadError') : t('list.empty')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                table.getRowModel().rows.map((row) => (
                  <Table.Tr key={row.id} bg={row.getIsSelected() ? 'var(--mantine-primary-color-light)' : undefined}>
                    {row.getVisibleCells().map((cell) => (
                      <Table.Td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Td>
                    ))}
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>

      <ListPagination
        page={state.page}
        pages={pages}
        size={state.size}
        sizes={meta.list.pageSizes}
        total={total}
        shown={rows.length}
        onPage={(page) => setState({ ...state, page })}
        onSize={(size) => setState({ ...state, page: 1, size })}
      />
    </Stack>
  );
}
