/**
 * `TRUST_PROXY` (issue #36, several processes behind a balancer): `true` believes the whole
 * X-Forwarded-For; a list of the proxies' addresses and ranges believes only what they added, so
 * a client cannot choose the address its sign-in attempts are counted under by sending the header
 * itself to a balancer that appends to it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../server/config';
import { rows } from '../../server/db/client';
import { backends, startTestServer, testConfig, type TestServer } from './harness';

describe('TRUST_PROXY', () => {
  it('reads true or false, or a list of addresses and ranges, and refuses anything else', () => {
    expect(testConfig().trustProxy).toBe(false);
    expect(testConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(testConfig({ TRUST_PROXY: ' 10.0.0.0/8, 192.168.1.5,fd00::/8 ' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      'fd00::/8',
    ]);
    for (const wrong of ['10.0.0.0/33', '10.0.0.0/8/1', 'fd00::/129', '10.0.0.0,balancer', '300.1.1.1', 'maybe']) {
      expect(() => readConfig({ TRUST_PROXY: wrong }), wrong).toThrow(ConfigError);
    }
    expect(() => readConfig({ TRUST_PROXY: Array.from({ length: 33 }, () => '10.0.0.1').join(',') })).toThrow(
      /up to 32/,
    );
  });
});

describe.each(backends.slice(0, 1))('a balancer that appends to X-Forwarded-For, on $name', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend, { TRUST_PROXY: '10.0.0.0/8' });
  }, 120_000);
  afterAll(async () => t.close());

  it('counts sign-in attempts under the address the balancer saw, not the one the client wrote', async () => {
    const response = await t.request({
      method: 'POST',
      url: 'login',
      remoteAddress: '10.1.2.3',
      // The client sent `198.51.100.7`; the balancer (10.1.2.3) appended the address it saw.
      headers: { 'x-forwarded-for': '198.51.100.7, 203.0.113.5' },
      payload: { username: 'admin', password: 'sbagliata' },
    });
    expect(response.statusCode).toBe(401);
    const keys = (await rows<{ key: string }>(t.server.database.db, sql`select key from login_attempts`)).map(
      (row) => row.key,
    );
    expect(keys).toContain('pair|203.0.113.5|admin');
    expect(keys.some((key) => key.includes('198.51.100.7') || key.includes('10.1.2.3'))).toBe(false);
  });
});
