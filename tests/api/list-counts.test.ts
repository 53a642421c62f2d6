/**
 * The maintained list totals (`server/crud/counts.ts`) equal `count(*)` after thousands of random
 * creates, status changes, municipality changes and deletes by concurrent writers, through the API
 * and through plain SQL alike, with compactions running meanwhile; per language and status, and
 * per municipality too; and the list answers them.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compactAllCounts, compactCounts, ensureListCounts } from '../../server/crud/counts';
import { entityRuntimes } from '../../server/http/app';
import { TRANSITIONS, type StatusCode } from '../../core/statuses';
import { rows, type Db } from '../../server/db/client';
import { backends, startTestServer, type Backend, type TestServer } from './harness';

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * The random writers' length on each database, and how often one of them compacts. PostgreSQL runs
 * the writers' transactions at once, which is the concurrency these tests prove; PGlite runs one
 * statement at a time (its "concurrent" writers only interleave between statements) about three
 * times slower, so it runs a third as many operations, compacting as often relative to its length:
 * the triggers' arithmetic is the same SQL on both, checked against `count(*)` either way.
 */
function writersPlan(backend: Backend, operations: number, compactEvery: number) {
  const scale = backend.name === 'postgres' ? 1 : 1 / 3;
  return {
    operations: Math.round(operations * scale),
    compactEvery: Math.max(7, Math.round(compactEvery * scale)),
    /** At least this share of `count` (a threshold of the full run, scaled). */
    atLeast: (count: number) => Math.floor(count * scale),
    /** Municipality keys (language, status, place) the totals must have reached: enough to test them. */
    placeKeys: scale === 1 ? 20 : 12,
  };
}

const LANGUAGES = ['it', 'en', 'de'] as const;
/** Statuses a new language may take with a title only (status 1 needs every publishing text). */
const NEW_STATUSES = [0, 2, 3] as const;
/** Statuses plain SQL sets (any, 1 included). */
const STATUSES = [0, 1, 2, 3, 4, 5, 6, 7] as const;
/** A status the API lets the administrator move to from `from` with a title only. */
const nextOf = (from: StatusCode, pick: <T>(values: readonly T[]) => T): number =>
  pick(TRANSITIONS[from].filter((to) => to !== 1));

/**
 * Every maintained total of `entity` against its count: live items, live contents per language and
 * status, and per municipality (`countedPlaces` gives lang, status, field, place, total in that
 * order). Returns the number of municipality keys counted.
 */
async function compareTotals(db: Db, entity: string, countedPlaces: SQL): Promise<number> {
  const main = sql.identifier(entity);
  const contents = sql.identifier(`${entity}_contents`);
  const [maintainedItems] = await rows<{ total: number }>(
    db,
    sql`select coalesce(sum(delta), 0)::int as total from list_counts where entity = ${entity} and lang = '' and status = -1`,
  );
  const [countedItems] = await rows<{ total: number }>(
    db,
    sql`select count(*)::int as total from ${main} where draft = 0`,
  );
  expect(maintainedItems?.total).toBe(countedItems?.total);
  const maintained = await rows<{ lang: string; status: number; total: number }>(
    db,
    sql`select lang, status, sum(delta)::int as total from list_counts
      where entity = ${entity} and lang <> '' and field = ''
      group by lang, status having sum(delta) <> 0 order by lang, status`,
  );
  const counted = await rows<{ lang: string; status: number; total: number }>(
    db,
    sql`select c.lang, c.status, count(*)::int as total from ${contents} c join ${main} m on m.id = c.item_id
      where m.draft = 0 group by c.lang, c.status order by c.lang, c.status`,
  );
  expect(maintained).toEqual(counted);
  // Per municipality of each municipality field.
  const maintainedPlaces = await rows<{ lang: string; status: number; field: string; place: number; total: number }>(
    db,
    sql`select lang, status, field, municipality as place, sum(delta)::int as total from list_counts
      where entity = ${entity} and field <> ''
      group by lang, status, field, municipality having sum(delta) <> 0 order by lang, status, field, municipality`,
  );
  expect(maintainedPlaces).toEqual(await rows(db, countedPlaces));
  return maintainedPlaces.length;
}

/**
 * Reads item `id` of `entity` and saves it with every language moved to a status the
 * administrator may set with a title only, plus `extra` fields; the save's answer, or null when
 * the item is gone.
 */
