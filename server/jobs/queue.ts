/**
 * The jobs table (`jobs`, core/db/platform.ts): work that must outlive the request that asked for
 * it and the process that runs it (issue #34: the data-hub sends, the feed imports, the articles'
 * audio). A job is queued with its kind and payload, claimed by one worker at a time, and ends
 * done, or failed and queued again later, or dead after its last attempt with the last error kept.
 *
 * - **Claiming** is one statement: `FOR UPDATE SKIP LOCKED` picks the oldest due job no one holds,
 *   so several server processes on one PostgreSQL share the work and never run a job twice at once;
 *   PGlite has one connection, and the same statement serves its single process.
 * - **A lease, not a lock, is held while running**: `locked_until` is the claim's time plus the
 *   job's time limit and a grace. A process that dies mid-job leaves the lease to expire; the next
 *   claim takes the job again (one more attempt). Every write of an outcome names the worker and
 *   the attempt, so a worker whose lease was taken over writes nothing.
 * - **Retries** wait `backoffMs(attempt)` (exponential with jitter, capped); an error a handler
 *   marks as not worth retrying (`PermanentJobError`: a 4xx, a malformed item) ends the job dead at
 *   once.
 * - **Idempotent enqueue**: a job with a `key` is queued once while one of its kind and key is
 *   queued or running (a partial unique index); the same request again answers the job in flight.
 *
 * Nothing here names a kind: the handlers register themselves (`./worker.ts`).
 */
import { sql } from 'drizzle-orm';
import type { JobStatus } from '#core/jobs';
import { rows, type Executor } from '../db/client';

// The statuses are shared with the jobs view's contracts (`core/jobs.ts`).
export { JOB_STATUSES, type JobStatus } from '#core/jobs';

/** The limits every job kind is bounded by (a kind may lower them). */
export const JOB_LIMITS = {
  /** Attempts before a job is dead. */
  maxAttempts: 5,
  /** A job's time limit; a kind declares its own below it. */
  maxTimeoutMs: 30 * 60_000,
  /** Beyond the time limit, before the lease may be taken over. */
  leaseGraceMs: 30_000,
  /** The first retry's wait; each next one doubles, up to `maxBackoffMs`. */
  firstBackoffMs: 5_000,
  maxBackoffMs: 30 * 60_000,
  /** A payload's size as JSON text. */
  maxPayloadBytes: 64 * 1024,
  /** The last error kept, in characters. */
  maxErrorLength: 2_000,
  /** A key's length. */
  maxKeyLength: 200,
} as const;

export interface Job<P = unknown> {
  readonly id: number;
  readonly kind: string;
  readonly key: string | null;
  readonly payload: P;
  readonly status: JobStatus;
  /** Attempts started so far (the running one included). */
  readonly attempts: number;
  readonly max_attempts: number;
  readonly timeout_ms: number;
  readonly run_at: string;
  readonly locked_by: string | null;
  readonly locked_until: string | null;
  readonly last_error: string | null;
  readonly result: unknown;
  /** 0-100 while running, as its handler reports it. */
  readonly progress: number | null;
  readonly created_by: number | null;
  readonly created_at: string;
  readonly updated_at: string;
  readonly finished_at: string | null;
}

const COLUMNS = sql`jobs.id::int as id, jobs.kind, jobs.key, jobs.payload, jobs.status, jobs.attempts, jobs.max_attempts,
  jobs.timeout_ms, jobs.run_at::text as run_at, jobs.locked_by, jobs.locked_until::text as locked_until, jobs.last_error,
  jobs.result, jobs.progress, jobs.created_by::int as created_by, jobs.created_at::text as created_at,
  jobs.updated_at::text as updated_at, jobs.finished_at::text as finished_at`;

/** A failure that another attempt cannot mend (the job ends dead at once). */
export class PermanentJobError extends Error {
  override readonly name = 'PermanentJobError';
}

export interface EnqueueOptions {
  /** At most one queued or running job of this kind has this key (e.g. `news:12:it`). */
  readonly key?: string;
  /** Not before this time (default: now). */
  readonly runAt?: Date;
  readonly maxAttempts?: number;
  readonly timeoutMs: number;
  /** The user who asked for it, if any. */
  readonly createdBy?: number | null;
}

/**
 * Queues a job; with a key already queued or running for its kind, answers that job instead
 * (`created: false`).
 */
