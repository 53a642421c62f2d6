/**
 * The clean-up of files a crash left in the uploads folder (issue #28, item 7). An upload removes
 * what it wrote on every failure it sees (`upload.ts`), but a process killed mid-upload leaves its
 * temporary files (`.tmp/`), a half-copied `.part`, or renditions already moved in whose `media`
 * row was never inserted; and a file whose removal failed after its row was deleted stays too.
 *
 * `sweepUploads` removes such files: everything under `.tmp/`, `.part` files, and stored files
 * (of the storage key's form) that no `media` row names as `storage_key` or `thumb_key`. It only
 * touches a file last written more than `SWEEP_MIN_AGE_MS` ago: the longest an upload is given
 * (`UPLOAD_LIMITS.timeoutMs`, the admin's wait and the server's `requestTimeout`), so no upload
 * still running can lose a file. A renamed file keeps its last-write time, and an upload moves its
 * files in and inserts the row straight after writing them, so a young file is an upload's own.
 * Files of any other form are left alone: they are not the storage's.
 *
 * `startSweeper` runs it at start and then every `SWEEP_INTERVAL_MS` (a timer that keeps no process
 * alive); `stop()` clears the timer and waits for a sweep under way, before the database closes.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { UPLOAD_LIMITS } from '#core/limits';
import { rows, type Executor } from '../db/client';
import { isStorageKey, TEMPORARY_FOLDER } from './storage';

/** A leftover younger than this may belong to an upload under way: the longest an upload is given. */
export const SWEEP_MIN_AGE_MS = UPLOAD_LIMITS.timeoutMs;
/** Time between two sweeps after the one at start. */
export const SWEEP_INTERVAL_MS = 60 * 60_000;
/** Storage keys looked up in one statement. */
const LOOKUP_BATCH = 500;
const PARTIAL = /^[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{32}\.[a-z0-9]{1,10}\.part$/;

export interface SweepOptions {
  /** The uploads folder (`DATA_DIR/uploads`). */
  readonly root: string;
  readonly db: Executor;
  /** Default `SWEEP_MIN_AGE_MS`. */
  readonly minAgeMs?: number;
  /** Default `Date.now()`. */
  readonly now?: number;
}

export interface SweepResult {
  /** Storage-relative paths of the removed files (`/` separated). */
  readonly removed: string[];
}

/** Every file under `root`, as `/`-separated relative paths, with its last-write time. */
async function filesUnder(root: string): Promise<{ file: string; mtimeMs: number }[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  const found: { file: string; mtimeMs: number }[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const info = await stat(full).catch(() => null);
    if (info) found.push({ file: path.relative(root, full).split(path.sep).join('/'), mtimeMs: info.mtimeMs });
  }
  return found;
}

/** The keys among `keys` that a media row names (as its file or its thumbnail). */
async function referenced(db: Executor, keys: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < keys.length; start += LOOKUP_BATCH) {
    const batch = keys.slice(start, start + LOOKUP_BATCH);
    const list = sql.join(
      batch.map((key) => sql`${key}`),
      sql`, `,
    );
    const named = await rows<{ key: string }>(
      db,
      sql`select storage_key as key from media where storage_key in (${list})
          union select thumb_key as key from media where thumb_key in (${list})`,
    );
    for (const row of named) found.add(row.key);
  }
  return found;
}

/** Removes the leftovers older than the minimum age (see the module's comment); answers them. */
export async function sweepUploads(options: SweepOptions): Promise<SweepResult> {
  const minAge = options.minAgeMs ?? SWEEP_MIN_AGE_MS;
  const now = options.now ?? Date.now();
  const old = (await filesUnder(options.root)).filter((entry) => now - entry.mtimeMs > minAge);
  const leftovers = old
    .filter((entry) => entry.file.startsWith(`${TEMPORARY_FOLDER}/`) || PARTIAL.test(entry.file))
    .map((entry) => entry.file);
  const stored = old.filter((entry) => isStorageKey(entry.file)).map((entry) => entry.file);
  const named = await referenced(options.db, stored);
  const removed = [...leftovers, ...stored.filter((key) => !named.has(key))];
  for (const file of removed) await rm(path.join(options.root, ...file.split('/')), { force: true });
  return { removed };
}

export interface Sweeper {
  /** Clears the timer and waits for a sweep under way. */
  stop(): Promise<void>;
  /** Waits for the sweep under way, if any (tests). */
  idle(): Promise<void>;
}

/** Sweeps now and every `intervalMs`; a failed sweep is reported to `onError` and tried again next time. */
export function startSweeper(
  options: Omit<SweepOptions, 'now'> & {
    readonly intervalMs?: number;
    readonly onSwept?: (result: SweepResult) => void;
    readonly onError: (error: unknown) => void;
  },
): Sweeper {
  let running: Promise<void> | null = null;
  const sweep = (): void => {
    if (running) return;
    running = sweepUploads(options)
      .then((result) => options.onSwept?.(result), options.onError)
      .finally(() => {
        running = null;
      });
  };
  sweep();
  const timer = setInterval(sweep, options.intervalMs ?? SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
    async idle() {
      await running;
    },
  };
}