async function saveNextStatuses(
  t: TestServer,
  token: string,
  entity: string,
  id: number,
  pick: <T>(values: readonly T[]) => T,
  extra: Record<string, unknown>,
): Promise<{ statusCode: number; body: string } | null> {
  const read = await t.request({ method: 'GET', url: `${entity}/${id}`, token });
  if (read.statusCode !== 200) return null;
  const item = (
    read.json() as { data: { version: number; contents: Record<string, { title: string; status: StatusCode }> } }
  ).data;
  const contents = Object.fromEntries(
    Object.entries(item.contents).map(([lang, content]) => [
      lang,
      { title: content.title, status: nextOf(content.status, pick) },
    ]),
  );
  return t.request({
    method: 'PUT',
    url: `${entity}/${id}`,
    token,
    payload: { version: item.version, contents, ...extra, lang: 'it' },
  });
}

/**
 * Runs `first` in a transaction, and `second` (on another connection) once `first` has run, while
 * the transaction is still open; commits 300 ms later and waits for both. `second` must start its
 * query when called (a Drizzle query runs when awaited: call `then`).
 */
async function whileOpen(
  db: Db,
  first: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<unknown>,
  second: () => Promise<unknown>,
): Promise<void> {
  let release = (): void => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let done = (): void => undefined;
  const ran = new Promise<void>((resolve) => (done = resolve));
  const open = db.transaction(async (tx) => {
    await first(tx);
    done();
    await gate;
  });
  await ran;
  const other = second();
  await new Promise((resolve) => setTimeout(resolve, 300));
  release();
  await Promise.all([open, other]);
}