export async function enqueueJob(
  db: Executor,
  kind: string,
  payload: unknown,
  options: EnqueueOptions,
): Promise<{ id: number; created: boolean }> {
  const text = JSON.stringify(payload ?? null);
  if (Buffer.byteLength(text) > JOB_LIMITS.maxPayloadBytes)
    throw new RangeError(`job payload over ${JOB_LIMITS.maxPayloadBytes} bytes`);
  if (options.key !== undefined && options.key.length > JOB_LIMITS.maxKeyLength)
    throw new RangeError('job key too long');
  const maxAttempts = Math.min(Math.max(1, options.maxAttempts ?? JOB_LIMITS.maxAttempts), JOB_LIMITS.maxAttempts);
  const timeoutMs = Math.min(Math.max(1_000, options.timeoutMs), JOB_LIMITS.maxTimeoutMs);
  const runAt = options.runAt ? sql`${options.runAt.toISOString()}::timestamptz` : sql`now()`;
  const [created] = await rows<{ id: number }>(
    db,
    sql`insert into jobs (kind, key, payload, max_attempts, timeout_ms, run_at, created_by)
        values (${kind}, ${options.key ?? null}, ${text}::jsonb, ${maxAttempts}, ${timeoutMs}, ${runAt}, ${options.createdBy ?? null})
        on conflict (kind, key) where key is not null and status in ('queued', 'running') do nothing
        returning id::int as id`,
  );
  if (created) return { id: created.id, created: true };
  const [existing] = await rows<{ id: number }>(
    db,
    sql`select id::int as id from jobs where kind = ${kind} and key = ${options.key ?? null}
          and status in ('queued', 'running') order by id desc limit 1`,
  );
  // Between the insert and the select the job in flight may have ended: queue again.
  if (!existing) return enqueueJob(db, kind, payload, options);
  return { id: existing.id, created: false };
}

/**
 * Claims the oldest due job of one of `kinds` for `worker`: a queued job whose time has come, or a
 * running one whose lease has expired (its process died or hung). Null when there is none.
 */
export async function claimJob(db: Executor, kinds: readonly string[], worker: string): Promise<Job | null> {
  if (kinds.length === 0) return null;
  // A job whose lease expired on its last attempt is dead: no attempt is left to take it over.
  await db.execute(
    sql`update jobs set status = 'dead', locked_by = null, locked_until = null, finished_at = now(), updated_at = now(),
               last_error = coalesce(last_error || ' · ', '') || 'tempo scaduto (lease expired)'
         where status = 'running' and locked_until < now() and attempts >= max_attempts`,
  );
  const [job] = await rows<Job>(
    db,
    sql`with next as (
          select id from jobs
           where kind in (${sql.join(
             kinds.map((kind) => sql`${kind}`),
             sql`, `,
           )})
             and ((status = 'queued' and run_at <= now()) or (status = 'running' and locked_until < now()))
           order by run_at, id
           limit 1
           for update skip locked
        )
        update jobs set status = 'running', attempts = jobs.attempts + 1, locked_by = ${worker},
               locked_until = now() + (jobs.timeout_ms + ${JOB_LIMITS.leaseGraceMs}) * interval '1 millisecond',
               progress = null, updated_at = now()
          from next where jobs.id = next.id
        returning ${COLUMNS}`,
  );
  return job ?? null;
}

/** The wait before attempt `attempt + 1`: doubling from `firstBackoffMs`, capped, ±20 % jitter. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(JOB_LIMITS.firstBackoffMs * 2 ** Math.max(0, attempt - 1), JOB_LIMITS.maxBackoffMs);
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** Ends a claimed job as done; false when the worker no longer holds it (its lease was taken over). */
export async function completeJob(db: Executor, job: Job, worker: string, result: unknown): Promise<boolean> {
  const [done] = await rows<{ id: number }>(
    db,
    sql`update jobs set status = 'done', result = ${JSON.stringify(result ?? null)}::jsonb, progress = 100,
               locked_by = null, locked_until = null, finished_at = now(), updated_at = now()
         where id = ${job.id} and status = 'running' and locked_by = ${worker} and attempts = ${job.attempts}
        returning id::int as id`,
  );
  return done !== undefined;
}

/**
 * Records a claimed job's failure: queued again after the backoff while attempts are left and the
 * error may pass, dead otherwise. False when the worker no longer holds it.
 */
