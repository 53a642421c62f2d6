/**
 * The feeds' calls (contracts: core/contracts/feeds.ts) and their import jobs, one kind per feed
 * (`FEED_JOB_KINDS`, key `FEED_JOB_KEY`: one import per feed in flight). An import reads the feed
 * (`./client.ts`), checks each entry (`./entries.ts`: the malformed ones skipped and counted) and
 * stores the valid ones (`./store.ts`); its result is the counts. A 5xx, a timeout or the network
 * are retried by the jobs' backoff; an answer with entries but none valid is one too (nothing is
 * removed on its word). Imports repeat (`JobKind.repeat`): the job worker keeps one import of each
 * configured feed queued, due `FEED_IMPORT_MINUTES` after the last one ended (done, dead or
 * cancelled: cancelling a run skips that run, not the series), at once on a first start. Without a
 * feed's address nothing is imported and its list answers what is stored.
 */
import { z } from 'zod';
import { can } from '#core/abilities';
import {
  FEED_ABILITIES,
  FEED_JOB_KEY,
  FEED_JOB_KINDS,
  FEED_LIMITS,
  FEED_NAMES,
  XP_STATUS_LABELS,
  type FeedName,
} from '#core/feeds';
import { apiMessage, deletedMessage } from '#core/messages';
import { parseIdList } from '../../crud/delete';
import type { PlatformHandlers } from '../../http/calls';
import type { ServerContext } from '../../http/context';
import { ApiError, forbidden, languageOf, notFound } from '../../http/errors';
import { hastenJob, jobById, PermanentJobError } from '../../jobs/queue';
import { fetchFeed, FeedUnavailable } from './client';
import { checkEntries, ExperienceEntry, TrekkingEntry } from './entries';
import {
  deleteTrekking,
  experiencesPage,
  importExperiences,
  importTrekking,
  saveExperienceStatus,
  trekkingPage,
  type ImportCounts,
} from './store';

/** An import's payload: nothing but the feed (the address is read from the config at each attempt). */
const ImportPayload = z.strictObject({ feed: z.enum(FEED_NAMES) });
type ImportPayload = z.infer<typeof ImportPayload>;

/** One import of `feed`: the counts. */
export async function importFeed(context: ServerContext, feed: FeedName, signal: AbortSignal): Promise<ImportCounts> {
  const url = context.config.feedUrls[feed];
  if (url === null) throw new PermanentJobError(apiMessage('feedNotConfigured', 'it', { feed }));
  const answer = await fetchFeed(feed, url, { timeoutMs: context.config.feedTimeoutMs, signal });
  const database = context.database.db;
  const noneValid = (skipped: number) =>
    new FeedUnavailable(
      apiMessage('feedBadAnswer', 'it', {
        feed,
        reason: `${skipped} elementi, nessuno valido / ${skipped} entries, none valid`,
      }),
    );
  if (feed === 'makexp') {
    const { valid, skipped } = checkEntries(answer.entries, ExperienceEntry, (entry) => entry.id);
    if (valid.length === 0 && skipped > 0) throw noneValid(skipped);
    return importExperiences(database, valid, skipped);
  }
  const { valid, skipped } = checkEntries(answer.entries, TrekkingEntry, (entry) => entry.trekksoft_id);
  if (valid.length === 0 && skipped > 0) throw noneValid(skipped);
  return importTrekking(database, valid, skipped);
}

/** Queues an import of `feed` now; one already queued (the next scheduled run) is brought forward. */
async function queueImport(
  context: ServerContext,
  feed: FeedName,
  createdBy: number,
): Promise<{ id: number; created: boolean }> {
  const { db } = context.database;
  const queued = await context.jobs.enqueue(db, FEED_JOB_KINDS[feed], { feed } satisfies ImportPayload, {
    key: FEED_JOB_KEY,
    createdBy,
  });
  if (!queued.created && (await hastenJob(db, queued.id))) context.jobs.wake();
  return queued;
}

export function feedHandlers(
  context: ServerContext,
): Pick<
  PlatformHandlers,
  | 'listExperiences'
  | 'setExperienceStatus'
  | 'listTrekking'
  | 'deleteTrekking'
  | 'refreshExperiences'
  | 'refreshTrekking'
> {
  const { db } = context.database;

  for (const feed of FEED_NAMES) {
    context.jobs.register<ImportPayload>({
      kind: FEED_JOB_KINDS[feed],
      timeoutMs: FEED_LIMITS.attemptTimeoutMs,
      maxAttempts: FEED_LIMITS.maxAttempts,
      parse: (payload) => {
        const parsed = ImportPayload.safeParse(payload);
        if (!parsed.success || parsed.data.feed !== feed) throw new PermanentJobError('malformed feed import');
        return parsed.data;
      },
      run: (payload, { signal }) => importFeed(context, payload.feed, signal),
      ...(context.config.feedUrls[feed] === null
        ? {}
        : {
            repeat: {
              key: FEED_JOB_KEY,
              payload: { feed },
              intervalMs: context.config.feedImportMinutes * 60_000,
            },
          }),
    });
  }

  const refresh =
    (feed: FeedName): PlatformHandlers['refreshExperiences'] =>
    async ({ user, request }) => {
      const language = languageOf(request);
      if (context.config.feedUrls[feed] === null) throw new ApiError(503, 'feedNotConfigured', { feed });
      const queued = await queueImport(context, feed, user.id);
      const job = await jobById(db, queued.id);
      return {
        data: {
          message: apiMessage('feedImportQueued', language, { feed }),
          job: { id: queued.id, status: job?.status ?? 'queued' },
        },
      };
    };

  const limitOf = (limit: number | undefined) => limit ?? FEED_LIMITS.defaultPageSize;

  return {
    listExperiences: async ({ query }) => {
      const page = await experiencesPage(db, query, limitOf(query.limit));
      return { data: { items: page.data, items_count: page.meta.total, meta: page.meta } };
    },

    setExperienceStatus: async ({ body, user, request }) => {
      const id = Number(body.id);
      if (!(await saveExperienceStatus(db, id, body.status, user.id))) throw notFound();
      return {
        data: {
          message: apiMessage('xpStatusSaved', languageOf(request), {
            label: XP_STATUS_LABELS[body.status][languageOf(request)],
          }),
          id,
          status: body.status,
        },
      };
    },

    listTrekking: async ({ query }) => {
      const page = await trekkingPage(db, query, limitOf(query.limit));
      return { data: page.data, total: page.meta.total, meta: page.meta };
    },

    deleteTrekking: async ({ params, user, request }) => {
      const language = languageOf(request);
      // The contract checks event-delete; the trekking route needs event-create too.
      if (!FEED_ABILITIES.deleteTrekking.every((ability) => can(user, ability))) throw forbidden();
      const ids = parseIdList(params.ids, language);
      if (ids === null) throw notFound();
      const missing = await deleteTrekking(context.database.db, ids);
      if (missing.length > 0) throw new ApiError(404, 'someNotFound', { ids: missing.join(', ') });
      return {
        data: {
          message: deletedMessage(ids.length, language),
        },
      };
    },

    refreshExperiences: refresh('makexp'),
    refreshTrekking: refresh('trekksoft'),
  };
}
