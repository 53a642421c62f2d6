/**
 * The calls of the administrators' jobs view (issue #34, "Jobs": running and failed jobs): the
 * list of the jobs table, newest first, one job with its payload and result, and the two actions
 * on a job, queueing a dead or cancelled one again and cancelling a queued one. Handlers in
 * `server/jobs/calls.ts`.
 */
import { z } from 'zod';
import { JOB_KIND_MAX, JOB_STATUSES, JOBS_ABILITY } from '../jobs';
import { MAX_ID } from '../limits';
import { component, defineCall, param } from './define';
import { pagedAnswer, pageParams } from './paged';
import { dataOf, MessageResult } from './shared';

const timestamp = z.string().meta({ description: 'An instant in UTC: `2026-05-01T09:30:00Z`.' });

export const JobRow = component(
  'JobRow',
  z.object({
    id: z.number().int(),
    /** What the job does (`tdh-send`): the name its handler registered. */
    kind: z.string(),
    /** At most one queued or running job of a kind has this key (`news:12:it`). */
    key: z.string().nullable(),
    status: z.enum(JOB_STATUSES),
    /** Attempts started so far (the running one included). */
    attempts: z.number().int().min(0),
    max_attempts: z.number().int().min(1),
    /** 0-100 while running, as its handler reports it; 100 once done. */
    progress: z.number().int().min(0).max(100).nullable(),
    /** The last failure's text (at most 2,000 characters), kept after a success too. */
    last_error: z.string().nullable(),
    /** When it is due (its next attempt, after a failure). */
    run_at: timestamp,
    created_at: timestamp,
    updated_at: timestamp,
    finished_at: timestamp.nullable(),
    /** The user who asked for it, if any (null when that user was deleted). */
    created_by: z.number().int().nullable(),
  }),
  'A job of the background queue, without its payload and result.',
);

const JobPage = pagedAnswer('JobPage', JobRow, { fromOne: true });

const JobDetail = component(
  'JobDetail',
  dataOf(
    JobRow.extend({
      timeout_ms: z.number().int().min(0),
      /** The worker holding it while it runs, and until when. */
      locked_by: z.string().nullable(),
      locked_until: timestamp.nullable(),
      payload: z.unknown().meta({ description: 'What the job was queued with (JSON, at most 64 KB).' }),
      result: z.unknown().meta({ description: 'What its handler answered once done (JSON), else null.' }),
    }),
  ),
  'One job with its payload and result.',
);

const id = param.integer({ min: 1, max: MAX_ID, required: true, description: 'The job id.' });

export const JOB_CALLS = {
  listJobs: defineCall({
    method: 'get',
    path: '/jobs',
    summary: 'List background jobs',
    description: 'Newest first. Administrators only.',
    access: 'user',
    ability: JOBS_ABILITY,
    query: {
      ...pageParams('Rows per page (25).'),
      status: param.oneOf(JOB_STATUSES, { description: 'Only jobs in this status.' }),
      kind: param.string({ max: JOB_KIND_MAX, description: 'Only jobs whose kind contains this text.' }),
    },
    answer: JobPage,
    errors: [401, 403, 422, 429],
  }),
  getJob: defineCall({
    method: 'get',
    path: '/jobs/{id}',
    summary: 'One background job with its payload and result',
    access: 'user',
    ability: JOBS_ABILITY,
    params: { id },
    answer: JobDetail,
    errors: [401, 403, 404, 422, 429],
  }),
  retryJob: defineCall({
    method: 'post',
    path: '/jobs/{id}/retry',
    summary: 'Queue a dead or cancelled job again',
    description:
      "Its attempts counted afresh, due at once; any other status answers 422, and 409 when a job of its kind and key is already queued or running (a repeating import's next run).",
    access: 'user',
    ability: JOBS_ABILITY,
    params: { id },
    answer: MessageResult,
    errors: [401, 403, 404, 409, 422, 429],
  }),
  cancelJob: defineCall({
    method: 'post',
    path: '/jobs/{id}/cancel',
    summary: 'Cancel a queued job',
    description: 'A running job is left to end (422), as is one already ended.',
    access: 'user',
    ability: JOBS_ABILITY,
    params: { id },
    answer: MessageResult,
    errors: [401, 403, 404, 422, 429],
  }),
};
