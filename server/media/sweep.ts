/**
 * The clean-up of what a crash left in the uploads' storage (issue #28, item 7; any driver since
 * issue #36). An upload removes what it wrote on every failure it sees (`upload.ts`), but a process
 * killed mid-upload leaves its temporary files (in the driver's local scratch folder), or
 * renditions already stored whose `media` row was never inserted; and a file whose removal failed
 * after its row was deleted stays too.
 *
 * `sweepUploads` removes such files: everything in the scratch folder (`storage.temporaryFolder`),
 * and stored files (`storage.list()`: keys of the storage's form only) that no `media` row names as
 * `storage_key` or `thumb_key`. It only touches a file last written more than `SWEEP_MIN_AGE_MS`
 * ago: the longest an upload is given (`UPLOAD_LIMITS.timeoutMs`, the admin's wait and the
 * server's `requestTimeout`), so no upload still running can lose a file. A moved file keeps its
 * last-write time (a stored object's is its upload), and an upload stores its files and inserts
 * the row straight after writing them, so a young file is an upload's own. Files of any other form
 * are left alone: they are not the storage's.
 *
 * `startSweeper` runs it at start and then every `SWEEP_INTERVAL_MS` (a timer that keeps no process
 * alive); `stop()` clears the timer and waits for a sweep under way, before the database closes.
 * The server (`server/http/app.ts`) splits the two parts: every process sweeps its own scratch
 * folder (`stored: false`), and the stored files, which processes share in a bucket, are swept by
 * one process at a time, the single runner of the periodic tasks (`temporary: false`,
 * `server/cluster/runner.ts`).
 */
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { UPLOAD_LIMITS } from '#core/limits';
import { rows, type Executor } from '../db/client';
import type { MediaStorage } from './storage';

/** A leftover younger than this may belong to an upload under way: the longest an upload is given. */
export const SWEEP_MIN_AGE_MS = UPLOAD_LIMITS.timeoutMs;
/** Time between two sweeps after the one at start. */
export const SWEEP_INTERVAL_MS = 60 * 60_000;
/** Storage keys looked up in one statement. */
const LOOKUP_BATCH = 500;

export interface SweepOptions {
  /** The storage swept (its scratch folder and its stored files). */
  readonly storage: MediaStorage;
  readonly db: Executor;
  /** Default `SWEEP_MIN_AGE_MS`. */
  readonly minAgeMs?: number;
  /** Default `Date.now()`. */
  readonly now?: number;
  /** Whether the scratch folder's temporary files are swept (default true). */
  readonly temporary?: boolean;
  /** Whether the stored files no row names are swept (default true). */
  readonly stored?: boolean;
}

export interface SweepResult {
  /** Storage keys of the removed stored files. */
  readonly removed: string[];
  /** The removed temporary files, as `/`-separated paths relative to the scratch folder. */
  readonly temporary: string[];
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
  if (keys.length === 0) return found;
  const list = sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  );
  const named = await rows<{ key: string }>(
    db,
    sql`select storage_key as key from media where storage_key in (${list})
        union select thumb_key as key from media where thumb_key in (${list})`,
  );
  for (const row of named) found.add(row.key);
  return found;
}

/** Removes the leftovers older than the minimum age (see the module's comment); answers them. */
export async function sweepUploads(options: SweepOptions): Promise<SweepResult> {
  const { storage, db } = options;
  const minAge = options.minAgeMs ?? SWEEP_MIN_AGE_MS;
  const now = options.now ?? Date.now();

  const temporary =
    options.temporary === false
      ? []
      : (await filesUnder(storage.temporaryFolder))
          .filter((entry) => now - entry.mtimeMs > minAge)
          .map((entry) => entry.file);
  for (const file of temporary) await rm(path.join(storage.temporaryFolder, ...file.split('/')), { force: true });
  if (options.stored === false) return { removed: [], temporary };

  // Stored files in batches, as the listing goes (a bucket may hold millions).
  const removed: string[] = [];
  let batch: string[] = [];
  const settle = async (): Promise<void> => {
    const named = await referenced(db, batch);
    for (const key of batch) {
      if (named.has(key)) continue;
      await storage.remove(key);
      removed.push(key);
    }
    batch = [];
  };
  for await (const stored of storage.list()) {
    if (now - stored.lastModified.getTime() <= minAge) continue;
    batch.push(stored.key);
    if (batch.length >= LOOKUP_BATCH) await settle();
  }
  await settle();
  return { removed, temporary };
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
