/** Sign-in, tokens, the current user and the error answers every route shares. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../../core/messages';
import { hashToken } from '../../server/auth/session';
import { rows } from '../../server/db/client';
import { ADMIN_PASSWORD, backends, startTestServer, type TestServer } from './harness';

describe.each(backends)('sign-in and sessions on $name', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend, { LOGIN_ATTEMPTS_PER_MINUTE: '5', TOKEN_TTL_MINUTES: '30' });
  }, 60_000);
  afterAll(async () => t.close());

  it('answers health without a token', async () => {
    const response = await t.request({ method: 'GET', url: 'health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('signs in with the right password and gives a 256-bit token stored only as a hash', async () => {
    const response = await t.request({
      method: 'POST',
      url: 'login',
      payload: { username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const token = (response.json() as { data: { access_token: string } }).data.access_token;
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32);
    const stored = await rows<{ token_hash: string; minutes: number }>(
      t.server.database.db,
      sql`select token_hash, extract(epoch from (expires_at - now())) / 60 as minutes from access_tokens`,
    );
    expect(stored.some((row) => row.token_hash === hashToken(token))).toBe(true);
    expect(stored.some((row) => row.token_hash === token)).toBe(false);
    const minutes = Number(stored.find((row) => row.token_hash === hashToken(token))?.minutes);
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
  });

  it('refuses a wrong password with 401, an Italian message and no token', async () => {
    const response = await t.request({
      method: 'POST',
      url: 'login',
      payload: { username: 'admin', password: 'wrong-one' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: API_MESSAGES.loginFailed.it });
    expect(response.body).not.toContain('access_token');
  });

  it('answers in English when asked', async () => {
    const response = await t.request({
      method: 'POST',
      url: 'login',
      payload: { username: 'nobody', password: 'x' },
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: API_MESSAGES.loginFailed.en });
  });

  it('requires the username', async () => {
    const response = await t.request({ method: 'POST', url: 'login', payload: { username: '  ', password: 'x' } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { username: ['Campo richiesto'] } });
  });

  it('limits attempts per IP and username, then answers 429 with Retry-After', async () => {
    const attempt = (username: string, ip: string) =>
      t.server.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { username, password: 'wrong' },
        remoteAddress: ip,
      });
    for (let i = 0; i < 5; i += 1) expect((await attempt('victim', '10.0.0.1')).statusCode).toBe(401);
    const limited = await attempt('victim', '10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((limited.json() as { message: string }).message).toMatch(/^Troppi tentativi: riprova tra \d+ secondi$/);
    // Another address, or another username from the same address, is not affected.
    expect((await attempt('victim', '10.0.0.2')).statusCode).toBe(401);
    expect((await attempt('other', '10.0.0.1')).statusCode).toBe(401);
  });

  it('gives the current user with roles, abilities and redazione_tipo', async () => {
    const token = await t.adminToken();
    const response = await t.request({ method: 'GET', url: 'user/me', token });
    expect(response.statusCode).toBe(200);
    const me = (response.json() as { data: Record<string, unknown> }).data;
    expect(me).toMatchObject({ username: 'admin', roles: { administrator: expect.any(String) as string } });
    expect(me).toHaveProperty('first_name');
    expect(me).toHaveProperty('last_name');
    expect(me).toHaveProperty('abilities');
    expect(me).toHaveProperty('redazione_tipo', null);
    expect(me).not.toHaveProperty('password_hash');

    const editor = await t.userWith(['news-view'], { roleName: 'redazione-destinazione-turistica' });
    const theirs = await t.request({ method: 'GET', url: 'user/me', token: editor.token });
    expect((theirs.json() as { data: Record<string, unknown> }).data).toMatchObject({
      abilities: { 'news-view': 1 },
      redazione_tipo: 'redazione-destinazione-turistica',
    });
  });

  it('answers 401 Unauthenticated. without a token, with a bad one, or with an expired one', async () => {
    const expected = { message: 'Unauthenticated.' };
    for (const token of [null, 'not-a-real-token-but-long-enough', 'x']) {
      const response = await t.request({ method: 'GET', url: 'user/me', token });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(expected);
    }
    const token = await t.login('admin', ADMIN_PASSWORD);
    await t.server.database.db.execute(
      sql`update access_tokens set expires_at = now() - interval '1 second' where token_hash = ${hashToken(token)}`,
    );
    const expired = await t.request({ method: 'GET', url: 'news', token });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual(expected);
  });

  it('slides the expiry forward when a token is used', async () => {
    const token = await t.login('admin', ADMIN_PASSWORD);
    await t.server.database.db.execute(
      sql`update access_tokens set expires_at = now() + interval '5 minutes' where token_hash = ${hashToken(token)}`,
    );
    expect((await t.request({ method: 'GET', url: 'user/me', token })).statusCode).toBe(200);
    const [row] = await rows<{ minutes: number }>(
      t.server.database.db,
      sql`select extract(epoch from (expires_at - now())) / 60 as minutes from access_tokens
           where token_hash = ${hashToken(token)}`,
    );
    expect(Number(row?.minutes)).toBeGreaterThan(29);
  });

  it('revokes the token on logout', async () => {
    const token = await t.login('admin', ADMIN_PASSWORD);
    const out = await t.request({ method: 'GET', url: 'logout', token });
    expect(out.statusCode).toBe(200);
    expect((out.json() as { data: { message: string } }).data.message).toBe('Logout effettuato');
    expect((await t.request({ method: 'GET', url: 'user/me', token })).statusCode).toBe(401);
  });

  it('answers malformed JSON with 400 and a message, unknown routes with a JSON 404', async () => {
    const response = await t.request({
      method: 'POST',
      url: 'login',
      payload: '{"username": "admin", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: API_MESSAGES.invalidJson.it });
    const token = await t.adminToken();
    const missing = await t.request({ method: 'GET', url: 'no/such/route', token });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: API_MESSAGES.routeNotFound.it });
  });

  it('refuses bodies over the limit with 413', async () => {
    const token = await t.adminToken();
    const response = await t.request({
      method: 'POST',
      url: 'news',
      token,
      payload: { contents: { it: { title: 'x'.repeat(6 * 1024 * 1024), status: 2 } } },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: API_MESSAGES.payloadTooLarge.it });
  });
});
