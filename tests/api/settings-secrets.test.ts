/**
 * The settings' secrets at rest (issue #28, docs/secrets.md), on both databases: with
 * `SECRETS_KEY` the `settings` row holds an AES-256-GCM envelope and no clear text, the API still
 * answers `{set}` and keeps, replaces and clears the value, `readSettingSecret` gives it back; an
 * altered or moved value is refused; clear-text rows of a database that had no key are encrypted at
 * the start; rotation with `SECRETS_KEY_PREVIOUS` seals every value again with the new key; without
 * a key the values stay clear text and the start says so once. The server is restarted on its own
 * database (PostgreSQL: the same database; PGlite: a snapshot of the memory database).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../server/config';
import { rows, type DatabaseLocation } from '../../server/db/client';
import { parseSecretKey, SecretUnreadableError, type SecretKeys } from '../../server/settings/cipher';
import { readSettingSecret } from '../../server/settings/secrets';
import { startServer, type StartedServer } from '../../server/start';
import { ADMIN_PASSWORD, backends, testConfig, type Backend } from './harness';

const KEY_A = randomBytes(32).toString('base64');
const KEY_B = randomBytes(32).toString('hex');
const idOf = (key: string): string => parseSecretKey(key)?.id ?? 'none';

/** A test restarts the server up to three times: PGlite's snapshot and start take seconds each. */
const RESTARTS_TIMEOUT = 120_000;

const NO_KEY_WARNING = /^SECRETS_KEY is not set: the secrets of the settings .* are stored in clear text/;

describe('SECRETS_KEY and SECRETS_KEY_PREVIOUS', () => {
  it('take 32 bytes in hex or base64, and refuse anything else with a message that does not repeat it', () => {
    expect(readConfig({ SECRETS_KEY: KEY_A }).secretKeys.current?.id).toBe(idOf(KEY_A));
    expect(readConfig({ SECRETS_KEY: KEY_B }).secretKeys.current?.id).toBe(idOf(KEY_B));
    expect(readConfig({ SECRETS_KEY: randomBytes(32).toString('base64url') }).secretKeys.current).not.toBeNull();
    expect(readConfig({}).secretKeys.current).toBeNull();
    for (const bad of ['too-short-a-key', randomBytes(16).toString('hex'), randomBytes(33).toString('base64')]) {
      expect(() => readConfig({ SECRETS_KEY: bad })).toThrow(ConfigError);
      expect(() => readConfig({ SECRETS_KEY: bad })).toThrow(/^SECRETS_KEY must be 32 random bytes/);
      expect(() => readConfig({ SECRETS_KEY: bad })).not.toThrow(bad);
    }
    expect(() => readConfig({ SECRETS_KEY: KEY_A, SECRETS_KEY_PREVIOUS: `${KEY_B},nonsense` })).toThrow(
      /^SECRETS_KEY_PREVIOUS must be a comma-separated list of keys.*\(key 2 has 8 characters\)/,
    );
    const both = readConfig({ SECRETS_KEY: KEY_B, SECRETS_KEY_PREVIOUS: KEY_A }).secretKeys;
    expect([...both.byId.keys()].sort()).toEqual([idOf(KEY_A), idOf(KEY_B)].sort());
  });
});

interface LogLine {
  readonly level: number;
  readonly msg: string;
}

