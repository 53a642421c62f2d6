/**
 * Opaque bearer tokens: 256 random bits, stored only as a SHA-256 hash, with a sliding expiry.
 * The current user is read from the database by the token, and kept by the process for at most
 * `SESSION_CACHE_SECONDS` (`SessionCache`), so any number of API processes can answer: a change
 * made through one process (a logout, a user disabled, a role changed) applies to it at once, and
 * to the others as soon as the change bus tells them (`server/cluster/bus.ts`), within those
 * seconds at worst.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AbilityHolder } from '#core/abilities';
import { rows, type Executor } from '../db/client';

export interface CurrentUser extends AbilityHolder {
  readonly id: number;
  readonly username: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  /** Role name → title. */
  readonly roles: Readonly<Record<string, string>>;
  /** Ability → 1. */
  readonly abilities: Readonly<Record<string, 1>>;
  /** The editorial family the user belongs to (a `redazione*` role name), or null. */
  readonly redazione_tipo: string | null;
}

export interface Session {
  readonly user: CurrentUser;
  readonly tokenId: number;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** How long tokens live: `ttlMinutes` after their last use, and never past `maxAgeMinutes`. */
export interface TokenPolicy {
  readonly tokenTtlMinutes: number;
  readonly tokenMaxAgeMinutes: number;
}

export async function issueToken(db: Executor, userId: number, policy: TokenPolicy): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const ttl = Math.min(policy.tokenTtlMinutes, policy.tokenMaxAgeMinutes);
  await db.execute(sql`
    insert into access_tokens (user_id, token_hash, expires_at, last_used_at, created_at)
    values (${userId}, ${hashToken(token)}, now() + make_interval(mins => ${ttl}), now(), now())`);
  return token;
}

export async function revokeToken(db: Executor, tokenId: number): Promise<void> {
  await db.execute(sql`delete from access_tokens where id = ${tokenId}`);
}

/**
 * Ends every session of a user at once (deactivation, a new password), but `keepTokenId`: the
 * session of a user who changed their own password goes on.
 */
export async function revokeUserTokens(db: Executor, userId: number, keepTokenId: number | null = null): Promise<void> {
  await db.execute(
    keepTokenId === null
      ? sql`delete from access_tokens where user_id = ${userId}`
      : sql`delete from access_tokens where user_id = ${userId} and id <> ${keepTokenId}`,
  );
}

interface SessionRow {
  token_id: number;
  expires_in_seconds: number;
  /** Seconds the expiry may still be pushed before the maximum age. */
  headroom_seconds: number;
  /** Seconds until the token's expiry or its maximum age, whichever comes first. */
  valid_for_seconds: number;
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  roles: { name: string; title: string; abilities: string[] }[] | null;
}

/** The family of restricted editorial roles (spec: 'redazione', 'redazione-destinazione-turistica'). */
const REDAZIONE_FAMILY = /^redazione(-|$)/;

export function currentUserFrom(
  row: Omit<SessionRow, 'token_id' | 'expires_in_seconds' | 'headroom_seconds' | 'valid_for_seconds'>,
): CurrentUser {
  const roles: Record<string, string> = {};
  const abilities: Record<string, 1> = {};
  for (const role of row.roles ?? []) {
    roles[role.name] = role.title;
    for (const ability of role.abilities) abilities[ability] = 1;
  }
  const family = Object.keys(roles).find((name) => REDAZIONE_FAMILY.test(name)) ?? null;
  return {
    id: row.id,
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    roles,
    abilities,
    redazione_tipo: family,
  };
}

/**
 * The session of a token, or null when the token is unknown, expired, past its maximum age, or
 * its user disabled. The expiry slides: it is pushed to `ttl` from now (never past the maximum
 * age from the sign-in), at most once a minute to spare writes.
 */
export async function sessionOf(
  db: Executor,
  token: string,
  policy: TokenPolicy,
): Promise<(Session & { readonly validForMs: number }) | null> {
  const ttlMinutes = policy.tokenTtlMinutes;
  const maxAgeMinutes = policy.tokenMaxAgeMinutes;
  const [row] = await rows<SessionRow>(
    db,
    sql`
      select t.id as token_id,
             extract(epoch from (t.expires_at - now()))::int as expires_in_seconds,
             extract(epoch from (t.created_at + make_interval(mins => ${maxAgeMinutes}) - t.expires_at))::int
               as headroom_seconds,
             extract(epoch from (least(t.expires_at, t.created_at + make_interval(mins => ${maxAgeMinutes}))
               - now()))::float8 as valid_for_seconds,
             u.id, u.username, u.first_name, u.last_name, u.email,
             (select json_agg(json_build_object('name', r.name, 'title', r.title, 'abilities', r.abilities)
                              order by r.id)
                from user_roles ur join roles r on r.id = ur.role_id
               where ur.user_id = u.id) as roles
        from access_tokens t
        join users u on u.id = t.user_id
       where t.token_hash = ${hashToken(token)} and t.expires_at > now()
         and t.created_at > now() - make_interval(mins => ${maxAgeMinutes}) and u.active = 1
         and u.deleted_at is null`,
  );
  if (!row) return null;
  if (row.expires_in_seconds < ttlMinutes * 60 - 60 && row.headroom_seconds > 60) {
    await db.execute(sql`
      update access_tokens
         set expires_at = least(now() + make_interval(mins => ${ttlMinutes}),
                                created_at + make_interval(mins => ${maxAgeMinutes})),
             last_used_at = now()
       where id = ${row.token_id}`);
  }
  // Until the token's expiry before this use, or its maximum age when that comes first.
  const validForMs = row.valid_for_seconds * 1000;
  return { user: currentUserFrom(row), tokenId: row.token_id, validForMs };
}

/** Sessions a process keeps at most (then it starts afresh): bounds the memory of many tokens. */
const SESSION_CACHE_ENTRIES = 10_000;

/**
 * The sessions of recently used tokens, each kept for `ttlMs` at most and never past its token's
 * end, so a list call does not read the session again for every request. `clear` forgets them
 * all: every write answered by any process clears them in every process, before its answer leaves
 * (`server/http/app.ts` through the change bus), so a logout or a user disabled applies to the
 * next request. A read that started before a clear is not kept. `ttlMs` 0: nothing is kept;
 * nothing is kept either, nor used, while `trusted` says no (the bus is not hearing the other
 * processes: every request reads its session).
 */
export class SessionCache {
  private readonly entries = new Map<string, { readonly session: Session; readonly until: number }>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly trusted: () => boolean = () => true,
  ) {}

  async get(db: Executor, token: string, policy: TokenPolicy): Promise<Session | null> {
    const now = Date.now();
    if (!this.trusted()) {
      const found = await sessionOf(db, token, policy);
      return found && { user: found.user, tokenId: found.tokenId };
    }
    const kept = this.entries.get(token);
    if (kept && kept.until > now) return kept.session;
    if (kept) this.entries.delete(token);
    const generation = this.generation;
    const found = await sessionOf(db, token, policy);
    if (!found) return null;
    const session: Session = { user: found.user, tokenId: found.tokenId };
    const keptFor = Math.min(this.ttlMs, found.validForMs);
    if (keptFor > 0 && generation === this.generation) {
      if (this.entries.size >= SESSION_CACHE_ENTRIES) this.entries.clear();
      this.entries.set(token, { session, until: now + keptFor });
    }
    return session;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

/** Removes expired tokens (run at start-up and after logins). */
export async function purgeExpiredTokens(db: Executor): Promise<void> {
  await db.execute(sql`delete from access_tokens where expires_at <= now()`);
}
