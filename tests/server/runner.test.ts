/**
 * What the processes on one PostgreSQL database share without a message (issue #36): the single
 * runner of the periodic tasks (`server/cluster/runner.ts`: an advisory lock; exactly one of two
 * runs; closing or losing the holder's connection hands the tasks to the other), and Nominatim's
 * turns (`reserveTurn`, `server/auth/throttle.ts`: a second apart whichever process asks, taken in
 * the database). PostgreSQL only: on PGlite the process is always the runner and keeps its own
 * turns (`tests/unit/geocode.test.ts`). Nothing here is timed: the bounds only end hangs.
 */
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../support/until';
import { reserveTurn } from '../../server/auth/throttle';
import { createTaskRunner, RUNNER_LOCK, type TaskRunner } from '../../server/cluster/runner';
import { openDatabase, rows, type Database } from '../../server/db/client';
import { backends } from '../api/harness';

const postgres = backends.find((backend) => backend.name === 'postgres');

describe.skipIf(!postgres)('processes on one PostgreSQL database', () => {
  let one: Database;
  let two: Database;
  let drop: () => Promise<void> = async () => undefined;
  // A logger that writes nothing (an app's without a logger).
  const log = Fastify({ logger: false }).log;

  beforeAll(async () => {
    if (!postgres) return;
    const created = await postgres.create();
    drop = created.drop;
    one = await openDatabase(created.location, { poolSize: 2 });
    two = await openDatabase(created.location, { poolSize: 2 });
  }, 60_000);
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await drop();
  });

  /** A runner on `database` whose one task counts its runs. */
  const runnerOn = (database: Database): { runner: TaskRunner; runs: () => number } => {
    let runs = 0;
    const runner = createTaskRunner(database, { log, retryMs: 100 });
    runner.add({
      name: 'count',
      intervalMs: 50,
      run: async () => {
        runs += 1;
      },
    });
    return { runner, runs: () => runs };
  };

  /** The backend holding the runner's lock, if any. */
  const holder = async (): Promise<number | null> => {
    const [row] = await rows<{ pid: number }>(
      one.db,
      sql`select pid from pg_locks where locktype = 'advisory' and granted and objid = ${RUNNER_LOCK}
            and database = (select oid from pg_database where datname = current_database())`,
    );
    return row?.pid ?? null;
  };

  it('runs the tasks on exactly one process, and on the other once the first closes', async () => {
    const first = runnerOn(one);
    const second = runnerOn(two);
    try {
      await first.runner.start();
      await second.runner.start();
      expect(first.runner.isRunner).toBe(true);
      expect(second.runner.isRunner).toBe(false);
      await until('the runner runs its task again', () => first.runs() >= 3);
      // The other has tried again meanwhile (every 100 ms), and runs nothing.
      expect(second.runner.isRunner).toBe(false);
      expect(second.runs()).toBe(0);
      expect(await holder()).not.toBeNull();

      await first.runner.close();
      const ranThen = first.runs();
      await until('the other takes the tasks over', () => second.runner.isRunner);
      await until('the new runner runs its task', () => second.runs() >= 2);
      expect(first.runner.isRunner).toBe(false);
      expect(first.runs()).toBe(ranThen);
    } finally {
      await first.runner.close();
      await second.runner.close();
    }
    // Closed: the lock is released, and the connections gone.
    expect(await holder()).toBeNull();
    const left = await rows<{ n: number }>(
      one.db,
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = 'backoffice-runner'`,
    );
    expect(left[0]?.n).toBe(0);
  });

  it("hands the tasks over when the runner's session ends (a process killed)", async () => {
    const first = runnerOn(one);
    const second = runnerOn(two);
    try {
      await first.runner.start();
      await second.runner.start();
      expect(first.runner.isRunner).toBe(true);
      await one.db.execute(sql`select pg_terminate_backend(${await holder()})`);
      await until('the runner notices its lock gone', () => !first.runner.isRunner);
      await until('a runner again', () => first.runner.isRunner || second.runner.isRunner);
      // Exactly one holds it.
      expect(first.runner.isRunner && second.runner.isRunner).toBe(false);
      const runner = first.runner.isRunner ? first : second;
      const before = runner.runs();
      await until('the new runner runs its task', () => runner.runs() > before);
    } finally {
      await first.runner.close();
      await second.runner.close();
    }
  });

  it("gives Nominatim's turns a second apart whichever process asks, and none too far off", async () => {
    const key = `turn|test-${Date.now()}`;
    const turnAt = async (): Promise<number> => {
      const [row] = await rows<{ at: number }>(
        one.db,
        sql`select extract(epoch from window_start)::float8 * 1000 as at from login_attempts where key = ${key}`,
      );
      return row?.at ?? Number.NaN;
    };
    const turns: number[] = [];
    for (const database of [one, two, one]) {
      const wait = await reserveTurn(database.db, key, 1000, 5000);
      expect(wait).not.toBeNull();
      turns.push(await turnAt());
    }
    // Each turn at least a second after the one before (exactly, while they are waited for).
    for (let index = 1; index < turns.length; index += 1) {
      expect((turns[index] ?? 0) - (turns[index - 1] ?? 0)).toBeGreaterThanOrEqual(1000);
    }
    // A turn more than the bound away is refused, and nothing is reserved.
    await one.db.execute(
      sql`update login_attempts set window_start = now() + interval '10 seconds' where key = ${key}`,
    );
    const far = await turnAt();
    expect(await reserveTurn(two.db, key, 1000, 5000)).toBeNull();
    expect(await turnAt()).toBe(far);
    await one.db.execute(sql`delete from login_attempts where key = ${key}`);
  });
});
