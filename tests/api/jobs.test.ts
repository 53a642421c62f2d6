/**
 * The jobs table and its worker (`server/jobs/`, issue #34) on both databases: a key queues one job
 * in flight, concurrent claims never take a job twice, failures are retried after a backoff and end
 * dead after the last attempt (at once for a permanent one), a job whose process died is taken over
 * once its lease expires (and the first worker's late result is dropped), a time limit ends a hung
 * attempt, and a stopping worker gives its attempt back.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../server/db/client';
import {
  backoffMs,
  claimJob,
  completeJob,
  enqueueJob,
  failJob,
  jobById,
  JOB_LIMITS,
  PermanentJobError,
  retryJob,
} from '../../server/jobs/queue';
import { JobWorker } from '../../server/jobs/worker';
import { backends, startTestServer, type TestServer } from './harness';

describe.each(backends)('jobs on $name', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  }, 60_000);
  afterAll(async () => t.close());

  const db = () => t.server.database.db;
  let kindCount = 0;
  /** A kind of this test's own, so tests never claim each other's jobs. */
  const newKind = () => `test-kind-${(kindCount += 1)}`;

  it('queues one job per kind and key while one is in flight', async () => {
    const kind = newKind();
    const first = await enqueueJob(db(), kind, { item: 1 }, { key: 'news:1:it', timeoutMs: 5_000 });
    const again = await enqueueJob(db(), kind, { item: 1 }, { key: 'news:1:it', timeoutMs: 5_000 });
    const other = await enqueueJob(db(), kind, { item: 2 }, { key: 'news:2:it', timeoutMs: 5_000 });
    expect(first.created).toBe(true);
    expect(again).toEqual({ id: first.id, created: false });
    expect(other.created).toBe(true);
    // Once done, the key may be queued again.
    const job = await claimJob(db(), [kind], 'w1');
    expect(job?.id).toBe(first.id);
    expect(await completeJob(db(), job!, 'w1', { ok: true })).toBe(true);
    const next = await enqueueJob(db(), kind, { item: 1 }, { key: 'news:1:it', timeoutMs: 5_000 });
    expect(next.created).toBe(true);
    expect(next.id).not.toBe(first.id);
    await expect(
      enqueueJob(db(), kind, 'x'.repeat(JOB_LIMITS.maxPayloadBytes + 1), { timeoutMs: 5_000 }),
    ).rejects.toThrow(RangeError);
  });

  it('never gives one job to two concurrent claimers', async () => {
    const kind = newKind();
    const ids = new Set<number>();
    for (let index = 0; index < 30; index += 1)
      ids.add((await enqueueJob(db(), kind, { index }, { timeoutMs: 5_000 })).id);
    const claimed: number[] = [];
    await Promise.all(
      ['a', 'b', 'c', 'd'].map(async (worker) => {
        for (;;) {
          const job = await claimJob(db(), [kind], worker);
          if (!job) return;
          claimed.push(job.id);
        }
      }),
    );
    expect(claimed.length).toBe(30);
    expect(new Set(claimed)).toEqual(ids);
  });

  it('retries after a growing backoff and ends dead after the last attempt, the last error kept', async () => {
    expect(backoffMs(1, () => 0.5)).toBe(JOB_LIMITS.firstBackoffMs);
    expect(backoffMs(3, () => 0.5)).toBe(JOB_LIMITS.firstBackoffMs * 4);
    expect(backoffMs(40, () => 1)).toBe(Math.round(JOB_LIMITS.maxBackoffMs * 1.2));

    const kind = newKind();
    const { id } = await enqueueJob(db(), kind, {}, { timeoutMs: 5_000, maxAttempts: 2 });
    const first = await claimJob(db(), [kind], 'w1');
    expect(first).toMatchObject({ id, status: 'running', attempts: 1 });
    expect(await failJob(db(), first!, 'w1', new Error('503 dal servizio'), { retry: true })).toEqual({
      held: true,
      status: 'queued',
    });
    const [waiting] = await rows<{ due_in: number }>(
      db(),
      sql`select extract(epoch from run_at - now())::float8 as due_in from jobs where id = ${id}`,
    );
    expect(waiting?.due_in).toBeGreaterThan(2);
    // Not due yet: nothing to claim.
    expect(await claimJob(db(), [kind], 'w1')).toBeNull();
    await db().execute(sql`update jobs set run_at = now() where id = ${id}`);
    const second = await claimJob(db(), [kind], 'w2');
    expect(second).toMatchObject({ id, attempts: 2, last_error: 'Error: 503 dal servizio' });
    expect((await failJob(db(), second!, 'w2', new Error('ancora 503'), { retry: true })).status).toBe('dead');
    expect(await jobById(db(), id)).toMatchObject({ status: 'dead', last_error: 'Error: ancora 503' });
    // An administrator queues it again, its attempts afresh.
    expect(await retryJob(db(), id)).toBe('retried');
    expect(await jobById(db(), id)).toMatchObject({ status: 'queued', attempts: 0 });
  });

  it('takes over the job of a process that died once its lease expires, and drops the late result', async () => {
    const kind = newKind();
    const { id } = await enqueueJob(db(), kind, {}, { timeoutMs: 5_000 });
    const held = await claimJob(db(), [kind], 'dead-process');
    expect(held?.id).toBe(id);
    // The lease holds: nobody else gets it.
    expect(await claimJob(db(), [kind], 'w2')).toBeNull();
    await db().execute(sql`update jobs set locked_until = now() - interval '1 second' where id = ${id}`);
    const taken = await claimJob(db(), [kind], 'w2');
    expect(taken).toMatchObject({ id, attempts: 2, locked_by: 'w2' });
    expect(await completeJob(db(), held!, 'dead-process', { late: true })).toBe(false);
    expect(await completeJob(db(), taken!, 'w2', { ok: 1 })).toBe(true);
    expect(await jobById(db(), id)).toMatchObject({ status: 'done', result: { ok: 1 } });

    // A lease that expires on the last attempt leaves the job dead, not running for ever.
    const last = await enqueueJob(db(), kind, {}, { timeoutMs: 5_000, maxAttempts: 1 });
    await claimJob(db(), [kind], 'dead-process');
    await db().execute(sql`update jobs set locked_until = now() - interval '1 second' where id = ${last.id}`);
    expect(await claimJob(db(), [kind], 'w2')).toBeNull();
    expect((await jobById(db(), last.id))?.status).toBe('dead');
  });

  it('runs handlers in a worker: done with the result, a permanent error dead at once, a hang cut at its time limit', async () => {
    const worker = new JobWorker({ db: db(), log: t.server.app.log, concurrency: 2, pollMs: 100 });
    const kind = newKind();
    const seen: number[] = [];
    worker.register<{ n: number }>({
      kind,
      timeoutMs: 1_000,
      maxAttempts: 3,
      parse: (payload) => {
        const n = (payload as { n?: unknown }).n;
        if (typeof n !== 'number') throw new PermanentJobError('payload senza n');
        return { n };
      },
      run: async ({ n }, context) => {
        seen.push(n);
        if (n === 2) throw new PermanentJobError('4xx: rifiutato');
        if (n === 3) return new Promise(() => undefined);
        await context.progress(50);
        return { doubled: n * 2 };
      },
    });
    const done = await worker.enqueue(db(), kind, { n: 1 });
    const refused = await worker.enqueue(db(), kind, { n: 2 });
    const malformed = await worker.enqueue(db(), kind, { m: 1 });
    const hung = await worker.enqueue(db(), kind, { n: 3 });
    worker.start();
    await expect
      .poll(async () => (await jobById(db(), hung.id))?.attempts, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(1);
    await expect.poll(async () => (await jobById(db(), hung.id))?.status, { timeout: 20_000 }).toBe('queued');
    await worker.stop();
    expect(await jobById(db(), done.id)).toMatchObject({ status: 'done', result: { doubled: 2 }, progress: 100 });
    expect(await jobById(db(), refused.id)).toMatchObject({
      status: 'dead',
      attempts: 1,
      last_error: 'PermanentJobError: 4xx: rifiutato',
    });
    expect(await jobById(db(), malformed.id)).toMatchObject({ status: 'dead', attempts: 1 });
    expect((await jobById(db(), hung.id))?.last_error).toMatch(/^TimeLimitError: oltre il tempo limite di 1000 ms/);
    expect(seen).not.toContain(undefined);
  }, 60_000);

  it('gives its attempt back when the worker stops mid-job', async () => {
    const worker = new JobWorker({ db: db(), log: t.server.app.log, pollMs: 100 });
    const kind = newKind();
    let started = false;
    worker.register({
      kind,
      timeoutMs: 30_000,
      parse: (payload) => payload,
      run: (_payload, context) =>
        new Promise((_resolve, reject) => {
          started = true;
          context.signal.addEventListener('abort', () => reject(new Error('fermato')));
        }),
    });
    const { id } = await worker.enqueue(db(), kind, {});
    worker.start();
    await expect.poll(() => started, { timeout: 20_000 }).toBe(true);
    await worker.stop();
    const job = await jobById(db(), id);
    expect(job).toMatchObject({ status: 'queued', locked_by: null });
    const [due] = await rows<{ due: boolean }>(db(), sql`select run_at <= now() as due from jobs where id = ${id}`);
    expect(due?.due).toBe(true);
  }, 60_000);
});
