/**
 * Sign-in throttling, counted in PostgreSQL so that several API processes share the limits:
 * - N attempts a minute for one IP address and username (a success clears the count);
 * - 5 N a minute for one username across addresses (guessing from many addresses), counting only
 *   attempts the first limit let through, so one address alone cannot lock a colleague out;
 * - a high cap of failures a minute for one address across usernames (password spraying), so
 *   that colleagues behind one proxy address are not locked out by each other's typos.
 */
import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../db/client';

export interface ThrottleVerdict {
  readonly allowed: boolean;
  /** Seconds until the current window ends (for Retry-After). */
  readonly retryAfterSeconds: number;
}

/**
 * Counts one hit of `key` in its current window of `windowSeconds` (a new window starts once the
 * last one is over); returns the count and the seconds left in the window.
 */
export async function hit(
  db: Executor,
  key: string,
  windowSeconds = 60,
): Promise<{ count: number; remaining: number }> {
  const [row] = await rows<{ count: number; remaining: number }>(
    db,
    sql`
      insert into login_attempts (key, window_start, count) values (${key}, now(), 1)
      on conflict (key) do update set
        count = case when login_attempts.window_start <= now() - make_interval(secs => ${windowSeconds}) then 1
                     else login_attempts.count + 1 end,
        window_start = case when login_attempts.window_start <= now() - make_interval(secs => ${windowSeconds})
                            then now() else login_attempts.window_start end
      returning count,
        greatest(1, ceil(extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - now()))))::int
          as remaining`,
  );
  return row ?? { count: 1, remaining: windowSeconds };
}

function pairKey(ip: string, username: string): string {
  return `pair|${ip}|${username.trim().toLowerCase()}`;
}

function userKey(username: string): string {
  return `user|${username.trim().toLowerCase()}`;
}

function addressKey(ip: string): string {
  return `ip|${ip}`;
}

export interface ThrottlePolicy {
  /** Attempts a minute for one address and username. */
  readonly loginAttemptsPerMinute: number;
  /** Failed attempts a minute for one address across usernames; 0 turns this limit off. */
  readonly loginFailuresPerAddressPerMinute: number;
}

/** Records one attempt and says whether it may proceed. */
export async function recordLoginAttempt(
  db: Executor,
  ip: string,
  username: string,
  policy: ThrottlePolicy,
): Promise<ThrottleVerdict> {
  const perMinute = policy.loginAttemptsPerMinute;
  const pair = await hit(db, pairKey(ip, username));
  if (pair.count > perMinute) return { allowed: false, retryAfterSeconds: pair.remaining };
  const user = await hit(db, userKey(username));
  if (user.count > perMinute * 5) return { allowed: false, retryAfterSeconds: user.remaining };
  if (policy.loginFailuresPerAddressPerMinute > 0) {
    const address = await hit(db, addressKey(ip));
    if (address.count > policy.loginFailuresPerAddressPerMinute) {
      return { allowed: false, retryAfterSeconds: address.remaining };
    }
  }
  return { allowed: true, retryAfterSeconds: 0 };
}

/** A successful sign-in clears the pair's count: the limit is on guessing, not on working. */
export async function clearLoginAttempts(db: Executor, ip: string, username: string): Promise<void> {
  await db.execute(sql`delete from login_attempts where key = ${pairKey(ip, username)}`);
  // Only failures count against the username and the address: this success is taken back.
  await db.execute(
    sql`update login_attempts set count = greatest(count - 1, 0) where key in (${userKey(username)}, ${addressKey(ip)})`,
  );
}

/**
 * Reserves the next turn of a service whose requests must leave at least `intervalMs` apart,
 * whichever process sends them (Nominatim's one a second): the key's row holds the time of the
 * last turn given, moved by one statement to the later of a turn past it and now. Answers the
 * milliseconds to wait before sending, or null (nothing reserved) when the turn would come more
 * than `maxWaitMs` from now. The database's clock decides, so the processes' clocks may differ.
 */
export async function reserveTurn(
  db: Executor,
  key: string,
  intervalMs: number,
  maxWaitMs: number,
): Promise<number | null> {
  const interval = intervalMs / 1000;
  const [row] = await rows<{ wait_ms: number }>(
    db,
    sql`
      insert into login_attempts as a (key, window_start, count) values (${key}, now(), 1)
      on conflict (key) do update set
        window_start = greatest(a.window_start + make_interval(secs => ${interval}), now()), count = 1
        where a.window_start + make_interval(secs => ${interval}) <= now() + make_interval(secs => ${maxWaitMs / 1000})
      returning greatest(0, extract(epoch from (window_start - now())) * 1000)::float8 as wait_ms`,
  );
  return row ? row.wait_ms : null;
}

/** Drops windows that ended long ago, and turns long past (run at start-up and every hour). */
export async function purgeLoginAttempts(db: Executor): Promise<void> {
  // Windows last at most an hour (password-recovery requests); older ones are over.
  await db.execute(sql`delete from login_attempts where window_start < now() - interval '2 hours'`);
}
