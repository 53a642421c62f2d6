/**
 * One process at a time on a PGlite data directory: the lock file `db.lock` refuses a second
 * holder (naming the directory and the holding pid), is released on close, and a stale lock (dead
 * pid, pid of a process that is not Node.js, garbage) is taken over. As a user runs it: a second
 * `server/main.ts` on the same DATA_DIR exits with that message while the first keeps serving, and
 * after the first is killed with SIGKILL the next start comes up.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { acquireDirectoryLock, DataDirLockedError, LOCK_FILE_NAME, removeStaleLock } from '../../server/db/lock';
import { freePort, hasExited, healthy, startServerProcess, stopAll, waitForHealth, type Running } from './process';

const temporaryDirs: string[] = [];
const children: ChildProcess[] = [];

afterAll(async () => {
  await stopAll();
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await Promise.all(
    children.map((child) =>
      child.exitCode === null && child.signalCode === null
        ? new Promise<void>((resolve) => child.once('exit', () => resolve()))
        : Promise.resolve(),
    ),
  );
  for (const dir of temporaryDirs) await rm(dir, { recursive: true, force: true });
});

async function temporaryDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'backoffice-lock-'));
  temporaryDirs.push(dir);
  return dir;
}

function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** A child process that stays alive until killed. */
function longRunning(command: string, args: readonly string[]): ChildProcess {
  const child = spawn(command, args, { stdio: 'ignore' });
  children.push(child);
  return child;
}

