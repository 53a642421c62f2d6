/**
 * The change bus (`server/cluster/bus.ts`) between two servers on ONE PostgreSQL database, in this
 * test process: what a write through one changes (a user disabled, a role's abilities, a list's
 * total) is refused or read afresh on the other once the write has answered; when the other's
 * LISTEN connection dies, it forgets what it keeps, reads the database on every request while it
 * cannot listen, and keeps again once it listens anew. Both keep sessions for 60 s and totals for an
 * hour, so a change seen within this file's bounds came through the bus, not from a cache running
 * out. PostgreSQL only (PGlite is one process's, its bus the process itself: `session-cache.test.ts`).
 * The bounds only end hangs: nothing here is timed.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../support/until';
import { hashToken } from '../../server/auth/session';
import { rows } from '../../server/db/client';
import { backends, startTestServer, type Backend, type TestServer } from './harness';

const postgres = backends.find((backend) => backend.name === 'postgres');

describe.skipIf(!postgres)('the change bus between two servers on one PostgreSQL database', () => {
  let a: TestServer;
  let b: TestServer;
  let drop: () => Promise<void> = async () => undefined;
  let admin = '';

  beforeAll(async () => {
    if (!postgres) return;
    const created = await postgres.create();
    drop = created.drop;
    // Both servers on the one database (the harness would give each a database of its own).
    const shared: Backend = {
      name: 'postgres',
      create: async () => ({ location: created.location, drop: async () => {} }),
    };
    const settings = { SESSION_CACHE_SECONDS: '60', LIST_TOTAL_CACHE_SECONDS: '3600' };
    a = await startTestServer(shared, settings);
    b = await startTestServer(shared, settings);
    admin = await a.adminToken();
  }, 120_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await drop();
  });

  const status = async (server: TestServer, url: string, token: string): Promise<number> =>
    (await server.request({ method: 'GET', url, token })).statusCode;
  const newsTotal = async (server: TestServer, token: string): Promise<number> =>
    (
      (await server.request({ method: 'GET', url: 'news?limit=1', token })).json() as {
        meta: { total: number };
      }
    ).meta.total;

  it('listens on both servers', () => {
    expect(a.server.app.changeBus.connected).toBe(true);
    expect(b.server.app.changeBus.connected).toBe(true);
    expect(a.server.app.changeBus.backendPid).not.toBe(b.server.app.changeBus.backendPid);
  });

  it('refuses on B a user disabled through A, once A has answered', async () => {
    const user = await a.userWith(['news-view']);
    // Kept by B for 60 s from here.
    expect(await status(b, 'user/me', user.token)).toBe(200);
    const changed = await a.request({ method: 'POST', url: `user/change_status?id=${user.id}`, token: admin });
    expect(changed.statusCode, changed.body).toBe(200);
    await until('B refuses the disabled user', async () => (await status(b, 'user/me', user.token)) === 401);
  });

  it("applies on B a role's abilities edited through A", async () => {
    const user = await a.userWith(['news-view'], { roleName: 'lettori-bus' });
    expect(await status(b, 'news', user.token)).toBe(200);
    const [role] = await rows<{ id: number }>(
      a.server.database.db,
      sql`select id from roles where name = 'lettori-bus'`,
    );
    const edited = await a.request({
      method: 'PUT',
      url: `user/roles/${role?.id ?? 0}`,
      token: admin,
      payload: { title: 'Lettori', abilities: ['place-view'] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await until("B applies the role's new abilities", async () => (await status(b, 'news', user.token)) === 403);
  });

  it('refuses on B a token logged out through A', async () => {
    const token = await a.login('admin', 'admin-password-for-tests');
    expect(await status(b, 'user/me', token)).toBe(200);
    expect(await status(a, 'logout', token)).toBe(200);
    await until('B refuses the token logged out', async () => (await status(b, 'user/me', token)) === 401);
  });

  it("reads on B a list's total changed through A", async () => {
    const before = await newsTotal(b, admin);
    // Kept by B for an hour from here.
    expect(await newsTotal(b, admin)).toBe(before);
    const created = await a.request({
      method: 'POST',
      url: 'news',
      token: admin,
      payload: { contents: { it: { title: 'Scritta su A', status: 2 } } },
    });
    expect(created.statusCode, created.body).toBe(201);
    await until('B counts the news written on A', async () => (await newsTotal(b, admin)) === before + 1);
  });

  it('forgets everything when its LISTEN connection dies, keeps nothing until it listens again, then keeps again', async () => {
    const bus = b.server.app.changeBus;
    const database = b.server.database;
    const original = database.newClient?.bind(database);
    if (!original) throw new Error('PostgreSQL has dedicated connections');
    // B cannot reconnect until this is false: its connections go to a port where nothing listens.
    let refused = true;
    database.newClient = (name) =>
      refused
        ? new pg.Client({ connectionString: 'postgres://nobody@127.0.0.1:1/none', connectionTimeoutMillis: 2_000 })
        : original(name);

    // Signed in through A (a write, told to B): B heard it before it keeps the session below.
    let heard = 0;
    bus.subscribe((change) => {
      if (change.sessions) heard += 1;
    });
    const user = await a.userWith(['news-view']);
    await until('B hears the sign-in on A', () => heard > 0);
    expect(await status(b, 'user/me', user.token)).toBe(200);
    const total = await newsTotal(b, admin);
    // Changes no process is told of: the token gone, a news item written in plain SQL (its totals
    // are maintained by triggers).
    await a.server.database.db.execute(sql`delete from access_tokens where token_hash = ${hashToken(user.token)}`);
    const [item] = await rows<{ id: number }>(
      a.server.database.db,
      sql`select id from news where draft = 0 order by id desc limit 1`,
    );
    await a.server.database.db.execute(sql`delete from news where id = ${item?.id ?? 0}`);
    // Kept by B: neither shows.
    expect(await status(b, 'user/me', user.token)).toBe(200);
    expect(await newsTotal(b, admin)).toBe(total);

    const connections = bus.connections;
    const pid = bus.backendPid;
    await a.server.database.db.execute(sql`select pg_terminate_backend(${pid})`);
    await until('B notices its LISTEN connection gone', () => !bus.connected);
    // Everything was forgotten, and nothing is kept while B cannot listen.
    expect(await status(b, 'user/me', user.token)).toBe(401);
    expect(await newsTotal(b, admin)).toBe(total - 1);
    const other = await a.userWith(['news-view']);
    expect(await status(b, 'user/me', other.token)).toBe(200);
    await a.server.database.db.execute(sql`delete from access_tokens where token_hash = ${hashToken(other.token)}`);
    expect(await status(b, 'user/me', other.token)).toBe(401);
    expect(bus.connected).toBe(false);

    // Signed in through A while B cannot hear it (a sign-in is a write: told to B, it would make B
    // forget the sessions at a moment of its own).
    const third = await a.userWith(['news-view']);
    refused = false;
    await until('B listens again', () => bus.connected && bus.connections > connections);
    // Kept again.
    expect(await status(b, 'user/me', third.token)).toBe(200);
    await a.server.database.db.execute(sql`delete from access_tokens where token_hash = ${hashToken(third.token)}`);
    expect(await status(b, 'user/me', third.token)).toBe(200);
    // And told again: a write through A reaches B.
    const disabled = await a.request({ method: 'POST', url: `user/change_status?id=${third.id}`, token: admin });
    expect(disabled.statusCode, disabled.body).toBe(200);
    await until(
      'B forgets the sessions after a write through A',
      async () => (await status(b, 'user/me', third.token)) === 401,
    );
  });
});
