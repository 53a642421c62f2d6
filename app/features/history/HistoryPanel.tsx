/**
 * The editor's 'Cronologia' (issue #35, docs/history.md): a button in the editor's top bar that
 * opens a drawer listing the item's changes, the latest first, a page at a time, each with its
 * readable diff and 'Ripristina', which (after a confirmation) saves the fields as they were
 * before that change as a new version, through the item's own save; the editor then reloads it.
 */
import { Alert, Button, Drawer, Loader, Stack, Text } from '@mantine/core';
import { IconHistory, IconRestore } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { EntityMeta } from '#core/model';
import { queryKeys } from '#api/queryKeys.ts';
import { listItemHistory, restoreHistoryEntry } from '../../../generated/api/platform';
import { useT, useUiLanguage } from '../../i18n/context';
import { confirmAction, notifyError, notifySuccess } from '../../ui/feedback';
import { HistoryEntryCard } from './HistoryEntryCard';
import { HistoryPager } from './HistoryPager';
import { isHistoryEntity } from './history';

export interface HistoryPanelProps {
  /** The edited item's entity (its fields' kinds and its list's status names name the changes' values). */
  readonly meta: EntityMeta;
  /** The item (null: a new item, which has no history yet). */
  readonly id: number | null;
  /** Whether the user may save the item (restores are saves). */
  readonly mayWrite: boolean;
  /** Reloads the item in the editor after a restore. */
  readonly onRestored: () => Promise<unknown>;
}

export function HistoryPanel({ meta, id, mayWrite, onRestored }: HistoryPanelProps) {
  const entity = meta.name;
  const t = useT();
  const { language } = useUiLanguage();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [page, setPage] = useState(1);
  const known = isHistoryEntity(entity) ? entity : null;
  const entries = useQuery({
    queryKey: queryKeys.itemHistory(entity, id ?? 0, page),
    queryFn: ({ signal }) =>
      known === null
        ? Promise.reject(new Error(`no history calls for ${entity}`))
        : listItemHistory({ entity: known, id: id ?? 0, page }, { signal }),
    enabled: opened && id !== null && known !== null,
  });
  const restore = useMutation({
    mutationFn: (entryId: number) => restoreHistoryEntry(entryId, { side: 'before' }),
    onSuccess: async (answer) => {
      notifySuccess(answer.data.message);
      setPage(1);
      await onRestored();
    },
    onError: (error) => notifyError(error, language),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.historyAll() }),
  });
  if (id === null || known === null || !mayWrite) return null;
  const pages = entries.data?.meta;

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconHistory size={16} aria-hidden />}
        onClick={() => setOpened(true)}
        data-testid="history-open"
      >
        {t('history.open')}
      </Button>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        position="right"
        size="lg"
        closeButtonProps={{ 'aria-label': t('history.close') }}
        title={t('history.itemTitle')}
        data-testid="history-drawer"
      >
        {entries.isPending ? (
          <Loader size="sm" aria-label={t('history.loading')} />
        ) : (
          <Stack gap="sm">
            {entries.isError && <Alert color="red">{t('list.loadError')}</Alert>}
            {entries.data?.data.length === 0 && <Text c="gray.7">{t('history.empty')}</Text>}
            {entries.data?.data.map((entry) => (
              <HistoryEntryCard
                key={entry.id}
                entry={entry}
                meta={meta}
                actions={
                  entry.action === 'create' ? null : (
                    <Button
                      size="compact-sm"
                      variant="default"
                      leftSection={<IconRestore size={14} aria-hidden />}
                      disabled={restore.isPending}
                      aria-label={t('history.restoreNamed', { id: entry.id })}
                      onClick={() =>
                        void confirmAction(t('history.confirmRestore'), language).then((yes) => {
                          if (yes) restore.mutate(entry.id);
                        })
                      }
                    >
                      {t('history.restore')}
                    </Button>
                  )
                }
              />
            ))}
            {pages && <HistoryPager page={pages.current_page} pages={pages.last_page} onPage={setPage} />}
          </Stack>
        )}
      </Drawer>
    </>
  );
}