/** The pid of a Node.js process that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  const pid = child.pid;
  await exitOf(child);
  if (pid === undefined) throw new Error('the child process had no pid');
  return pid;
}

async function writeLock(dir: string, holder: Record<string, unknown> | string): Promise<void> {
  await writeFile(path.join(dir, LOCK_FILE_NAME), typeof holder === 'string' ? holder : JSON.stringify(holder));
}

async function lockedError(promise: Promise<unknown>): Promise<DataDirLockedError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DataDirLockedError) return error;
    throw error;
  }
  throw new Error('the second lock was granted');
}

describe('acquireDirectoryLock', () => {
  it('refuses a second holder in the same process, naming the directory and pid, until released', async () => {
    const dir = await temporaryDir();
    const first = await acquireDirectoryLock(dir);
    const lockFile = path.join(dir, LOCK_FILE_NAME);
    expect(JSON.parse(await readFile(lockFile, 'utf8'))).toMatchObject({ pid: process.pid, hostname: hostname() });

    const error = await lockedError(acquireDirectoryLock(dir));
    expect(error.directory).toBe(dir);
    expect(error.holder.pid).toBe(process.pid);
    expect(error.message).toContain(dir);
    expect(error.message).toContain(`pid ${process.pid}`);

    // Another directory is another lock.
    const other = await acquireDirectoryLock(await temporaryDir());
    await other.release();

    await first.release();
    await first.release(); // idempotent
    expect(existsSync(lockFile)).toBe(false);
    const again = await acquireDirectoryLock(dir);
    expect(existsSync(lockFile)).toBe(true);
    await again.release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('refuses a lock held by another live Node.js process', async () => {
    const dir = await temporaryDir();
    const holder = longRunning(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    const startedAt = new Date().toISOString();
    await writeLock(dir, { pid: holder.pid, hostname: hostname(), startedAt });

    const error = await lockedError(acquireDirectoryLock(dir));
    expect(error.message).toContain(dir);
    expect(error.message).toContain(`pid ${holder.pid}`);
    expect(error.message).toContain('another back-office process');
    expect(error.message).toContain('DATA_DIR');
    // The refused process left the lock alone.
    expect(JSON.parse(await readFile(path.join(dir, LOCK_FILE_NAME), 'utf8'))).toMatchObject({ pid: holder.pid });
    holder.kill('SIGKILL');
    await exitOf(holder);

    // Once that process is gone its lock is stale.
    const lock = await acquireDirectoryLock(dir);
    expect(lock.holder.pid).toBe(process.pid);
    await lock.release();
  });

  it('takes over the lock of a dead process', async () => {
    const dir = await temporaryDir();
    const pid = await deadPid();
    await writeLock(dir, { pid, hostname: hostname(), startedAt: '2020-01-01T00:00:00.000Z' });
    const lock = await acquireDirectoryLock(dir);
    expect(JSON.parse(await readFile(path.join(dir, LOCK_FILE_NAME), 'utf8'))).toMatchObject({
      pid: process.pid,
      startedAt: lock.holder.startedAt,
    });
    await lock.release();
    expect(existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);
  });

  it('takes over a garbage or empty lock file', async () => {
    for (const content of ['not json at all', '', '{"pid": "1"}', '[]']) {
      const dir = await temporaryDir();
      await writeLock(dir, content);
      const lock = await acquireDirectoryLock(dir);
      expect(JSON.parse(await readFile(path.join(dir, LOCK_FILE_NAME), 'utf8'))).toMatchObject({ pid: process.pid });
      await lock.release();
    }
  });

  it('takes over a lock left by an earlier process that had this pid', async () => {
    const dir = await temporaryDir();
    await writeLock(dir, { pid: process.pid, hostname: hostname(), startedAt: '2020-01-01T00:00:00.000Z' });
    const lock = await acquireDirectoryLock(dir);
    expect(lock.holder.startedAt).not.toBe('2020-01-01T00:00:00.000Z');
    await lock.release();
  });

  it.runIf(existsSync('/proc/self/cmdline'))('takes over a lock whose pid now belongs to another program', async () => {
    const dir = await temporaryDir();
    const sleeper = longRunning('sleep', ['60']);
    await writeLock(dir, { pid: sleeper.pid, hostname: hostname(), startedAt: new Date().toISOString() });
    const lock = await acquireDirectoryLock(dir);
    expect(lock.holder.pid).toBe(process.pid);
    await lock.release();
    sleeper.kill('SIGKILL');
  });

  it.runIf(existsSync('/proc/self/stat'))(
    'takes over a lock whose pid is a Node.js process started later',
    async () => {
      const dir = await temporaryDir();
      const holder = longRunning(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
      await writeLock(dir, {
        pid: holder.pid,
        hostname: hostname(),
        startedAt: new Date().toISOString(),
        processStart: '1',
      });
      const lock = await acquireDirectoryLock(dir);
      expect(lock.holder.pid).toBe(process.pid);
      await lock.release();
      holder.kill('SIGKILL');
    },
  );

  it('lets exactly one of several racers take over a stale lock', async () => {
    for (let round = 0; round < 10; round++) {
      const dir = await temporaryDir();
      await writeLock(dir, 'garbage');
      const outcomes = await Promise.allSettled(Array.from({ length: 8 }, () => acquireDirectoryLock(dir)));
      const granted = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
      const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
      for (const lock of granted) await lock.release();
      expect(granted).toHaveLength(1);
      for (const reason of refused) expect(reason).toBeInstanceOf(DataDirLockedError);
    }
  });

  it('removes a stale lock only if it is still the file judged stale', async () => {
    const dir = await temporaryDir();
    const lockFile = path.join(dir, LOCK_FILE_NAME);
    // Judged stale as 'garbage', but another process has created its lock since: it stays.
    const fresh = JSON.stringify({ pid: 1234, hostname: 'elsewhere', startedAt: new Date().toISOString() });
    await writeLock(dir, fresh);
    expect(await removeStaleLock(lockFile, 'garbage')).toBe(false);
    expect(await readFile(lockFile, 'utf8')).toBe(fresh);
    expect(await removeStaleLock(lockFile, fresh)).toBe(true);
    expect(existsSync(lockFile)).toBe(false);
    expect(await removeStaleLock(lockFile, fresh)).toBe(true); // already gone
    expect(await readdir(dir)).toEqual([]);
  });

  it('is taken by openDatabase on a data directory and released by close', async () => {
    const dir = await temporaryDir();
    const database = await openDatabase({ dataDir: dir });
    try {
      expect(existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(true);
      const refusal = await openDatabase({ dataDir: dir }).then(
        async (second) => {
          await second.close();
          return null;
        },
        (reason: unknown) => reason,
      );
      expect(refusal).toBeInstanceOf(DataDirLockedError);
    } finally {
      await database.close();
    }
    expect(existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);
  });
});

/** Either the process's exit code or 'healthy' when it answers on `base`, whichever comes first. */
async function exitOrHealth(base: string, running: Running): Promise<number | null | 'healthy'> {
  for (;;) {
    if (hasExited(running.child)) return running.exited;
    if (await healthy(base)) return 'healthy';
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const startServer = (dataDir: string, port: number): Running =>
  startServerProcess(dataDir, port, { SEED_DEMO: 'false', ADMIN_PASSWORD: 'lock-test-password-1' });

describe('two servers on one DATA_DIR', () => {
  it('refuses the second, keeps the first serving, and starts again after the first is killed', async () => {
    const dataDir = await temporaryDir();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;

    const first = startServer(dataDir, port);
    await waitForHealth(base, first);
    const firstPid = first.child.pid;
    expect(firstPid).toBeDefined();

    // Another port, so only the lock can stop it.
    const secondPort = await freePort();
    const second = startServer(dataDir, secondPort);
    const code = await exitOrHealth(`http://127.0.0.1:${secondPort}`, second);
    const output = second.output.join('');
    expect(code, output).toBe(1);
    expect(output).toContain(`Error: The data directory ${dataDir} is in use`);
    expect(output).toContain(`pid ${String(firstPid)}`);
    expect(output).not.toMatch(/\n\s+at /); // no stack trace
    expect(await healthy(base)).toBe(true);

    // A killed server leaves its lock behind: the next start takes it over.
    first.child.kill('SIGKILL');
    await first.exited;
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(true);
    const third = startServer(dataDir, port);
    await waitForHealth(base, third);
    expect(JSON.parse(await readFile(path.join(dataDir, LOCK_FILE_NAME), 'utf8'))).toMatchObject({
      pid: third.child.pid,
    });
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
  }, 400_000);
});
