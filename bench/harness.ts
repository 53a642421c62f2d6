/**
 * What the benchmarks that run the real server share: a fresh database (PostgreSQL of
 * TEST_DATABASE_URL, else PGlite in a temporary directory), the server in a child process
 * (`bench/server.ts`, over IPC) so its memory is its own, its RSS read from /proc, the
 * administrator's sign-in, and the clean-up that undoes all of it whatever the way out.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { bundleServer, serverNodeFlags } from '../scripts/server-bundle';
import { PROJECT_ROOT } from '../server/config';
import type { DatabaseLocation } from '../server/db/client';
import {
  isServerMessage,
  type Command,
  type ListQuery,
  type MemoryReport,
  type RawOutcome,
  type Reply,
} from './protocol';

export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'bench-admin-password';
/** Tasks undone at the end, last first, once, whatever the way out (success, error, signal). */
export class Cleanup {
  private readonly tasks: { name: string; run: () => Promise<void> }[] = [];
  private running: Promise<void> | null = null;

  add(name: string, run: () => Promise<void>): void {
    this.tasks.push({ name, run });
  }

  run(): Promise<void> {
    this.running ??= (async () => {
      for (const task of [...this.tasks].reverse()) {
        try {
          await task.run();
        } catch (error) {
          console.error(`cleanup: ${task.name} failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    })();
    return this.running;
  }
}

/** A fresh database, and its removal registered in `cleanup`. */
export async function createDatabase(
  cleanup: Cleanup,
  prefix = 'bench',
): Promise<{ location: DatabaseLocation; env: Record<string, string>; where: string }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const dir = await mkdtemp(path.join(os.tmpdir(), `${prefix}-`));
    cleanup.add(`removing ${dir}`, () => rm(dir, { recursive: true, force: true }));
    return { location: { dataDir: dir }, env: { DATA_DIR: dir }, where: `PGlite in ${dir}` };
  }
  const name = `${prefix.replace(/\W/g, '_')}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  cleanup.add(`dropping database ${name}`, async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`drop database if exists "${name}" with (force)`);
    } finally {
      await client.end();
    }
  });
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    location: { url: target.toString() },
    env: { DATABASE_URL: target.toString() },
    where: `PostgreSQL, database ${name} (dropped at the end)`,
  };
}

/**
 * The benchmark's server process (`./server.ts`) bundled the way `npm start` bundles the server
 * (`scripts/server-bundle.ts`), so it runs without tsx; removed at the end.
 */
export async function benchServerScript(cleanup: Cleanup): Promise<string> {
  const file = path.join(PROJECT_ROOT, '.tmp', `bench-server-${process.pid}.mjs`);
  cleanup.add(`removing ${path.relative(PROJECT_ROOT, file)}`, async () => {
    await rm(file, { force: true });
    await rm(`${file}.map`, { force: true });
  });
  await bundleServer(path.join(import.meta.dirname, 'server.ts'), file);
  return file;
}

/** The server process and its command channel. */
export class ServerProcess {
  private readonly pending = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  private exitCode: number | null | undefined;
  private readonly exited: Promise<void>;

  private constructor(
    readonly child: ChildProcess,
    readonly port: number,
    readonly poolSize: number,
  ) {
    this.exited = new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      child.once('exit', () => resolve());
    });
    child.on('message', (message: unknown) => {
      if (!isServerMessage(message) || !('id' in message)) return;
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (message.type === 'error') waiting.reject(new Error(`server process: ${message.message}`));
      else waiting.resolve(message);
    });
    child.once('exit', (code, signal) => {
      this.exitCode = code;
      for (const waiting of this.pending.values()) {
        waiting.reject(new Error(`the server process exited (${signal ?? `code ${String(code)}`})`));
      }
      this.pending.clear();
    });
  }

