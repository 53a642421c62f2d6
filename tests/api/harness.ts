/**
 * API test harness: the real start-up (migrations, seed, app) on each available database: an
 * in-memory PGlite always, and PostgreSQL when TEST_DATABASE_URL is set (a database of its own,
 * dropped afterwards). Each starts from a copy of a database migrated and seeded once per run
 * (`tests/setup/api-fixtures.ts`), on which the start-up finds nothing left to do. Requests go
 * through Fastify's `inject`, so no port is opened.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { readConfig, type ServerConfig } from '../../server/config';
import { rows } from '../../server/db/client';
import { openDatabase, type DatabaseLocation } from '../../server/db/client';
import { hash } from '@node-rs/argon2';
import { prepareDatabase, startServer, type StartedServer, type StartOptions } from '../../server/start';

export const ADMIN_PASSWORD = 'admin-password-for-tests';

export interface Backend {
  readonly name: 'pglite' | 'postgres';
  /** Opens a fresh database (for a server with these settings) and returns where it is and how to remove it. */
  create(overrides?: Record<string, string>): Promise<{ location: DatabaseLocation; drop(): Promise<void> }>;
}

/** Settings the seed reads: a server started with other values is seeded from scratch. */
const SEED_SETTINGS = ['ADMIN_USERNAME', 'ADMIN_PASSWORD', 'SEED_DEMO'];

/**
 * The environment variables through which the run's global set-up (`tests/setup/api-fixtures.ts`)
 * hands its fixtures to the test processes: the seeded PGlite snapshot's file and the PostgreSQL
 * template database's name.
 */
export const FIXTURE_ENV = { snapshot: 'TEST_PGLITE_SNAPSHOT', template: 'TEST_POSTGRES_TEMPLATE' } as const;

/**
 * A memory database migrated and seeded with `testConfig()`, as a PGlite snapshot. Without
 * PGlite's template databases (`template0`, `template1`: 15 of its 47 MB), which a test server
 * never uses (it creates no database): each of the hundred or so test servers of a run loads the
 * snapshot, 0.65-0.73 s of CPU with them and 0.47-0.48 s without.
 */
export async function buildSeededSnapshot(): Promise<Blob> {
  const database = await openDatabase({ memory: true });
  try {
    await prepareDatabase(database, testConfig());
    await database.db.execute(
      sql`update pg_database set datistemplate = false where datname in ('template0', 'template1')`,
    );
    await database.db.execute(sql`drop database template0`);
    await database.db.execute(sql`drop database template1`);
    await database.db.execute(sql`checkpoint`);
    if (!database.snapshot) throw new Error('PGlite answers no snapshot');
    return await database.snapshot();
  } finally {
    await database.close();
  }
}

/** The seeded snapshot: the global set-up's file, or (without one) made once per test process. */
let seeded: Promise<Blob> | null = null;
export function seededSnapshot(): Promise<Blob> {
  seeded ??= (async () => {
    const file = process.env[FIXTURE_ENV.snapshot];
    return file ? new Blob([await readFile(file)]) : buildSeededSnapshot();
  })();
  return seeded;
}

/**
 * In memory, started from the seeded snapshot (the server still runs its whole start-up on it:
 * the migrations find nothing to do, the seed finds its rows).
 */
const pglite: Backend = {
  name: 'pglite',
  create: async (overrides = {}) => ({
    location: SEED_SETTINGS.some((name) => name in overrides)
      ? { memory: true }
      : { memory: true, from: await seededSnapshot() },
    drop: async () => undefined,
  }),
};

/** A name for a database of the tests' own. */
function databaseName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

export async function dropPostgresDatabase(url: string, name: string): Promise<void> {
  await onServer(url, (client) => client.query(`drop database if exists "${name}" with (force)`));
}

/**
 * A PostgreSQL database migrated and seeded with `testConfig()`, closed to connections so that
 * `CREATE DATABASE ... TEMPLATE` can copy it at any time; answers its name.
 */
export async function buildPostgresTemplate(url: string): Promise<string> {
  const name = databaseName('api_template');
  await onServer(url, (client) => client.query(`create database "${name}"`));
  try {
    const database = await openDatabase({ url: databaseUrl(url, name) }, { poolSize: 2 });
    try {
      await prepareDatabase(database, testConfig());
    } finally {
      await database.close();
    }
    await onServer(url, (client) => client.query(`alter database "${name}" with allow_connections false`));
    return name;
  } catch (error) {
    await dropPostgresDatabase(url, name);
    throw error;
  }
}

/**
 * A database of its own per server: a copy of the global set-up's seeded template when there is
 * one and the test changes nothing the seed reads, an empty one otherwise (the server's start-up
 * migrates and seeds it).
 */
