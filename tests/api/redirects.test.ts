/**
 * 404 redirect rules (core/contracts/redirects.ts) on both databases: the checks of a saved row
 * (addresses, uniqueness, self-redirects, chains and loops), the query form of the spec, paging,
 * sorting and keywords, the abilities, the 301 recorded when a published item's slug changes
 * (chains collapsed, no loop left), and the public lookup that counts hits.
 */
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_MESSAGES, apiMessage, formatMessage, VALIDATION_MESSAGES } from '#core/messages';
import { PUBLIC_LOOKUP_LIMIT } from '#core/redirects';
import type { PublicRedirect, Redirect, RedirectPage, RedirectSaved } from '../../generated/api/schemas';
import { rows } from '../../server/db/client';
import { HIT_FLUSH_INTERVAL_MS } from '../../server/redirects/hits';
import { backends, startTestServer, type TestServer } from './harness';

const SITE = 'https://portal.test';

const publishable = (title: string, slug: string, status = 1) => ({
  title,
  slug,
  excerpt: 'Riassunto',
  description: '<p>Testo</p>',
  status,
  google: { keywords: 'k', title: 't', description: 'd' },
  social: { title: 't', description: 'd' },
});

describe.each(backends)('404 redirects on $name', (backend) => {
  let t: TestServer;
  let admin = '';

  beforeAll(async () => {
    t = await startTestServer(backend, { PUBLIC_SITE_URL: SITE });
    admin = await t.adminToken();
  }, 60_000);
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.server.database.db.execute(sql`delete from redirects`);
  });

  const save = (body: Record<string, unknown>, options: { id?: number; token?: string } = {}) =>
    t.request({
      method: 'POST',
      url: `operations/error404/rotta${options.id === undefined ? '' : `?id=${options.id}`}`,
      payload: body,
      token: options.token ?? admin,
    });
  const create = async (old_url: string, new_url: string | null, code = 301): Promise<Redirect> => {
    const response = await save({ old_url, new_url, code });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as RedirectSaved).data;
  };
  const all = async (): Promise<Redirect[]> =>
    (
      (
        await t.request({ method: 'GET', url: 'operations/error404?limit=100&orderBy=%2Bid', token: admin })
      ).json() as RedirectPage
    ).data;
  const errorsOf = (response: { json(): unknown }) => (response.json() as { errors: Record<string, string[]> }).errors;

  it('creates a rule with the default code, normalising the old address, and answers its id', async () => {
    const response = await save({ old_url: '  /it//vecchia-pagina/ ', new_url: '/it/nuova-pagina' });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json() as RedirectSaved;
    expect(data).toMatchObject({
      old_url: '/it/vecchia-pagina',
      new_url: '/it/nuova-pagina',
      code: 301,
      automatic: false,
      hits: 0,
      last_hit_at: null,
      message: API_MESSAGES.created.it,
    });
    expect(data.id).toBeGreaterThan(0);
    expect(await all()).toEqual([expect.objectContaining({ id: data.id, old_url: '/it/vecchia-pagina' })]);
  });

  it("accepts the spec's query form and updates the row named by id", async () => {
    const created = await t.request({
      method: 'POST',
      url: `operations/error404/rotta?old_url=${encodeURIComponent('/vecchio')}&new_url=${encodeURIComponent('https://example.org/x')}&code=302`,
      token: admin,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = (created.json() as RedirectSaved).data.id;
    expect((created.json() as RedirectSaved).data).toMatchObject({ new_url: 'https://example.org/x', code: 302 });

    const updated = await t.request({
      method: 'POST',
      url: `operations/error404/rotta?id=${id}&old_url=${encodeURIComponent('/vecchio')}&new_url=&code=410`,
      token: admin,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((updated.json() as RedirectSaved).data).toMatchObject({ id, old_url: '/vecchio', new_url: null, code: 410 });
    expect(await all()).toHaveLength(1);

    const missing = await save({ old_url: '/altro', new_url: '/x' }, { id: 999_999 });
    expect(missing.statusCode).toBe(404);
  });

  it.each([
    // given a row, want these messages
    // The new address is checked once the old one is valid (its rule depends on the code).
    { body: {}, errors: { old_url: [VALIDATION_MESSAGES.required.it] } },
    { body: { old_url: 'vecchia', new_url: '/x' }, errors: { old_url: [VALIDATION_MESSAGES.redirectPath.it] } },
    {
      body: { old_url: 'https://portal.test/it/x', new_url: '/x' },
      errors: { old_url: [VALIDATION_MESSAGES.redirectPath.it] },
    },
    {
      body: { old_url: '//evil.example/x', new_url: '/x' },
      errors: { old_url: [VALIDATION_MESSAGES.redirectPath.it] },
    },
    { body: { old_url: '/\\evil.example', new_url: '/x' }, errors: { old_url: [VALIDATION_MESSAGES.redirectPath.it] } },
    { body: { old_url: '/con spazi', new_url: '/x' }, errors: { old_url: [VALIDATION_MESSAGES.redirectPath.it] } },
    {
      body: { old_url: `/${'a'.repeat(2048)}`, new_url: '/x' },
      errors: { old_url: [formatMessage('maxLength', 'it', { max: 2048 })] },
    },
    { body: { old_url: '/a', new_url: '' }, errors: { new_url: [VALIDATION_MESSAGES.required.it] } },
    {
      body: { old_url: '/a', new_url: 'javascript:alert(1)' },
      errors: { new_url: [VALIDATION_MESSAGES.redirectTarget.it] },
    },
    {
      body: { old_url: '/a', new_url: 'ftp://example.org/x' },
      errors: { new_url: [VALIDATION_MESSAGES.redirectTarget.it] },
    },
    { body: { old_url: '/a', new_url: '/b', code: 303 }, errors: { code: [VALIDATION_MESSAGES.option.it] } },
    { body: { old_url: '/a', new_url: '/b', code: '200' }, errors: { code: [VALIDATION_MESSAGES.option.it] } },
  ])('refuses $body', async ({ body, errors }) => {
    const response = await save(body);
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual(errors);
    expect(await all()).toEqual([]);
  });

  it('accepts a 410 without a new address', async () => {
    const gone = await create('/pagina-rimossa', null, 410);
    expect(gone).toMatchObject({ code: 410, new_url: null });
  });

  it('refuses a taken old address, whatever its spelling', async () => {
    await create('/it/a', '/it/b');
    const again = await save({ old_url: '/it/a/', new_url: '/it/c' });
    expect(again.statusCode).toBe(422);
    expect(errorsOf(again)).toEqual({ old_url: [VALIDATION_MESSAGES.redirectTaken.it] });
    // Saving the rule itself again is no clash.
    const [rule] = await all();
    const same = await save({ old_url: '/it/a', new_url: '/it/d' }, { id: rule?.id ?? 0 });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('names one rule whatever the percent-encoding or dot segments of its address (RFC 3986 6.2.2)', async () => {
    await create('/it/b', '/it/nuova');
    for (const spelling of ['/it/%62', '/it/%2e/b', '/it/x/../b', '/it/./%62/']) {
      const again = await save({ old_url: spelling, new_url: '/it/altra' });
      expect(again.statusCode, spelling).toBe(422);
      expect(errorsOf(again), spelling).toEqual({ old_url: [VALIDATION_MESSAGES.redirectTaken.it] });
    }
    const found = await t.request({ method: 'GET', url: `public/redirect?path=${encodeURIComponent('/it/%62')}` });
    expect(found.statusCode, found.body).toBe(200);
    expect((found.json() as PublicRedirect).data).toEqual({ old_url: '/it/b', new_url: '/it/nuova', code: 301 });
    // Stored in the normal form: other triplets in upper case, whatever case they came in.
    expect(await create('/it/a%2fb%7e', '/it/c')).toMatchObject({ old_url: '/it/a%2Fb~' });
    const upper = await save({ old_url: '/it/a%2Fb~', new_url: '/it/d' });
    expect(errorsOf(upper)).toEqual({ old_url: [VALIDATION_MESSAGES.redirectTaken.it] });
    expect(await all()).toHaveLength(2);
  });

  it('sees chains, loops and self-redirects through percent-encoding', async () => {
    const ab = await create('/it/a', '/it/b');
    const chainFrom = await save({ old_url: '/it/%62', new_url: '/it/c' });
    expect(errorsOf(chainFrom)).toEqual({ old_url: [formatMessage('redirectChainSource', 'it', { id: ab.id })] });
    const chainTo = await save({ old_url: '/it/z', new_url: `${SITE}/it/%61` });
    expect(errorsOf(chainTo)).toEqual({
      new_url: [formatMessage('redirectChainTarget', 'it', { id: ab.id, target: '/it/b' })],
    });
    const loop = await save({ old_url: '/it/%62', new_url: '/it/%61' });
    expect(errorsOf(loop).new_url).toEqual([formatMessage('redirectLoop', 'it', { id: ab.id })]);
    const self = await save({ old_url: '/it/%78', new_url: '/it/x' });
    expect(errorsOf(self)).toEqual({ new_url: [VALIDATION_MESSAGES.redirectSelf.it] });
    expect(await all()).toHaveLength(1);
  });

  it('refuses self-redirects, chains and loops with a clear message', async () => {
    const self = await save({ old_url: '/it/a', new_url: `${SITE}/it/a/` });
    expect(errorsOf(self)).toEqual({ new_url: [VALIDATION_MESSAGES.redirectSelf.it] });

    const ab = await create('/it/a', '/it/b');
    // b → c would make a → b → c.
    const chainFrom = await save({ old_url: '/it/b', new_url: '/it/c' });
    expect(chainFrom.statusCode).toBe(422);
    expect(errorsOf(chainFrom)).toEqual({
      old_url: [formatMessage('redirectChainSource', 'it', { id: ab.id })],
    });
    // z → a would make z → a → b (also as the site's full address).
    const chainTo = await save({ old_url: '/it/z', new_url: `${SITE}/it/a` });
    expect(errorsOf(chainTo)).toEqual({
      new_url: [formatMessage('redirectChainTarget', 'it', { id: ab.id, target: '/it/b' })],
    });
    // b → a would loop.
    const loop = await save({ old_url: '/it/b', new_url: '/it/a' });
    expect(errorsOf(loop).new_url).toEqual([formatMessage('redirectLoop', 'it', { id: ab.id })]);
    // Another site's address with the same path is no chain.
    await create('/it/z', 'https://altro.example/it/a');
    expect(await all()).toHaveLength(2);
  });

  it('lists with paging, sorting and keywords', async () => {
    for (let index = 1; index <= 12; index += 1) {
      await create(
        `/vecchio/${String(index).padStart(2, '0')}`,
        index % 2 === 0 ? '/pari' : 'https://example.org/dispari',
      );
    }
    const page = (
      await t.request({ method: 'GET', url: 'operations/error404?page=2&limit=5&backend=true', token: admin })
    ).json() as RedirectPage;
    expect(page.meta).toEqual({ total: 12, current_page: 2, last_page: 3 });
    // Default order: newest first.
    expect(page.data.map((row) => row.old_url)).toEqual([
      '/vecchio/07',
      '/vecchio/06',
      '/vecchio/05',
      '/vecchio/04',
      '/vecchio/03',
    ]);

    const sorted = (
      await t.request({ method: 'GET', url: 'operations/error404?orderBy=%2Bold_url&limit=3', token: admin })
    ).json() as RedirectPage;
    expect(sorted.data.map((row) => row.old_url)).toEqual(['/vecchio/01', '/vecchio/02', '/vecchio/03']);

    const found = (
      await t.request({ method: 'GET', url: 'operations/error404?keywords=DISPARI', token: admin })
    ).json() as RedirectPage;
    expect(found.meta.total).toBe(6);
    expect(found.data.every((row) => row.new_url === 'https://example.org/dispari')).toBe(true);

    const literal = (
      await t.request({ method: 'GET', url: 'operations/error404?keywords=%25', token: admin })
    ).json() as RedirectPage;
    expect(literal.meta.total).toBe(0);

    const bad = await t.request({ method: 'GET', url: 'operations/error404?orderBy=password', token: admin });
    expect(bad.statusCode).toBe(422);
    const tooBig = await t.request({ method: 'GET', url: 'operations/error404?limit=101', token: admin });
    expect(tooBig.statusCode).toBe(422);
  });

  it('deletes a rule by id', async () => {
    const rule = await create('/da-cancellare', '/x');
    const removed = await t.request({ method: 'DELETE', url: `operations/error404/rotta?id=${rule.id}`, token: admin });
    expect(removed.statusCode).toBe(200);
    expect(await all()).toEqual([]);
    const again = await t.request({ method: 'DELETE', url: `operations/error404/rotta?id=${rule.id}`, token: admin });
    expect(again.statusCode).toBe(404);
    const noId = await t.request({ method: 'DELETE', url: 'operations/error404/rotta', token: admin });
    expect(noId.statusCode).toBe(422);
  });

  it('checks the abilities of each call', async () => {
    const rule = await create('/permessi', '/x');
    const viewer = await t.userWith(['error404-view']);
    const creator = await t.userWith(['error404-view', 'error404-create']);
    const editor = await t.userWith(['error404-view', 'error404-edit']);
    const nobody = await t.userWith(['news-view']);

    expect((await t.request({ method: 'GET', url: 'operations/error404', token: nobody.token })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: 'operations/error404', token: viewer.token })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: 'operations/error404' })).statusCode).toBe(401);

    expect((await save({ old_url: '/n1', new_url: '/x' }, { token: viewer.token })).statusCode).toBe(403);
    expect((await save({ old_url: '/n1', new_url: '/x' }, { token: editor.token })).statusCode).toBe(403);
    expect((await save({ old_url: '/n1', new_url: '/x' }, { token: creator.token })).statusCode).toBe(200);
    expect(
      (await save({ old_url: '/permessi', new_url: '/y' }, { id: rule.id, token: creator.token })).statusCode,
    ).toBe(403);
    expect((await save({ old_url: '/permessi', new_url: '/y' }, { id: rule.id, token: editor.token })).statusCode).toBe(
      200,
    );

    const del = (token: string) =>
      t.request({ method: 'DELETE', url: `operations/error404/rotta?id=${rule.id}`, token });
    expect((await del(editor.token)).statusCode).toBe(403);
    expect((await del((await t.userWith(['error404-delete'])).token)).statusCode).toBe(200);

    // The permission grid offers the family.
    const grid = (await t.request({ method: 'GET', url: 'user/roles/abilities', token: admin })).json() as {
      data: { permission: Record<string, Record<string, number>> };
    };
    expect(Object.keys(grid.data.permission.error404 ?? {})).toEqual([
      'error404-view',
      'error404-create',
      'error404-edit',
      'error404-delete',
    ]);
  });

  it('answers the public lookup without a token and counts its hits', async () => {
    const rule = await create('/it/vecchia', '/it/nuova', 302);
    await create('/it/sparita', null, 410);
    const first = await t.request({ method: 'GET', url: `public/redirect?path=${encodeURIComponent('/it/vecchia/')}` });
    expect(first.statusCode, first.body).toBe(200);
    expect((first.json() as PublicRedirect).data).toEqual({ old_url: '/it/vecchia', new_url: '/it/nuova', code: 302 });
    await t.request({ method: 'GET', url: 'public/redirect?path=/it/vecchia' });

    const gone = await t.request({ method: 'GET', url: 'public/redirect?path=/it/sparita' });
    expect((gone.json() as PublicRedirect).data).toEqual({ old_url: '/it/sparita', new_url: null, code: 410 });

    expect((await t.request({ method: 'GET', url: 'public/redirect?path=/it/nessuna' })).statusCode).toBe(404);
    const invalid = await t.request({ method: 'GET', url: 'public/redirect?path=https://x.example/' });
    expect(invalid.statusCode).toBe(422);
    expect((await t.request({ method: 'GET', url: 'public/redirect' })).statusCode).toBe(422);

    // The hits are written within a second; the flush writes them now.
    await t.server.app.redirectHits.flush();
    const [counted] = (await all()).filter((row) => row.id === rule.id);
    expect(counted?.hits).toBe(2);
    expect(counted?.last_hit_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const byHits = (
      await t.request({ method: 'GET', url: 'operations/error404?orderBy=-hits', token: admin })
    ).json() as RedirectPage;
    expect(byHits.data[0]?.id).toBe(rule.id);
  });

  it('counts a burst of lookups exactly once written, in one write a second at most', async () => {
    const often = await create('/it/molto-cercata', '/it/nuova');
    const sometimes = await create('/it/poco-cercata', '/it/nuova');
    const { db } = t.server.database;
    const hits = t.server.app.redirectHits;
    await hits.flush();
    const dialect = new PgDialect();
    const burst = 40;
    // The statements the burst and the flush sent, and how long the burst took.
    const { queries, elapsedMs } = await (async () => {
      const execute = vi.spyOn(db, 'execute');
      try {
        const started = performance.now();
        for (let index = 0; index < burst; index += 1) {
          const path = index % 4 === 0 ? sometimes.old_url : often.old_url;
          const response = await t.request({
            method: 'GET',
            url: `public/redirect?path=${encodeURIComponent(path)}`,
            remoteAddress: '10.28.10.1',
          });
          expect(response.statusCode, response.body).toBe(200);
        }
        const took = performance.now() - started;
        await hits.flush();
        return { queries: execute.mock.calls.map(([query]): unknown => query), elapsedMs: took };
      } finally {
        execute.mockRestore();
      }
    })();
    const updates = queries.filter((query) =>
      /^\s*update\s+redirects\b/i.test(typeof query === 'string' ? query : dialect.sqlToQuery(query as SQL).sql),
    );
    // One write for the burst, and one more for each second the burst took (the writes of a rule
    // are a second apart): the old code wrote once a lookup.
    expect(updates.length).toBeGreaterThanOrEqual(1);
    expect(updates.length).toBeLessThanOrEqual(1 + Math.floor(elapsedMs / HIT_FLUSH_INTERVAL_MS));
    expect(hits.waiting).toBe(0);
    const counted = new Map((await all()).map((row) => [row.id, row]));
    expect(counted.get(often.id)?.hits).toBe(burst - burst / 4);
    expect(counted.get(sometimes.id)?.hits).toBe(burst / 4);
    expect(counted.get(often.id)?.last_hit_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it('writes the hits still counted when the server closes', async () => {
    const own = await startTestServer(backend, { PUBLIC_SITE_URL: SITE });
    try {
      const { db } = own.server.database;
      await db.execute(sql`insert into redirects (old_url, new_url) values ('/it/alla-chiusura', '/it/x')`);
      const stored = async () =>
        (await rows<{ hits: number }>(db, sql`select hits from redirects where old_url = '/it/alla-chiusura'`))[0]
          ?.hits;
      const lookups = 7;
      const started = performance.now();
      for (let index = 0; index < lookups; index += 1) {
        const response = await own.request({
          method: 'GET',
          url: 'public/redirect?path=/it/alla-chiusura',
          remoteAddress: '10.28.11.1',
        });
        expect(response.statusCode, response.body).toBe(200);
      }
      const waiting = own.server.app.redirectHits.waiting;
      // Within the first second nothing is written: every hit is still in memory.
      if (performance.now() - started < HIT_FLUSH_INTERVAL_MS) expect(waiting).toBe(lookups);
      await own.server.app.close();
      expect(await stored()).toBe(lookups);
      expect(own.server.app.redirectHits.waiting).toBe(0);
    } finally {
      await own.close();
    }
  });

  it("bounds one client's lookups (429 past the bound), not the other clients'", async () => {
    const lookup = (remoteAddress: string) =>
      t.request({ method: 'GET', url: 'public/redirect?path=/it/nessuna-regola', remoteAddress });
    for (let index = 0; index < PUBLIC_LOOKUP_LIMIT.perClient; index += 1) {
      const response = await lookup('10.28.12.1');
      if (response.statusCode !== 404) expect(response.statusCode, `lookup ${index + 1}`).toBe(404);
    }
    const refused = await lookup('10.28.12.1');
    expect(refused.statusCode).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(PUBLIC_LOOKUP_LIMIT.windowSeconds);
    expect(refused.json()).toEqual({ message: apiMessage('tooManyRequests', 'it', { seconds }) });
    expect((await lookup('10.28.12.1')).statusCode).toBe(429);
    // Another client is not held back.
    expect((await lookup('10.28.12.2')).statusCode).toBe(404);
  });

  describe('when the slug of a published item changes', () => {
    const put = async (id: number, slug: string, status = 1) => {
      const current = (await t.request({ method: 'GET', url: `news/${id}`, token: admin })).json() as {
        data: { version: number };
      };
      const response = await t.request({
        method: 'PUT',
        url: `news/${id}`,
        token: admin,
        payload: { version: current.data.version, contents: { it: publishable('Titolo', slug, status) } },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    const createItem = async (slug: string, status = 1): Promise<number> => {
      const response = await t.request({
        method: 'POST',
        url: 'news',
        token: admin,
        payload: { contents: { it: publishable('Titolo', slug, status) } },
      });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { data: { id: number } }).data.id;
    };
    const pairs = async () =>
      (await all()).map((row) => [row.old_url, row.new_url, row.code, row.automatic] as const).sort();

    it('records an automatic 301 from the old permalink, collapsing chains and leaving no loop', async () => {
      const id = await createItem('primo-titolo');
      await put(id, 'secondo-titolo');
      expect(await pairs()).toEqual([['/it/news/primo-titolo', '/it/news/secondo-titolo', 301, true]]);

      // A rule from the new address would hide the page, and chain: it goes.
      await create('/it/news/terzo-titolo', 'https://altro.example/');
      await put(id, 'terzo-titolo');
      expect(await pairs()).toEqual([
        ['/it/news/primo-titolo', '/it/news/terzo-titolo', 301, true],
        ['/it/news/secondo-titolo', '/it/news/terzo-titolo', 301, true],
      ]);
    });

    it('keeps every older address pointing at the current one', async () => {
      const id = await createItem('uno');
      await create('/vecchio-sito/uno', '/it/news/uno');
      await put(id, 'due');
      await put(id, 'tre');
      expect(await pairs()).toEqual([
        ['/it/news/due', '/it/news/tre', 301, true],
        ['/it/news/uno', '/it/news/tre', 301, true],
        ['/vecchio-sito/uno', '/it/news/tre', 301, false],
      ]);
      // Back to the first slug: its rule goes, the others lead to it, nothing loops.
      await put(id, 'uno');
      expect(await pairs()).toEqual([
        ['/it/news/due', '/it/news/uno', 301, true],
        ['/it/news/tre', '/it/news/uno', 301, true],
        ['/vecchio-sito/uno', '/it/news/uno', 301, false],
      ]);
      const lookup = await t.request({ method: 'GET', url: 'public/redirect?path=/it/news/due' });
      expect((lookup.json() as PublicRedirect).data.new_url).toBe('/it/news/uno');
    });

    it('records nothing for an item that is not published, or whose slug stays', async () => {
      const draft = await createItem('bozza', 2);
      await put(draft, 'bozza-rinominata', 2);
      const live = await createItem('pubblicata');
      await put(live, 'pubblicata');
      expect(await pairs()).toEqual([]);
    });

    it('records it when a publisher accepts a revision that changes the slug, not before', async () => {
      const editor = await t.userWith(['news-view', 'news-create', 'news-edit']);
      const id = await createItem('prima-della-revisione');
      const live = (await t.request({ method: 'GET', url: `news/${id}`, token: admin })).json() as {
        data: { version: number };
      };
      const revised = await t.request({
        method: 'PUT',
        url: `news/${id}`,
        token: editor.token,
        payload: { version: live.data.version, contents: { it: publishable('Titolo', 'dopo-la-revisione', 5) } },
      });
      expect(revised.statusCode, revised.body).toBe(200);
      const revisionId = (revised.json() as { data: { id: number } }).data.id;
      expect(await pairs()).toEqual([]);
      const revision = (await t.request({ method: 'GET', url: `news/${revisionId}`, token: admin })).json() as {
        data: { version: number };
      };
      const accepted = await t.request({
        method: 'PUT',
        url: `news/${revisionId}`,
        token: admin,
        payload: { version: revision.data.version, contents: { it: publishable('Titolo', 'dopo-la-revisione', 6) } },
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(await pairs()).toEqual([['/it/news/prima-della-revisione', '/it/news/dopo-la-revisione', 301, true]]);
    });

    it('rolls the rule back with a save that fails', async () => {
      const id = await createItem('fallita');
      const other = await createItem('occupata');
      expect(other).toBeGreaterThan(0);
      const current = (await t.request({ method: 'GET', url: `news/${id}`, token: admin })).json() as {
        data: { version: number };
      };
      const clash = await t.request({
        method: 'PUT',
        url: `news/${id}`,
        token: admin,
        payload: { version: current.data.version, contents: { it: publishable('Occupata ma diverso', 'occupata') } },
      });
      expect(clash.statusCode).toBe(422);
      const stored = await rows<{ n: number }>(t.server.database.db, sql`select count(*)::int as n from redirects`);
      expect(stored[0]?.n).toBe(0);
    });
  });
});
