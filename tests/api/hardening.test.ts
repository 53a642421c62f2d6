/**
 * Regression tests of the hostile-input review (issue #9): each case below answered 500 (or did
 * worse) before its fix. They are written against the news schema, whose common content item has
 * every kind the findings were reproduced on (text, rich text, dates, author, tags, categories,
 * municipalities, images, portal).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FIELD_LIMITS } from '../../core/limits';
import { richTextWorker } from '../../server/crud/richtext-pool';
import { rows } from '../../server/db/client';
import { backends, startTestServer, type TestServer } from './harness';

const BIG_ID = 2_147_483_648;

interface ErrorAnswer {
  message: string;
  errors?: Record<string, string[]>;
}

const publishedNews = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  excerpt: `Riassunto di ${title}`,
  description: `<p>Descrizione di ${title}</p>`,
  status: 1,
  ...extra,
});

describe.each(backends)('hostile input on $name', (backend) => {
  let t: TestServer;
  let admin: string;
  let logLines: string[];

  beforeAll(async () => {
    logLines = [];
    t = await startTestServer(backend, {}, { logLines });
    admin = await t.adminToken();
  }, 60_000);
  afterAll(async () => t.close());

  const save = (body: unknown, options: { id?: number; token?: string } = {}) =>
    t.request({
      method: options.id ? 'PUT' : 'POST',
      url: options.id ? `news/${options.id}` : 'news',
      token: options.token ?? admin,
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });

  const expect422 = (response: { statusCode: number; json(): unknown }, field: string): ErrorAnswer => {
    expect(response.statusCode, JSON.stringify(response.json())).toBe(422);
    const answer = response.json() as ErrorAnswer;
    expect(answer.message.length).toBeGreaterThan(0);
    expect(Object.keys(answer.errors ?? {})).toContain(field);
    return answer;
  };

  it('1. refuses a NUL character with a 422 naming the field: keywords, login, titles, the tag box', async () => {
    const keywords = await t.request({ method: 'GET', url: 'news?keywords=%00', token: admin });
    expect(expect422(keywords, 'keywords').errors?.keywords?.[0]).toMatch(/caratteri non ammessi/);

    const login = await t.request({ method: 'POST', url: 'login', payload: { username: 'a\u0000', password: 'x' } });
    expect422(login, 'username');

    expect422(await save({ contents: { it: { title: 'Titolo\u0000', status: 2 } } }), 'contents.it.title');
    expect422(await t.request({ method: 'GET', url: 'operations/tagsBox?s=%00', token: admin }), 's');
    expect(logLines).toEqual([]);
  });

  it('2. refuses reference ids above 2,147,483,647 (author, tags, municipalities, categories)', async () => {
    const draft = (extra: Record<string, unknown>, content: Record<string, unknown> = {}) => ({
      contents: { it: { title: 'Riferimenti enormi', status: 2, ...content } },
      ...extra,
    });
    expect422(await save(draft({}, { author: BIG_ID })), 'contents.it.author');
    expect422(await save(draft({}, { tags: [{ id: BIG_ID, name: 'enorme' }] })), 'contents.it.tags.0.id');
    expect422(await save(draft({ comune: [BIG_ID] })), 'comune.0');
    expect422(await save(draft({ theme: { ids: [BIG_ID], primary: BIG_ID } })), 'theme.ids.0');
    expect(logLines).toEqual([]);
  });

  it('3. refuses a date in year 0000 and accepts year 9999', async () => {
    expect422(
      await save({ contents: { it: { title: 'Anno zero', status: 2, pub_date: '0000-01-01 10:00:00' } } }),
      'contents.it.pub_date',
    );
    const late = await save({ contents: { it: { title: 'Anno 9999', status: 2, pub_date: '9999-12-31 23:59:59' } } });
    expect(late.statusCode).toBe(201);
  });

  it('4. stores a cleared date sent as "" as no date, on create and on update', async () => {
    const created = await save({ contents: { it: { title: 'Data svuotata', status: 2, pub_date: '' } } });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { data: { id: number } }).data.id;
    const item = (await t.request({ method: 'GET', url: `news/${id}`, token: admin })).json() as {
      data: { version: number; contents: { it: { pub_date: string | null } } };
    };
    // A new language without a date gets today's (the field's default), as a blank one always did.
    expect(item.data.contents.it.pub_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const updated = await save(
      { version: item.data.version, contents: { it: { title: 'Data svuotata', status: 2, pub_date: '' } } },
      { id },
    );
    expect(updated.statusCode, updated.body).toBe(200);
    const after = (await t.request({ method: 'GET', url: `news/${id}`, token: admin })).json() as {
      data: { contents: { it: { pub_date: string | null } } };
    };
    expect(after.data.contents.it.pub_date ?? '').toBe('');
    expect(logLines).toEqual([]);
  });

  it('5. refuses a lone UTF-16 surrogate in a field stored as JSON', async () => {
    const body = {
      contents: { it: { title: 'Surrogato', status: 2 } },
      attachments: [{ id: 1, title: 'foto \ud800' }],
    };
    const response = await t.request({
      method: 'POST',
      url: 'news',
      token: admin,
      // JSON.stringify would escape it as \ud800, which is exactly what a client sends.
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
    expect(expect422(response, 'attachments.0.title').errors?.['attachments.0.title']?.[0]).toMatch(
      /caratteri non ammessi/,
    );
    expect(logLines).toEqual([]);
  });

  it('6. bounds arrays: 70,000 municipalities and 1,000,000 portals answer 422 at once', async () => {
    const municipalities = await save({
      contents: { it: { title: 'Troppi comuni', status: 2 } },
      comune: Array.from({ length: 70_000 }, (_, index) => index + 1),
    });
    expect(municipalities.statusCode).toBe(422);
    expect((municipalities.json() as ErrorAnswer).errors).toHaveProperty('comune');
    const portals = await save({
      contents: { it: { title: 'Troppi portali', status: 2 } },
      portal: Array.from({ length: 1_000_000 }, () => 1),
    });
    expect(portals.statusCode).toBe(422);
    // Within the edge's bound, the field's own bound applies (3 portals).
    const four = await save({ contents: { it: { title: 'Quattro portali', status: 2 } }, portal: [1, 2, 3, 1] });
    expect422(four, 'portal');
    expect(logLines).toEqual([]);
  });

  it('10. measures and sanitises the worst rich text off the event loop, serving another request meanwhile', async () => {
    // The largest HTML a rich text may hold, in the shapes that cost the parser most, and a
    // 5 MB one (refused by its length before it is parsed).
    const size = FIELD_LIMITS.richTextHtml;
    const shapes = ['<', '<p>', '<b>a</b>', '&amp;', '<!--'].map((unit) => unit.repeat(Math.floor(size / unit.length)));
    const run = vi.spyOn(richTextWorker, 'run');
    try {
      for (const description of [...shapes, '<'.repeat(5 * 1024 * 1024 - 200)]) {
        const calls = run.mock.calls.length;
        const health = (async () => {
          await new Promise((resolve) => setTimeout(resolve, 20));
          return (await t.request({ method: 'GET', url: 'health' })).statusCode;
        })();
        const response = await save({ contents: { it: { title: 'Testo peggiore', status: 2, description } } });
        expect(await health).toBe(200);
        expect([201, 413, 422]).toContain(response.statusCode);
        // The parse runs off the event loop (`server/crud/richtext-pool.ts`): every shape within
        // the field's length went to the worker, none was parsed in place; the 5 MB one was
        // refused before any parse. (Checked by what ran where, not by durations: an order of
        // arrival failed under CI's load, where PGlite's own work shares the event loop.)
        expect(run.mock.calls.length - calls).toBe(description.length <= size ? 1 : 0);
      }
    } finally {
      run.mockRestore();
    }
  });

  it('10b. refuses rich text nested past its depth with a 422, and saves the worst shapes without stalling health', async () => {
    const size = FIELD_LIMITS.richTextHtml;
    const fill = (unit: string) => unit.repeat(Math.floor(size / unit.length));
    const tooDeep = `Struttura troppo annidata (massimo ${FIELD_LIMITS.richTextDepth} livelli)`;
    // Unclosed nesting (issue #28 item 2: 2-3.6 s of the parser before), refused on its field.
    for (const description of [fill('<p><b><i><u>'), fill('<b>'), fill('<span>'), fill('<ul><li>')]) {
      const response = await save({ contents: { it: { title: 'Annidato', status: 2, description } } });
      expect(expect422(response, 'contents.it.description').errors?.['contents.it.description']).toEqual([tooDeep]);
    }
    // The bound is the parser's own count of open elements: a paragraph and 99 more, saved.
    const deepest = `<p>${'<b>'.repeat(FIELD_LIMITS.richTextDepth - 1)}x${'</b>'.repeat(FIELD_LIMITS.richTextDepth - 1)}</p>`;
    expect((await save({ contents: { it: { title: 'Al limite', status: 2, description: deepest } } })).statusCode).toBe(
      201,
    );
    const past = `<p>${'<b>'.repeat(FIELD_LIMITS.richTextDepth)}x</p>`;
    expect422(
      await save({ contents: { it: { title: 'Oltre', status: 2, description: past } } }),
      'contents.it.description',
    );

    // The costliest accepted shapes, saved at once: the parser's work goes to the worker, off the
    // event loop, and health keeps answering meanwhile. (How fast it answers is a figure for a
    // benchmark on a quiet machine, not an assertion on a shared one: a timed bound here failed
    // under CI's load while the work was off the loop.)
    const health = async (): Promise<void> => {
      expect((await t.request({ method: 'GET', url: 'health' })).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    // (Shapes whose sanitised form still fits the field: `<p>` alone would double in length.)
    const heavy = [
      fill('<p>x</p>'),
      fill('<p><b><i><u>x</u></i></b></p>'),
      fill('<li data-list="bullet">x</li>'),
      fill('a &amp; '),
    ];
    const run = vi.spyOn(richTextWorker, 'run');
    try {
      let saving = true;
      const saves = Promise.all(
        heavy.map((description) => save({ contents: { it: { title: 'Pesante', status: 2, description } } })),
      ).finally(() => (saving = false));
      let answered = 0;
      while (saving) {
        await health();
        answered += 1;
      }
      for (const response of await saves) expect(response.statusCode, response.body).toBe(201);
      expect(answered).toBeGreaterThan(0);
      // Each heavy save was sanitised in the worker, none in place on the event loop.
      expect(run).toHaveBeenCalledTimes(heavy.length);
    } finally {
      run.mockRestore();
    }
  }, 60_000);

  it('12. gives 200 concurrent creates with the same title distinct slugs, never a 422', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => save({ contents: { it: { title: 'Sagra concorrente', status: 2 } } })),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(
      statuses.filter((status) => status !== 201),
      answers.find((a) => a.statusCode !== 201)?.body,
    ).toEqual([]);
    const slugs = await rows<{ slug: string }>(
      t.server.database.db,
      sql`select slug from news_contents where lang = 'it' and slug like 'sagra-concorrente%'`,
    );
    expect(new Set(slugs.map((row) => row.slug)).size).toBe(200);
  }, 120_000);

  it('13. refuses publishing a required rich text that the sanitiser empties', async () => {
    const response = await save({
      contents: { it: publishedNews('Solo script', { description: '<script>alert(1)</script>' }) },
    });
    expect(expect422(response, 'contents.it.description').errors?.['contents.it.description']).toEqual([
      'Campo richiesto',
    ]);
  });

  it('URL fields accept only http(s) and site-relative addresses', async () => {
    for (const url of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.example/x.jpg']) {
      const response = await save({
        contents: { it: { title: 'Immagine', status: 2 } },
        attachments: [{ id: 1, url }],
      });
      expect422(response, 'attachments.0.url');
    }
    // Images name files of the library; the addresses the client sends are replaced by theirs.
    const library = await rows<{ id: number }>(
      t.server.database.db,
      sql`insert into media (collection, storage_key, thumb_key, name, mime, bytes)
          values ('images', 'aa/bb/aabb0000000000000000000000000001.jpg', 'aa/bb/aabb0000000000000000000000000002.jpg',
                  'a.jpg', 'image/jpeg', 1),
                 ('images', 'aa/bb/aabb0000000000000000000000000003.jpg', 'aa/bb/aabb0000000000000000000000000004.jpg',
                  'b.jpg', 'image/jpeg', 1)
          returning id`,
    );
    const [first, second] = library.map((row) => row.id);
    const fine = await save({
      contents: { it: { title: 'Immagine buona', status: 2 } },
      attachments: [
        { id: first, url: '/media/foto.jpg' },
        { id: second, url: 'https://cdn.example.org/foto.jpg' },
      ],
    });
    expect(fine.statusCode, fine.body).toBe(201);
    const saved = (fine.json() as { data: { id: number } }).data.id;
    const read = (await t.request({ method: 'GET', url: `news/${saved}`, token: admin })).json() as {
      data: { attachments: { url: string }[] };
    };
    expect(read.data.attachments.map((image) => image.url)).toEqual([
      '/uploads/aa/bb/aabb0000000000000000000000000001.jpg',
      '/uploads/aa/bb/aabb0000000000000000000000000003.jpg',
    ]);
  });

  it("closes what the editor does (read one, create, edit) to the 'redazione' family where the schema says so", async () => {
    const user = await t.userWith(['news-view', 'news-create', 'news-edit'], { roleName: 'redazione' });
    const created = await save({ contents: { it: { title: 'Della redazione', status: 2 } } });
    const id = (created.json() as { data: { id: number } }).data.id;
    expect((await save({ contents: { it: { title: 'Vietata', status: 2 } } }, { token: user.token })).statusCode).toBe(
      403,
    );
    expect((await t.request({ method: 'GET', url: `news/${id}`, token: user.token })).statusCode).toBe(403);
    expect(
      (await save({ version: 1, contents: { it: { title: 'Vietata', status: 2 } } }, { id, token: user.token }))
        .statusCode,
    ).toBe(403);
    // The list stays open, as in the admin.
    expect((await t.request({ method: 'GET', url: 'news', token: user.token })).statusCode).toBe(200);
  });
});

describe.each(backends)('sessions and sign-in limits on $name', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    // These tests move a token's clock in plain SQL, which a session kept by the process would
    // not see for its seconds (`tests/api/session-cache.test.ts` covers the kept sessions).
    t = await startTestServer(backend, {
      TOKEN_MAX_AGE_HOURS: '1',
      LOGIN_ATTEMPTS_PER_MINUTE: '3',
      SESSION_CACHE_SECONDS: '0',
    });
  }, 60_000);
  afterAll(async () => t.close());

  it('ends a token at its maximum age however recently it was used', async () => {
    const token = await t.adminToken();
    expect((await t.request({ method: 'GET', url: 'user/me', token })).statusCode).toBe(200);
    await t.server.database.db.execute(
      sql`update access_tokens set created_at = now() - interval '61 minutes', expires_at = now() + interval '1 hour'`,
    );
    const late = await t.request({ method: 'GET', url: 'user/me', token });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('never pushes a sliding expiry past the maximum age', async () => {
    const token = await t.login('admin', 'admin-password-for-tests');
    await t.server.database.db.execute(
      sql`update access_tokens set created_at = now() - interval '50 minutes', expires_at = now() + interval '1 minute'`,
    );
    expect((await t.request({ method: 'GET', url: 'user/me', token })).statusCode).toBe(200);
    const [row] = await rows<{ minutes_left: number }>(
      t.server.database.db,
      sql`select extract(epoch from (expires_at - now()))::int / 60 as minutes_left from access_tokens
           order by id desc limit 1`,
    );
    expect(row?.minutes_left).toBeLessThanOrEqual(10);
  });

  it('does not lock out everyone behind one address when colleagues mistype', async () => {
    // 30 colleagues behind one proxy address each get their password wrong three times.
    for (let person = 0; person < 30; person += 1) {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const response = await t.request({
          method: 'POST',
          url: 'login',
          payload: { username: `collega${person}`, password: 'sbagliata' },
        });
        expect(response.statusCode).toBe(401);
      }
    }
    // Another colleague still signs in.
    await expect(t.login('admin', 'admin-password-for-tests')).resolves.toMatch(/^[\w-]{20,}$/);
    // One username is still limited per address.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await t.request({ method: 'POST', url: 'login', payload: { username: 'bersaglio', password: 'x' } });
    }
    const limited = await t.request({
      method: 'POST',
      url: 'login',
      payload: { username: 'bersaglio', password: 'x' },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
