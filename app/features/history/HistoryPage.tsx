/**
 * '/cronologia' (issue #35, docs/history.md), the administrators' history of every change: filters
 * by user id, content type, item id, action and days (from, to), a table of the changes (latest
 * first, a page at a time), each change's fields in a drawer with the same diff as the editor's
 * 'Cronologia', and, for a deleted item, 'Ripristina elemento', which brings it back under its id
 * with its contents and relations.
 */
import {
  Alert,
  Badge,
  Button,
  Drawer,
  Group,
  Loader,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconInfoCircle, IconRestore } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { HISTORY_ACTIONS, isHistoryDate, type HistoryAction } from '#core/history';
import { queryKeys } from '#api/queryKeys.ts';
import { listHistory, restoreDeletedItem } from '../../../generated/api/platform';
import type { HistoryEntry } from '../../../generated/api/schemas';
import { formatDateTime } from '../../i18n';
import { useLabel, useT, useUiLanguage } from '../../i18n/context';
import { confirmAction, notifyError, notifySuccess } from '../../ui/feedback';
import { useEntityMeta } from './entityMeta';
import { ACTION_COLORS, HistoryEntryCard } from './HistoryEntryCard';
import { HistoryPager } from './HistoryPager';
import { HISTORY_ENTITIES, isHistoryEntity } from './history';

interface Filters {
  readonly user: string;
  readonly entity: string;
  readonly item: string;
  readonly action: string;
  readonly from: string;
  readonly to: string;
}

const NO_FILTERS: Filters = { user: '', entity: '', item: '', action: '', from: '', to: '' };

const positive = (text: string): number | undefined =>
  /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;
const isAction = (value: string): value is HistoryAction => (HISTORY_ACTIONS as readonly string[]).includes(value);

/** The list call's query from the filters (a filter that is not well formed is left out). */
function queryOf(filters: Filters, page: number) {
  const user = positive(filters.user);
  const item = positive(filters.item);
  return {
    page,
    ...(user === undefined ? {} : { user }),
    ...(isHistoryEntity(filters.entity) ? { entity: filters.entity } : {}),
    ...(item === undefined ? {} : { item }),
    ...(isAction(filters.action) ? { action: filters.action } : {}),
    ...(isHistoryDate(filters.from) ? { from: filters.from } : {}),
    ...(isHistoryDate(filters.to) ? { to: filters.to } : {}),
  };
}

