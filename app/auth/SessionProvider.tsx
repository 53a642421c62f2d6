/**
 * The session in React: who is signed in, what they may do, and the sign-in and sign-out calls.
 * The rules themselves (20-second cache, 401/403 and app-version clearing) are in `session.ts`;
 * this provider applies them to `localStorage` and re-checks the user on every navigation.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { canOnEntity, type AbilityAction } from '#core/abilities';
import type { EntityMeta } from '#core/model';
import { TOKEN_STORAGE_KEY, setSessionEndedHandler } from '#api/mutator.ts';
import { getUserMe, login as signIn, logout as signOut } from '../../generated/api/platform';
import {
  allows,
  cacheUser,
  checkAppVersion,
  currentUser,
  endSession,
  startSession,
  storedToken,
  type KeyValueStorage,
  type SessionUser,
  USER_CACHE_MS,
} from './session';

/** The running build; a different stored value clears local storage (spec section 4). */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';

export type SessionState = 'loading' | 'signed-in' | 'signed-out';

export interface SessionValue {
  readonly state: SessionState;
  readonly user: SessionUser | null;
  /** Sidebar links and route guards: `true` for any signed-in user, else the ability (or any of them). */
  readonly allows: (ability: string | true | readonly string[]) => boolean;
  /** An action on an entity (`news`, `create`): the entity allows it and the user holds its ability. */
  readonly canOn: (meta: Pick<EntityMeta, 'ability' | 'actions'>, action: AbilityAction) => boolean;
  /** Re-reads the user when the cached copy is older than 20 s (called on navigation). */
  readonly check: () => Promise<void>;
  /** Throws the API error of a failed sign-in. */
  readonly login: (username: string, password: string) => Promise<SessionUser>;
  readonly logout: () => Promise<void>;
  /** Ends the session locally (a 401/403 answer). */
  readonly expire: () => void;
}

const SessionContext = createContext<SessionValue | null>(null);

function browserStorage(): KeyValueStorage {
  return globalThis.localStorage;
}

/**
 * The token cookie (spec platform.md section 7: "a cookie with the token is set with the
 * 20-second expiry"), renewed with each user check, for links that open outside the SPA.
 */
function writeTokenCookie(token: string | null): void {
  if (typeof document === 'undefined') return;
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    token === null
      ? `${TOKEN_STORAGE_KEY}=; Max-Age=0; Path=/; SameSite=Strict${secure}`
      : `${TOKEN_STORAGE_KEY}=${encodeURIComponent(token)}; Max-Age=${USER_CACHE_MS / 1000}; Path=/; SameSite=Strict${secure}`;
}

async function fetchMe(): Promise<SessionUser> {
  return (await getUserMe()).data;
}

export function SessionProvider({
  children,
  storage = browserStorage(),
}: {
  children: ReactNode;
  storage?: KeyValueStorage;
}) {
  const [user, setUser] = useState<SessionUser | null>(null);
  const [state, setState] = useState<SessionState>(() => {
    checkAppVersion(storage, APP_VERSION);
    return storedToken(storage) === null ? 'signed-out' : 'loading';
  });

  const expire = useCallback(() => {
    endSession(storage);
    writeTokenCookie(null);
    setUser(null);
    setState('signed-out');
  }, [storage]);

  /** Applies the outcome of a user check: the user, or signed out. */
  const settle = useCallback(
    (found: SessionUser | null) => {
      writeTokenCookie(found ? storedToken(storage) : null);
      setUser((previous) => (previous && found && previous.expire === found.expire ? previous : found));
      setState(found ? 'signed-in' : 'signed-out');
    },
    [storage],
  );

  /** The server could not be reached: keep what we had; the next navigation tries again. */
  const unreachable = useCallback(() => {
    setState((previous) => (previous === 'loading' ? 'signed-out' : previous));
  }, []);

  const check = useCallback(
    () => currentUser({ storage, fetchMe }).then(settle, unreachable),
    [storage, settle, unreachable],
  );

  useEffect(() => {
    setSessionEndedHandler(() => expire());
    return () => setSessionEndedHandler(() => undefined);
  }, [expire]);

  useEffect(() => {
    if (state !== 'loading') return;
    void currentUser({ storage, fetchMe }).then(settle, unreachable);
  }, [state, storage, settle, unreachable]);

  const login = useCallback(
    async (username: string, password: string) => {
      const answer = await signIn({ username, password });
      startSession(storage, answer.data.access_token);
      const me = cacheUser(storage, await fetchMe(), Date.now());
      writeTokenCookie(answer.data.access_token);
      setUser(me);
      setState('signed-in');
      return me;
    },
    [storage],
  );

  const logout = useCallback(async () => {
    try {
      if (storedToken(storage)) await signOut();
    } catch {
      // Signing out must always succeed locally, even when the token is already gone.
    }
    expire();
  }, [storage, expire]);

  const value = useMemo<SessionValue>(
    () => ({
      state,
      user,
      allows: (ability) => allows(user, ability),
      canOn: (meta, action) => (user ? canOnEntity(user, meta, action) : false),
      check,
      login,
      logout,
      expire,
    }),
    [state, user, check, login, logout, expire],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs a SessionProvider');
  return value;
}
