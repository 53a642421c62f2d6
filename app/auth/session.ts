/**
 * The admin's session (spec platform.md sections 2 and 4): the token in local storage, the current
 * user cached there for 20 seconds and then fetched again, no token meaning signed out, a 401 or
 * 403 answer clearing local storage, and a stored app version different from the running one
 * clearing it too. Pure logic over a storage, so it is tested without a browser.
 */
import { can, type AbilityHolder } from '#core/abilities';
import { ApiError } from '#api/errors.ts';
import { TOKEN_STORAGE_KEY } from '#api/mutator.ts';

/** How long the current user is trusted before it is fetched again (spec: 20 s). */
export const USER_CACHE_MS = 20_000;

export const USER_STORAGE_KEY = 'user';
export const APP_VERSION_STORAGE_KEY = 'app_version';

/** The subset of the Web Storage API the session uses (localStorage in the browser). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
}

/** `GET user/me`'s answer, plus `expire`: when the cached copy stops being trusted (ms since epoch). */
export interface SessionUser extends AbilityHolder {
  readonly id: number;
  readonly username?: string;
  readonly email?: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly roles: Readonly<Record<string, unknown>>;
  readonly abilities: Readonly<Record<string, unknown>>;
  readonly redazione_tipo: string | null;
  readonly expire?: number;
}

/** A new build of the admin starts from a clean storage (spec: stored version differs → clear). */
export function checkAppVersion(storage: KeyValueStorage, current: string): boolean {
  const stored = storage.getItem(APP_VERSION_STORAGE_KEY);
  if (stored === current) return false;
  storage.clear();
  storage.setItem(APP_VERSION_STORAGE_KEY, current);
  return stored !== null;
}

export function storedToken(storage: KeyValueStorage): string | null {
  const token = storage.getItem(TOKEN_STORAGE_KEY);
  return token && token.trim() !== '' ? token : null;
}

export function startSession(storage: KeyValueStorage, token: string): void {
  storage.removeItem(USER_STORAGE_KEY);
  storage.setItem(TOKEN_STORAGE_KEY, token);
}

/** Signing out, or an answer saying the session is over: local storage is cleared (the version stays). */
export function endSession(storage: KeyValueStorage): void {
  const version = storage.getItem(APP_VERSION_STORAGE_KEY);
  storage.clear();
  if (version !== null) storage.setItem(APP_VERSION_STORAGE_KEY, version);
}

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'number' &&
    typeof user.roles === 'object' &&
    user.roles !== null &&
    typeof user.abilities === 'object' &&
    user.abilities !== null
  );
}

/** The cached user while it is fresh, else null. */
export function cachedUser(storage: KeyValueStorage, now: number): SessionUser | null {
  const raw = storage.getItem(USER_STORAGE_KEY);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isSessionUser(parsed) || typeof parsed.expire !== 'number' || parsed.expire <= now) return null;
    return parsed;
  } catch {
    return null;
  }
}

export function cacheUser(storage: KeyValueStorage, user: SessionUser, now: number): SessionUser {
  const stored = { ...user, expire: now + USER_CACHE_MS };
  storage.setItem(USER_STORAGE_KEY, JSON.stringify(stored));
  return stored;
}

/** True for the answers that end a session: 401 (no or expired token) and 403 (spec section 8). */
export function endsSession(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/**
 * The current user: null without a token; the cached copy while fresh; otherwise fetched again.
 * A 401/403 while fetching ends the session (null); other failures are thrown to the caller.
 */
export async function currentUser(options: {
  storage: KeyValueStorage;
  fetchMe: () => Promise<SessionUser>;
  now?: () => number;
}): Promise<SessionUser | null> {
  const { storage, fetchMe } = options;
  const now = options.now ?? Date.now;
  if (storedToken(storage) === null) return null;
  const cached = cachedUser(storage, now());
  if (cached) return cached;
  try {
    const user = await fetchMe();
    if (!isSessionUser(user)) throw new Error('user/me answered an unexpected shape');
    return cacheUser(storage, user, now());
  } catch (error) {
    if (endsSession(error)) {
      endSession(storage);
      return null;
    }
    throw error;
  }
}

/** Whether a sidebar link or route is open to the user: `true` for everyone, else its ability. */
export function allows(user: SessionUser | null, ability: string | true | readonly string[]): boolean {
  if (ability === true) return user !== null;
  const abilities = typeof ability === 'string' ? [ability] : ability;
  return abilities.some((name) => can(user, name));
}
