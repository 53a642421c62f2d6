/** The jobs view's pure rules (unit-tested): its status filter, what a row offers, when it refreshes. */
import type { MantineColor } from '@mantine/core';
import {
  CANCELLABLE_JOB_STATUSES,
  JOB_STATUSES,
  LIVE_JOB_STATUSES,
  RETRYABLE_JOB_STATUSES,
  type JobStatus,
} from '#core/jobs';

/** Each status's badge colour, in the list and the detail alike (light badges that pass axe). */
export const JOB_STATUS_COLORS: Readonly<Record<JobStatus, MantineColor>> = {
  queued: 'gray',
  running: 'blue',
  done: 'green',
  dead: 'red',
  cancelled: 'dark',
};

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

/** The detail drawer's reload interval: as the list's, while its job is queued or running. */
export function detailRefreshInterval(status: JobStatus | undefined): number | false {
  return status === undefined ? false : refreshInterval([{ status }]);
}

/** The most of a payload or result the detail shows; longer JSON is cut with a mark. */
export const DETAIL_JSON_CHARS = 20_000;

/** A payload or result as indented JSON, cut at `DETAIL_JSON_CHARS`; null for none. */
export function jsonText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = JSON.stringify(value, null, 2);
  return text.length > DETAIL_JSON_CHARS ? `${text.slice(0, DETAIL_JSON_CHARS)}\n…` : text;
}