export async function failJob(
  db: Executor,
  job: Job,
  worker: string,
  error: unknown,
  options: { readonly retry: boolean; readonly waitMs?: number },
): Promise<{ held: boolean; status: JobStatus }> {
  const message = errorText(error);
  const again = options.retry && job.attempts < job.max_attempts;
  const wait = options.waitMs ?? backoffMs(job.attempts);
  const [updated] = await rows<{ status: JobStatus }>(
    db,
    again
      ? sql`update jobs set status = 'queued', last_error = ${message}, locked_by = null, locked_until = null,
                   run_at = now() + ${wait} * interval '1 millisecond', updated_at = now()
             where id = ${job.id} and status = 'running' and locked_by = ${worker} and attempts = ${job.attempts}
            returning status`
      : sql`update jobs set status = 'dead', last_error = ${message}, locked_by = null, locked_until = null,
                   finished_at = now(), updated_at = now()
             where id = ${job.id} and status = 'running' and locked_by = ${worker} and attempts = ${job.attempts}
            returning status`,
  );
  return updated ? { held: true, status: updated.status } : { held: false, status: again ? 'queued' : 'dead' };
}

/** Reports a running job's progress (0-100); false when the worker no longer holds it. */
export async function reportProgress(db: Executor, job: Job, worker: string, percent: number): Promise<boolean> {
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  const [updated] = await rows<{ id: number }>(
    db,
    sql`update jobs set progress = ${value}, updated_at = now()
         where id = ${job.id} and status = 'running' and locked_by = ${worker} and attempts = ${job.attempts}
        returning id::int as id`,
  );
  return updated !== undefined;
}

/**
 * Queues a dead or cancelled job again, its attempts counted afresh: `retried`; `notEnded` when it
 * is not dead or cancelled; `live` when a job of its kind and key is already queued or running
 * (a repeating kind's next run, say), which this one would duplicate.
 */
export async function retryJob(db: Executor, id: number): Promise<'retried' | 'notEnded' | 'live'> {
  const [updated] = await rows<{ id: number }>(
    db,
    sql`update jobs set status = 'queued', attempts = 0, run_at = now(), finished_at = null, updated_at = now()
         where id = ${id} and status in ('dead', 'cancelled')
           and not exists (select 1 from jobs live
                            where jobs.key is not null and live.kind = jobs.kind and live.key = jobs.key
                              and live.status in ('queued', 'running'))
        returning id::int as id`,
  );
  if (updated) return 'retried';
  const [ended] = await rows<{ id: number }>(
    db,
    sql`select id::int as id from jobs where id = ${id} and status in ('dead', 'cancelled')`,
  );
  return ended ? 'live' : 'notEnded';
}

/**
 * Keeps one job of a repeating kind's `key` queued: when none is queued or running, queues one due
 * `intervalMs` after the last of the key ended (done, dead or cancelled), or now when none has run.
 * Several processes may call it at once: the live-key index lets one insert win. Answers the job
 * queued, or null when one was already in flight.
 */
export async function keepRepeating(
  db: Executor,
  kind: string,
  payload: unknown,
  options: EnqueueOptions & { readonly key: string; readonly intervalMs: number },
): Promise<{ id: number } | null> {
  // The live-key index answers the common case (the next run already queued) without a scan.
  const [live] = await rows<{ id: number }>(
    db,
    sql`select id::int as id from jobs where kind = ${kind} and key = ${options.key} and status in ('queued', 'running') limit 1`,
  );
  if (live) return null;
  const [last] = await rows<{ at: string | null }>(
    db,
    sql`select max(finished_at)::text as at from jobs where kind = ${kind} and key = ${options.key}`,
  );
  const next = last?.at ? new Date(Date.parse(last.at) + options.intervalMs) : new Date();
  const queued = await enqueueJob(db, kind, payload, {
    ...options,
    runAt: next.getTime() > Date.now() ? next : new Date(),
  });
  return queued.created ? { id: queued.id } : null;
}

/** Brings a queued job forward to now (one due later); false when it is not queued. */
export async function hastenJob(db: Executor, id: number): Promise<boolean> {
  const [updated] = await rows<{ id: number }>(
    db,
    sql`update jobs set run_at = least(run_at, now()), updated_at = now()
         where id = ${id} and status = 'queued'
        returning id::int as id`,
  );
  return updated !== undefined;
}

/** Cancels a queued job (a running one is left to end). False when it is not queued. */
export async function cancelJob(db: Executor, id: number): Promise<boolean> {
  const [updated] = await rows<{ id: number }>(
    db,
    sql`update jobs set status = 'cancelled', finished_at = now(), updated_at = now()
         where id = ${id} and status = 'queued'
        returning id::int as id`,
  );
  return updated !== undefined;
}

export async function jobById(db: Executor, id: number): Promise<Job | null> {
  const [job] = await rows<Job>(db, sql`select ${COLUMNS} from jobs where id = ${id}`);
  return job ?? null;
}

/** An error as the text kept with the job: its message (the name when not an Error), bounded. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.replace(/\0/g, '').slice(0, JOB_LIMITS.maxErrorLength);
}
