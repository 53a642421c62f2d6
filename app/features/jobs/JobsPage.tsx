/**
 * '/jobs', 'Attività in background' (issue #34: "a small admin view of running and failed jobs for
 * administrators"): the jobs table, newest first, as the platform's other lists (`PlatformList`:
 * the search box looks for a part of the kind), with a status filter (Tutte, In coda, In corso,
 * Completate, Fallite, Annullate) and the columns ID, TIPO, STATO, TENTATIVI ('2/5'),
 * AVANZAMENTO, ERRORE (cut short, whole on hover), CREATA, AGGIORNATA and AZIONI: Riprova for a
 * failed or cancelled job, Annulla for a queued one, each after a confirmation, and Dettagli, which
 * opens the job's whole record beside the list (`JobDetailDrawer`). The page reloads
 * every few seconds while it shows a job that is queued or running.
 */
import { Badge, Button, Group, Progress, SegmentedControl, Stack, Text, Tooltip } from '@mantine/core';
import { IconInfoCircle, IconPlayerStop, IconRefresh } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { JobStatus } from '#core/jobs';
import { queryKeys } from '#api/queryKeys.ts';
import { cancelJob, listJobs, retryJob } from '../../../generated/api/platform';
import type { JobRow } from '../../../generated/api/schemas';
import { formatDateTime } from '../../i18n';
import { useT, useUiLanguage } from '../../i18n/context';
import type { MessageKey } from '../../i18n/it';
import { PlatformList } from '../../runtime/list/PlatformList';
import { platformColumns, usePlatformList, type PlatformListSpec } from '../../runtime/list/usePlatformList';
import type { PlatformListState } from '../../runtime/list/platformState';
import { confirmAction, notifyError, notifySuccess } from '../../ui/feedback';
import { JobDetailDrawer } from './JobDetailDrawer';
import {
  attemptsText,
  isJobFilter,
  JOB_STATUS_COLORS,
  JOB_FILTERS,
  jobAction,
  refreshInterval,
  type JobFilter,
} from './jobs';

const DEFAULTS: PlatformListState = { page: 1, limit: 20, orderBy: '-id', keywords: '' };

const FILTER_LABELS: Readonly<Record<JobFilter, MessageKey>> = {
  '': 'jobs.all',
  queued: 'jobs.status.queued',
  running: 'jobs.status.running',
  done: 'jobs.status.done',
  dead: 'jobs.status.dead',
  cancelled: 'jobs.status.cancelled',
};

const BADGE_LABELS: Readonly<Record<JobStatus, MessageKey>> = {
  queued: 'jobs.badge.queued',
  running: 'jobs.badge.running',
  done: 'jobs.badge.done',
  dead: 'jobs.badge.dead',
  cancelled: 'jobs.badge.cancelled',
};

