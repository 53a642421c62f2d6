/**
 * One entry of the history: when, who (or 'Sistema' for the seed), the action, the language and
 * the version, then the changed fields (`HistoryChanges`, named by the entity's `meta`); `actions`
 * are the buttons beside it.
 */
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { HistoryAction } from '#core/history';
import type { HistoryEntry } from '../../../generated/api/schemas';
import { formatDateTime } from '../../i18n';
import { useT, useUiLanguage } from '../../i18n/context';
import { HistoryChanges } from './HistoryChanges';
import type { ChangeEntity } from './history';

export const ACTION_COLORS: Readonly<Record<HistoryAction, string>> = {
  create: 'green',
  update: 'blue',
  status: 'grape',
  delete: 'red',
  restore: 'orange',
};

export function HistoryEntryCard({
  entry,
  meta,
  actions,
}: {
  readonly entry: HistoryEntry;
  /** The entry's entity (its fields' kinds, its list's status names); null: values shown as stored. */
  readonly meta: ChangeEntity | null;
  readonly actions?: ReactNode;
}) {
  const t = useT();
  const { language } = useUiLanguage();
  return (
    <Card withBorder padding="sm" data-testid="history-entry">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <Badge color={ACTION_COLORS[entry.action]} variant="dot">
              {t(`history.action.${entry.action}`)}
            </Badge>
            {entry.lang !== null && <Badge variant="outline">{entry.lang.toUpperCase()}</Badge>}
            <Text size="sm">{formatDateTime(entry.at, language, 'medium')}</Text>
            <Text size="sm" fw={500}>
              {entry.user_name ?? (entry.user_id === null ? t('history.system') : `#${entry.user_id}`)}
            </Text>
            <Text size="xs" c="gray.7">
              {t('history.version', { version: entry.version })}
            </Text>
          </Group>
          {actions}
        </Group>
        <HistoryChanges changes={entry.changes} meta={meta} />
      </Stack>
    </Card>
  );
}
