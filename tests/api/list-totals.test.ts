/**
 * A list's `meta.total` is the number of rows its pages give, whichever statement counts it
 * (`server/crud/list.ts`, `totalStatement`): maintained, counted from the contents rows of a
 * status (with the other conditions about `lc.item_id`), or counted from the main table. Checked
 * for every entity of the demo data and every combination of its status, municipality and
 * keyword filters, and for news seeded at random in plain SQL, revision drafts included.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_LIMITS } from '../../core/limits';
import { entityRuntimes } from '../../server/http/app';
import { rows } from '../../server/db/client';
import { backends, startTestServer, type TestServer } from './harness';

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

interface ListAnswer {
  data: { id: number }[];
  meta: { total: number };
}

describe.each(backends)('list totals on $name', (backend) => {
  let t: TestServer;
  let admin: string;

  beforeAll(async () => {
    t = await startTestServer(backend, { SEED_DEMO: 'true', LIST_TOTAL_CACHE_SECONDS: '0' });
    admin = await t.adminToken();
  }, 120_000);
  afterAll(async () => t.close());

  const db = () => t.server.database.db;

  /** The total of page 1, and the rows of every page. */
  async function totalAndRows(path: string, query: string): Promise<{ total: number; rows: number }> {
    let counted = 0;
    let total = -1;
    for (let page = 1; ; page += 1) {
      const answer = await t.request({
        method: 'GET',
        url: `${path}?${query}&limit=${LIST_LIMITS.maxLimit}&page=${page}`,
        token: admin,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const body = answer.json() as ListAnswer;
      if (page === 1) total = body.meta.total;
      else expect(body.meta.total, `${path}?${query} page ${page}`).toBe(total);
      counted += body.data.length;
      if (body.data.length < LIST_LIMITS.maxLimit) break;
    }
    return { total, rows: counted };
  }

  /** Every combination of the status, municipality and keyword values given, in the first two languages. */
  async function checkCombinations(
    path: string,
    params: { languages: readonly string[]; stato: string[]; comune: string[]; keywords: string[]; others: string[] },
  ): Promise<number> {
    let nonEmpty = 0;
    for (const lang of params.languages.slice(0, 2)) {
      for (const stato of ['', ...params.stato]) {
        for (const comune of ['', ...params.comune]) {
          for (const keywords of ['', ...params.keywords]) {
            for (const other of ['', ...params.others]) {
              const query = new URLSearchParams({ lang });
              if (stato) query.set('stato', stato);
              if (comune) query.set('comune', comune);
              if (keywords) query.set('keywords', keywords);
              const text = [query.toString(), other].filter(Boolean).join('&');
              const { total, rows: counted } = await totalAndRows(path, text);
              expect(total, `${path}?${text}`).toBe(counted);
              if (total > 0) nonEmpty += 1;
            }
          }
        }
      }
    }
    return nonEmpty;
  }

  it('equal the rows listed, for every demo entity with a status filter', async () => {
    let entities = 0;
    for (const runtime of entityRuntimes().values()) {
      const params = runtime.meta.list.filters.map((filter) => filter.param);
      if (!params.includes('stato') || !runtime.sqlNames.contents) continue;
      const municipalities = params.includes('comune')
        ? (
            await rows<{ id: number }>(
              db(),
              sql`select mu.id from municipalities mu where mu.name in ('Bologna', 'Rimini')`,
            )
          ).map((row) => String(row.id))
        : [];
      const nonEmpty = await checkCombinations(runtime.meta.path, {
        languages: runtime.meta.languages,
        stato: ['1', '2'],
        comune: municipalities,
        keywords: params.includes('keywords') ? ['a'] : [],
        others: [],
      });
      const [items] = await rows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from ${runtime.sqlNames.main} where draft = 0`,
      );
      if ((items?.n ?? 0) > 0) expect(nonEmpty, runtime.name).toBeGreaterThan(0);
      entities += 1;
    }
    expect(entities).toBeGreaterThan(5);
  }, 300_000);

  it('equal the rows listed for news seeded at random, revision drafts and plain SQL changes included', async () => {
    const next = random(15);
    const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
    const municipalities = (
      await rows<{ id: number }>(db(), sql`select id from municipalities where name in ('Bologna', 'Rimini', 'Modena')`)
    ).map((row) => row.id);
    const themes = (
      await rows<{ id: number }>(
        db(),
        sql`insert into categories (parent_id, "order") select 5, g from generate_series(1, 2) g returning id`,
      )
    ).map((row) => row.id);
    const ids = (
      await rows<{ id: number }>(
        db(),
        sql`insert into news (draft, created_by) select 0, 1 from generate_series(1, 150) returning id`,
      )
    ).map((row) => row.id);
    for (const id of ids) {
      for (const lang of ['it', 'en', 'de']) {
        if (lang !== 'it' && next() < 0.3) continue;
        await db().execute(sql`insert into news_contents (item_id, lang, draft, title, status)
          values (${id}, ${lang}, 0, ${`Casuale ${id} ${pick(['mare', 'monti'])}`}, ${pick([0, 1, 1, 2, 3])})`);
      }
      for (const municipality of municipalities) {
        if (next() < 0.4) {
          await db().execute(sql`insert into news_municipalities (item_id, field, municipality_id)
            values (${id}, 'comune', ${municipality})`);
        }
      }
      if (next() < 0.5) {
        await db().execute(sql`insert into news_categories (item_id, field, category_id, is_primary)
          values (${id}, 'theme', ${pick(themes)}, true)`);
      }
      if (next() < 0.1) {
        // A revision draft, in the same languages, statuses and places: never counted.
        const [draft] = await rows<{ id: number }>(
          db(),
          sql`insert into news (draft, original_id, created_by) values (1, ${id}, 1) returning id`,
        );
        await db().execute(sql`insert into news_contents (item_id, lang, draft, title, status)
          select ${draft?.id ?? 0}, lang, 1, title, 1 from news_contents where item_id = ${id}`);
        await db().execute(sql`insert into news_municipalities (item_id, field, municipality_id)
          select ${draft?.id ?? 0}, field, municipality_id from news_municipalities where item_id = ${id}`);
      }
    }
    await db().execute(sql`update news_contents set status = 2 where draft = 0 and item_id % 7 = 0 and lang = 'it'`);
    const nonEmpty = await checkCombinations('news', {
      languages: ['it', 'en'],
      stato: ['1', '2'],
      comune: municipalities.map(String),
      keywords: ['mare', String(ids[3])],
      others: [`tema=${themes[0] ?? 0}`],
    });
    expect(nonEmpty).toBeGreaterThan(40);
  }, 300_000);
});
