/**
 * '/trekksoft-list', the trekking activities (content.md sections 2, 6 and 7; issue #34), as the
 * platform's other lists (`PlatformList`): the search box with Filtra and Annulla Filtri (which
 * also clears the municipality), the municipality filter (applied when chosen), and the columns
 * ID, TITOLO (a link to the activity's page, in a new tab), COMUNE and DATA over
 * `GET operations/trekksoft` (`total`, `data`). Users holding the trekking route's create and
 * delete (`FEED_ABILITIES.deleteTrekking`) select rows and delete them ('Cancella Selezionati').
 * Administrators have 'Aggiorna' (`FeedRefreshButton`).
 */
import { Anchor, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { WILDCARD_ABILITY } from '#core/abilities';
import { wireToListDate } from '#core/dates';
import { FEED_LIMITS } from '#core/feeds';
import { queryKeys } from '#api/queryKeys.ts';
import { deleteTrekking, listTrekking } from '../../../generated/api/platform';
import type { TrekkingRow } from '../../../generated/api/schemas';
import { useSession } from '../../auth/SessionProvider';
import { useT } from '../../i18n/context';
import { MunicipalityFilter } from '../../runtime/list/MunicipalityFilter';
import { PlatformList } from '../../runtime/list/PlatformList';
import type { PlatformListState } from '../../runtime/list/platformState';
import { platformColumns, usePlatformList, type PlatformListSpec } from '../../runtime/list/usePlatformList';
import { activityHref, canDeleteTrekking } from './feeds';
import { FeedRefreshButton } from './FeedRefreshButton';

/** The columns the list sorts by (of the contract's order fields, those it shows). */
const ORDER_FIELDS = ['title', 'date'] as const;

const DEFAULTS: PlatformListState = { page: 1, limit: FEED_LIMITS.defaultPageSize, orderBy: '', keywords: '' };

export function TrekkingListPage() {
  const t = useT();
  const { allows } = useSession();
  const [comune, setComune] = useState<number | null>(null);

  const spec = useMemo<PlatformListSpec<TrekkingRow>>(
    () => ({
      storageName: null,
      defaults: DEFAULTS,
      orderFields: ORDER_FIELDS,
      queryKey: (_state, stateKey) => queryKeys.feedList('trekksoft', `${stateKey}:${comune ?? ''}`),
      load: ({ page, limit, orderBy, keywords }, signal) =>
        listTrekking(
          {
            page,
            limit,
            ...(orderBy ? { orderBy } : {}),
            ...(keywords ? { keywords } : {}),
            ...(comune === null ? {} : { comune }),
          },
          { signal },
        ),
      rowId: (row) => row.id,
    }),
    [comune],
  );
  const list = usePlatformList(spec);
  const { update, reset, selection } = list;
  const canDelete = canDeleteTrekking(allows);

  const columns = useMemo(
    () =>
      platformColumns<TrekkingRow>(
        [
          { id: 'trekksoft_id', header: t('feeds.id') },
          {
            id: 'title',
            header: t('feeds.title'),
            cell: (row) => {
              const href = activityHref(row.url);
              if (href === null) return row.title;
              return (
                <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm">
                  {row.title}
                  <IconExternalLink size={14} aria-hidden style={{ marginLeft: 4, verticalAlign: 'middle' }} />
                  <VisuallyHidden>{` ${t('feeds.newTab')}`}</VisuallyHidden>
                </Anchor>
              );
            },
          },
          { id: 'comune', header: t('feeds.comune'), cell: (row) => row.comune ?? row.location_name ?? '' },
          { id: 'date', header: t('feeds.date'), cell: (row) => (row.date === null ? '' : wireToListDate(row.date)) },
        ],
        ORDER_FIELDS,
      ),
    [t],
  );

  // Annulla Filtri clears the municipality too.
  const resettable = {
    ...list,
    reset: () => {
      setComune(null);
      reset();
    },
  };

  return (
    <PlatformList
      title={t('feeds.trekkingTitle')}
      list={resettable}
      columns={columns}
      createAction={allows(WILDCARD_ABILITY) ? <FeedRefreshButton feed="trekksoft" /> : null}
      search={{ submit: true, hint: t('feeds.searchHint') }}
      empty={t('feeds.trekkingEmpty')}
      rowTestId="trekking-row"
      columnStyles={{ trekksoft_id: { width: 110 }, date: { width: 130 } }}
      {...(canDelete
        ? {
            selection: {
              allLabel: t('list.selectAll'),
              rowLabel: (row: TrekkingRow) => t('list.selectRow', { id: `${row.trekksoft_id} ${row.title}` }),
            },
            deleteSelected: { call: (ids: string) => deleteTrekking(ids), invalidate: queryKeys.feedsAll() },
          }
        : {})}
    >
      <MunicipalityFilter
        label={t('feeds.municipality')}
        value={comune}
        onChange={(value) => {
          setComune(value);
          selection.clear();
          update({ page: 1 });
        }}
      />
    </PlatformList>
  );
}
