/** The admin's session rules (spec platform.md sections 2, 4 and 8), over an in-memory storage. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../app/api/errors';
import {
  allows,
  APP_VERSION_STORAGE_KEY,
  cachedUser,
  checkAppVersion,
  currentUser,
  endSession,
  startSession,
  storedToken,
  USER_CACHE_MS,
  type KeyValueStorage,
  type SessionUser,
} from '../../app/auth/session';
import { loadUiLanguage, translate, uiLanguageLoaded, type MessageKey } from '../../app/i18n';
import { en } from '../../app/i18n/en';
import { it as italian } from '../../app/i18n/it';

class MemoryStorage implements KeyValueStorage {
  readonly map = new Map<string, string>();
  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.map.set(key, value);
  }
  removeItem(key: string): void {
    this.map.delete(key);
  }
  clear(): void {
    this.map.clear();
  }
}

const user: SessionUser = {
  id: 7,
  first_name: 'Anna',
  last_name: 'Neri',
  roles: { redazione: 'Redazione' },
  abilities: { 'news-view': 1 },
  redazione_tipo: 'redazione',
};

describe('session', () => {
  it('is signed out without a token and never calls user/me', async () => {
    const storage = new MemoryStorage();
    let calls = 0;
    const me = await currentUser({ storage, fetchMe: async () => (calls++, user) });
    expect(me).toBeNull();
    expect(calls).toBe(0);
  });

  it('caches the user for 20 seconds, then fetches it again', async () => {
    const storage = new MemoryStorage();
    startSession(storage, 'token-1');
    let now = 1_000_000;
    let calls = 0;
    const fetchMe = async (): Promise<SessionUser> => {
      calls += 1;
      return user;
    };
    expect(await currentUser({ storage, fetchMe, now: () => now })).toMatchObject({
      id: 7,
      expire: now + USER_CACHE_MS,
    });
    now += USER_CACHE_MS - 1;
    await currentUser({ storage, fetchMe, now: () => now });
    expect(calls).toBe(1);
    now += 1;
    await currentUser({ storage, fetchMe, now: () => now });
    expect(calls).toBe(2);
  });

  it.each([401, 403])('clears local storage on a %i answer', async (status) => {
    const storage = new MemoryStorage();
    storage.setItem(APP_VERSION_STORAGE_KEY, '1.0.0');
    startSession(storage, 'token-1');
    storage.setItem('news-list-state', '{"page":2}');
    const me = await currentUser({
      storage,
      fetchMe: async () => {
        throw new ApiError({ status, message: 'Unauthenticated.' });
      },
    });
    expect(me).toBeNull();
    expect(storedToken(storage)).toBeNull();
    expect(storage.getItem('news-list-state')).toBeNull();
    expect(storage.getItem(APP_VERSION_STORAGE_KEY)).toBe('1.0.0');
  });

  it('passes other failures to the caller and keeps the session', async () => {
    const storage = new MemoryStorage();
    startSession(storage, 'token-1');
    await expect(
      currentUser({
        storage,
        fetchMe: async () => {
          throw new ApiError({ status: 500, message: 'Errore' });
        },
      }),
    ).rejects.toThrow('Errore');
    expect(storedToken(storage)).toBe('token-1');
  });

  it('clears local storage when the stored app version differs', () => {
    const storage = new MemoryStorage();
    expect(checkAppVersion(storage, '1.0.0')).toBe(false);
    startSession(storage, 'token-1');
    expect(checkAppVersion(storage, '1.0.0')).toBe(false);
    expect(storedToken(storage)).toBe('token-1');
    expect(checkAppVersion(storage, '1.1.0')).toBe(true);
    expect(storedToken(storage)).toBeNull();
    expect(storage.getItem(APP_VERSION_STORAGE_KEY)).toBe('1.1.0');
  });

  it('ignores a corrupt or stale cached user', () => {
    const storage = new MemoryStorage();
    storage.setItem('user', '{not json');
    expect(cachedUser(storage, 0)).toBeNull();
    storage.setItem('user', JSON.stringify({ ...user, expire: 10 }));
    expect(cachedUser(storage, 10)).toBeNull();
    expect(cachedUser(storage, 9)).toMatchObject({ id: 7 });
    endSession(storage);
    expect(cachedUser(storage, 0)).toBeNull();
  });

  it('opens links by ability; `true` links to every signed-in user', () => {
    expect(allows(user, 'news-view')).toBe(true);
    expect(allows(user, 'dicono-view')).toBe(false);
    expect(allows(user, ['dicono-view', 'news-view'])).toBe(true);
    expect(allows(user, true)).toBe(true);
    expect(allows(null, true)).toBe(false);
    expect(allows({ ...user, roles: { administrator: 'Amministratore' } }, 'user-create')).toBe(true);
  });
});

describe('UI messages', () => {
  it('speaks the spec Italian, with English where the smaller set has it, once that set is loaded', async () => {
    expect(translate('login.title')).toBe('Area Riservata');
    expect(translate('login.submit')).toBe('Entra');
    expect(translate('dashboard.toReview', 'it', { label: 'News' })).toBe('News da revisionare');
    // The English set is loaded on demand (it is not in the /login bundle): Italian until then.
    if (!uiLanguageLoaded('en')) expect(translate('login.submit', 'en')).toBe('Entra');
    await loadUiLanguage('en');
    expect(uiLanguageLoaded('en')).toBe(true);
    expect(translate('login.submit', 'en')).toBe('Sign in');
    // A key the smaller English set leaves out falls back to the Italian text.
    const missing = (Object.keys(italian) as MessageKey[]).find((key) => en[key] === undefined);
    if (missing) expect(translate(missing, 'en')).toBe(translate(missing, 'it'));
    expect(translate('dashboard.toReview', 'en', { label: 'News' })).toBe('News to review');
  });

  it('has an English text, when any, for Italian keys only, with the same placeholders', () => {
    for (const [key, text] of Object.entries(en)) {
      expect(Object.keys(italian)).toContain(key);
      const placeholders = (value: string) => [...value.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      expect(placeholders(text ?? ''), key).toEqual(placeholders(italian[key as MessageKey]));
    }
  });
});
