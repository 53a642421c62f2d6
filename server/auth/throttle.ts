/**
 * Sign-in throttling: at most N attempts per minute for one IP address and username (and 5 N for
 * one IP address across usernames, against password spraying). Counted in PostgreSQL so that
 * several API processes share the limit.
 */
import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../db/client';

export interface ThrottleVerdict {
  readonly allowed: boolean;
  /** Seconds until the current window ends (for Retry-After). */
  readonly retryAfterSeconds: number;
}

async function hit(db: Executor, key: string): Promise<{ count: number; remaining: number }> {
  const [row] = await rows<{ count: number; remaining: number }>(
    db,
    sql`
      insert into login_attempts (key, window_start, count) values (${key}, now(), 1)
      on conflict (key) do update set
        count = case when login_attempts.window_start <= now() - interval '1 minute' then 1
                     else login_attempts.count + 1 end,
        window_start = case when login_attempts.window_start <= now() - interval '1 minute' then now()
                            else login_attempts.window_start end
      returning count, greatest(1, ceil(extract(epoch from (window_start + interval '1 minute' - now()))))::int
        as remaining`,
  );
  return row ?? { count: 1, remaining: 60 };
}

function pairKey(ip: string, username: string): string {
  return `pair|${ip}|${username.trim().toLowerCase()}`;
}

/** Records one attempt and says whether it may proceed. */
export async function recordLoginAttempt(
  db: Executor,
  ip: string,
  username: string,
  perMinute: number,
): Promise<ThrottleVerdict> {
  const pair = await hit(db, pairKey(ip, username));
  const address = await hit(db, `ip|${ip}`);
  if (pair.count > perMinute) return { allowed: false, retryAfterSeconds: pair.remaining };
  if (address.count > perMinute * 5) return { allowed: false, retryAfterSeconds: address.remaining };
  return { allowed: true, retryAfterSeconds: 0 };
}

/** A successful sign-in clears the pair's count: the limit is on guessing, not on working. */
export async function clearLoginAttempts(db: Executor, ip: string, username: string): Promise<void> {
  await db.execute(sql`delete from login_attempts where key = ${pairKey(ip, username)}`);
  // Colleagues signing in from one office address do not use up each other's attempts.
  await db.execute(sql`update login_attempts set count = greatest(count - 1, 0) where key = ${`ip|${ip}`}`);
}

/** Drops windows that ended long ago (run at start-up). */
export async function purgeLoginAttempts(db: Executor): Promise<void> {
  await db.execute(sql`delete from login_attempts where window_start < now() - interval '1 hour'`);
}
