/**
 * '/users/redazioni', the editorial desks (spec platform.md sections 2 and 6): redazioni-view;
 * 'Nuova redazione' with redazioni-create; no deletion. Columns ID, Nome, URL it, URL en, Utenti,
 * sorted on click, with pages; the state is kept per list in the browser.
 */
import { useMemo } from 'react';
import { DESK_ORDER_FIELDS } from '#core/contracts/desks';
import { queryKeys } from '#api/queryKeys.ts';
import { listDesks } from '../../../generated/api/platform';
import type { DeskRow } from '../../../generated/api/schemas';
import { useSession } from '../../auth/SessionProvider';
import { useT } from '../../i18n/context';
import { EditLink, PlatformList } from '../../runtime/list/PlatformList';
import { platformColumns, usePlatformList, type PlatformListSpec } from '../../runtime/list/usePlatformList';

const LIST: PlatformListSpec<DeskRow> = {
  storageName: 'desks',
  defaults: { page: 1, limit: 50, orderBy: '-id', keywords: '' },
  orderFields: DESK_ORDER_FIELDS,
  queryKey: (_state, stateKey) => queryKeys.desks(stateKey),
  load: (query, signal) => listDesks(query, { signal }),
  rowId: (row) => row.id,
};

const BREAK_ALL = { wordBreak: 'break-all' } as const;

export function DesksPage() {
  const t = useT();
  const { allows } = useSession();
  const list = usePlatformList(LIST);
  const columns = useMemo(
    () =>
      platformColumns<DeskRow>(
        [
          { id: 'id', header: 'ID' },
          { id: 'nome', header: t('desks.name') },
          { id: 'url_it', header: t('desks.urlIt') },
          { id: 'url_en', header: t('desks.urlEn') },
          { id: 'users_count', header: t('desks.users') },
          {
            id: 'actions',
            header: t('users.actions'),
            cell: (row) => <EditLink to={`/users/redazioni/${row.id}`} name={row.nome} />,
          },
        ],
        DESK_ORDER_FIELDS,
      ),
    [t],
  );

  return (
    <PlatformList
      title={t('desks.title')}
      list={list}
      columns={columns}
      createLink={allows('redazioni-create') ? { to: '/users/redazioni/new', label: t('desks.new') } : undefined}
      search={{ submit: true }}
      empty={t('users.empty')}
      rowTestId="desk-row"
      columnStyles={{ url_it: BREAK_ALL, url_en: BREAK_ALL }}
    />
  );
}
