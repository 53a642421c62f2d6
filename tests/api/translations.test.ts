/**
 * The translation overview (issue #35, docs/translations.md) on both databases: the live items of
 * the entities the caller may list, by entity name then id, with their status per language (a
 * revision draft is not a row, its live item keeps its status); the filters by entity, status (in a
 * language or in any), missing language and title words (over every entity from three
 * characters); pages that run across entities; counts
 * per entity, language and status that match the tables; the permissions ('redazione' included)
 * and the bounds of every parameter.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../server/db/client';
import { backends, startTestServer, type TestServer, publishableNews as publishable } from './harness';

type Json = Record<string, unknown>;

interface Row {
  entity: string;
  id: number;
  title: string;
  statuses: Record<string, number>;
}

interface Count {
  entity: string;
  label: string;
  languages: string[];
  items: number;
  statuses: Record<string, Record<string, number>>;
}

interface Page {
  data: Row[];
  counts: Count[];
  meta: { total: number; current_page: number; last_page: number };
}

const NEWS = 'news';
const DOWNLOAD = 'download';

describe.each(backends)('translation overview on $name', (backend) => {
  let t: TestServer;
  let admin: string;
  let editor: string;
  /** The word every item of this run's titles holds. */
  const word = `Trad${Date.now().toString(36)}`;
  const ids = { a: 0, b: 0, c: 0, published: 0, download: 0 };

  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, payload?: Json) => {
    const response = await t.request({ method, url, token, ...(payload === undefined ? {} : { payload }) });
    return { status: response.statusCode, body: response.json() as Json };
  };
  const page = async (query: string, token = admin): Promise<Page> => {
    const answer = await call('GET', `translations?${query}`, token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as unknown as Page;
  };
  const created = async (entity: string, contents: Json): Promise<number> => {
    const answer = await call('POST', entity, admin, { contents });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return (answer.body.data as { id: number }).id;
  };

  beforeAll(async () => {
    t = await startTestServer(backend);
    admin = await t.adminToken();
    editor = (await t.userWith(['news-view', 'news-create', 'news-edit'])).token;
    ids.a = await created(NEWS, {
      it: { title: `${word} A`, status: 2 },
      en: { title: `${word} A en`, status: 3 },
    });
    ids.b = await created(NEWS, { it: { title: `${word} B`, status: 2 } });
    ids.c = await created(NEWS, {
      it: { title: `${word} C`, status: 2 },
      en: { title: `${word} C en`, status: 2 },
      de: { title: `${word} C de`, status: 2 },
    });
    ids.published = await created(NEWS, { it: publishable(`${word} P`, `${word.toLowerCase()}-p`) });
    // A revision draft of the published item, by an editor who may not publish: no row of its own.
    const live = (await call('GET', `${NEWS}/${ids.published}`, editor)).body.data as { version: number };
    const revised = await call('PUT', `${NEWS}/${ids.published}`, editor, {
      version: live.version,
      contents: { it: { ...publishable(`${word} P (bozza)`, `${word.toLowerCase()}-p`), status: 5 } },
    });
    expect(revised.status, JSON.stringify(revised.body)).toBe(200);
    expect((revised.body.data as { id: number }).id).not.toBe(ids.published);
    ids.download = await created(DOWNLOAD, { it: { title: `${word} download`, status: 2 } });
  }, 90_000);
  afterAll(async () => t.close());

  const db = () => t.server.database.db;

  it('answers the live items with their status per language, by entity then id', async () => {
    const answer = await page('');
    expect(answer.data.map((row) => [row.entity, row.id])).toEqual([
      [DOWNLOAD, ids.download],
      [NEWS, ids.a],
      [NEWS, ids.b],
      [NEWS, ids.c],
      [NEWS, ids.published],
    ]);
    const byId = new Map(answer.data.filter((row) => row.entity === NEWS).map((row) => [row.id, row]));
    expect(byId.get(ids.a)).toEqual({
      entity: NEWS,
      id: ids.a,
      title: `${word} A`,
      statuses: { it: 2, en: 3, de: -1 },
    });
    expect(byId.get(ids.b)?.statuses).toEqual({ it: 2, en: -1, de: -1 });
    expect(byId.get(ids.c)?.statuses).toEqual({ it: 2, en: 2, de: 2 });
    // The live item keeps its published text and status while its revision waits.
    expect(byId.get(ids.published)).toMatchObject({ title: `${word} P`, statuses: { it: 1, en: -1, de: -1 } });
    expect(answer.meta).toEqual({ total: 5, current_page: 1, last_page: 1 });
  });

  it('gives the title in the caller language when the item has it', async () => {
    const answer = await t.request({
      method: 'GET',
      url: `translations?entity=${NEWS}&keywords=${word}%20A`,
      token: admin,
      headers: { 'accept-language': 'en' },
    });
    expect((answer.json() as Page).data.map((row) => row.title)).toEqual([`${word} A en`]);
  });

  it('filters by entity, missing language, status in a language and status in any language', async () => {
    const ofNews = async (query: string) =>
      (await page(`entity=${NEWS}&keywords=${word}&${query}`)).data.map((row) => row.id);
    expect(await ofNews('missing=en')).toEqual([ids.b, ids.published]);
    expect(await ofNews('missing=de')).toEqual([ids.a, ids.b, ids.published]);
    expect(await ofNews('status=3&lang=en')).toEqual([ids.a]);
    expect(await ofNews('status=-1&lang=en')).toEqual([ids.b, ids.published]);
    expect(await ofNews('status=2&lang=it')).toEqual([ids.a, ids.b, ids.c]);
    expect(await ofNews('status=1&lang=it')).toEqual([ids.published]);
    expect(await ofNews('status=2&lang=de&missing=en')).toEqual([]);
    // A language an entity lacks leaves it out: news has no French, downloads have.
    expect((await page('missing=fr')).data.map((row) => row.entity)).toEqual([DOWNLOAD]);
  });

  it('finds title words over every entity from three characters, each entity counted, paged across them', async () => {
    const all = await page(`keywords=${word}`);
    // Only the entities with matches give rows: this run's download and news items, by entity then id.
    const expected = [
      `${DOWNLOAD}:${ids.download}`,
      `${NEWS}:${ids.a}`,
      `${NEWS}:${ids.b}`,
      `${NEWS}:${ids.c}`,
      `${NEWS}:${ids.published}`,
    ];
    expect(all.data.map((row) => `${row.entity}:${row.id}`)).toEqual(expected);
    expect(all.meta).toEqual({ total: 5, current_page: 1, last_page: 1 });
    // The counts stay every entity's, whatever the words.
    expect(all.counts.map((count) => count.entity)).toEqual((await page('')).counts.map((count) => count.entity));
    // Pages of two: the first runs from the download into the news.
    const walked: string[] = [];
    for (const number of [1, 2, 3]) {
      const part = await page(`keywords=${word}&limit=2&page=${number}`);
      expect(part.meta).toEqual({ total: 5, current_page: number, last_page: 3 });
      walked.push(...part.data.map((row) => `${row.entity}:${row.id}`));
    }
    expect(walked).toEqual(expected);
    expect((await page(`keywords=${word}&limit=2&page=4`)).data).toEqual([]);
    // Words of one entity's items only, with other filters; spaces around them trimmed.
    expect((await page(`keywords=%20${word}%20download%20`)).data.map((row) => row.id)).toEqual([ids.download]);
    const lacking = await page(`keywords=${word}&missing=en`);
    expect(lacking.data.map((row) => `${row.entity}:${row.id}`)).toEqual([
      `${DOWNLOAD}:${ids.download}`,
      `${NEWS}:${ids.b}`,
      `${NEWS}:${ids.published}`,
    ]);
    expect(lacking.meta.total).toBe(3);
    // Exactly three characters are enough without an entity; fewer need one (then any length works).
    expect((await call('GET', `translations?keywords=${word.slice(0, 3)}`, admin)).status).toBe(200);
    for (const short of ['ab', '%20ab%20', 'a']) {
      expect(await call('GET', `translations?keywords=${short}`, admin), short).toEqual({
        status: 422,
        body: { message: 'Parametri della richiesta non validi', errors: { keywords: ['Minimo 3 caratteri'] } },
      });
    }
    const english = await t.request({
      method: 'GET',
      url: 'translations?keywords=ab',
      token: admin,
      headers: { 'accept-language': 'en' },
    });
    expect(english.statusCode).toBe(422);
    expect(((english.json() as Json).errors as Json).keywords).toEqual(['At least 3 characters']);
    expect((await page(`entity=${NEWS}&keywords=${word.slice(0, 2)}`)).data.map((row) => row.id)).toEqual(
      expect.arrayContaining([ids.a, ids.b, ids.c, ids.published]),
    );
  });

  it('counts per entity, language and status as the tables hold them, and totals to match', async () => {
    const answer = await page(`entity=${NEWS}`);
    // Every entity the user may list, whatever the filters (the screen's type filter offers them).
    expect(answer.counts.map((count) => count.entity)).toContain(DOWNLOAD);
    const news = answer.counts.find((count) => count.entity === NEWS);
    const [items] = await rows<{ total: number }>(db(), sql`select count(*)::int as total from news where draft = 0`);
    expect(news?.items).toBe(items?.total);
    expect(news?.languages).toEqual(['it', 'en', 'de']);
    const stored = await rows<{ lang: string; status: number; total: number }>(
      db(),
      sql`select lang, status, count(*)::int as total from news_contents where draft = 0 group by lang, status`,
    );
    for (const lang of ['it', 'en', 'de']) {
      const expected: Record<string, number> = {};
      let present = 0;
      for (const row of stored.filter((entry) => entry.lang === lang)) {
        expected[String(row.status)] = row.total;
        present += row.total;
      }
      expected['-1'] = (items?.total ?? 0) - present;
      expect(news?.statuses[lang]).toEqual(expected);
    }
    expect(answer.meta.total).toBe(items?.total);
    // Totals from the maintained counts and counted ones agree.
    const [missing] = await rows<{ total: number }>(
      db(),
      sql`select count(*)::int as total from news m where draft = 0
           and not exists (select 1 from news_contents c where c.item_id = m.id and c.draft = 0 and c.lang = 'en')`,
    );
    expect((await page(`entity=${NEWS}&missing=en`)).meta.total).toBe(missing?.total);
    expect((await page(`entity=${NEWS}&missing=en&status=-1&lang=en`)).meta.total).toBe(missing?.total);
    const [drafts] = await rows<{ total: number }>(
      db(),
      sql`select count(*)::int as total from news_contents where draft = 0 and lang = 'it' and status = 2`,
    );
    expect((await page(`entity=${NEWS}&status=2&lang=it`)).meta.total).toBe(drafts?.total);
    // Counted (a status and another missing language) rather than maintained: the same rule.
    const [counted] = await rows<{ total: number }>(
      db(),
      sql`select count(*)::int as total from news_contents c where draft = 0 and lang = 'it' and status = 2
           and not exists (select 1 from news_contents e where e.item_id = c.item_id and e.draft = 0 and e.lang = 'en')`,
    );
    expect((await page(`entity=${NEWS}&status=2&lang=it&missing=en`)).meta.total).toBe(counted?.total);
  });

  it('pages across entities without a gap or a repeat', async () => {
    const whole = await page(`limit=100`);
    const total = whole.meta.total;
    expect(total).toBe(whole.counts.reduce((sum, count) => sum + count.items, 0));
    const expected = whole.data.map((row) => `${row.entity}:${row.id}`);
    const walked: string[] = [];
    for (let number = 1; number <= Math.ceil(Math.min(total, 100) / 3); number += 1) {
      const part = await page(`limit=3&page=${number}`);
      expect(part.meta).toEqual({ total, current_page: number, last_page: Math.max(1, Math.ceil(total / 3)) });
      walked.push(...part.data.map((row) => `${row.entity}:${row.id}`));
    }
    expect(walked).toEqual(expected);
    const entities = whole.data.map((row) => row.entity);
    expect(entities).toEqual([...entities].sort());
    expect((await page(`limit=3&page=100000`)).data).toEqual([]);
  });

  it('shows only the entities the user may list, and the redazione family only those it may edit', async () => {
    const viewer = (await t.userWith([`${NEWS}-view`])).token;
    const answer = await page('', viewer);
    expect(answer.counts.map((count) => count.entity)).toEqual([NEWS]);
    expect(new Set(answer.data.map((row) => row.entity))).toEqual(new Set([NEWS]));
    // A clear Italian refusal (the admin never asks it: it checks a type against the counts first).
    const refused = await call('GET', `translations?entity=${DOWNLOAD}`, viewer);
    expect(refused).toEqual({ status: 403, body: { message: 'Non hai i permessi per questa operazione' } });
    const nobody = (await t.userWith(['media-view'])).token;
    expect(await page('', nobody)).toEqual({ data: [], counts: [], meta: { total: 0, current_page: 1, last_page: 1 } });
    // News is closed to the 'redazione' family's editor (redazioneAccess: false); downloads are not.
    const redazione = (await t.userWith([`${NEWS}-view`, `${DOWNLOAD}-view`], { roleName: 'redazione' })).token;
    expect((await page('', redazione)).counts.map((count) => count.entity)).toEqual([DOWNLOAD]);
    expect((await call('GET', `translations?entity=${NEWS}`, redazione)).status).toBe(403);
  });

  it('refuses parameters out of bounds and callers without a session', async () => {
    for (const query of [
      'limit=101',
      'limit=0',
      'page=0',
      'status=8',
      'status=-2',
      'status=2',
      'status=-1',
      'lang=xx',
      'missing=es',
      'entity=nothing',
      // An entity without statuses has no translations.
      'entity=tags',
      `entity=news&keywords=${'x'.repeat(101)}`,
      // Over every entity: three characters at least.
      'keywords=ab',
    ]) {
      const answer = await call('GET', `translations?${query}`, admin);
      expect(answer.status, query).toBe(422);
      // Said in Italian, with the parameter at fault.
      expect(answer.body.message, query).toMatch(/^(Parametri della richiesta|I dati inviati) non (sono )?validi$/);
      expect(Object.keys(answer.body.errors ?? {}), query).toHaveLength(1);
    }
    expect((await call('GET', 'translations', null)).status).toBe(401);
  });
});
