/**
 * The data hub's calls (contracts: core/contracts/tdh.ts) and its send job (`TDH_SEND_JOB`, one
 * per entity, item and language in flight). A send is checked (the item is live and published in
 * the language, the hub configured for the settings' environment), queued, and answered with the
 * first attempt's outcome, or 'IN_CODA' when a retry waits or the attempt outlasts
 * `TDH_LIMITS.waitMs`. The job reads the item and the settings afresh at each attempt, maps the item
 * (`./payload.ts`), pushes it (`./client.ts`) and records the outcome (`./store.ts`).
 *
 * A version of an item (its `version`, raised by every save) is sent once per language: an attempt
 * that finds its version already sent answers so ('tdhAlreadySent', a success) without pushing.
 * The job's one-in-flight key (`entity:id:lang`, the jobs table's unique live-key index, claimed
 * `FOR UPDATE SKIP LOCKED`) is the claim that makes this check, the push and its record one step:
 * no two attempts of an item and language run at once, in one process or several, and an attempt
 * records its outcome before its job ends, so any later one sees it.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { UiLanguage } from '#core/languages';
import { apiMessage } from '#core/messages';
import { STATUS } from '#core/statuses';
import {
  isTdhError,
  TDH_ENVIRONMENTS,
  TDH_LANGUAGES,
  TDH_LIMITS,
  TDH_QUEUED_CODE,
  TDH_SEND_JOB,
  TDH_SETTINGS_SECTION,
  type TdhEnvironment,
  type TdhLanguage,
  type TdhOutcome,
} from '#core/tdh';
import { pageMetaOf } from '#core/contracts/paged';
import { rows, type Executor } from '../../db/client';
import { isRecord } from '../../db/sql';
import type { EntityRuntime } from '../../crud/entity';
import { liveItemHolder } from '../../crud/holder';
import { loadItem } from '../../crud/read';
import type { PlatformHandlers } from '../../http/calls';
import type { ServerContext } from '../../http/context';
import { ApiError, invalid, languageOf } from '../../http/errors';
import { jobById, PermanentJobError, type Job } from '../../jobs/queue';
import { readSettingSecret } from '../../settings/secrets';
import { TdhClient, TdhRefused, TdhUnavailable, type TdhCredentials } from './client';
import { buildPayload, type TdhPayloadSettings } from './payload';
import {
  DEFAULT_LIMIT,
  lastOutcome,
  listPage,
  recordFailure,
  recordSent,
  sentVersion,
  setWaitlist,
  statusOf,
} from './store';

/** How often a waiting send looks at its job. */
const WAIT_POLL_MS = 100;

const SendPayload = z.strictObject({
  entity: z.string().max(100),
  id: z.number().int().min(1),
  lang: z.enum(TDH_LANGUAGES),
});
type SendPayload = z.infer<typeof SendPayload>;