export function HistoryPage() {
  const t = useT();
  const label = useLabel();
  const { language } = useUiLanguage();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<HistoryEntry | null>(null);
  // The shown change's entity: its fields' kinds and its list's status names name the values.
  const shownMeta = useEntityMeta(shown?.entity ?? null);
  const query = queryOf(filters, page);
  const entries = useQuery({
    queryKey: queryKeys.history(JSON.stringify(query)),
    queryFn: ({ signal }) => listHistory(query, { signal }),
  });
  const restore = useMutation({
    mutationFn: (entryId: number) => restoreDeletedItem(entryId),
    onSuccess: (answer) => notifySuccess(answer.data.message),
    onError: (error) => notifyError(error, language),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.historyAll() }),
  });
  const change = (name: keyof Filters) => (value: string | null) => {
    setFilters({ ...filters, [name]: value ?? '' });
    setPage(1);
  };
  const typeLabel = (entity: string) => {
    const handle = HISTORY_ENTITIES.find((candidate) => candidate.entity === entity);
    return handle ? label(handle.title) : entity;
  };
  const meta = entries.data?.meta;

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('history.title')}
      </Title>
      <Text size="sm" c="gray.7">
        {t('history.help')}
      </Text>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('history.filterUser')}
          value={filters.user}
          onChange={(event) => change('user')(event.currentTarget.value)}
          w={110}
        />
        <Select
          label={t('history.filterType')}
          placeholder={t('history.allTypes')}
          data={HISTORY_ENTITIES.map((handle) => ({ value: handle.entity, label: label(handle.title) }))}
          value={filters.entity || null}
          onChange={change('entity')}
          clearable
          searchable
          w={220}
        />
        <TextInput
          label={t('history.filterItem')}
          value={filters.item}
          onChange={(event) => change('item')(event.currentTarget.value)}
          w={110}
        />
        <Select
          label={t('history.filterAction')}
          placeholder={t('history.allActions')}
          data={HISTORY_ACTIONS.map((action) => ({ value: action, label: t(`history.action.${action}`) }))}
          value={filters.action || null}
          onChange={change('action')}
          clearable
          w={180}
        />
        <TextInput
          label={t('history.filterFrom')}
          value={filters.from}
          onChange={(event) => change('from')(event.currentTarget.value)}
          error={filters.from !== '' && !isHistoryDate(filters.from)}
          w={160}
        />
        <TextInput
          label={t('history.filterTo')}
          value={filters.to}
          onChange={(event) => change('to')(event.currentTarget.value)}
          error={filters.to !== '' && !isHistoryDate(filters.to)}
          w={160}
        />
      </Group>
      {entries.isError ? <Alert color="red">{t('list.loadError')}</Alert> : null}
      <Table striped withTableBorder data-testid="history-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('history.when')}</Table.Th>
            <Table.Th>{t('history.user')}</Table.Th>
            <Table.Th>{t('history.type')}</Table.Th>
            <Table.Th>{t('history.item')}</Table.Th>
            <Table.Th>{t('history.action')}</Table.Th>
            <Table.Th>{t('history.language')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.data?.data.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={7}>{t('history.empty')}</Table.Td>
            </Table.Tr>
          )}
          {entries.data?.data.map((entry) => (
            <Table.Tr key={entry.id} data-testid="history-row">
              <Table.Td>{formatDateTime(entry.at, language, 'medium')}</Table.Td>
              <Table.Td>
                {entry.user_name ?? (entry.user_id === null ? t('history.system') : `#${entry.user_id}`)}
              </Table.Td>
              <Table.Td>{typeLabel(entry.entity)}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Text size="sm">
                    {entry.title ?? ''} #{entry.item_id}
                  </Text>
                  {!entry.item_exists && (
                    <Badge color="red" variant="dot" size="sm">
                      {t('history.deleted')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <Badge color={ACTION_COLORS[entry.action]} variant="dot">
                  {t(`history.action.${entry.action}`)}
                </Badge>
              </Table.Td>
              <Table.Td>{entry.lang?.toUpperCase() ?? ''}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    leftSection={<IconInfoCircle size={14} aria-hidden />}
                    aria-label={t('history.detailsNamed', { id: entry.id })}
                    onClick={() => setShown(entry)}
                  >
                    {t('history.details')}
                  </Button>
                  {entry.action === 'delete' && !entry.item_exists && (
                    <Button
                      size="compact-sm"
                      variant="default"
                      leftSection={<IconRestore size={14} aria-hidden />}
                      disabled={restore.isPending}
                      onClick={() =>
                        void confirmAction(
                          t('history.confirmRestoreItem', { title: entry.title ?? `#${entry.item_id}` }),
                          language,
                        ).then((yes) => {
                          if (yes) restore.mutate(entry.id);
                        })
                      }
                    >
                      {t('history.restoreItem')}
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {meta && <HistoryPager page={meta.current_page} pages={meta.last_page} onPage={setPage} />}
      <Drawer
        opened={shown !== null}
        onClose={() => setShown(null)}
        position="right"
        size="lg"
        closeButtonProps={{ 'aria-label': t('history.close') }}
        title={shown ? `${typeLabel(shown.entity)} #${shown.item_id}` : ''}
      >
        {shown &&
          (shownMeta.isPending ? (
            <Loader size="sm" aria-label={t('history.loading')} />
          ) : (
            <HistoryEntryCard entry={shown} meta={shownMeta.data ?? null} />
          ))}
      </Drawer>
    </Stack>
  );
}
