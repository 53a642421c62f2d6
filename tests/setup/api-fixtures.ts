/**
 * Vitest's global set-up for `npm test`: the expensive database fixtures the API tests start from,
 * built once per run in this process and shared read-only by every test process (Vitest gives each
 * test file a process of its own, so a fixture cached in a module was rebuilt for every file):
 *
 * - the PGlite data directory migrated and seeded with `testConfig()`, as a tarball file each test
 *   server loads into a memory database of its own;
 * - when TEST_DATABASE_URL is set, a PostgreSQL template database migrated and seeded the same way,
 *   which each test database is created from (`CREATE DATABASE ... TEMPLATE`, a file copy inside
 *   PostgreSQL) instead of running the migrations and the seed again.
 *
 * Their locations reach the test processes through the environment (`FIXTURE_ENV`), which the
 * workers inherit; the harness builds them itself when they are missing (a single file run
 * another way, `npm run fuzz`). Both are removed at the end of the run.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildPostgresTemplate, buildSeededSnapshot, dropPostgresDatabase, FIXTURE_ENV } from '../api/harness';

let fixturesDir: string | null = null;
let template: { url: string; name: string } | null = null;

export async function setup(): Promise<void> {
  const started = performance.now();
  fixturesDir = await mkdtemp(path.join(os.tmpdir(), 'er-test-fixtures-'));
  const snapshotFile = path.join(fixturesDir, 'pglite-seeded.tar');
  const url = process.env.TEST_DATABASE_URL;
  // PGlite works in this process, PostgreSQL in its own: the two overlap.
  const [snapshot, templateName] = await Promise.all([
    buildSeededSnapshot(),
    url ? buildPostgresTemplate(url) : Promise.resolve(null),
  ]);
  await writeFile(snapshotFile, Buffer.from(await snapshot.arrayBuffer()));
  process.env[FIXTURE_ENV.snapshot] = snapshotFile;
  if (url && templateName) {
    template = { url, name: templateName };
    process.env[FIXTURE_ENV.template] = templateName;
  }
  console.log(
    `fixtures: seeded PGlite snapshot${template ? ' and PostgreSQL template' : ''} built in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

export async function teardown(): Promise<void> {
  if (template) await dropPostgresDatabase(template.url, template.name);
  if (fixturesDir) await rm(fixturesDir, { recursive: true, force: true });
  template = null;
  fixturesDir = null;
}