interface HubSettings extends TdhPayloadSettings {
  readonly environment: TdhEnvironment;
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

async function hubSettings(db: Executor): Promise<{ settings: HubSettings; stored: Record<string, unknown> }> {
  const [row] = await rows<{ value: unknown }>(
    db,
    sql`select value from settings where section = ${TDH_SETTINGS_SECTION}`,
  );
  const stored = isRecord(row?.value) ? row.value : {};
  const environment = TDH_ENVIRONMENTS.find((candidate) => candidate === stored.environment) ?? 'test';
  return {
    stored,
    settings: {
      environment,
      prefix: textOf(stored.prefix),
      region: textOf(stored.region),
      authorName: textOf(stored.authorName),
      hyperlinkDescriptions: stored.hyperlinkDescriptions === true,
    },
  };
}

/** Why the hub cannot be used now: the message key and its parameters; null when it can. */
type Unconfigured = { readonly key: 'tdhNotConfigured' | 'tdhNoCredentials'; readonly environment: TdhEnvironment };

export function tdhHandlers(
  context: ServerContext,
): Pick<PlatformHandlers, 'setTdhWaitlist' | 'sendTdhItem' | 'getTdhStatus' | 'listTdhSent' | 'listTdhWaitlist'> {
  const { db } = context.database;
  const client = new TdhClient({ timeoutMs: context.config.tdhTimeoutMs });
  /** The entities whose schemas send them to the hub. */
  const runtimes = [...context.entities.values()].filter((runtime) => runtime.meta.tdh !== null);

  /** The environment's credentials, or why there are none. */
  const credentials = async (
    executor: Executor,
  ): Promise<{ settings: HubSettings; credentials: TdhCredentials | null; problem: Unconfigured | null }> => {
    const { settings, stored } = await hubSettings(executor);
    const { environment } = settings;
    const baseUrl = context.config.tdhUrls[environment];
    if (baseUrl === null) return { settings, credentials: null, problem: { key: 'tdhNotConfigured', environment } };
    const clientId = textOf(stored[`${environment}_client`]).trim();
    const clientSecret = await readSettingSecret({
      db: executor,
      keys: context.config.secretKeys,
      place: `${TDH_SETTINGS_SECTION}.${environment}_secret`,
    }).catch(() => null);
    if (clientId === '' || !clientSecret)
      return { settings, credentials: null, problem: { key: 'tdhNoCredentials', environment } };
    return { settings, credentials: { environment, baseUrl, clientId, clientSecret }, problem: null };
  };

  /** The data-hub entity holding live item `id` (the named one, or the only one). */
  const resolve = (id: number, entity: string | undefined, language: UiLanguage): Promise<EntityRuntime> =>
    liveItemHolder(db, runtimes, { id, entity, language }, { notTaken: 'tdhNotTaken', ambiguous: 'tdhAmbiguous' });

  const isPublished = async (runtime: EntityRuntime, id: number, lang: string): Promise<boolean> => {
    if (!runtime.sqlNames.contents) return false;
    const [found] = await rows<{ status: number }>(
      db,
      sql`select status from ${runtime.sqlNames.contents} where item_id = ${id} and lang = ${lang}`,
    );
    return found?.status === STATUS.published;
  };

  /** One attempt of a send: the hub's outcome, recorded; a failure recorded and thrown. */
  const send = async (payload: SendPayload, signal: AbortSignal): Promise<TdhOutcome> => {
    const runtime = runtimes.find((candidate) => candidate.name === payload.entity);
    if (!runtime) throw new PermanentJobError(apiMessage('tdhNotTaken', 'it'));
    const item = await loadItem(db, runtime, payload.id);
    if (!item || Number(item.main.draft) > 0) throw new PermanentJobError(apiMessage('notFound', 'it'));
    const version = Number(item.main.version);
    const fail = async (error: TdhRefused | TdhUnavailable): Promise<never> => {
      await recordFailure(db, payload, error.outcome);
      throw error;
    };
    if (item.contents.get(payload.lang)?.status !== STATUS.published) {
      return fail(
        new TdhRefused({
          codiceEsito: 'NON_PUBBLICATO',
          message: apiMessage('tdhNotPublished', 'it', { lang: payload.lang }),
        }),
      );
    }
    // This version is on the hub in this language already: not sent again.
    if ((await sentVersion(db, payload)) === version) {
      const already = { codiceEsito: '', message: apiMessage('tdhAlreadySent', 'it', { lang: payload.lang }) };
      await recordSent(db, runtime, payload, { outcome: already, version, pushed: false });
      return already;
    }
    const found = await credentials(db);
    if (!found.credentials) {
      const problem = found.problem ?? { key: 'tdhNotConfigured', environment: found.settings.environment };
      return fail(
        new TdhRefused({
          codiceEsito: 'CONFIGURAZIONE',
          message: apiMessage(problem.key, 'it', { environment: problem.environment }),
        }),
      );
    }
    const body = await buildPayload({
      db,
      runtime,
      item,
      lang: payload.lang,
      settings: found.settings,
      permalinks: context.permalinks,
    });
    let outcome: TdhOutcome;
    try {
      outcome = await client.push(found.credentials, body, signal);
    } catch (error) {
      if (error instanceof TdhRefused || error instanceof TdhUnavailable) return fail(error);
      throw error;
    }
    // The hub answered: an error answer is recorded as it is and not retried.
    if (isTdhError(outcome)) return fail(new TdhRefused(outcome));
    await recordSent(db, runtime, payload, { outcome, version, pushed: true });
    return outcome;
  };

  context.jobs.register<SendPayload>({
    kind: TDH_SEND_JOB,
    timeoutMs: TDH_LIMITS.attemptTimeoutMs,
    maxAttempts: TDH_LIMITS.maxAttempts,
    parse: (payload) => {
      const parsed = SendPayload.safeParse(payload);
      if (!parsed.success) throw new PermanentJobError('malformed data-hub send');
      return parsed.data;
    },
    run: (payload, { signal }) => send(payload, signal),
  });

  /** Waits for the end of the job's next attempt (or `TDH_LIMITS.waitMs`): the job then. */
  const firstOutcome = async (id: number): Promise<Job | null> => {
    const deadline = Date.now() + TDH_LIMITS.waitMs;
    const start = await jobById(db, id);
    if (!start) return null;
    const startAttempts = start.status === 'running' ? start.attempts - 1 : start.attempts;
    let job: Job | null = start;
    while (job && Date.now() < deadline) {
      if (job.status === 'done' || job.status === 'dead' || job.status === 'cancelled') return job;
      if (job.status === 'queued' && job.attempts > startAttempts) return job;
      await new Promise((resolve) => setTimeout(resolve, WAIT_POLL_MS));
      job = await jobById(db, id);
    }
    return job;
  };

  const list =
    (which: 'waitlist' | 'sent'): PlatformHandlers['listTdhSent'] =>
    async ({ query }) => {
      const page = query.page ?? 1;
      const limit = query.limit ?? DEFAULT_LIMIT;
      const chosen = runtimes.filter((runtime) => query.type === undefined || runtime.meta.tdh?.type === query.type);
      const found = await listPage(db, { which, runtimes: chosen, keywords: query.keywords, page, limit });
      return { data: found.rows, total: found.total, meta: pageMetaOf(page, limit, found.total) };
    };

  return {
    setTdhWaitlist: async ({ params, query, request }) => {
      const runtime = await resolve(params.id, query.entity, languageOf(request));
      const waitlist = query.waitlist === '1' || query.waitlist === 'true';
      await setWaitlist(db, runtime.name, params.id, waitlist);
      return {
        data: { message: apiMessage(waitlist ? 'tdhWaitlistOn' : 'tdhWaitlistOff', languageOf(request)), waitlist },
      };
    },

    sendTdhItem: async ({ params, query, user, request }) => {
      const language = languageOf(request);
      const lang: TdhLanguage = query.lang;
      const runtime = await resolve(params.id, query.entity, language);
      if (!(await isPublished(runtime, params.id, lang))) {
        throw invalid({ lang: [apiMessage('tdhNotPublished', language, { lang })] }, 'invalidQuery');
      }
      const { problem } = await credentials(db);
      if (problem) throw new ApiError(503, problem.key, { environment: problem.environment });
      const target = { entity: runtime.name, id: params.id, lang };
      const queued = await context.jobs.enqueue(db, TDH_SEND_JOB, target, {
        key: `${runtime.name}:${params.id}:${lang}`,
        createdBy: user.id,
      });
      const job = await firstOutcome(queued.id);
      const status = job?.status ?? 'queued';
      const answer = (outcome: TdhOutcome) => ({ ...outcome, job: { id: queued.id, status } });
      if (status === 'done' || status === 'dead') {
        const outcome = await lastOutcome(db, target);
        if (outcome) return answer(outcome);
      }
      const last = job && job.attempts > 0 ? await lastOutcome(db, target) : null;
      return answer({
        codiceEsito: TDH_QUEUED_CODE,
        message: apiMessage('tdhQueued', language, {
          reason: last?.message ?? apiMessage('tdhStillRunning', language),
        }),
      });
    },

    getTdhStatus: async ({ params, query, request }) => {
      const runtime = await resolve(params.id, query.entity, languageOf(request));
      return { data: await statusOf(db, runtime, params.id) };
    },

    listTdhSent: list('sent'),
    listTdhWaitlist: list('waitlist'),
  };
}
