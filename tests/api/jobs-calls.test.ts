/**
 * The administrators' jobs view's calls (core/contracts/jobs.ts, issue #34) on both databases: the
 * list, newest first, filtered by status and kind; one job with its payload and result; a dead job
 * queued again (and run by the server's worker, woken at once), a queued one cancelled, and either
 * refused with 422 from any other status; every call closed to users who are not administrators.
 * Ids out of range are covered by the hostile-input test like every contract's.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimJob, completeJob, enqueueJob, jobById, PermanentJobError } from '../../server/jobs/queue';
import { backends, startTestServer, type TestServer } from './harness';

interface JobRowAnswer {
  id: number;
  kind: string;
  key: string | null;
  status: string;
  attempts: number;
  max_attempts: number;
  progress: number | null;
  last_error: string | null;
  run_at: string;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
  created_by: number | null;
}

interface JobPageAnswer {
  data: JobRowAnswer[];
  meta: { total: number; current_page: number; last_page: number };
}

describe.each(backends)('jobs calls on $name', (backend) => {
  let t: TestServer;
  let admin: string;
  /** Kinds of this file's own (the list is filtered by them, so other jobs never count). */
  const prefix = `calls-${randomBytes(3).toString('hex')}`;
  let kindCount = 0;
  const newKind = () => `${prefix}-${(kindCount += 1)}`;

  beforeAll(async () => {
    t = await startTestServer(backend);
    admin = await t.adminToken();
  }, 60_000);
  afterAll(async () => t.close());

  const db = () => t.server.database.db;
  const call = (method: 'GET' | 'POST', url: string, token: string | null = admin) =>
    t.request({ method, url: `/api/v1/${url}`, token });
  /** A job no worker of the server runs (its kind is registered nowhere): it stays as it is put. */
  const queued = async (kind: string, payload: unknown = {}) =>
    (await enqueueJob(db(), kind, payload, { timeoutMs: 5_000, key: `item:${randomBytes(3).toString('hex')}` })).id;

  it('lists jobs newest first, filtered by status and by a part of the kind, without payloads', async () => {
    const kind = newKind();
    const first = await queued(kind, { secret: 'payload' });
    const second = await queued(kind);
    const done = await queued(kind);
    const claimed = await claimJob(db(), [kind], 'test-worker');
    expect(claimed?.id).toBe(first);
    // The oldest is claimed first: complete it as `done`; then the next one is running.
    expect(await completeJob(db(), claimed!, 'test-worker', { ok: true })).toBe(true);
    const running = await claimJob(db(), [kind], 'test-worker');
    expect(running?.id).toBe(second);

    const all = await call('GET', `jobs?kind=${kind}&limit=10`);
    expect(all.statusCode).toBe(200);
    const page = all.json<JobPageAnswer>();
    expect(page.meta).toEqual({ total: 3, current_page: 1, last_page: 1 });
    expect(page.data.map((row) => row.id)).toEqual([done, second, first]);
    expect(page.data.map((row) => row.status)).toEqual(['queued', 'running', 'done']);
    const row = page.data.find((candidate) => candidate.id === first);
    expect(row).toMatchObject({ kind, status: 'done', attempts: 1, max_attempts: 5, progress: 100, last_error: null });
    expect(row?.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(row?.finished_at).toMatch(/Z$/);
    expect(row).not.toHaveProperty('payload');
    expect(row).not.toHaveProperty('result');

    const onlyRunning = (await call('GET', `jobs?kind=${kind}&status=running`)).json<JobPageAnswer>();
    expect(onlyRunning.data.map((candidate) => candidate.id)).toEqual([second]);
    // A part of the kind, any case; paging as the other platform lists.
    const paged = (await call('GET', `jobs?kind=${prefix.toUpperCase()}&page=2&limit=2`)).json<JobPageAnswer>();
    expect(paged.meta).toMatchObject({ current_page: 2, last_page: Math.ceil(paged.meta.total / 2) });
    expect(paged.meta.total).toBeGreaterThanOrEqual(3);

    const detail = await call('GET', `jobs/${first}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      data: { id: first, kind, status: 'done', payload: { secret: 'payload' }, result: { ok: true }, locked_by: null },
    });
    expect((await call('GET', 'jobs/2147483647')).statusCode).toBe(404);

    // Bounded parameters: 422 naming them.
    const refused = await call('GET', `jobs?status=lost&kind=${'k'.repeat(101)}&limit=1000`);
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json<{ errors: Record<string, string[]> }>().errors).sort()).toEqual([
      'kind',
      'limit',
      'status',
    ]);
  });

  it('closes every call to users who are not administrators', async () => {
    const id = await queued(newKind());
    const { token } = await t.userWith(['user-view', 'user-create', 'user-edit', 'error404-view', 'homesettings-edit']);
    for (const [method, url] of [
      ['GET', 'jobs'],
      ['GET', `jobs/${id}`],
      ['POST', `jobs/${id}/retry`],
      ['POST', `jobs/${id}/cancel`],
    ] as const) {
      expect((await call(method, url, token)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, null)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await jobById(db(), id))?.status).toBe('queued');
  });

  it('queues a dead job again, and the worker runs it at once', async () => {
    const kind = newKind();
    let failing = true;
    const runs: string[] = [];
    t.server.app.jobs.register({
      kind,
      timeoutMs: 5_000,
      maxAttempts: 2,
      parse: (payload) => payload,
      run: async () => {
        runs.push(failing ? 'failed' : 'done');
        if (failing) throw new PermanentJobError('il servizio ha risposto 400');
        return { sent: true };
      },
    });
    const { id } = await t.server.app.jobs.enqueue(db(), kind, { item: 1 });
    await expect.poll(async () => (await jobById(db(), id))?.status, { timeout: 20_000 }).toBe('dead');
    const dead = (await call('GET', `jobs?kind=${kind}&status=dead`)).json<JobPageAnswer>();
    expect(dead.data).toMatchObject([
      {
        id,
        status: 'dead',
        attempts: 1,
        max_attempts: 2,
        last_error: 'PermanentJobError: il servizio ha risposto 400',
      },
    ]);

    failing = false;
    const retried = await t.request({
      method: 'POST',
      url: `/api/v1/jobs/${id}/retry`,
      token: admin,
      headers: { 'accept-language': 'it' },
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ data: { message: 'Attività rimessa in coda' } });
    await expect.poll(async () => (await jobById(db(), id))?.status, { timeout: 20_000 }).toBe('done');
    expect(await jobById(db(), id)).toMatchObject({ attempts: 1, result: { sent: true } });
    expect(runs).toEqual(['failed', 'done']);
  }, 60_000);

  it('retries only a dead or cancelled job, cancels only a queued one (422 otherwise)', async () => {
    const kind = newKind();
    const waiting = await queued(kind);
    const retryQueued = await call('POST', `jobs/${waiting}/retry`);
    expect(retryQueued.statusCode).toBe(422);
    expect(retryQueued.json()).toMatchObject({ message: "Solo un'attività fallita o annullata può essere ripetuta" });

    const cancelled = await call('POST', `jobs/${waiting}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ data: { message: 'Attività annullata' } });
    expect(await jobById(db(), waiting)).toMatchObject({ status: 'cancelled' });
    expect((await call('POST', `jobs/${waiting}/cancel`)).statusCode).toBe(422);
    // A cancelled job may be queued again.
    expect((await call('POST', `jobs/${waiting}/retry`)).statusCode).toBe(200);
    expect(await jobById(db(), waiting)).toMatchObject({ status: 'queued', attempts: 0, finished_at: null });

    // A running job is left to end; a done one is neither retried nor cancelled.
    const running = await claimJob(db(), [kind], 'test-worker');
    expect(running?.id).toBe(waiting);
    const cancelRunning = await t.request({
      method: 'POST',
      url: `/api/v1/jobs/${waiting}/cancel`,
      token: admin,
      headers: { 'accept-language': 'en' },
    });
    expect(cancelRunning.statusCode).toBe(422);
    expect(cancelRunning.json()).toMatchObject({ message: 'Only a queued job can be cancelled' });
    expect((await call('POST', `jobs/${waiting}/retry`)).statusCode).toBe(422);
    expect(await completeJob(db(), running!, 'test-worker', null)).toBe(true);
    expect((await call('POST', `jobs/${waiting}/retry`)).statusCode).toBe(422);
    expect((await call('POST', `jobs/${waiting}/cancel`)).statusCode).toBe(422);
    expect((await jobById(db(), waiting))?.status).toBe('done');

    // Unknown and out-of-range ids.
    expect((await call('POST', 'jobs/2147483647/retry')).statusCode).toBe(404);
    expect((await call('POST', 'jobs/2147483647/cancel')).statusCode).toBe(404);
    expect((await call('POST', 'jobs/2147483648/retry')).statusCode).toBe(422);
    expect((await call('GET', 'jobs/0')).statusCode).toBe(422);
    expect((await call('GET', 'jobs/abc')).statusCode).toBe(422);
  });
});
