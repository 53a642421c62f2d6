/**
 * '/users', the users list (spec platform.md sections 2, 4, 5 and 6; needs user-view, closed to
 * the 'redazione' family): a keyword search that runs from 2 characters after a 1000 ms pause,
 * columns that sort on click, pages of 10-50 rows (50 by default), the state kept per list in the
 * browser; the status badge toggles the account ('clicca per disattivare l'utente' / 'clicca per
 * attivare l'utente'); CSV export of every user or of the selected ones; deletion of the selected
 * rows after the spec's confirmation; 'Nuovo utente' with user-create.
 */
import { Badge, Button, UnstyledButton } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { USER_ORDER_FIELDS } from '#core/contracts/users';
import { queryKeys } from '#api/queryKeys.ts';
import {
  changeUserStatus,
  deleteUsers,
  exportSelectedUsers,
  exportUsers,
  listUsers,
} from '../../../generated/api/platform';
import type { UserRow } from '../../../generated/api/schemas';
import { useSession } from '../../auth/SessionProvider';
import { useT, useUiLanguage } from '../../i18n/context';
import { EditLink, PlatformList } from '../../runtime/list/PlatformList';
import { platformColumns, usePlatformList, type PlatformListSpec } from '../../runtime/list/usePlatformList';
import { notifyError, notifySuccess } from '../../ui/feedback';
import { saveBlob } from '../../ui/saveFile';

/** The spec: user search starts at 2 characters, after a 1000 ms pause; 50 rows a page. */
const LIST: PlatformListSpec<UserRow> = {
  storageName: 'users',
  defaults: { page: 1, limit: 50, orderBy: '-id', keywords: '' },
  orderFields: USER_ORDER_FIELDS,
  autoSearch: { pauseMs: 1000, minLength: 2 },
  queryKey: (_state, stateKey) => queryKeys.usersPage(stateKey),
  load: (query, signal) => listUsers(query, { signal }),
  rowId: (row) => row.id,
};

export function displayName(row: Pick<UserRow, 'first_name' | 'last_name' | 'company' | 'username'>): string {
  return `${row.first_name} ${row.last_name}`.trim() || row.company || row.username;
}

export function UsersPage() {
  const t = useT();
  const { language } = useUiLanguage();
  const { allows } = useSession();
  const queryClient = useQueryClient();
  const list = usePlatformList(LIST);
  const canEdit = allows('user-edit');
  const selected = list.selection.ids;
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.usersAll() });

  const toggleStatus = useMutation({
    mutationFn: (id: number) => changeUserStatus({ id }),
    onSuccess: (answer) => {
      notifySuccess(answer.data.message);
      void refresh();
    },
    onError: (error) => notifyError(error, language),
  });
  const download = useMutation({
    mutationFn: (ids: readonly number[] | null) => (ids === null ? exportUsers() : exportSelectedUsers(ids.join(','))),
    onSuccess: (blob) => saveBlob(blob, 'utenti.csv'),
    onError: (error) => notifyError(error, language),
  });

  const statusPending = toggleStatus.isPending;
  const toggle = toggleStatus.mutate;
  const columns = useMemo(
    () =>
      platformColumns<UserRow>(
        [
          { id: 'id', header: t('users.id') },
          { id: 'username', header: t('users.username') },
          { id: 'first_name', header: t('users.firstName') },
          { id: 'last_name', header: t('users.lastName') },
          { id: 'email', header: t('users.email') },
          { id: 'role', header: t('users.role'), cell: (row) => row.role_title ?? row.role ?? '' },
          { id: 'desk', header: t('users.desk'), cell: (row) => row.redazione_nome ?? '' },
          {
            id: 'active',
            header: t('users.status'),
            cell: (row) => {
              const hint = row.active === 1 ? t('users.clickToDeactivate') : t('users.clickToActivate');
              return (
                <UnstyledButton
                  disabled={!canEdit || statusPending}
                  onClick={() => toggle(row.id)}
                  title={hint}
                  aria-label={`${row.username}: ${hint}`}
                >
                  <Badge color={row.active === 1 ? 'green' : 'gray'} variant="light" style={{ cursor: 'pointer' }}>
                    {row.active === 1 ? t('users.active') : t('users.inactive')}
                  </Badge>
                </UnstyledButton>
              );
            },
          },
          {
            id: 'actions',
            header: t('users.actions'),
            cell: (row) => (canEdit ? <EditLink to={`/users/${row.id}`} name={row.username} /> : null),
          },
        ],
        USER_ORDER_FIELDS,
      ),
    [t, canEdit, statusPending, toggle],
  );

  return (
    <PlatformList
      title={t('users.title')}
      list={list}
      columns={columns}
      createLink={allows('user-create') ? { to: '/users/new', label: t('users.new') } : undefined}
      search={{ submit: true, hint: t('users.searchHint') }}
      bulkActions={
        <>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={download.isPending && download.variables === null}
            onClick={() => download.mutate(null)}
          >
            {t('users.exportAll')}
          </Button>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            disabled={selected.length === 0}
            onClick={() => download.mutate(selected)}
          >
            {t('users.exportSelected')}
          </Button>
        </>
      }
      {...(allows('user-delete') ? { deleteSelected: { call: deleteUsers, invalidate: queryKeys.usersAll() } } : {})}
      selection={{ allLabel: t('list.selectAll'), rowLabel: (row) => t('users.selectNamed', { name: row.username }) }}
      empty={t('users.empty')}
      rowTestId="user-row"
      columnStyles={{ email: { wordBreak: 'break-all' } }}
    />
  );
}