/** One database, the server started on it again and again with other keys. */
function restartable(backend: Backend) {
  let created: Awaited<ReturnType<Backend['create']>> | null = null;
  let location: DatabaseLocation | null = null;
  let dataDir: string | null = null;
  let running: { server: StartedServer; log: LogLine[]; settings: string } | null = null;
  return {
    /**
     * The server started with these settings, and its log lines: the running one if it has them,
     * else a new one (the running one stopped).
     */
    async start(overrides: Record<string, string>): Promise<{ server: StartedServer; log: LogLine[] }> {
      if (running && running.settings === JSON.stringify(overrides)) return running;
      await this.stop();
      if (!created) {
        created = await backend.create();
        location = created.location;
        dataDir = await mkdtemp(path.join(os.tmpdir(), 'er-test-secrets-'));
      }
      const log: LogLine[] = [];
      const logger = { level: 'info', stream: { write: (line: string) => void log.push(JSON.parse(line) as LogLine) } };
      const server = await startServer({
        config: testConfig({ DATA_DIR: dataDir ?? '', ...overrides }),
        location: location ?? created.location,
        logger,
      });
      running = { server, log, settings: JSON.stringify(overrides) };
      return running;
    },
    async stop(): Promise<void> {
      if (!running) return;
      const { server } = running;
      running = null;
      // A memory database lives as long as its server: the next one starts from its snapshot.
      if (location && 'memory' in location && server.database.snapshot) {
        location = { memory: true, from: await server.database.snapshot() };
      }
      await server.close();
    },
    async close(): Promise<void> {
      await running?.server.close();
      await created?.drop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

describe.each(backends)('settings secrets at rest on $name', (backend) => {
  const life = restartable(backend);
  afterAll(async () => life.close(), 60_000);

  const SECRET = `hub-secret-${randomBytes(4).toString('hex')}`;
  const OTHER = `other-secret-${randomBytes(4).toString('hex')}`;

  const call = async (
    server: StartedServer,
    method: 'GET' | 'POST',
    url: string,
    payload?: Record<string, unknown>,
  ) => {
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { username: 'admin', password: ADMIN_PASSWORD },
    });
    const token = (login.json() as { data: { access_token: string } }).data.access_token;
    const response = await server.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload }),
    });
    return { status: response.statusCode, body: response.json() as { data: Record<string, unknown> } };
  };
  const saveTdh = (server: StartedServer, data: unknown) =>
    call(server, 'POST', 'operations/settings', { section: 'tdh', data });
  const readTdh = async (server: StartedServer) =>
    (await call(server, 'GET', 'operations/settings?section=tdh')).body.data.tdh as Record<string, unknown>;
  /** The `tdh` row as stored, read with SQL. */
  const row = async (server: StartedServer) => {
    const [found] = await rows<{ value: Record<string, string> }>(
      server.database.db,
      sql`select value from settings where section = 'tdh'`,
    );
    return found?.value ?? {};
  };
  const setRow = (server: StartedServer, value: unknown) =>
    server.database.db.execute(sql`update settings set value = ${JSON.stringify(value)}::jsonb where section = 'tdh'`);
  const secretOf = (server: StartedServer, keys: SecretKeys, place = 'tdh.production_secret') =>
    readSettingSecret({ db: server.database.db, keys, place });
  const messages = (log: LogLine[], level: number) =>
    log.filter((line) => line.level === level).map((line) => line.msg);

  it(
    'keeps clear text without a key, saying so once at the start',
    async () => {
      const { server, log } = await life.start({});
      expect(messages(log, 40).filter((message) => NO_KEY_WARNING.test(message))).toHaveLength(1);
      expect((await saveTdh(server, { production_secret: SECRET, test_secret: OTHER })).status).toBe(200);
      expect(await row(server)).toMatchObject({ production_secret: SECRET, test_secret: OTHER });
      expect(await secretOf(server, readConfig({}).secretKeys)).toBe(SECRET);
      expect(await secretOf(server, readConfig({}).secretKeys, 'tdh.stage_secret')).toBeNull();
      await expect(secretOf(server, readConfig({}).secretKeys, 'tdh.prefix')).rejects.toThrow(/not a secret/);
    },
    RESTARTS_TIMEOUT,
  );

  it(
    'encrypts the clear-text secrets at the start with SECRETS_KEY, and seals what is saved',
    async () => {
      const keys = readConfig({ SECRETS_KEY: KEY_A }).secretKeys;
      const { server, log } = await life.start({ SECRETS_KEY: KEY_A });
      expect(messages(log, 40).filter((message) => NO_KEY_WARNING.test(message))).toHaveLength(0);
      expect(messages(log, 30)).toContain(
        `2 secret(s) of the settings encrypted with SECRETS_KEY (key ${idOf(KEY_A)})`,
      );
      const stored = await row(server);
      expect(JSON.stringify(stored)).not.toContain(SECRET);
      expect(JSON.stringify(stored)).not.toContain(OTHER);
      expect(stored.production_secret).toMatch(new RegExp(`^enc:v1:${idOf(KEY_A)}:`));
      expect(await secretOf(server, keys)).toBe(SECRET);
      expect(await secretOf(server, keys, 'tdh.test_secret')).toBe(OTHER);

      // Through the API: answered as {set}, replaced, kept when the answer is echoed back.
      const answer = await readTdh(server);
      expect(answer).toMatchObject({ production_secret: { set: true }, test_secret: { set: true } });
      const replaced = `${SECRET}-2`;
      expect((await saveTdh(server, { ...answer, production_secret: replaced })).status).toBe(200);
      expect(JSON.stringify(await row(server))).not.toContain(replaced);
      expect(await secretOf(server, keys)).toBe(replaced);
      expect((await saveTdh(server, { ...(await readTdh(server)), prefix: 'ER' })).status).toBe(200);
      expect(await secretOf(server, keys)).toBe(replaced);
      // The same text sealed twice gives two envelopes (a fresh IV each time).
      expect((await saveTdh(server, { production_secret: SECRET, test_secret: OTHER })).status).toBe(200);
      const first = (await row(server)).production_secret;
      expect((await saveTdh(server, { production_secret: SECRET, test_secret: OTHER })).status).toBe(200);
      expect((await row(server)).production_secret).not.toBe(first);
      expect(await secretOf(server, keys)).toBe(SECRET);
    },
    RESTARTS_TIMEOUT,
  );

  it(
    'refuses an altered ciphertext and a value moved to another setting, with a clear error',
    async () => {
      const keys = readConfig({ SECRETS_KEY: KEY_A }).secretKeys;
      const { server } = await life.start({ SECRETS_KEY: KEY_A });
      const original = await row(server);
      const sealed = original.production_secret ?? '';
      const parts = sealed.split(':');
      const data = Buffer.from(parts[5] ?? '', 'base64url');
      data[0] = (data[0] ?? 0) ^ 1;
      parts[5] = data.toString('base64url');
      await setRow(server, { ...original, production_secret: parts.join(':') });
      await expect(secretOf(server, keys)).rejects.toThrow(SecretUnreadableError);
      await expect(secretOf(server, keys)).rejects.toThrow(
        /^The secret tdh.production_secret could not be decrypted with key .*: its stored value was altered/,
      );
      // The test secret's envelope, intact, in the production secret's place.
      await setRow(server, { ...original, production_secret: original.test_secret });
      await expect(secretOf(server, keys)).rejects.toThrow(/could not be decrypted/);
      await setRow(server, original);
      expect(await secretOf(server, keys)).toBe(SECRET);
    },
    RESTARTS_TIMEOUT,
  );

  it(
    'rotates keys: a value of a key not given is left and reported, SECRETS_KEY_PREVIOUS opens it and it is sealed again',
    async () => {
      const before = (await life.start({ SECRETS_KEY: KEY_A })).server;
      const sealedWithA = await row(before);

      // The new key alone: the server starts, says which secrets it cannot read, changes nothing.
      const alone = await life.start({ SECRETS_KEY: KEY_B });
      // In the schema's order of the fields.
      expect(messages(alone.log, 50)).toEqual([
        expect.stringMatching(/^The secret tdh\.test_secret was encrypted with key .*, which is neither SECRETS_KEY/),
        expect.stringMatching(/^The secret tdh\.production_secret was encrypted with key/),
      ]);
      expect(await row(alone.server)).toEqual(sealedWithA);
      await expect(secretOf(alone.server, readConfig({ SECRETS_KEY: KEY_B }).secretKeys)).rejects.toThrow(
        SecretUnreadableError,
      );

      // The new key with the old one as previous: every secret sealed again with the new key.
      const keys = readConfig({ SECRETS_KEY: KEY_B, SECRETS_KEY_PREVIOUS: KEY_A }).secretKeys;
      const rotated = await life.start({ SECRETS_KEY: KEY_B, SECRETS_KEY_PREVIOUS: KEY_A });
      expect(messages(rotated.log, 30)).toContain(
        'No secret of the settings is encrypted with SECRETS_KEY_PREVIOUS any more: it can be removed.',
      );
      const stored = await row(rotated.server);
      expect(stored.production_secret).toMatch(new RegExp(`^enc:v1:${idOf(KEY_B)}:`));
      expect(stored.test_secret).toMatch(new RegExp(`^enc:v1:${idOf(KEY_B)}:`));
      expect(await secretOf(rotated.server, keys)).toBe(SECRET);

      // The old key removed: still readable; the API still answers {set: true}.
      const after = await life.start({ SECRETS_KEY: KEY_B });
      expect(messages(after.log, 50)).toEqual([]);
      expect(await secretOf(after.server, readConfig({ SECRETS_KEY: KEY_B }).secretKeys)).toBe(SECRET);
      expect(await readTdh(after.server)).toMatchObject({ production_secret: { set: true } });
    },
    RESTARTS_TIMEOUT,
  );

  it(
    'opens the secrets back to clear text when only a previous key is given',
    async () => {
      const { server, log } = await life.start({ SECRETS_KEY_PREVIOUS: KEY_B });
      expect(messages(log, 40).filter((message) => NO_KEY_WARNING.test(message))).toHaveLength(1);
      expect(await row(server)).toMatchObject({ production_secret: SECRET, test_secret: OTHER });
      expect(await secretOf(server, readConfig({}).secretKeys)).toBe(SECRET);
    },
    RESTARTS_TIMEOUT,
  );
});
