/**
 * '/makexp-list', the open-data experiences (content.md sections 2, 4 and 7; issue #34): read-only
 * cards (`ExperienceCard`) of `GET operations/makexp` (`data.items`, `data.items_count`), paged
 * by the platform lists' controller (`usePlatformList`, `ListPagination`), the municipality filter
 * (applied when chosen) and Annulla Filtri. Changing an experience's interest radio saves it at
 * once (`POST operations/xpstatus`, event-edit; read-only without), told in a toast: the server's
 * message, or its refusal (the radio goes back). Administrators have 'Aggiorna' (`FeedRefreshButton`).
 */
import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { WILDCARD_ABILITY } from '#core/abilities';
import { FEED_ABILITIES, FEED_LIMITS, type XpStatus } from '#core/feeds';
import { queryKeys } from '#api/queryKeys.ts';
import { listExperiences, setExperienceStatus } from '../../../generated/api/platform';
import type { XpItem } from '../../../generated/api/schemas';
import { useSession } from '../../auth/SessionProvider';
import { useT, useUiLanguage } from '../../i18n/context';
import { ListPagination } from '../../runtime/list/ListPagination';
import { MunicipalityFilter } from '../../runtime/list/MunicipalityFilter';
import type { PlatformListState } from '../../runtime/list/platformState';
import { usePlatformList, type PlatformListSpec } from '../../runtime/list/usePlatformList';
import { notifyError, notifySuccess } from '../../ui/feedback';
import { ExperienceCard } from './ExperienceCard';
import { FeedRefreshButton } from './FeedRefreshButton';

const DEFAULTS: PlatformListState = { page: 1, limit: FEED_LIMITS.defaultPageSize, orderBy: '', keywords: '' };

export function MakexpListPage() {
  const t = useT();
  const { language } = useUiLanguage();
  const { allows } = useSession();
  const queryClient = useQueryClient();
  const [comune, setComune] = useState<number | null>(null);
  /** The statuses being saved, shown until the list answers them. */
  const [saving, setSaving] = useState<ReadonlyMap<number, XpStatus>>(new Map());

  const spec = useMemo<PlatformListSpec<XpItem>>(
    () => ({
      storageName: null,
      defaults: DEFAULTS,
      orderFields: [],
      queryKey: (_state, stateKey) => queryKeys.feedList('makexp', `${stateKey}:${comune ?? ''}`),
      load: async ({ page, limit }, signal) => {
        const answer = await listExperiences({ page, limit, ...(comune === null ? {} : { comune }) }, { signal });
        return {
          data: answer.data.items,
          meta: { total: answer.data.items_count, last_page: answer.data.meta.last_page },
        };
      },
      rowId: (row) => row.id,
    }),
    [comune],
  );
  const list = usePlatformList(spec);
  const { update, reset, rows, query } = list;
  const canEdit = allows(FEED_ABILITIES.status);

  const forget = (id: number) =>
    setSaving((current) => {
      const next = new Map(current);
      next.delete(id);
      return next;
    });

  const saveStatus = async (item: XpItem, status: XpStatus) => {
    setSaving((current) => new Map(current).set(item.id, status));
    try {
      const answer = await setExperienceStatus({ id: item.id, status });
      notifySuccess(answer.data.message);
      await queryClient.invalidateQueries({ queryKey: queryKeys.feedsAll() });
    } catch (error) {
      notifyError(error, language);
    } finally {
      forget(item.id);
    }
  };

  const title = t('feeds.makexpTitle');
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h3">
          {title}
        </Title>
        {allows(WILDCARD_ABILITY) ? <FeedRefreshButton feed="makexp" /> : null}
      </Group>
      <Group align="flex-end" gap="sm" wrap="wrap" role="search" aria-label={t('list.filters')}>
        <MunicipalityFilter
          label={t('feeds.municipality')}
          value={comune}
          onChange={(value) => {
            setComune(value);
            update({ page: 1 });
          }}
        />
        <Button
          variant="default"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={() => {
            setComune(null);
            reset();
          }}
        >
          {t('list.reset')}
        </Button>
      </Group>
      {query.isError ? (
        <Alert color="red" role="alert">
          {t('list.loadError')}
        </Alert>
      ) : null}
      {query.isPending ? (
        <Group justify="center" py="xl" aria-busy="true">
          <Loader size="sm" aria-label={title} />
        </Group>
      ) : rows.length === 0 ? (
        query.isError ? null : (
          <Text c="gray.7" py="md">
            {t('feeds.xpEmpty')}
          </Text>
        )
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" aria-busy={query.isFetching}>
          {rows.map((item) => {
            const pending = saving.get(item.id);
            return (
              <ExperienceCard
                key={item.id}
                item={item}
                status={pending ?? item.status}
                saving={pending !== undefined}
                onStatus={canEdit ? (status) => void saveStatus(item, status) : null}
              />
            );
          })}
        </SimpleGrid>
      )}
      <ListPagination {...list.pagination} />
    </Stack>
  );
}
