/**
 * Bad input never breaks the server: property-based requests (fast-check) over list parameters
 * and save bodies of every entity answer below 500, and every 4xx carries a message.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityNames, registry } from '../../generated/registry';
import { backends, startTestServer, type TestServer } from './harness';

const tricky = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '',
    '-1',
    '0',
    '1',
    '99999999999999999999',
    '1e3',
    '+id',
    '-id',
    "' or 1=1 --",
    '%',
    '_',
    '\\',
    'null',
  ),
  fc.integer().map(String),
);

const listQuery = fc.dictionary(
  fc.constantFrom(
    'keywords',
    'page',
    'limit',
    'orderBy',
    'stato',
    'comune',
    'provincia',
    'destinazione',
    'tema',
    'lang',
    'url',
    'x',
  ),
  tricky,
);

describe.each(backends)('robustness on $name', (backend) => {
  let t: TestServer;
  let admin: string;
  beforeAll(async () => {
    t = await startTestServer(backend);
    admin = await t.adminToken();
  }, 60_000);
  afterAll(async () => t.close());

  const checkAnswer = (status: number, body: string): void => {
    expect(status).toBeLessThan(500);
    if (status >= 400) {
      const parsed = JSON.parse(body) as { message?: unknown };
      expect(typeof parsed.message).toBe('string');
      expect(String(parsed.message).length).toBeGreaterThan(0);
    }
  };

  it('answers any list query without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...entityNames), listQuery, async (entity, query) => {
        const search = new URLSearchParams(query).toString();
        const response = await t.request({
          method: 'GET',
          url: `${registry[entity].meta.path}?${search}`,
          token: admin,
        });
        checkAnswer(response.statusCode, response.body);
      }),
      { numRuns: 150 },
    );
  });

  it('answers any save body without a 5xx', async () => {
    const prototypeKeys = fc.constantFrom(
      'toString',
      'constructor',
      'valueOf',
      'hasOwnProperty',
      'contents',
      'version',
    );
    const body = fc.oneof(
      fc.jsonValue(),
      fc.dictionary(prototypeKeys, fc.jsonValue()),
      fc.record({ contents: fc.record({ it: fc.dictionary(prototypeKeys, fc.jsonValue()) }) }),
      fc.record({ contents: fc.dictionary(fc.constantFrom('it', 'en', 'de', 'xx'), fc.jsonValue()) }),
      fc.record({
        contents: fc.record({
          it: fc.record({ title: fc.string(), status: fc.integer({ min: -2, max: 9 }), slug: fc.string() }),
        }),
        version: fc.integer(),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...entityNames), body, fc.boolean(), async (entity, payload, update) => {
        const path = registry[entity].meta.path;
        const response = await t.request({
          method: update ? 'PUT' : 'POST',
          url: update ? `${path}/1` : path,
          token: admin,
          payload: JSON.stringify(payload),
          headers: { 'content-type': 'application/json' },
        });
        checkAnswer(response.statusCode, response.body);
      }),
      { numRuns: 150 },
    );
  });

  it('answers odd paths, methods and bodies without a 5xx', async () => {
    const cases: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: string; type?: string }[] = [
      { method: 'GET', url: 'news/0' },
      { method: 'GET', url: 'news/-1' },
      { method: 'GET', url: 'news/99999999999999' },
      { method: 'DELETE', url: 'news/1,,2' },
      { method: 'DELETE', url: 'news/abc' },
      { method: 'POST', url: 'news', payload: 'not json', type: 'application/json' },
      { method: 'POST', url: 'news', payload: '[]', type: 'application/json' },
      { method: 'POST', url: 'news', payload: 'null', type: 'application/json' },
      { method: 'POST', url: 'news', payload: 'a=b', type: 'application/x-www-form-urlencoded' },
      { method: 'POST', url: 'news', payload: '{"__proto__": {"admin": true}}', type: 'application/json' },
      { method: 'POST', url: 'dicono', payload: '{"toString": {}, "constructor": 1}', type: 'application/json' },
      { method: 'GET', url: 'news?toString=1&hasOwnProperty=2&constructor=x' },
      { method: 'GET', url: 'categories?main=abc' },
      { method: 'GET', url: 'categories?main=424242' },
      { method: 'GET', url: 'operations/comuni' },
      { method: 'GET', url: 'operations/related_statuses?list=nope&id=new' },
    ];
    for (const entry of cases) {
      const response = await t.request({
        method: entry.method,
        url: entry.url,
        token: admin,
        ...(entry.payload !== undefined
          ? { payload: entry.payload, headers: { 'content-type': entry.type ?? '' } }
          : {}),
      });
      expect(response.statusCode, `${entry.method} ${entry.url} ${entry.payload ?? ''}`).toBeLessThan(500);
      checkAnswer(response.statusCode, response.body);
    }
  });
});
