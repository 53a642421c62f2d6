/**
 * The server's own periodic upkeep, run by the single runner (`./runner.ts`):
 *
 * - the maintained list totals (`server/crud/counts.ts`) of the entities written through any
 *   process (the change bus says which) folded every second, so a total stays a sum of few rows;
 *   and every entity's now and then, for writes the bus did not tell (plain SQL, a bus reconnecting);
 * - the expired tokens, the ended sign-in windows and the used or expired password-reset codes
 *   purged every hour (also done at start-up: `server/start.ts`).
 *
 * Preview links are kept: an expired one still answers 'Anteprima scaduta' and is listed.
 */
import { purgePasswordResets } from '../auth/recovery';
import { purgeExpiredTokens } from '../auth/session';
import { purgeLoginAttempts } from '../auth/throttle';
import { compactAllCounts, compactCounts } from '../crud/counts';
import type { Db } from '../db/client';
import type { ChangeBus } from './bus';
import type { PeriodicTask } from './runner';

export const UPKEEP_INTERVALS = {
  /** The totals of the entities written since the last run. */
  compactWrittenMs: 1_000,
  /** Every entity's totals. */
  compactAllMs: 10 * 60_000,
  /** Tokens, sign-in windows, password-reset codes. */
  purgeMs: 60 * 60_000,
} as const;

/** Entities remembered as written at most (names come from other processes too). */
const MAX_WRITTEN = 1_000;

/** The upkeep tasks over `db`; the entities written are heard on `bus` (every process remembers them, the runner folds them). */
export function upkeepTasks(db: Db, bus: ChangeBus): PeriodicTask[] {
  const written = new Set<string>();
  bus.subscribe((change) => {
    for (const entity of change.totals ?? []) if (written.size < MAX_WRITTEN) written.add(entity);
  });
  return [
    {
      name: 'compact-written-counts',
      intervalMs: UPKEEP_INTERVALS.compactWrittenMs,
      run: async () => {
        const entities = [...written];
        written.clear();
        for (const entity of entities) await compactCounts(db, entity);
      },
    },
    { name: 'compact-all-counts', intervalMs: UPKEEP_INTERVALS.compactAllMs, run: () => compactAllCounts(db) },
    {
      name: 'purge-expired',
      intervalMs: UPKEEP_INTERVALS.purgeMs,
      run: async () => {
        await purgeExpiredTokens(db);
        await purgeLoginAttempts(db);
        await purgePasswordResets(db);
      },
    },
  ];
}
