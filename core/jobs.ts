/**
 * What the server's jobs (`server/jobs/`, issue #34) share with their contracts and the admin's
 * jobs view: the statuses a job goes through, and who may see and act on them.
 */
import { WILDCARD_ABILITY } from './abilities';

/** queued → running → done; or queued again after a failure; dead after the last; cancelled while queued. */
export const JOB_STATUSES = ['queued', 'running', 'done', 'dead', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** The statuses `POST jobs/{id}/retry` queues again. */
export const RETRYABLE_JOB_STATUSES: readonly JobStatus[] = ['dead', 'cancelled'];
/** The statuses `POST jobs/{id}/cancel` cancels. */
export const CANCELLABLE_JOB_STATUSES: readonly JobStatus[] = ['queued'];
/** The statuses of jobs still to end: the admin's view refreshes while it shows one. */
export const LIVE_JOB_STATUSES: readonly JobStatus[] = ['queued', 'running'];

/**
 * The jobs view and its calls are the administrators' (issue #34): `*`, held by the administrator
 * role alone, as the roles list's (a role holding every ability is one).
 */
export const JOBS_ABILITY = WILDCARD_ABILITY;

/** The kind filter's length (a kind is a short name: `tdh-send`). */
export const JOB_KIND_MAX = 100;
