/**
 * The engines' settings the server starts them with: PGlite's buffer pool
 * (`PGLITE_SHARED_BUFFERS_MB`, 32 MB by default, instead of its own 160 MB, given as a start
 * parameter: nothing is written to the data directory); PostgreSQL's parallel workers per query
 * (`DATABASE_PARALLEL_WORKERS`, 0 by default) on every connection of the pool.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ConfigError, PGLITE_SHARED_BUFFERS_MB, readConfig } from '../../server/config';
import { openDatabase, rows } from '../../server/db/client';
import { seededSnapshot } from '../api/harness';

/** PGlite's `shared_buffers` on a data directory, or in memory (from the run's seeded snapshot: no initdb). */
async function sharedBuffers(options: { pgliteSharedBuffersMb?: number }, dataDir?: string): Promise<string> {
  const database = await openDatabase(dataDir ? { dataDir } : { memory: true, from: await seededSnapshot() }, options);
  try {
    const [row] = await rows<{ shared_buffers: string }>(database.db, sql`show shared_buffers`);
    return row?.shared_buffers ?? '';
  } finally {
    await database.close();
  }
}

describe("PGlite's buffer pool", () => {
  it('is 32 MB unless configured, and the configured size otherwise', async () => {
    expect(PGLITE_SHARED_BUFFERS_MB).toBe(32);
    expect(await sharedBuffers({})).toBe('32MB');
    expect(await sharedBuffers({ pgliteSharedBuffersMb: 24 })).toBe('24MB');
  });

  it("leaves the data directory's postgresql.conf as it is", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'pglite-settings-'));
    try {
      expect(await sharedBuffers({ pgliteSharedBuffersMb: 16 }, dir)).toBe('16MB');
      const conf = await readFile(path.join(dir, 'db', 'postgresql.conf'), 'utf8');
      expect(conf).not.toMatch(/^\s*shared_buffers\s*=\s*16MB/m);
      expect(await sharedBuffers({}, dir)).toBe('32MB');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('is read from PGLITE_SHARED_BUFFERS_MB, with a clear error outside 1-4096', () => {
    const base = { ADMIN_PASSWORD: 'a-long-enough-password' };
    expect(readConfig(base).pgliteSharedBuffersMb).toBe(32);
    expect(readConfig({ ...base, PGLITE_SHARED_BUFFERS_MB: '64' }).pgliteSharedBuffersMb).toBe(64);
    for (const bad of ['0', '4097', 'tanti', '1.5']) {
      expect(() => readConfig({ ...base, PGLITE_SHARED_BUFFERS_MB: bad }), bad).toThrow(ConfigError);
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("PostgreSQL's parallel workers per query", () => {
  async function setting(options: { parallelWorkers?: number }): Promise<string[]> {
    const database = await openDatabase({ url: process.env.TEST_DATABASE_URL ?? '' }, { poolSize: 3, ...options });
    try {
      // Three statements at once: three connections of the pool, each with the setting.
      const answers = await Promise.all(
        [1, 2, 3].map(async () => {
          const [row] = await rows<{ value: string }>(
            database.db,
            sql`select current_setting('max_parallel_workers_per_gather') as value, pg_sleep(0.05)`,
          );
          return row?.value ?? '';
        }),
      );
      return answers;
    } finally {
      await database.close();
    }
  }

  it('are none unless configured, on every connection', async () => {
    expect(await setting({})).toEqual(['0', '0', '0']);
    expect(await setting({ parallelWorkers: 2 })).toEqual(['2', '2', '2']);
  });

  it('are read from DATABASE_PARALLEL_WORKERS, 0 to 64', () => {
    const base = { ADMIN_PASSWORD: 'a-long-enough-password' };
    expect(readConfig(base).databaseParallelWorkers).toBe(0);
    expect(readConfig({ ...base, DATABASE_PARALLEL_WORKERS: '4' }).databaseParallelWorkers).toBe(4);
    for (const bad of ['-1', '65', 'due']) {
      expect(() => readConfig({ ...base, DATABASE_PARALLEL_WORKERS: bad }), bad).toThrow(ConfigError);
    }
  });
});
