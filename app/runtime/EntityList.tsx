/**
 * The generic list every generated `List.tsx` renders (spec content.md "Shared list behaviour"):
 * the heading, the keyword box and the schema's filters with Filtra and Annulla Filtri, the 'new'
 * button with create permission, a remote-paged and remote-sorted table (the shared `DataTable`:
 * status badges per language, language flags, row actions), row selection and 'Cancella
 * Selezionati' with delete permission, and 'Esporta Tutti' where the schema declares an export. The controller is `list/useEntityList.ts`; the applied
 * state lives in the URL and, for lists that persist it, in local storage (`list/state.ts`,
 * `list/useListState.ts`).
 */
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useLabel, useT } from '../i18n/context';
import type { Row } from './api';
import { ColumnCell, isSortable, RowActions } from './list/cells';
import { DataTable } from './list/DataTable';
import { ListFilters } from './list/ListFilters';
import { ListPagination } from './list/ListPagination';
import { TitleDialog } from './list/TitleDialog';
import { rowId, useEntityList } from './list/useEntityList';
import { fillText } from './routes';
import type { EntityListProps } from './types';

export function EntityList({ meta, calls }: EntityListProps) {
  const t = useT();
  const label = useLabel();
  const list = useEntityList(meta, calls);
  const { state, can, dialog, onDeleteOne } = list;
  const onEditInDialog = dialog.onEditInDialog;

  const columns = useMemo<ColumnDef<Row>[]>(
    () =>
      meta.list.columns.map((column) => ({
        id: column.key,
        // An accessor makes the column sortable for TanStack (the sorting itself is the server's).
        accessorFn: (row: Row) => row[column.key],
        header: label(column.label),
        enableSorting: isSortable(meta, column),
        cell: ({ row }) => (
          <ColumnCell
            column={column}
            row={row.original}
            meta={meta}
            rowActions={(link) => (
              <RowActions
                meta={meta}
                link={link}
                row={row.original}
                canEdit={can.edit}
                canDelete={can.delete}
                onDelete={onDeleteOne}
                onEdit={onEditInDialog}
              />
            )}
          />
        ),
      })),
    [meta, can.edit, can.delete, onDeleteOne, onEditInDialog, label],
  );

  const params = useParams();
  const title = label(meta.list.title);
  // The heading may name the route's parameters ('Interessi - {name_interest}').
  const heading = meta.list.heading ? fillText(label(meta.list.heading), params) : title;
  const selected = list.selection.ids.length;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {heading}
        </Title>
        {can.create && dialog.withDialog ? (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => dialog.open({ id: null, title: '' })}>
            {label(meta.list.newButton)}
          </Button>
        ) : can.create ? (
          <Button component={Link} to={list.hrefs.editor('new')} leftSection={<IconPlus size={16} aria-hidden />}>
            {label(meta.list.newButton)}
          </Button>
        ) : null}
      </Group>
      {dialog.target ? (
        <TitleDialog
          key={dialog.target.id ?? 'new'}
          meta={meta}
          calls={calls}
          target={dialog.target}
          onClose={() => dialog.open(null)}
          onSaved={() => void list.refresh()}
        />
      ) : null}

      <ListFilters
        meta={meta}
        state={state}
        stateKey={list.stateKey}
        onApply={list.applyDraft}
        onReset={list.reset}
        onInvalid={list.onInvalid}
      />

      {can.select || list.exportAll ? (
        <Group gap="sm">
          {can.select ? (
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} aria-hidden />}
              disabled={selected === 0}
              onClick={list.deleteSelected}
            >
              {t('list.deleteSelected')}
            </Button>
          ) : null}
          {list.exportAll ? (
            <Button
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={list.exportAll.pending}
              onClick={() => void list.exportAll?.run()}
            >
              {t('list.exportAll')}
            </Button>
          ) : null}
          {selected > 0 ? (
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('list.selected', { n: selected })}
            </Text>
          ) : null}
        </Group>
      ) : null}

      <DataTable
        label={heading}
        rows={list.rows}
        columns={columns}
        rowId={(row) => String(rowId(row))}
        order={list.order}
        {...(can.select
          ? {
              selection: {
                state: list.selection.state,
                onChange: list.selection.onChange,
                allLabel: t('list.selectAll'),
                rowLabel: (row: Row) => t('list.selectRow', { id: rowId(row) }),
              },
            }
          : {})}
        pending={list.query.isPending}
        fetching={list.query.isFetching}
        failed={list.query.isError && !list.query.data}
        empty={t('list.empty')}
      />

      <ListPagination
        page={state.page}
        pages={list.pages}
        size={state.size}
        sizes={meta.list.pageSizes}
        total={list.total}
        shown={list.rows.length}
        onPage={(page) => list.setState({ ...state, page })}
        onSize={(size) => list.setState({ ...state, page: 1, size })}
      />
    </Stack>
  );
}
