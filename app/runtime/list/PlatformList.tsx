/**
 * The page of a platform list (users, roles, desks, 404 redirects, attachments): the heading with
 * the list's 'new' action, the keyword box with Filtra (when the list has it) and Annulla Filtri,
 * what the page adds above the table (help, an upload zone), the bulk actions with the count of
 * selected rows, the load error, the shared `DataTable` and the pagination. The controller is
 * `usePlatformList`; the columns and actions are the page's.
 */
import { Alert, Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useT, useUiLanguage } from '../../i18n/context';
import { confirmAction, notifyError, notifySuccess } from '../../ui/feedback';
import { DataTable } from './DataTable';
import { ListPagination } from './ListPagination';
import type { PlatformListController } from './usePlatformList';

export interface PlatformListProps<T> {
  readonly title: string;
  readonly list: PlatformListController<T>;
  /** The columns (none when the page gives its own `table`). */
  readonly columns?: readonly ColumnDef<T>[];
  /** The heading's action when it is not a link ('Nuovo Redirect' adds a row). */
  readonly createAction?: ReactNode;
  /** The heading's link to a new item's form ('Nuovo utente'), when the caller may create. */
  readonly createLink?: { readonly to: string; readonly label: string } | undefined;
  /** The search box: `submit` adds Filtra (and Enter); `hint` is its description. */
  readonly search: { readonly submit: boolean; readonly hint?: string };
  /** What stands between the search and the table (help text, an upload zone). */
  readonly children?: ReactNode;
  /** The bulk actions (exports); 'Cancella Selezionati' and the count of selected rows follow them. */
  readonly bulkActions?: ReactNode;
  /**
   * 'Cancella Selezionati', when the caller may delete: the list's bulk delete call (comma-joined
   * ids), after the spec's confirmation; its message is shown and the answers under `invalidate`
   * reload.
   */
  readonly deleteSelected?: {
    readonly call: (ids: string) => Promise<{ readonly data: { readonly message: string } }>;
    readonly invalidate: QueryKey;
  };
  /** Row selection, with the names of the checkboxes. */
  readonly selection?: { readonly allLabel: string; readonly rowLabel: (row: T) => string };
  readonly empty: string;
  readonly rowTestId?: string;
  readonly columnStyles?: Readonly<Record<string, CSSProperties>>;
  /**
   * A `DataTable` of the page's own rows instead of the list's (a list edited in place shows its
   * drafts, new rows included).
   */
  readonly table?: ReactNode;
}

/** A row's 'Modifica' link to its form, named for the row ('Modifica {name}'). */
export function EditLink({ to, name }: { readonly to: string; readonly name: string }) {
  const t = useT();
  return (
    <Anchor component={Link} to={to} size="sm" aria-label={t('users.editNamed', { name })}>
      {t('list.edit')}
    </Anchor>
  );
}

export function PlatformList<T>({
  title,
  list,
  columns,
  createAction,
  createLink,
  search,
  children,
  bulkActions,
  deleteSelected,
  selection,
  empty,
  rowTestId,
  columnStyles,
  table,
}: PlatformListProps<T>) {
  const t = useT();
  const box = (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label={t('list.search')}
        {...(search.hint === undefined ? {} : { description: search.hint })}
        value={list.typed}
        onChange={(event) => list.setTyped(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        maxLength={200}
        style={{ flex: 1, minWidth: 220 }}
      />
      {search.submit ? <Button type="submit">{t('list.filter')}</Button> : null}
      <Button variant="default" onClick={list.reset}>
        {t('list.reset')}
      </Button>
    </Group>
  );
  const { language } = useUiLanguage();
  const queryClient = useQueryClient();
  const selected = list.selection.ids;
  const remove = useMutation({
    mutationFn: async (ids: readonly number[]) => {
      if (!deleteSelected) throw new Error('This list has no bulk delete.');
      return deleteSelected.call(ids.join(','));
    },
    onSuccess: (answer) => {
      notifySuccess(answer.data.message);
      list.selection.clear();
      if (deleteSelected) void queryClient.invalidateQueries({ queryKey: deleteSelected.invalidate });
    },
    onError: (error) => notifyError(error, language),
  });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h3">
          {title}
        </Title>
        {createLink ? (
          <Button component={Link} to={createLink.to} leftSection={<IconPlus size={16} aria-hidden />}>
            {createLink.label}
          </Button>
        ) : (
          createAction
        )}
      </Group>
      {search.submit ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            list.search();
          }}
        >
          {box}
        </form>
      ) : (
        box
      )}
      {children}
      {bulkActions || deleteSelected ? (
        <Group gap="sm">
          {bulkActions}
          {deleteSelected ? (
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} aria-hidden />}
              disabled={selected.length === 0 || remove.isPending}
              onClick={() =>
                void confirmAction(t('list.confirmDeleteMany'), language).then((ok) => ok && remove.mutate(selected))
              }
            >
              {t('list.deleteSelected')}
            </Button>
          ) : null}
          {selected.length > 0 ? (
            <Text size="sm" aria-live="polite">
              {t('list.selected', { n: selected.length })}
            </Text>
          ) : null}
        </Group>
      ) : null}
      {list.query.isError ? (
        <Alert color="red" role="alert">
          {t('list.loadError')}
        </Alert>
      ) : null}
      {table ?? (
        <DataTable
          label={title}
          rows={list.rows}
          columns={columns ?? []}
          rowId={list.rowKey}
          order={list.order}
          {...(selection
            ? { selection: { ...selection, state: list.selection.state, onChange: list.selection.onChange } }
            : {})}
          pending={list.query.isPending}
          fetching={list.query.isFetching}
          failed={list.query.isError}
          empty={empty}
          {...(rowTestId === undefined ? {} : { rowTestId })}
          {...(columnStyles === undefined ? {} : { columnStyles })}
        />
      )}
      <ListPagination {...list.pagination} />
    </Stack>
  );
}
