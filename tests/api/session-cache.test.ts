/**
 * The sessions a process keeps (`SessionCache`, `server/auth/session.ts`): a used token's session
 * is not read again for `SESSION_CACHE_SECONDS`, never past the token's own end; a write through
 * the API (a user disabled, a role's abilities changed) or a logout applies to the next request.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/auth/session';
import { rows } from '../../server/db/client';
import { backends, startTestServer, type TestServer } from './harness';

const KEPT_SECONDS = 1;

describe.each(backends)('kept sessions on $name', (backend) => {
  let t: TestServer;
  let admin: string;

  beforeAll(async () => {
    t = await startTestServer(backend, { SESSION_CACHE_SECONDS: String(KEPT_SECONDS) });
    admin = await t.adminToken();
  }, 60_000);
  afterAll(async () => t.close());

  const me = async (token: string): Promise<number> =>
    (await t.request({ method: 'GET', url: 'user/me', token })).statusCode;
  const db = () => t.server.database.db;

  it('keeps a used session for its seconds: a token deleted in plain SQL works until they pass', async () => {
    const user = await t.userWith(['news-view']);
    expect(await me(user.token)).toBe(200);
    await db().execute(sql`delete from access_tokens where token_hash = ${hashToken(user.token)}`);
    // Kept: the database is not read again (a token unknown to it would be refused).
    expect(await me(user.token)).toBe(200);
    await sleep(KEPT_SECONDS * 1000 + 200);
    expect(await me(user.token)).toBe(401);
  });

  it("never keeps a session past its token's end", async () => {
    const user = await t.userWith(['news-view']);
    // Its maximum age (24 hours) ends in 400 ms, before the kept second: it is not slid forward.
    await db().execute(
      sql`update access_tokens set created_at = now() - interval '24 hours' + interval '400 milliseconds',
        expires_at = now() + interval '1 hour' where token_hash = ${hashToken(user.token)}`,
    );
    expect(await me(user.token)).toBe(200);
    await sleep(600);
    expect(await me(user.token)).toBe(401);
  });

  it('reads every session afresh after an accepted write, and keeps them after a refused one', async () => {
    const user = await t.userWith(['news-view']);
    expect(await me(user.token)).toBe(200);
    await db().execute(sql`delete from access_tokens where token_hash = ${hashToken(user.token)}`);
    // Refused (a draft needs a title): nothing changed, the kept session still answers.
    const refused = await t.request({ method: 'POST', url: 'news', token: admin, payload: { contents: {} } });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(await me(user.token)).toBe(200);
    // Accepted: every session is read again, and the deleted token is refused at once.
    const accepted = await t.request({
      method: 'POST',
      url: 'news',
      token: admin,
      payload: { contents: { it: { title: 'Scrittura accettata', status: 2 } }, lang: 'it' },
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(await me(user.token)).toBe(401);
  });

  it('applies a user disabled or a role changed through the API to the next request', async () => {
    const user = await t.userWith(['news-view']);
    expect((await t.request({ method: 'GET', url: 'news', token: user.token })).statusCode).toBe(200);
    const status = await t.request({ method: 'POST', url: `user/change_status?id=${user.id}`, token: admin });
    expect(status.statusCode, status.body).toBe(200);
    expect(await me(user.token)).toBe(401);

    const other = await t.userWith(['news-view'], { roleName: 'lettori-news' });
    expect((await t.request({ method: 'GET', url: 'news', token: other.token })).statusCode).toBe(200);
    const [role] = await rows<{ id: number }>(db(), sql`select id from roles where name = 'lettori-news'`);
    const changed = await t.request({
      method: 'PUT',
      url: `user/roles/${role?.id ?? 0}`,
      token: admin,
      payload: { title: 'Lettori news', abilities: ['place-view'] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await t.request({ method: 'GET', url: 'news', token: other.token })).statusCode).toBe(403);
  });

  it('ends a session at once on logout', async () => {
    const token = await t.login('admin', 'admin-password-for-tests');
    expect(await me(token)).toBe(200);
    expect((await t.request({ method: 'GET', url: 'logout', token })).statusCode).toBe(200);
    expect(await me(token)).toBe(401);
  });
});