export function JobsPage() {
  const t = useT();
  const { language } = useUiLanguage();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<JobFilter>('');
  const [shown, setShown] = useState<number | null>(null);

  const spec = useMemo<PlatformListSpec<JobRow>>(
    () => ({
      storageName: null,
      defaults: DEFAULTS,
      orderFields: [],
      queryKey: (_state, stateKey) => queryKeys.jobs(`${stateKey}:${status}`),
      // The search box looks for a part of the kind.
      load: ({ page, limit, keywords }, signal) =>
        listJobs(
          { page, limit, ...(keywords ? { kind: keywords } : {}), ...(status === '' ? {} : { status }) },
          { signal },
        ),
      rowId: (row) => row.id,
      refreshMs: (page) => refreshInterval(page?.data),
    }),
    [status],
  );
  const list = usePlatformList(spec);
  const { update, reset } = list;

  const act = useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'retry' | 'cancel' }) =>
      action === 'retry' ? retryJob(id) : cancelJob(id),
    onSuccess: (answer) => notifySuccess(answer.data.message),
    onError: (error) => notifyError(error, language),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.jobsAll() }),
  });
  const pending = act.isPending;
  const mutate = act.mutate;

  const columns = useMemo(() => {
    const when = (value: string | null) => (value === null ? '' : formatDateTime(value, language, 'medium'));
    const ask = async (row: JobRow, action: 'retry' | 'cancel') => {
      const question = t(action === 'retry' ? 'jobs.confirmRetry' : 'jobs.confirmCancel', {
        id: row.id,
        kind: row.kind,
      });
      if (await confirmAction(question, language)) mutate({ id: row.id, action });
    };
    return platformColumns<JobRow>(
      [
        { id: 'id', header: t('jobs.id') },
        {
          id: 'kind',
          header: t('jobs.kind'),
          cell: (row) => (
            <Stack gap={0}>
              <Text size="sm">{row.kind}</Text>
              {row.key === null ? null : (
                <Text size="xs" c="gray.7" style={{ wordBreak: 'break-all' }}>
                  {row.key}
                </Text>
              )}
            </Stack>
          ),
        },
        {
          id: 'status',
          header: t('jobs.status'),
          cell: (row) => (
            <Badge color={JOB_STATUS_COLORS[row.status]} variant="light" data-testid="job-status">
              {t(BADGE_LABELS[row.status])}
            </Badge>
          ),
        },
        { id: 'attempts', header: t('jobs.attempts'), cell: attemptsText },
        {
          id: 'progress',
          header: t('jobs.progress'),
          cell: (row) =>
            row.progress === null ? (
              ''
            ) : (
              <Group gap="xs" wrap="nowrap">
                <Progress
                  value={row.progress}
                  w={60}
                  aria-label={`${t('jobs.progress')} ${row.id}`}
                  color={JOB_STATUS_COLORS[row.status]}
                />
                <Text size="xs">{row.progress}%</Text>
              </Group>
            ),
        },
        {
          id: 'last_error',
          header: t('jobs.error'),
          cell: (row) =>
            row.last_error === null ? (
              ''
            ) : (
              <Tooltip label={row.last_error} multiline w={480} withinPortal>
                <Text size="xs" c="red.9" truncate="end" maw={280} tabIndex={0} data-testid="job-error">
                  {row.last_error}
                </Text>
              </Tooltip>
            ),
        },
        { id: 'created_at', header: t('jobs.created'), cell: (row) => when(row.created_at) },
        { id: 'updated_at', header: t('jobs.updated'), cell: (row) => when(row.updated_at) },
        {
          id: 'actions',
          header: t('users.actions'),
          cell: (row) => {
            const action = jobAction(row.status);
            const details = (
              <Button
                size="compact-sm"
                variant="subtle"
                leftSection={<IconInfoCircle size={14} aria-hidden />}
                aria-label={t('jobs.detailsNamed', { id: row.id })}
                onClick={() => setShown(row.id)}
              >
                {t('jobs.details')}
              </Button>
            );
            if (action === null) return details;
            return (
              <Group gap={4} wrap="nowrap">
                {details}
                <Button
                  size="compact-sm"
                  variant="light"
                  color={action === 'retry' ? 'blue' : 'red'}
                  leftSection={
                    action === 'retry' ? (
                      <IconRefresh size={14} aria-hidden />
                    ) : (
                      <IconPlayerStop size={14} aria-hidden />
                    )
                  }
                  disabled={pending}
                  aria-label={t(action === 'retry' ? 'jobs.retryNamed' : 'jobs.cancelNamed', { id: row.id })}
                  onClick={() => void ask(row, action)}
                >
                  {t(action === 'retry' ? 'jobs.retry' : 'jobs.cancel')}
                </Button>
              </Group>
            );
          },
        },
      ],
      [],
    );
  }, [t, language, pending, mutate]);

  // Annulla Filtri clears the status filter too.
  const resettable = {
    ...list,
    reset: () => {
      setStatus('');
      reset();
    },
  };

  return (
    <PlatformList
      title={t('jobs.title')}
      list={resettable}
      columns={columns}
      search={{ submit: true, hint: t('jobs.kindSearch') }}
      empty={t('jobs.empty')}
      rowTestId="job-row"
      columnStyles={{ id: { width: 70 }, attempts: { width: 100 } }}
    >
      <Stack gap="xs">
        <Text size="sm" c="gray.7">
          {t('jobs.help')}
        </Text>
        <Group gap="sm">
          <Text size="sm" fw={500} id="jobs-status-filter">
            {t('jobs.statusFilter')}
          </Text>
          <SegmentedControl
            aria-labelledby="jobs-status-filter"
            value={status}
            onChange={(value) => {
              if (!isJobFilter(value)) return;
              setStatus(value);
              update({ page: 1 });
            }}
            data={JOB_FILTERS.map((filter) => ({ value: filter, label: t(FILTER_LABELS[filter]) }))}
          />
        </Group>
        <JobDetailDrawer id={shown} onClose={() => setShown(null)} />
      </Stack>
    </PlatformList>
  );
}
