/**
 * The exclusive lock on an embedded database's data directory: two processes writing the same
 * PGlite files issue the same ids twice and lose acknowledged writes, so the second one must stop.
 *
 * The lock is the file `<dir>/db.lock`, holding `{ pid, hostname, startedAt, processStart, nonce }`. It is
 * created atomically with its whole content (written to a temporary file, then hard-linked to the
 * lock's name, which fails if the name exists), so nobody ever reads it half written.
 *
 * An existing lock is held when its process still runs on this host: the pid is alive
 * (`process.kill(pid, 0)`, EPERM counting as alive) and, where `/proc` exists, that pid is a
 * Node.js process started at the recorded time (so a pid reused after a crash or a reboot does not
 * count). A lock naming this very process is held only if this process took it (two opens of one
 * directory in a process are a bug too); otherwise it is left over from an earlier process that had
 * the same pid. Anything else is stale and taken over: a killed process, a reused pid, a lock
 * written on another host (its pid cannot be checked from here), an unreadable or garbage file.
 *
 * Taking over a stale lock happens under a second lock, `db.lock.takeover` (created the same
 * way): only its holder removes a lock file, after judging it stale again, so a fresh lock is never
 * removed and of several processes starting together on a stale lock exactly one gets it. A
 * takeover lock left by a process killed in that instant is itself removed once its holder is gone.
 */
import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, readlink, rename, unlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';

/** The lock's file name inside the locked directory. */
export const LOCK_FILE_NAME = 'db.lock';

/** What a lock file records about its holder. */
export interface LockHolder {
  readonly pid: number;
  readonly hostname: string;
  /** ISO 8601 time at which the holder took the lock. */
  readonly startedAt: string;
  /** The holder's start time in clock ticks since boot (`/proc/<pid>/stat`), where `/proc` exists. */
  readonly processStart?: string;
  /** Random, so that no two acquisitions write the same content. */
  readonly nonce?: string;
}

export interface DirectoryLock {
  readonly directory: string;
  readonly lockFile: string;
  readonly holder: LockHolder;
  /** Removes the lock file if it is still ours. Calling it again does nothing. */
  release(): Promise<void>;
}

/** The directory is locked by a running process (maybe this one). */
export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';

  constructor(
    readonly directory: string,
    readonly lockFile: string,
    readonly holder: LockHolder,
  ) {
    super(
      holder.pid === process.pid
        ? `The data directory ${directory} is already open in this process (pid ${holder.pid}, since ` +
            `${holder.startedAt}): close the database before opening it again.`
        : `The data directory ${directory} is in use by another back-office process (pid ${holder.pid}, started ` +
            `${holder.startedAt}). Stop it first, or set DATA_DIR to another directory.`,
    );
  }
}

/** The contents of the lock files this process holds or is creating (each unique by its nonce). */
const heldHere = new Set<string>();

/** Attempts before giving up when other processes keep changing the lock file under us. */
const ATTEMPTS = 5;

function errorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

function parseHolder(text: string): LockHolder | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const { pid, hostname: host, startedAt, processStart } = record;
  if (typeof pid !== 'number' || !Number.isSafeInteger(pid) || pid <= 0) return null;
  if (typeof host !== 'string' || typeof startedAt !== 'string') return null;
  if (processStart !== undefined && typeof processStart !== 'string') return null;
  return { pid, hostname: host, startedAt, ...(processStart === undefined ? {} : { processStart }) };
}

/** Field 22 of `/proc/<pid>/stat` (start time in clock ticks since boot), or null without `/proc`. */
async function processStartTime(pid: number | 'self'): Promise<string | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so count from its end.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it belongs to another user.
    return errorCode(error) === 'EPERM';
  }
}

/** Whether a live pid is a Node.js process; true where `/proc` cannot tell. */
async function isNodeProcess(pid: number): Promise<boolean> {
  let cmdline: string;
  try {
    cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return true;
  }
  const program = cmdline.split('\0')[0] ?? '';
  if (program === process.execPath || /node/i.test(path.basename(program))) return true;
  try {
    return (await readlink(`/proc/${pid}/exe`)) === process.execPath;
  } catch {
    return false;
  }
}

/** Whether the lock file content names a process that still holds it. */
async function isHeld(text: string, holder: LockHolder | null): Promise<boolean> {
  if (!holder || holder.hostname !== hostname()) return false;
  if (holder.pid === process.pid) return heldHere.has(text);
  if (!isAlive(holder.pid)) return false;
  if (holder.processStart !== undefined) {
    const now = await processStartTime(holder.pid);
    if (now !== null && now !== holder.processStart) return false;
  }
  return isNodeProcess(holder.pid);
}

async function readText(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw error;
  }
}

async function removeQuietly(file: string): Promise<void> {
  try {
    await unlink(file);
  } catch {
    // already gone
  }
}

