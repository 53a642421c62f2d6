/**
 * PGlite starts with the configured buffer pool (`PGLITE_SHARED_BUFFERS_MB`, 32 MB by default)
 * instead of its own 160 MB, given as a start parameter: nothing is written to the data directory.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ConfigError, PGLITE_SHARED_BUFFERS_MB, readConfig } from '../../server/config';
import { openDatabase, rows } from '../../server/db/client';

async function sharedBuffers(options: { pgliteSharedBuffersMb?: number }, dataDir?: string): Promise<string> {
  const database = await openDatabase(dataDir ? { dataDir } : { memory: true }, options);
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
