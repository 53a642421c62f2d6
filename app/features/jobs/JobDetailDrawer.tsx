/**
 * The detail of one background job, beside the jobs list (issue #34's admin view): everything
 * `GET jobs/{id}` answers — kind and key, status, attempts, time limit, when it is due, who holds
 * it and until when, when it ended, the whole last error, and its payload and result as JSON. It
 * reloads with the list while the job is queued or running.
 */
import { Badge, Code, Drawer, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryKeys } from '#api/queryKeys.ts';
import { getJob } from '../../../generated/api/platform';
import { formatDateTime } from '../../i18n';
import { useT, useUiLanguage } from '../../i18n/context';
import { attemptsText, detailRefreshInterval, JOB_STATUS_COLORS, jsonText } from './jobs';

export interface JobDetailDrawerProps {
  /** The job shown, or null when the drawer is closed. */
  readonly id: number | null;
  readonly onClose: () => void;
}

export function JobDetailDrawer({ id, onClose }: JobDetailDrawerProps) {
  const t = useT();
  const { language } = useUiLanguage();
  const detail = useQuery({
    queryKey: queryKeys.job(id ?? 0),
    queryFn: ({ signal }) => getJob(id ?? 0, { signal }),
    enabled: id !== null,
    refetchInterval: (query) => detailRefreshInterval(query.state.data?.data.status),
  });
  const job = id === null ? undefined : detail.data?.data;
  const when = (value: string | null) => (value === null ? '—' : formatDateTime(value, language, 'medium'));
  const rows: readonly [string, ReactNode][] = job
    ? [
        [t('jobs.kind'), job.kind],
        [t('jobs.key'), job.key ?? '—'],
        [
          t('jobs.status'),
          <Badge variant="light" color={JOB_STATUS_COLORS[job.status]}>
            {t(`jobs.badge.${job.status}`)}
          </Badge>,
        ],
        [t('jobs.attempts'), attemptsText(job)],
        [t('jobs.progress'), job.progress === null ? '—' : `${job.progress}%`],
        [t('jobs.timeout'), t('jobs.seconds', { seconds: Math.round(job.timeout_ms / 1000) })],
        [t('jobs.runAt'), when(job.run_at)],
        [t('jobs.lockedBy'), job.locked_by === null ? '—' : `${job.locked_by} (${when(job.locked_until)})`],
        [t('jobs.created'), when(job.created_at)],
        [t('jobs.updated'), when(job.updated_at)],
        [t('jobs.finished'), when(job.finished_at)],
        [t('jobs.createdBy'), job.created_by === null ? '—' : String(job.created_by)],
      ]
    : [];

  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={<Title order={3}>{t('jobs.detailTitle', { id: id ?? '' })}</Title>}
      closeButtonProps={{ 'aria-label': t('jobs.closeDetail') }}
    >
      {detail.isPending && id !== null ? <Loader size="sm" aria-label={t('jobs.loadingDetail')} /> : null}
      {detail.isError ? (
        <Text c="red.9" role="alert">
          {t('jobs.detailFailed')}
        </Text>
      ) : null}
      {job ? (
        <Stack gap="md" data-testid="job-detail">
          <Table withRowBorders={false} verticalSpacing={4}>
            <Table.Tbody>
              {rows.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w={170} scope="row">
                    {label}
                  </Table.Th>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Detail label={t('jobs.error')} text={job.last_error} empty={t('jobs.noError')} danger />
          <Detail label={t('jobs.payload')} text={jsonText(job.payload)} empty="—" />
          <Detail label={t('jobs.result')} text={jsonText(job.result)} empty="—" />
        </Stack>
      ) : null}
    </Drawer>
  );
}

function Detail({
  label,
  text,
  empty,
  danger = false,
}: {
  label: string;
  text: string | null;
  empty: string;
  danger?: boolean;
}) {
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text fw={600} size="sm">
          {label}
        </Text>
      </Group>
      {text === null ? (
        <Text size="sm" c="gray.7">
          {empty}
        </Text>
      ) : (
        <Code
          block
          c={danger ? 'red.9' : undefined}
          style={{ maxHeight: 320, overflow: 'auto', whiteSpace: 'pre-wrap' }}
        >
          {text}
        </Code>
      )}
    </Stack>
  );
}
