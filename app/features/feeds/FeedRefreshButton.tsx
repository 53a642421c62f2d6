/**
 * 'Aggiorna', the administrators' manual import of a feed (`POST operations/{makexp|trekksoft}/aggiorna`,
 * ability '*'): the import is queued (its message in a success toast, a refusal such as a feed
 * without an address in an error toast), then its job is watched (`GET jobs/{id}`) while it is
 * queued or running, the button busy; once it ends the lists reload, with 'Aggiornamento
 * completato' or the job's last error. Leaving the screen stops the watch (not the import).
 */
import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { FeedName } from '#core/feeds';
import { queryKeys } from '#api/queryKeys.ts';
import { getJob, refreshExperiences, refreshTrekking } from '../../../generated/api/platform';
import type { JobDetail } from '../../../generated/api/schemas';
import { useT, useUiLanguage } from '../../i18n/context';
import { notifyError, notifyFailure, notifySuccess } from '../../ui/feedback';

/** How often the queued or running import is asked about. */
const WATCH_MS = 2_000;

const REFRESH: Readonly<Record<FeedName, typeof refreshExperiences>> = {
  makexp: refreshExperiences,
  trekksoft: refreshTrekking,
};

type Job = JobDetail['data'];

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
      },
      { once: true },
    );
  });
}

/** The job `id` once it has ended (done, dead or cancelled), asked about every `WATCH_MS`. */
async function ended(id: number, signal: AbortSignal): Promise<Job> {
  for (;;) {
    await pause(WATCH_MS, signal);
    const job = (await getJob(id, { signal })).data;
    if (job.status !== 'queued' && job.status !== 'running') return job;
  }
}

export function FeedRefreshButton({ feed }: { readonly feed: FeedName }) {
  const t = useT();
  const { language } = useUiLanguage();
  const queryClient = useQueryClient();
  const watch = useRef<AbortController | null>(null);
  useEffect(() => () => watch.current?.abort(), []);

  const refresh = useMutation({
    mutationFn: async () => {
      watch.current?.abort();
      const controller = new AbortController();
      watch.current = controller;
      const answer = await REFRESH[feed]();
      notifySuccess(answer.data.message);
      return ended(answer.data.job.id, controller.signal);
    },
    onSuccess: (job) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.feedsAll() });
      if (job.status === 'done') notifySuccess(t('feeds.refreshDone'));
      else {
        const reason = job.last_error ?? t(job.status === 'dead' ? 'jobs.badge.dead' : 'jobs.badge.cancelled');
        notifyFailure(t('feeds.refreshFailed', { error: reason }));
      }
    },
    onError: (error) => {
      // Left the screen: nothing to tell.
      if (watch.current?.signal.aborted) return;
      notifyError(error, language);
      void queryClient.invalidateQueries({ queryKey: queryKeys.feedsAll() });
    },
  });

  return (
    <Button
      variant="default"
      leftSection={<IconRefresh size={16} aria-hidden />}
      loading={refresh.isPending}
      onClick={() => refresh.mutate()}
    >
      {t('feeds.refresh')}
    </Button>
  );
}
