/**
 * The hits of the public lookup (`GET public/redirect`), counted in memory per rule and written in
 * batches (issue #28 item 10: one UPDATE per lookup let one client write 800 times a second).
 * The first hit after a write starts a wait of `HIT_FLUSH_INTERVAL_MS`; at its end one UPDATE adds
 * every rule's count (`hits = hits + n`) and its latest hit time. So a rule is written at most
 * once a second, the stored count lags the lookups by up to that long and is exact once written,
 * and the app's close writes what is still counted. A write that fails keeps its counts for the
 * next one. Each process counts its own lookups; the database adds them up.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/client';

/** The longest a counted hit waits before it is written, and the shortest time between writes. */
export const HIT_FLUSH_INTERVAL_MS = 1000;

/** The `hits` column is an integer: a count stops there. */
const MAX_HITS = 2_147_483_647;

interface Counted {
  count: number;
  last: Date;
}

export class HitCounter {
  private pending = new Map<number, Counted>();
  private timer: NodeJS.Timeout | null = null;
  /** The write under way (or the last one): writes run one after another. */
  private writing: Promise<void> = Promise.resolve();
  private closed = false;
  private written = 0;

  constructor(
    private readonly db: Pick<Executor, 'execute'>,
    private readonly log: FastifyBaseLogger,
    private readonly intervalMs = HIT_FLUSH_INTERVAL_MS,
  ) {}

  /** UPDATE statements that reached the database. */
  get writes(): number {
    return this.written;
  }

  /** Hits counted and not written yet. */
  get waiting(): number {
    let total = 0;
    for (const { count } of this.pending.values()) total += count;
    return total;
  }

  /** One lookup of rule `ruleId`, answered at `at`. */
  count(ruleId: number, at: Date = new Date()): void {
    this.add(ruleId, 1, at);
    // A lookup answered while the app closes is written at once (its close waits for the write).
    if (this.closed) void this.flush();
    else this.schedule();
  }

  /** Writes every hit counted so far, in one UPDATE; resolves once written (or kept, on failure). */
  flush(): Promise<void> {
    // What is counted now is written by this flush: a wait started by an earlier hit must not end
    // in a second write within the second (the next hit starts a new one).
    if (this.timer !== null) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const next = this.writing.then(() => this.write());
    this.writing = next;
    return next;
  }

  /** No more waiting: what is counted is written now. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer !== null) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    await this.flush();
  }

  private add(ruleId: number, count: number, at: Date): void {
    const counted = this.pending.get(ruleId);
    if (!counted) {
      this.pending.set(ruleId, { count, last: at });
      return;
    }
    counted.count += count;
    if (at > counted.last) counted.last = at;
  }

  private schedule(): void {
    if (this.timer !== null) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.intervalMs);
    // A process with nothing else to do may end: its close writes what is left.
    this.timer.unref();
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    const counts = [...batch].map(([id, { count, last }]) => ({ id, n: count, at: last.toISOString() }));
    try {
      // One parameter whatever the number of rules (a values list would take three a rule).
      await this.db.execute(
        sql`update redirects as r
               set hits = least(r.hits::bigint + v.n, ${MAX_HITS})::int,
                   last_hit_at = greatest(r.last_hit_at, v.at)
              from jsonb_to_recordset(${JSON.stringify(counts)}::jsonb) as v(id int, n bigint, at timestamptz)
             where r.id = v.id`,
      );
      this.written += 1;
    } catch (error) {
      for (const [id, { count, last }] of batch) this.add(id, count, last);
      this.log.error({ err: error }, 'the hits of redirect rules could not be written; kept for the next write');
      if (!this.closed) this.schedule();
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The public lookup's hit counter (`server/redirects/hits.ts`): tests flush it to read the counts. */
    redirectHits: HitCounter;
  }
}
