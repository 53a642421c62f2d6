/**
 * One Drizzle database over either engine: PGlite (PostgreSQL in WASM, in `DATA_DIR/db`, or in
 * memory for tests) when no URL is given, or a `pg` pool on a real PostgreSQL. The rest of the
 * server sees only `Database`, so both engines run the same SQL. A data directory is locked
 * (`DATA_DIR/db.lock`, see `lock.ts`) while it is open, so a second process cannot open it.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_SHARED_BUFFERS_MB } from '../config';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { PROJECT_ROOT } from '../config';
import { acquireDirectoryLock, type DirectoryLock } from './lock';
import { PGLITE_EXTENSIONS } from './extensions';

export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction or the database itself: both run queries. */
export type Executor = Pick<Db, 'execute' | 'select' | 'insert' | 'update' | 'delete'>;

export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'server', 'db', 'migrations');

/** Arbitrary number naming the advisory lock held while migrating and seeding. */
const SETUP_LOCK = 7_231_001;

/** The longest a dedicated connection (`Database.newClient`) may take to open. */
const DEDICATED_CONNECT_TIMEOUT_MS = 10_000;

export interface Database {
  readonly db: Db;
  readonly engine: 'pglite' | 'postgres';
  /** Applies the committed migrations (several processes may start at once on PostgreSQL). */
  migrate(): Promise<void>;
  /** Runs `work` while holding the set-up lock, so concurrent starts migrate and seed once. */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball, to start another memory database from. */
  snapshot?(): Promise<Blob>;
  /**
   * PostgreSQL only: a new connection of its own, outside the pool and not yet connected, named
   * `applicationName` in `pg_stat_activity` (the change bus's LISTEN and the runner's advisory
   * lock, `server/cluster/`, live as long as their session does).
   */
  newClient?(applicationName: string): pg.Client;
}

/**
 * Where the database is: PostgreSQL, a PGlite data directory, or PGlite in memory, empty or started
 * from a snapshot (the test harness starts each server from one migrated and seeded database:
 * initdb and the migrations cost about 4 s of PGlite's start, loading a snapshot under 1 s).
 */
export type DatabaseLocation =
  { readonly url: string } | { readonly dataDir: string } | { readonly memory: true; readonly from?: Blob };

/** The rows of a raw query, whatever the engine. */
export async function rows<T>(executor: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Session settings of this server's PostgreSQL connections (see `ServerConfig.databaseParallelWorkers`). */
export function postgresSessionOptions(parallelWorkers: number): string {
  return `-c max_parallel_workers_per_gather=${Math.trunc(parallelWorkers)}`;
}

export async function openDatabase(
  location: DatabaseLocation,
  options: { poolSize?: number; pgliteSharedBuffersMb?: number; parallelWorkers?: number } = {},
): Promise<Database> {
  if ('url' in location) {
    const pool = new pg.Pool({
      connectionString: location.url,
      max: options.poolSize ?? 10,
      options: postgresSessionOptions(options.parallelWorkers ?? 0),
    });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool }) as unknown as Db;
    return {
      db,
      engine: 'postgres',
      migrate: () => migratePg(drizzlePg({ client: pool }), { migrationsFolder: MIGRATIONS_DIR }),
      async exclusive(work) {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [SETUP_LOCK]);
          try {
            return await work();
          } finally {
            await client.query('select pg_advisory_unlock($1)', [SETUP_LOCK]);
          }
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
      newClient: (applicationName) =>
        new pg.Client({
          connectionString: location.url,
          application_name: applicationName,
          // A peer gone without a word (a host down) is noticed by the operating system.
          keepAlive: true,
          connectionTimeoutMillis: DEDICATED_CONNECT_TIMEOUT_MS,
        }),
    };
  }
  let client: PGlite;
  let lock: DirectoryLock | null = null;
  // PGlite's start parameters with a smaller buffer pool than its 160 MB (given at start, so the
  // data directory's postgresql.conf is left as it is).
  const startParams = [
    ...PGlite.defaultStartParams,
    '-c',
    `shared_buffers=${Math.trunc(options.pgliteSharedBuffersMb ?? PGLITE_SHARED_BUFFERS_MB)}MB`,
  ];
  if ('dataDir' in location) {
    // One process at a time on a data directory (`DATA_DIR/db.lock`), taken before PGlite opens it.
    lock = await acquireDirectoryLock(location.dataDir);
    try {
      const dir = path.join(location.dataDir, 'db');
      await mkdir(dir, { recursive: true });
      client = await PGlite.create(dir, { startParams, extensions: PGLITE_EXTENSIONS });
    } catch (error) {
      await lock.release();
      throw error;
    }
  } else {
    client = await PGlite.create({
      ...(location.from ? { loadDataDir: location.from } : {}),
      startParams,
      extensions: PGLITE_EXTENSIONS,
    });
  }
  const db = drizzlePglite({ client }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_DIR }),
    // One process owns a PGlite directory (the directory lock): there is nobody to exclude.
    exclusive: (work) => work(),
    snapshot: async () => client.dumpDataDir('none'),
    async close() {
      try {
        await client.close();
      } finally {
        await lock?.release();
      }
    },
  };
}

/** True when the database answers. */
export async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** The time stamp (`when` in the journal) of the last committed migration, read once. */
let lastMigrationMillis: number | null = null;

/**
 * Whether the database holds every committed migration: by drizzle's own rule (a migration is
 * applied when the last one recorded in `drizzle.__drizzle_migrations` is not older than it), the
 * last recorded is at least as recent as the last committed. A database migrated further by a
 * newer release (during a rolling update) is current for this one too.
 */
export async function migrationsCurrent(db: Db): Promise<boolean> {
  lastMigrationMillis ??= Math.max(
    0,
    ...readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).map((m) => m.folderMillis),
  );
  const [row] = await rows<{ current: boolean }>(
    db,
    sql`select coalesce(max(created_at), 0) >= ${lastMigrationMillis} as current from drizzle.__drizzle_migrations`,
  );
  return row?.current === true;
}
