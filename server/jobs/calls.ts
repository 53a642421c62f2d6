/**
 * The handlers of the administrators' jobs view (contracts: core/contracts/jobs.ts): a page of the
 * jobs table, newest first, filtered by status and by a part of the kind; one job with its payload
 * and result; queueing a dead or cancelled job again (the worker woken at once) and cancelling a
 * queued one, each refused with 422 from any other status. The contracts let administrators
 * alone call them (`JOBS_ABILITY`).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { JobStatus } from '#core/jobs';
import { apiMessage } from '#core/messages';
import { rows } from '../db/client';
import { keywordsWhere, pageOf, type PagedTable } from '../db/paged';
import type { PlatformHandlers } from '../http/calls';
import type { ServerContext } from '../http/context';
import { ApiError, languageOf, notFound } from '../http/errors';
import { cancelJob, retryJob } from './queue';

/** A timestamp column as an ISO 8601 instant in UTC (`2026-05-01T09:30:00Z`). */
const instant = (column: string): SQL =>
  sql`to_char(${sql.identifier('jobs')}.${sql.identifier(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** The list's row: the job without its payload, result and lease. */
const ROW_COLUMNS = sql`jobs.id::int as id, jobs.kind, jobs.key, jobs.status, jobs.attempts, jobs.max_attempts,
  jobs.progress::int as progress, jobs.last_error, ${instant('run_at')} as run_at, ${instant('created_at')} as created_at,
  ${instant('updated_at')} as updated_at, ${instant('finished_at')} as finished_at, jobs.created_by::int as created_by`;

/** One job: the row, its lease, payload and result. */
const DETAIL_COLUMNS = sql`${ROW_COLUMNS}, jobs.timeout_ms, jobs.locked_by, ${instant('locked_until')} as locked_until,
  jobs.payload, jobs.result`;

interface JobDetailRow {
  readonly id: number;
  readonly kind: string;
  readonly key: string | null;
  readonly status: JobStatus;
  readonly attempts: number;
  readonly max_attempts: number;
  readonly progress: number | null;
  readonly last_error: string | null;
  readonly run_at: string;
  readonly created_at: string;
  readonly updated_at: string;
  readonly finished_at: string | null;
  readonly created_by: number | null;
  readonly timeout_ms: number;
  readonly locked_by: string | null;
  readonly locked_until: string | null;
  readonly payload: unknown;
  readonly result: unknown;
}

export function jobHandlers(
  context: ServerContext,
): Pick<PlatformHandlers, 'listJobs' | 'getJob' | 'retryJob' | 'cancelJob'> {
  const { db } = context.database;

  /** The job, or 404. */
  const existing = async (id: number): Promise<JobDetailRow> => {
    const [job] = await rows<JobDetailRow>(db, sql`select ${DETAIL_COLUMNS} from jobs where jobs.id = ${id}`);
    if (!job) throw notFound();
    return job;
  };

  return {
    listJobs: async ({ query }) => {
      const table: PagedTable = {
        from: sql`jobs`,
        where: sql`${query.status === undefined ? sql`true` : sql`jobs.status = ${query.status}`}
                   and ${keywordsWhere([sql`jobs.kind`], query.kind)}`,
        searched: [],
        order: { id: sql`jobs.id` },
        defaultOrder: '-id',
      };
      return pageOf(db, table, ROW_COLUMNS, { page: query.page, limit: query.limit });
    },

    getJob: async ({ params }) => ({ data: await existing(params.id) }),

    retryJob: async ({ params, request }) => {
      const outcome = await retryJob(db, params.id);
      if (outcome === 'live') throw new ApiError(409, 'jobAlreadyLive');
      if (outcome === 'notEnded') {
        await existing(params.id);
        throw new ApiError(422, 'jobNotRetryable');
      }
      context.jobs.wake();
      return { data: { message: apiMessage('jobRetried', languageOf(request)) } };
    },

    cancelJob: async ({ params, request }) => {
      if (!(await cancelJob(db, params.id))) {
        await existing(params.id);
        throw new ApiError(422, 'jobNotCancellable');
      }
      return { data: { message: apiMessage('jobCancelled', languageOf(request)) } };
    },
  };
}