/** Creates `lockFile` with `content` unless it exists; false when it exists. */
async function createExclusive(lockFile: string, content: string): Promise<boolean> {
  const temporary = `${lockFile}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, content, { flag: 'wx' });
  try {
    await link(temporary, lockFile);
    return true;
  } catch (error) {
    const code = errorCode(error);
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS' && code !== 'EOPNOTSUPP') throw error;
  } finally {
    await removeQuietly(temporary);
  }
  // A file system without hard links: an exclusive create (a reader may then see it half written).
  try {
    await writeFile(lockFile, content, { flag: 'wx' });
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Removes the stale lock whose content was `stale`, unless someone replaced it meanwhile. False
 * when the file found was not the stale one (it is put back if possible). Exported for the tests.
 */
export async function removeStaleLock(lockFile: string, stale: string): Promise<boolean> {
  const grave = `${lockFile}.${process.pid}-${randomBytes(6).toString('hex')}.stale`;
  try {
    await rename(lockFile, grave);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return true; // somebody else removed it: just try to create
    throw error;
  }
  const taken = await readText(grave);
  if (taken === stale) {
    await removeQuietly(grave);
    return true;
  }
  // We took a lock another process has just created: give it back.
  try {
    await link(grave, lockFile);
  } catch {
    // a third process created the lock meanwhile: it holds it now
  }
  await removeQuietly(grave);
  return false;
}

/** Waits for the takeover lock (a few seconds at most), runs `work` holding it, then lets it go. */
async function underTakeoverLock(lockFile: string, content: string, work: () => Promise<void>): Promise<void> {
  const takeover = `${lockFile}.takeover`;
  for (let attempt = 0; attempt < TAKEOVER_WAITS; attempt++) {
    if (await createExclusive(takeover, content)) {
      try {
        await work();
      } finally {
        if ((await readText(takeover)) === content) await removeQuietly(takeover);
      }
      return;
    }
    const existing = await readText(takeover);
    const holder = existing === null ? null : parseHolder(existing);
    // `content` is registered in `heldHere`: a racer of this same process counts as a live holder.
    if (existing !== null && !(holder && (await isHeld(existing, holder)))) {
      await removeStaleLock(takeover, existing);
      continue;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`Could not lock ${lockFile}: another process is taking it over. Try again.`);
}

/** Ten-millisecond waits for the takeover lock. */
const TAKEOVER_WAITS = 500;

/**
 * Takes the exclusive lock on `directory` (created if missing), as the file `db.lock` in it.
 * Throws `DataDirLockedError` when a running process holds it.
 */
export async function acquireDirectoryLock(directory: string): Promise<DirectoryLock> {
  const dir = path.resolve(directory);
  await mkdir(dir, { recursive: true });
  const lockFile = path.join(dir, LOCK_FILE_NAME);
  const start = await processStartTime('self');
  const holder: LockHolder = {
    pid: process.pid,
    hostname: hostname(),
    startedAt: new Date().toISOString(),
    ...(start === null ? {} : { processStart: start }),
    nonce: randomBytes(8).toString('hex'),
  };
  const content = `${JSON.stringify(holder)}\n`;

  // Registered before the file exists, so that another acquisition in this process sees it held.
  heldHere.add(content);
  try {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      if (await createExclusive(lockFile, content)) return lockHandle(dir, lockFile, holder, content);
      const existing = await readText(lockFile);
      if (existing === null) continue; // released meanwhile
      const found = parseHolder(existing);
      if (found && (await isHeld(existing, found))) throw new DataDirLockedError(dir, lockFile, found);
      await underTakeoverLock(lockFile, content, async () => {
        // Judged again under the takeover lock: nobody else removes the file meanwhile.
        const current = await readText(lockFile);
        if (current === null) return;
        const currentHolder = parseHolder(current);
        if (currentHolder && (await isHeld(current, currentHolder))) {
          throw new DataDirLockedError(dir, lockFile, currentHolder);
        }
        await removeQuietly(lockFile);
      });
    }
  } catch (error) {
    heldHere.delete(content);
    throw error;
  }
  heldHere.delete(content);
  throw new Error(`Could not lock the data directory ${dir}: ${lockFile} keeps changing. Try again.`);
}

function lockHandle(directory: string, lockFile: string, holder: LockHolder, content: string): DirectoryLock {
  let released: Promise<void> | null = null;
  return {
    directory,
    lockFile,
    holder,
    release() {
      released ??= (async () => {
        heldHere.delete(content);
        // Only our own lock: a file replaced by someone else (after judging ours stale) stays. A
        // lock left behind on error is stale once this process ends.
        try {
          if ((await readText(lockFile)) === content) await removeQuietly(lockFile);
        } catch {
          // unreadable: leave it
        }
      })();
      return released;
    },
  };
}