describe.each(backends)('maintained list totals on $name', (backend) => {
  let t: TestServer;
  let admin: string;

  /** Three municipalities the writers pick from. */
  let places: number[] = [];

  beforeAll(async () => {
    t = await startTestServer(backend);
    admin = await t.adminToken();
    places = (
      await rows<{ id: number }>(
        t.server.database.db,
        sql`select id from municipalities where name in ('Bologna', 'Rimini', 'Modena') order by id`,
      )
    ).map((row) => row.id);
  }, 60_000);
  afterAll(async () => t.close());

  const db = () => t.server.database.db;

  /** Every maintained total of news against its count; the number of municipality keys counted. */
  const compare = (): Promise<number> =>
    compareTotals(
      db(),
      'news',
      sql`select c.lang, c.status, r.field, r.municipality_id as place, count(*)::int as total
        from news_municipalities r join news_contents c on c.item_id = r.item_id join news m on m.id = c.item_id
        where m.draft = 0 group by c.lang, c.status, r.field, r.municipality_id
        order by c.lang, c.status, r.field, r.municipality_id`,
    );

  async function listTotal(query: string, lang = 'it'): Promise<number> {
    const answer = await t.request({ method: 'GET', url: `news?${query}&lang=${lang}`, token: admin });
    expect(answer.statusCode).toBe(200);
    return (answer.json() as { meta: { total: number } }).meta.total;
  }

  it('equal count(*) after random creates, status changes and deletes by four concurrent writers', async () => {
    const plan = writersPlan(backend, 250, 97);
    await compare();
    const outcomes = { created: 0, updated: 0, sqlUpdates: 0, sqlDeletes: 0, deleted: 0 };
    const writer = async (seed: number, operations: number): Promise<void> => {
      const next = random(seed);
      const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
      const mine: number[] = [];
      for (let operation = 0; operation < operations; operation += 1) {
        const roll = next();
        if (roll < 0.4 || mine.length < 3) {
          const contents: Record<string, unknown> = {};
          for (const lang of LANGUAGES) {
            if (lang === 'it' || next() < 0.5)
              contents[lang] = { title: `Prova ${seed}-${operation} ${lang}`, status: pick(NEW_STATUSES) };
          }
          const comune = places.filter(() => next() < 0.4);
          const created = await t.request({
            method: 'POST',
            url: 'news',
            token: admin,
            payload: { contents, comune, lang: 'it' },
          });
          expect(created.statusCode, created.body).toBe(201);
          mine.push((created.json() as { data: { id: number } }).data.id);
          outcomes.created += 1;
        } else if (roll < 0.55) {
          // A status change in plain SQL: the triggers count every writer, not only the API.
          await db().execute(
            sql`update news_contents set status = ${pick(STATUSES)} where item_id = ${pick(mine)} and lang = ${pick(LANGUAGES)}`,
          );
        } else if (roll < 0.6) {
          // A municipality added or removed in plain SQL.
          const id = pick(mine);
          const place = pick(places);
          if (next() < 0.5) {
            await db().execute(sql`insert into news_municipalities (item_id, field, municipality_id)
              values (${id}, 'comune', ${place}) on conflict do nothing`);
          } else {
            await db().execute(
              sql`delete from news_municipalities where item_id = ${id} and municipality_id = ${place}`,
            );
          }
        } else if (roll < 0.75) {
          // The save also sets the municipalities, now and then to others.
          const comune = next() < 0.5 ? places.filter(() => next() < 0.4) : undefined;
          const saved = await saveNextStatuses(t, admin, 'news', pick(mine), pick, comune ? { comune } : {});
          if (!saved) continue;
          expect([200, 409, 422], saved.body).toContain(saved.statusCode);
          if (saved.statusCode === 200) outcomes.updated += 1;
        } else if (roll < 0.8) {
          // A language removed in plain SQL.
          await db().execute(
            sql`delete from news_contents where item_id = ${pick(mine)} and lang = ${pick(['en', 'de'])}`,
          );
        } else {
          const count = 1 + Math.floor(next() * 3);
          const ids = mine.splice(0, count);
          const gone = await t.request({ method: 'DELETE', url: `news/${ids.join(',')}`, token: admin });
          expect(gone.statusCode, gone.body).toBe(200);
          outcomes.deleted += ids.length;
        }
        if (operation % plan.compactEvery === 0) await compactCounts(db(), 'news');
      }
    };
    await Promise.all([1, 2, 3, 4].map((seed) => writer(seed, plan.operations)));
    // Each kind of write happened many times.
    expect(outcomes.created).toBeGreaterThan(plan.atLeast(250));
    expect(outcomes.updated).toBeGreaterThan(plan.atLeast(75));
    expect(outcomes.deleted).toBeGreaterThan(plan.atLeast(75));
    // Municipality keys in every language and status the writers set: the per-place totals are tested.
    expect(await compare()).toBeGreaterThan(plan.placeKeys);
    await compactCounts(db(), 'news');
    await compare();
    // Writes after the fold, then the start-up fold of every entity: one row per key, same totals.
    await t.request({
      method: 'POST',
      url: 'news',
      token: admin,
      payload: { contents: { it: { title: 'Dopo', status: 2 } }, lang: 'it' },
    });
    await compactAllCounts(db());
    const [most] = await rows<{ rows: number }>(
      db(),
      sql`select coalesce(max(n), 0)::int as rows
        from (select count(*) as n from list_counts group by entity, lang, status, field, municipality) k`,
    );
    expect(most?.rows).toBe(1);
    await compare();

    // The list answers them: no filter, and status only, in two languages.
    const [items] = await rows<{ total: number }>(db(), sql`select count(*)::int as total from news where draft = 0`);
    expect(await listTotal('page=1&limit=10')).toBe(items?.total);
    for (const [lang, status] of [
      ['it', 2],
      ['en', 3],
    ] as const) {
      const [counted] = await rows<{ total: number }>(
        db(),
        sql`select count(*)::int as total from news_contents where draft = 0 and lang = ${lang} and status = ${status}`,
      );
      expect(await listTotal(`page=1&limit=10&stato=${status}`, lang), `${lang} ${status}`).toBe(counted?.total);
      // And status with a municipality.
      for (const place of places) {
        const [inPlace] = await rows<{ total: number }>(
          db(),
          sql`select count(*)::int as total from news_contents c join news_municipalities r on r.item_id = c.item_id
            where c.draft = 0 and c.lang = ${lang} and c.status = ${status} and r.field = 'comune'
              and r.municipality_id = ${place}`,
        );
        expect(
          await listTotal(`page=1&limit=10&stato=${status}&comune=${place}`, lang),
          `${lang} ${status} ${place}`,
        ).toBe(inPlace?.total);
      }
    }
  }, 600_000);

  it('count a municipality added and a status change of one item, in two concurrent transactions, each once', async () => {
    const created = await t.request({
      method: 'POST',
      url: 'news',
      token: admin,
      payload: { contents: { it: { title: 'Due scritture', status: 2 } }, lang: 'it' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = (created.json() as { data: { id: number } }).data;
    // A adds a municipality and waits; B changes the status meanwhile. B's trigger must wait for
    // A (it locks the item), else it misses A's municipality, A's trigger having counted the old status.
    await whileOpen(
      db(),
      (tx) =>
        tx.execute(sql`insert into news_municipalities (item_id, field, municipality_id)
          values (${id}, 'comune', ${places[0] ?? 0})`),
      () =>
        db()
          .execute(sql`update news_contents set status = 3 where item_id = ${id} and lang = 'it'`)
          .then(() => undefined),
    );
    await compare();
  });

  it('count neither revision drafts nor rows in plain SQL bulk statements wrongly', async () => {
    // A revision draft (draft > 0) and its contents: not a live item.
    const [original] = await rows<{ id: number }>(db(), sql`select id from news where draft = 0 order by id limit 1`);
    const [draft] = await rows<{ id: number }>(
      db(),
      sql`insert into news (draft, original_id, created_by) values (1, ${original?.id ?? null}, 1) returning id`,
    );
    await db().execute(
      sql`insert into news_contents (item_id, lang, draft, title, status) values (${draft?.id ?? 0}, 'it', 1, 'Revisione', 2)`,
    );
    // Bulk statements: many rows in one statement each way.
    const ids = await rows<{ id: number }>(
      db(),
      sql`insert into news (draft, created_by) select 0, 1 from generate_series(1, 40) returning id`,
    );
    await db().execute(sql`insert into news_contents (item_id, lang, draft, title, status)
      select id, 'it', 0, 'In blocco ' || id, 3 from news where id >= ${ids[0]?.id ?? 0} and draft = 0`);
    await db().execute(
      sql`update news_contents set status = 2 where draft = 0 and title like 'In blocco %' and item_id % 2 = 0`,
    );
    await db().execute(
      sql`delete from news where id in (select id from news where id >= ${ids[0]?.id ?? 0} and draft = 0 limit 15)`,
    );
    await compare();
    await db().execute(sql`delete from news where id = ${draft?.id ?? 0}`);
    await compare();
  });

  it('are counted afresh when their triggers change, and kept when they do not', async () => {
    const runtimes = entityRuntimes();
    expect(await ensureListCounts(db(), runtimes.values())).toEqual([]);
    // A wrong total and an outdated signature: the next start re-makes the triggers and recounts.
    await db().execute(sql`insert into list_counts (entity, lang, status, delta) values ('news', '', -1, 1000)`);
    await db().execute(sql`update list_count_sources set signature = 'old' where entity = 'news'`);
    expect(await ensureListCounts(db(), runtimes.values())).toEqual(['news']);
    await compare();
  });
});

/**
 * Places: the municipality is the address's city, kept by the database in a generated column of
 * the main table, so the totals per municipality move with the main rows as well as the contents.
 */
describe.each(backends)('maintained place totals by address on $name', (backend) => {
  let t: TestServer;
  let admin: string;
  let cities: { id: number; city: string }[] = [];

  beforeAll(async () => {
    t = await startTestServer(backend);
    admin = await t.adminToken();
    cities = await rows<{ id: number; city: string }>(
      t.server.database.db,
      sql`select id, name as city from municipalities where name in ('Bologna', 'Rimini', 'Modena', 'Parma') order by id`,
    );
  }, 60_000);
  afterAll(async () => t.close());

  const db = () => t.server.database.db;
  const compare = (): Promise<number> =>
    compareTotals(
      db(),
      'place',
      sql`select c.lang, c.status, 'locations' as field, m.locations_municipality as place, count(*)::int as total
        from place_contents c join place m on m.id = c.item_id
        where m.draft = 0 and m.locations_municipality is not null
        group by c.lang, c.status, m.locations_municipality order by c.lang, c.status, m.locations_municipality`,
    );

  it('equal count(*) after random creates, moves, status changes and deletes by three concurrent writers', async () => {
    const plan = writersPlan(backend, 300, 89);
    await compare();
    const outcomes = { created: 0, updated: 0, moved: 0, deleted: 0 };
    /** Every writer's items, deleted ones too. */
    const everyone: number[] = [];
    const writer = async (seed: number, operations: number): Promise<void> => {
      const next = random(seed);
      const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
      // An address in one of the cities (none now and then: the field left out).
      const located = () =>
        next() < 0.1
          ? {}
          : { locations: { address: 'Via Emilia', number: '1', city: pick(cities), lat: 44.49, lng: 11.34 } };
      const mine: number[] = [];
      for (let operation = 0; operation < operations; operation += 1) {
        const roll = next();
        if (roll < 0.35 || mine.length < 3) {
          const contents: Record<string, unknown> = {};
          for (const lang of LANGUAGES) {
            if (lang === 'it' || next() < 0.5)
              contents[lang] = { title: `Luogo ${seed}-${operation} ${lang}`, status: pick(NEW_STATUSES) };
          }
          const created = await t.request({
            method: 'POST',
            url: 'place',
            token: admin,
            payload: { contents, ...located(), lang: 'it' },
          });
          expect(created.statusCode, created.body).toBe(201);
          mine.push((created.json() as { data: { id: number } }).data.id);
          everyone.push(mine[mine.length - 1]!);
          outcomes.created += 1;
        } else if (roll < 0.5) {
          // An address moved in plain SQL, of any writer's item (its contents may be changing
          // meanwhile): to another city, to a city id that is not a number, or away.
          const id = pick(everyone);
          const move = next();
          if (move < 0.7) {
            await db().execute(sql`update place set locations = jsonb_set(coalesce(locations, '{}'::jsonb),
              '{city}', jsonb_build_object('id', ${pick(cities).id}::int)) where id = ${id}`);
          } else if (move < 0.85) {
            await db().execute(
              sql`update place set locations = jsonb_build_object('city', jsonb_build_object('id', 'x')) where id = ${id}`,
            );
          } else {
            await db().execute(sql`update place set locations = null where id = ${id}`);
          }
          outcomes.moved += 1;
        } else if (roll < 0.6) {
          await db().execute(
            sql`update place_contents set status = ${pick(STATUSES)} where item_id = ${pick(mine)} and lang = ${pick(LANGUAGES)}`,
          );
        } else if (roll < 0.78) {
          // The save moves the address now and then.
          const saved = await saveNextStatuses(t, admin, 'place', pick(mine), pick, next() < 0.5 ? located() : {});
          if (!saved) continue;
          expect([200, 409, 422], saved.body).toContain(saved.statusCode);
          if (saved.statusCode === 200) outcomes.updated += 1;
        } else if (roll < 0.83) {
          await db().execute(
            sql`delete from place_contents where item_id = ${pick(mine)} and lang = ${pick(['en', 'de'])}`,
          );
        } else {
          const ids = mine.splice(0, 1 + Math.floor(next() * 3));
          const gone = await t.request({ method: 'DELETE', url: `place/${ids.join(',')}`, token: admin });
          expect(gone.statusCode, gone.body).toBe(200);
          outcomes.deleted += ids.length;
        }
        if (operation % plan.compactEvery === 0) await compactCounts(db(), 'place');
      }
    };
    await Promise.all([11, 12, 13].map((seed) => writer(seed, plan.operations)));
    expect(outcomes.created).toBeGreaterThan(plan.atLeast(250));
    expect(outcomes.moved).toBeGreaterThan(plan.atLeast(100));
    expect(outcomes.updated).toBeGreaterThan(plan.atLeast(100));
    expect(outcomes.deleted).toBeGreaterThan(plan.atLeast(100));
    expect(await compare()).toBeGreaterThan(plan.placeKeys);
    await compactCounts(db(), 'place');
    await compare();

    // The list answers status with a municipality from them, in two languages.
    for (const [lang, status] of [
      ['it', 2],
      ['en', 3],
    ] as const) {
      for (const { id } of cities) {
        const [counted] = await rows<{ total: number }>(
          db(),
          sql`select count(*)::int as total from place_contents c join place m on m.id = c.item_id
            where c.draft = 0 and c.lang = ${lang} and c.status = ${status} and m.locations_municipality = ${id}`,
        );
        const answer = await t.request({
          method: 'GET',
          url: `place?page=1&limit=10&stato=${status}&comune=${id}&lang=${lang}`,
          token: admin,
        });
        expect(answer.statusCode).toBe(200);
        expect((answer.json() as { meta: { total: number } }).meta.total, `${lang} ${status} ${id}`).toBe(
          counted?.total,
        );
      }
    }
    // Counted afresh, the triggers' totals are the same.
    await db().execute(sql`update list_count_sources set signature = 'old' where entity = 'place'`);
    expect(await ensureListCounts(db(), entityRuntimes().values())).toEqual(['place']);
    await compare();
  }, 600_000);

  it('count a move and a status change of one item, in two concurrent transactions, each once', async () => {
    const [from, to] = cities;
    const created = await t.request({
      method: 'POST',
      url: 'place',
      token: admin,
      payload: {
        contents: { it: { title: 'Spostato', status: 2 } },
        locations: { address: 'Via Emilia', number: '1', city: from, lat: 44.49, lng: 11.34 },
        lang: 'it',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = (created.json() as { data: { id: number } }).data;
    // A moves the place and waits; B changes its status meanwhile. B's trigger must wait for A's
    // move (it locks the item), else it counts the new status in the old city, A's trigger having
    // moved the old status, the contents it saw.
    await whileOpen(
      db(),
      (tx) =>
        tx.execute(sql`update place set locations = jsonb_set(locations, '{city}',
          jsonb_build_object('id', ${to?.id ?? 0}::int)) where id = ${id}`),
      () =>
        db()
          .execute(sql`update place_contents set status = 3 where item_id = ${id} and lang = 'it'`)
          .then(() => undefined),
    );
    await compare();
  });
});