function postgres(url: string): Backend {
  return {
    name: 'postgres',
    async create(overrides = {}) {
      const name = databaseName('api');
      const template = SEED_SETTINGS.some((setting) => setting in overrides)
        ? undefined
        : process.env[FIXTURE_ENV.template];
      await onServer(url, (client) =>
        client.query(template ? `create database "${name}" template "${template}"` : `create database "${name}"`),
      );
      return {
        location: { url: databaseUrl(url, name) },
        drop: () => dropPostgresDatabase(url, name),
      };
    },
  };
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const backends: Backend[] = process.env.TEST_DATABASE_URL
  ? [pglite, postgres(process.env.TEST_DATABASE_URL)]
  : [pglite];

export function testConfig(overrides: Record<string, string> = {}): ServerConfig {
  return readConfig({
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    PUBLIC_SITE_URL: 'https://portal.test',
    // No test reaches the public geocoding service: a test of it names the local fake.
    NOMINATIM_URL: 'off',
    ...overrides,
  });
}

export interface TestServer {
  readonly server: StartedServer;
  /** The server's data directory (its uploads are under `uploads/`). */
  readonly dataDir: string;
  request(
    options: Omit<InjectOptions, 'url'> & { url: string; token?: string | null },
  ): Promise<LightMyRequestResponse>;
  login(username: string, password: string): Promise<string>;
  /** A user holding exactly these abilities (through a role of their own). */
  userWith(abilities: readonly string[], options?: { roleName?: string }): Promise<{ id: number; token: string }>;
  adminToken(): Promise<string>;
  /**
   * Gives the administrator back its test password and active state, with no sign-in attempts
   * counted: for runs whose calls may change them (the hostile runner sets passwords at random).
   */
  restoreAdmin(): Promise<void>;
  close(): Promise<void>;
}

let userCounter = 0;

/**
 * Argon2id at its lowest cost for the users tests make by the hundred (`userWith`): the server
 * verifies any PHC string with the parameters written in it, so these users still sign in through
 * the real login; at the server's own cost (`server/auth/passwords.ts`) hashing and verifying took
 * about 90 ms a user, a minute of the suite. The server's own hashing (the administrator, users
 * created or given a password through the API) is unchanged.
 */
function cheapPasswordHash(password: string): Promise<string> {
  return hash(password, { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 });
}

export async function startTestServer(
  backend: Backend,
  overrides: Record<string, string> = {},
  options: { logLines?: string[]; entities?: StartOptions['entities'] } = {},
): Promise<TestServer> {
  const created = await backend.create(overrides);
  const { logLines } = options;
  const logger = logLines
    ? { level: 'error', stream: { write: (line: string) => void logLines.push(line) } }
    : undefined;
  // A data directory of its own (uploads), removed on close, unless the test names one.
  const dataDir = overrides.DATA_DIR === undefined ? await mkdtemp(path.join(os.tmpdir(), 'er-test-data-')) : null;
  const server = await startServer({
    config: testConfig({ ...(dataDir ? { DATA_DIR: dataDir } : {}), ...overrides }),
    location: created.location,
    logger,
    ...(options.entities ? { entities: options.entities } : {}),
  });
  const { db } = server.database;
  let adminToken: string | null = null;

  const request: TestServer['request'] = ({ token, headers, ...options }) =>
    server.app.inject({
      ...options,
      url: options.url.startsWith('/') ? options.url : `/api/v1/${options.url}`,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });

  const login = async (username: string, password: string): Promise<string> => {
    const response = await request({ method: 'POST', url: 'login', payload: { username, password } });
    if (response.statusCode !== 200) throw new Error(`login ${username}: ${response.statusCode} ${response.body}`);
    return (response.json() as { data: { access_token: string } }).data.access_token;
  };

  return {
    server,
    dataDir: dataDir ?? overrides.DATA_DIR ?? '',
    request,
    login,
    async adminToken() {
      adminToken ??= await login('admin', ADMIN_PASSWORD);
      return adminToken;
    },
    async userWith(abilities, options = {}) {
      userCounter += 1;
      const username = `user${userCounter}_${randomBytes(3).toString('hex')}`;
      const password = `password-${username}`;
      const roleName = options.roleName ?? `role-${username}`;
      const [role] = await rows<{ id: number }>(
        db,
        sql`insert into roles (name, title, abilities) values (${roleName}, ${roleName}, ${JSON.stringify(abilities)}::jsonb)
            on conflict (name) do update set abilities = excluded.abilities returning id`,
      );
      const [user] = await rows<{ id: number }>(
        db,
        sql`insert into users (username, first_name, last_name, email, password_hash)
            values (${username}, 'Test', ${username}, ${`${username}@example.org`}, ${await cheapPasswordHash(password)})
            returning id`,
      );
      if (!role || !user) throw new Error('could not create the test user');
      await db.execute(sql`insert into user_roles (user_id, role_id) values (${user.id}, ${role.id})`);
      return { id: user.id, token: await login(username, password) };
    },
    async restoreAdmin() {
      await db.execute(
        sql`update users set password_hash = ${await cheapPasswordHash(ADMIN_PASSWORD)}, active = 1 where username = 'admin'`,
      );
      await db.execute(sql`delete from login_attempts`);
      adminToken = null;
    },
    async close() {
      await server.close();
      await created.drop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One language's contents of a news item that may be published (status 1: the publish rules'
 * required fields filled), for the tests of the workflow, previews and the translation overview.
 */
export const publishableNews = (title: string, slug: string) => ({
  title,
  slug,
  excerpt: 'Riassunto',
  description: '<p>Testo</p>',
  status: 1,
  google: { keywords: 'k', title: 't', description: 'd' },
  social: { title: 't', description: 'd' },
});

/** One language's contents of a published news item whose texts all name `title` (`extra` added or replacing). */
export const publishedNews = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  excerpt: `Riassunto di ${title}`,
  description: `<p>Descrizione di ${title}</p>`,
  status: 1,
  google: { keywords: 'emilia, romagna', title, description: `Descrizione Google di ${title}` },
  social: { title, description: `Descrizione social di ${title}` },
  ...extra,
});
