/**
 * The real back office for browser tests: `server/main.ts` in a child process, on a free port, a
 * fresh DATA_DIR (embedded PGlite, a copy of the run's prepared template) with the demo content,
 * serving the built SPA. Extra users are
 * written into the data directory before the process starts (the API has no user management yet,
 * and a PGlite directory has one owner at a time): the start-up's own migration and seed run first,
 * in this process, so the child finds a prepared database and only opens it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../server/auth/passwords';
import { readConfig } from '../../server/config';
import { openDatabase, rows } from '../../server/db/client';
import { prepareDatabase } from '../../server/start';
import { freePort as anyFreePort } from '../server/process';
import { PROJECT_ROOT, portRange, tempPrefix } from './env';
import { startTileServer } from './tiles';

export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'admin-e2e-password';

/** A user created for a test, holding exactly `abilities` through a role of its own. */
export interface E2EUser {
  readonly username: string;
  readonly password: string;
  readonly abilities: readonly string[];
  /** The role's name (default `e2e-<username>`); use e.g. 'redazione' to test role-family rules. */
  readonly roleName?: string;
  readonly firstName?: string;
  readonly lastName?: string;
}

export interface RunningServer {
  readonly base: string;
  readonly dataDir: string;
  /** Everything the process printed (shown when it fails). */
  readonly output: readonly string[];
  stop(): Promise<void>;
  /** Map tiles the local tile server has served (0 when the test named its own MAP_TILE_URL). */
  tilesServed(): number;
}

function listensOn(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function freePort(): Promise<number> {
  const range = portRange();
  if (range) {
    for (let port = range.from; port <= range.to; port += 1) if (await listensOn(port)) return port;
    throw new Error(`no free port in E2E_PORTS ${range.from}-${range.to}`);
  }
  return anyFreePort();
}

function serverEnv(dataDir: string, spaDir: string, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATA_DIR: dataDir,
    SPA_DIR: spaDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    ADMIN_USERNAME,
    ADMIN_PASSWORD,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    // Every test signs in through the form: the per-minute throttle must not get in the way.
    LOGIN_ATTEMPTS_PER_MINUTE: '10000',
    // The tests read lists right after writing them.
    LIST_TOTAL_CACHE_SECONDS: '0',
    DATABASE_URL: '',
  };
}

/** Settings the seed reads: a server started with other values starts from an empty directory. */
const SEED_SETTINGS = ['ADMIN_USERNAME', 'ADMIN_PASSWORD', 'SEED_DEMO', 'PUBLIC_SITE_URL'];

/**
 * Once per run (global set-up): a data directory migrated and seeded (demo content included) as
 * every server here starts, which each server's own directory is copied from: PGlite's initdb, the
 * migrations and the demo load cost each server some 5 s. The server still runs its whole start-up.
 */
export async function prepareDataTemplate(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    await prepareDatabase(database, readConfig(serverEnv(dataDir, '', 0)));
  } finally {
    await database.close();
  }
}

/** Migrates and seeds `dataDir` as the server would, then adds the users. */
async function seedUsers(env: NodeJS.ProcessEnv, dataDir: string, users: readonly E2EUser[]): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    await prepareDatabase(database, readConfig(env));
    for (const user of users) {
      const roleName = user.roleName ?? `e2e-${user.username}`;
      const [role] = await rows<{ id: number }>(
        database.db,
        sql`insert into roles (name, title, abilities)
            values (${roleName}, ${roleName}, ${JSON.stringify(user.abilities)}::jsonb)
            on conflict (name) do update set abilities = excluded.abilities returning id`,
      );
      const [created] = await rows<{ id: number }>(
        database.db,
        sql`insert into users (username, first_name, last_name, email, password_hash, active)
            values (${user.username}, ${user.firstName ?? 'Utente'}, ${user.lastName ?? user.username},
                    ${`${user.username}@example.org`}, ${await hashPassword(user.password)}, 1)
            returning id`,
      );
      if (!role || !created) throw new Error(`could not create the e2e user ${user.username}`);
      await database.db.execute(sql`insert into user_roles (user_id, role_id) values (${created.id}, ${role.id})`);
    }
  } finally {
    await database.close();
  }
}

async function waitForHealth(base: string, child: ChildProcess, output: readonly string[]): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output.join('')}`);
    try {
      const response = await fetch(`${base}/api/v1/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not become healthy in 90 s:\n${output.join('')}`);
}

export async function startBackOffice(options: {
  spaDir: string;
  /** A directory made by `prepareDataTemplate`, copied unless `env` changes what the seed reads. */
  dataTemplate?: string;
  users?: readonly E2EUser[];
  /** Settings added to the server's environment (`SMTP_URL` of a test's mail server). */
  env?: Readonly<Record<string, string>>;
}): Promise<RunningServer> {
  const dataDir = await mkdtemp(`${tempPrefix()}data-`);
  if (options.dataTemplate && !SEED_SETTINGS.some((name) => options.env?.[name] !== undefined)) {
    // The database alone: the template's lock (released) and any other file stay behind.
    await cp(path.join(options.dataTemplate, 'db'), path.join(dataDir, 'db'), { recursive: true });
  }
  const port = await freePort();
  // Map tiles from a local server unless the test names its own (no outside network).
  const tiles = options.env?.MAP_TILE_URL ? null : await startTileServer();
  const env = {
    ...serverEnv(dataDir, options.spaDir, port),
    ...(tiles ? { MAP_TILE_URL: tiles.template, MAP_ATTRIBUTION: 'Tile di prova' } : {}),
    ...options.env,
  };
  if (options.users && options.users.length > 0) {
    try {
      await seedUsers(env, dataDir, options.users);
    } catch (error) {
      await tiles?.stop();
      throw error;
    }
  }

  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(PROJECT_ROOT, 'server', 'main.ts')], {
    cwd: PROJECT_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;

  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    }
    await tiles?.stop();
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(base, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, dataDir, output, stop, tilesServed: () => tiles?.served() ?? 0 };
}