  /** Starts `script` (from `benchServerScript`) with plain Node, as `npm start` runs the server. */
  static start(script: string, env: NodeJS.ProcessEnv): Promise<ServerProcess> {
    const child = fork(script, [], {
      env,
      // The server's flags, not the benchmark's own (tsx): its memory is measured as deployed.
      execArgv: serverNodeFlags(env),
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    return new Promise((resolve, reject) => {
      const onExit = (code: number | null, signal: string | null): void =>
        reject(new Error(`the server process exited before it was ready (${signal ?? `code ${String(code)}`})`));
      child.once('exit', onExit);
      child.once('error', reject);
      child.on('message', function onMessage(message: unknown) {
        if (!isServerMessage(message)) return;
        if (message.type === 'failed') {
          reject(new Error(`the server did not start: ${message.message}`));
        } else if (message.type === 'ready') {
          child.off('exit', onExit);
          child.off('message', onMessage);
          resolve(new ServerProcess(child, message.port, message.poolSize));
        }
      });
    });
  }

  get pid(): number {
    return this.child.pid ?? -1;
  }

  private request<T extends Reply['type']>(command: Omit<Extract<Command, { type: T }>, 'id'>): Promise<Reply> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (!this.child.connected) {
        reject(new Error('the server process is gone'));
        return;
      }
      this.pending.set(id, { resolve, reject });
      this.child.send({ ...command, id });
    });
  }

  async raw(
    entity: string,
    query: ListQuery,
    options: { readonly connections: number; readonly warmupSeconds: number; readonly seconds: number },
  ): Promise<RawOutcome> {
    const reply = await this.request<'raw'>({
      type: 'raw',
      entity,
      query,
      connections: options.connections,
      warmupSeconds: options.warmupSeconds,
      seconds: options.seconds,
    });
    if (reply.type !== 'raw') throw new Error(`unexpected answer ${reply.type}`);
    return reply.outcome;
  }

  async explain(entity: string, query: ListQuery): Promise<{ page: string[]; total: string[] }> {
    const reply = await this.request<'explain'>({ type: 'explain', entity, query });
    if (reply.type !== 'explain') throw new Error(`unexpected answer ${reply.type}`);
    return reply.plans;
  }

  async memory(): Promise<MemoryReport> {
    const reply = await this.request<'memory'>({ type: 'memory' });
    if (reply.type !== 'memory') throw new Error(`unexpected answer ${reply.type}`);
    return reply.memory;
  }

  /** Starts the HTTP floor (`./server.ts`) answering `bodies` by URL; its port. */
  async replay(bodies: Readonly<Record<string, string>>): Promise<number> {
    const reply = await this.request<'replay'>({ type: 'replay', bodies });
    if (reply.type !== 'replay') throw new Error(`unexpected answer ${reply.type}`);
    return reply.port;
  }

  /** Asks the server to close (it closes the database), then waits; kills it after 15 s. */
  async stop(): Promise<void> {
    if (this.exitCode !== undefined) return;
    if (this.child.connected) await this.request<'stop'>({ type: 'stop' }).catch(() => undefined);
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 15_000);
    await this.exited;
    clearTimeout(timer);
  }
}

/** VmRSS and VmHWM (peak RSS) of a process, in bytes; null where /proc is not available. */
export function procMemory(pid: number): { rss: number; hwm: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string): number => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    const rss = kb('VmRSS');
    const hwm = kb('VmHWM');
    return Number.isFinite(rss) && Number.isFinite(hwm) ? { rss: rss * 1024, hwm: hwm * 1024 } : null;
  } catch {
    return null;
  }
}

export async function login(base: string): Promise<string> {
  const response = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`login: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { data?: { access_token?: unknown } };
  const token = body.data?.access_token;
  if (typeof token !== 'string') throw new Error('login: no access_token in the answer');
  return token;
}

/**
 * Runs a benchmark, then its clean-up, also on Ctrl-C or SIGTERM; exits 0, or 1 on an error (with
 * its stack), 130/143 on a signal.
 */
export function runBenchmark(bench: (cleanup: Cleanup) => Promise<void>): void {
  const cleanup = new Cleanup();
  // Kept for the whole run: a second signal (tsx relays the one the terminal sent to the whole
  // process group) must not reach tsx's own handler, which would exit before the cleanup is done.
  let interrupted = false;
  const interrupt = (signal: NodeJS.Signals, code: number): void => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: cleaning up...`);
    void cleanup.run().finally(() => process.exit(code));
  };
  process.on('SIGINT', () => interrupt('SIGINT', 130));
  process.on('SIGTERM', () => interrupt('SIGTERM', 143));
  bench(cleanup)
    .finally(() => cleanup.run())
    .then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
        process.exit(1);
      },
    );
}
