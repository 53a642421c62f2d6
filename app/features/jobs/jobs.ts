/** The jobs view's pure rules (unit-tested): its status filter, what a row offers, when it refreshes. */
import {
  CANCELLABLE_JOB_STATUSES,
  JOB_STATUSES,
  LIVE_JOB_STATUSES,
  RETRYABLE_JOB_STATUSES,
  type JobStatus,
} from '#core/jobs';

/** The status filter's value: a status, or '' for every job ('Tutte'). */
export type JobFilter = JobStatus | '';

/** The filter's options, in the order shown. */
export const JOB_FILTERS: readonly JobFilter[] = ['', ...JOB_STATUSES];

export function isJobFilter(value: string): value is JobFilter {
  return (JOB_FILTERS as readonly string[]).includes(value);
}

/** How often the list reloads while a job it shows is queued or running. */
export const LIVE_REFRESH_MS = 3_000;

/** The reload interval of a page of jobs: every few seconds while one is still to end. */
export function refreshInterval(rows: readonly { readonly status: JobStatus }[] | undefined): number | false {
  return rows?.some((row) => LIVE_JOB_STATUSES.includes(row.status)) ? LIVE_REFRESH_MS : false;
}

/** The row's action: Riprova for a dead or cancelled job, Annulla for a queued one, else none. */
export function jobAction(status: JobStatus): 'retry' | 'cancel' | null {
  if (RETRYABLE_JOB_STATUSES.includes(status)) return 'retry';
  if (CANCELLABLE_JOB_STATUSES.includes(status)) return 'cancel';
  return null;
}

/** TENTATIVI: attempts made of those allowed (`2/5`). */
export function attemptsText(row: { readonly attempts: number; readonly max_attempts: number }): string {
  return `${row.attempts}/${row.max_attempts}`;
}
