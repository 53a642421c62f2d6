/**
 * '/users/roles', the roles list (spec platform.md sections 2, 5, 6 and 9): administrators only
 * (the route needs `*`), closed to the 'redazione' family; pages of 10 rows by default; a search
 * that runs from 1 character after a 750 ms pause; columns ID, Titolo, Nome, Utenti; 'Nuovo ruolo';
 * deletion of the selected roles after the spec's confirmation (the server refuses roles in use).
 */
import { useMemo } from 'react';
import { queryKeys } from '#api/queryKeys.ts';
import { deleteRoles, searchRoles } from '../../../generated/api/platform';
import type { RoleRow } from '../../../generated/api/schemas';
import { useT } from '../../i18n/context';
import { EditLink, PlatformList } from '../../runtime/list/PlatformList';
import { platformColumns, usePlatformList, type PlatformListSpec } from '../../runtime/list/usePlatformList';

/** The spec: role search from 1 character, after 750 ms; 10 rows a page by default, in id order. */
const LIST: PlatformListSpec<RoleRow> = {
  storageName: 'roles',
  defaults: { page: 1, limit: 10, orderBy: '+id', keywords: '' },
  orderFields: [],
  autoSearch: { pauseMs: 750, minLength: 1 },
  queryKey: (state) => queryKeys.roles(state.keywords, state.page, state.limit),
  load: (query, signal) => searchRoles(query, { signal }),
  rowId: (row) => row.id,
};

export function RolesPage() {
  const t = useT();
  const list = usePlatformList(LIST);
  const columns = useMemo(
    () =>
      platformColumns<RoleRow>(
        [
          { id: 'id', header: 'ID' },
          { id: 'title', header: t('roles.titleField') },
          { id: 'name', header: t('roles.name') },
          { id: 'users_count', header: t('roles.users') },
          {
            id: 'actions',
            header: t('users.actions'),
            cell: (row) => <EditLink to={`/users/roles/${row.id}`} name={row.title} />,
          },
        ],
        LIST.orderFields,
      ),
    [t],
  );

  return (
    <PlatformList
      title={t('roles.title')}
      list={list}
      columns={columns}
      createLink={{ to: '/users/roles/new', label: t('roles.new') }}
      search={{ submit: false }}
      deleteSelected={{ call: deleteRoles, invalidate: queryKeys.rolesAll() }}
      selection={{ allLabel: t('list.selectAll'), rowLabel: (row) => t('users.selectNamed', { name: row.title }) }}
      empty={t('users.empty')}
      rowTestId="role-row"
    />
  );
}
