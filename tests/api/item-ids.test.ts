/**
 * Ids unique across content types (issue #48): every entity numbers its items from one sequence, so
 * the spec's calls that take an id alone (`GET tdh/waitlist/{id}`, `GET entities/audio/{id}`) name
 * one item; and the migration that brought the sequence renumbers the items of a database whose ids
 * repeated across types, updating what names them and keeping the entity's old id a working link.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityNames, registry } from '../../generated/registry';
import { MIGRATIONS_DIR, openDatabase, rows, type DatabaseLocation, type Db } from '../../server/db/client';
import { startServer, type StartedServer } from '../../server/start';
import { ADMIN_PASSWORD, backends, startTestServer, testConfig, type TestServer } from './harness';

type Json = Record<string, unknown>;

/** Every item id of every entity (revision drafts included), with its entity. */
async function everyId(db: Db): Promise<{ entity: string; id: number }[]> {
  const selects = entityNames.map((entity) => sql`select ${entity}::text as entity, id from ${sql.identifier(entity)}`);
  return rows<{ entity: string; id: number }>(db, sql.join(selects, sql` union all `));
}

function repeated(ids: readonly { id: number }[]): number[] {
  const seen = new Set<number>();
  const twice = new Set<number>();
  for (const { id } of ids) (seen.has(id) ? twice : seen).add(id);
  return [...twice];
}

describe.each(backends)('ids unique across types on $name', (backend) => {
  let t: TestServer;
  let admin = '';

  beforeAll(async () => {
    t = await startTestServer(backend, { SEED_DEMO: 'true' });
    admin = await t.adminToken();
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string) => t.request({ method: 'GET', url, token: admin });

  it("gives the demo items ids no other type's item has, so the id-only calls answer the item", async () => {
    const ids = await everyId(t.server.database.db);
    expect(ids.length).toBeGreaterThan(entityNames.length);
    expect(repeated(ids)).toEqual([]);

    const firstLive = async (entity: string): Promise<number | null> => {
      const [first] = await rows<{ id: number }>(
        t.server.database.db,
        sql`select min(id) as id from ${sql.identifier(entity)} where draft = 0`,
      );
      return first?.id === null || first?.id === undefined ? null : Number(first.id);
    };
    const hubTypes = entityNames.filter((entity) => registry[entity].meta.tdh !== null);
    const audioTypes = entityNames.filter((entity) => registry[entity].meta.audio !== null);
    let asked = 0;
    for (const entity of hubTypes) {
      const id = await firstLive(entity);
      if (id === null) continue;
      const answer = await get(`tdh/waitlist/${id}?waitlist=1`);
      expect(answer.statusCode, `tdh/waitlist/${id}?waitlist=1 (${entity}): ${answer.body}`).toBe(200);
      asked += 1;
    }
    for (const entity of audioTypes) {
      const id = await firstLive(entity);
      if (id === null) continue;
      const answer = await get(`entities/audio/${id}?lang=it&action=status`);
      expect(answer.statusCode, `entities/audio/${id} (${entity}): ${answer.body}`).toBe(200);
      asked += 1;
    }
    expect(asked).toBeGreaterThan(2);
  });

  it('never gives two items of different types the same id, even when they are created at once', async () => {
    const create = async (entity: string, index: number): Promise<number> => {
      const response = await t.request({
        method: 'POST',
        url: entity,
        token: admin,
        payload: { contents: { it: { title: `Voce ${entity} ${index}`, status: 2 } } },
      });
      expect(response.statusCode, response.body).toBe(201);
      return Number((response.json() as { data: { id: number } }).data.id);
    };
    const created = await Promise.all(
      ['news', 'interessi', 'news', 'interessi'].flatMap((entity, round) =>
        Array.from({ length: 6 }, (_unused, index) => create(entity, round * 10 + index)),
      ),
    );
    expect(new Set(created).size).toBe(created.length);
    expect(repeated(await everyId(t.server.database.db))).toEqual([]);
  });
});

/** The migration that makes ids unique, by its tag in the journal. */
const ITEM_IDS_TAG = '0009_48-item-ids';

/** Applies the committed migrations before `ITEM_IDS_TAG`, recorded as drizzle's migrator does. */
async function migrateBeforeItemIds(db: Db): Promise<void> {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const stop = journal.entries.findIndex((entry) => entry.tag === ITEM_IDS_TAG);
  expect(stop).toBeGreaterThan(0);
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).slice(0, stop);
  await db.execute(sql`create schema if not exists drizzle`);
  await db.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
  for (const migration of migrations) {
    for (const statement of migration.sql) if (statement.trim() !== '') await db.execute(sql.raw(statement));
    await db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
    );
  }
}

/**
 * Items whose ids repeat across types, as the per-table sequences numbered them: id 1 is a blog
 * article's, an event's, a news item's and a tag's; 3 an article's and a destination's; 4 an event's
 * and a POI's; 5 an event's and a news item's revision draft. With what names them.
 */
async function insertCollidingItems(db: Db): Promise<void> {
  const statements = [
    sql`insert into blog (id) values (1), (3)`,
    sql`insert into blog_contents (item_id, lang, title) values (1, 'it', 'Articolo uno'), (3, 'it', 'Articolo tre')`,
    sql`update blog set related = ${JSON.stringify([
      { type: 'news', id: 1, title: 'Notizia uno' },
      { type: 'event', id: 1, title: 'Evento uno' },
      { type: 'blog', id: 3, title: 'Articolo tre' },
    ])}::jsonb where id = 1`,
    sql`insert into event (id) values (1), (4), (5)`,
    sql`insert into event_contents (item_id, lang, title) values (1, 'it', 'Evento uno'), (4, 'it', 'Evento quattro'), (5, 'it', 'Evento cinque')`,
    sql`insert into news (id) values (1)`,
    sql`insert into news (id, draft, original_id) values (5, 1, 1)`,
    sql`insert into news_contents (item_id, draft, lang, title) values (1, 0, 'it', 'Notizia uno'), (5, 1, 'it', 'Notizia uno, rivista')`,
    sql`insert into tags (id, lang, name) values (1, 'it', 'mare')`,
    sql`insert into news_tags (item_id, lang, field, tag_id, "order") values (1, 'it', 'tags', 1, 0)`,
    sql`insert into destination (id) values (3)`,
    sql`insert into destination_contents (item_id, lang, title) values (3, 'it', 'Destinazione tre')`,
    sql`insert into luoghi (id, destination) values (4, ${JSON.stringify({ id: 3, name: 'Destinazione tre' })}::jsonb)`,
    sql`insert into tdh_items (entity, item_id, waitlist) values ('event', 1, true), ('destination', 3, true)`,
    sql`insert into item_history (entity, item_id, version, action, changes, snapshot)
        values ('news', 1, 1, 'create', '[]'::jsonb, ${JSON.stringify({ id: 1, version: 1 })}::jsonb)`,
    sql`insert into preview_links (entity, item_id, lang, expires_at) values ('news', 1, 'it', now() + interval '1 day')`,
    sql`insert into settings (section, value) values ('home', ${JSON.stringify({
      contents: { it: { home: { mosaico: [{ type: 'news', id: 1, title: 'Notizia uno' }] } } },
    })}::jsonb)`,
    sql`insert into jobs (kind, key, payload, status, timeout_ms)
        values ('tdh-send', 'destination:3:it', ${JSON.stringify({ entity: 'destination', id: 3, lang: 'it' })}::jsonb, 'done', 1000)`,
  ];
  for (const statement of statements) await db.execute(statement);
}

describe.each(backends)('the migration to unique ids on $name', (backend) => {
  let created: Awaited<ReturnType<(typeof backend)['create']>> | null = null;
  let server: StartedServer | null = null;
  let token = '';

  beforeAll(async () => {
    // An empty database (a seed setting named: no seeded fixture), brought to the level before.
    created = await backend.create({ SEED_DEMO: 'false' });
    const before = await openDatabase(created.location);
    let location: DatabaseLocation = created.location;
    try {
      await migrateBeforeItemIds(before.db);
      await insertCollidingItems(before.db);
      if ('memory' in created.location) {
        if (!before.snapshot) throw new Error('PGlite answers no snapshot');
        location = { memory: true, from: await before.snapshot() };
      }
    } finally {
      await before.close();
    }
    server = await startServer({ config: testConfig(), location });
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { username: 'admin', password: ADMIN_PASSWORD },
    });
    token = (login.json() as { data: { access_token: string } }).data.access_token;
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await created?.drop();
  });

  const db = (): Db => {
    if (!server) throw new Error('no server');
    return server.database.db;
  };
  const get = async (url: string): Promise<{ status: number; body: Json }> => {
    if (!server) throw new Error('no server');
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/v1/${url}`,
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: response.statusCode, body: response.json() as Json };
  };
  const moves = async (): Promise<Map<string, number>> =>
    new Map(
      (await rows<{ entity: string; old_id: number; new_id: number }>(db(), sql`select * from item_id_moves`)).map(
        (move) => [`${move.entity}/${move.old_id}`, Number(move.new_id)],
      ),
    );
  const moved = async (entity: string, oldId: number): Promise<number> => {
    const id = (await moves()).get(`${entity}/${oldId}`);
    if (id === undefined) throw new Error(`${entity} ${oldId} did not move`);
    return id;
  };

  it('renumbers the items of all but the first type holding an id, and records each move', async () => {
    expect(repeated(await everyId(db()))).toEqual([]);
    expect([...(await moves()).keys()].sort()).toEqual(
      ['destination/3', 'event/1', 'luoghi/4', 'news/1', 'news/5', 'tags/1'].sort(),
    );
    const stored = await everyId(db());
    const oldMax = 5;
    for (const id of (await moves()).values()) expect(id).toBeGreaterThan(oldMax);
    // The first type by name keeps the id: the articles 1 and 3, the events 4 and 5.
    for (const [entity, id] of [
      ['blog', 1],
      ['blog', 3],
      ['event', 4],
      ['event', 5],
    ] as const) {
      expect(stored).toContainEqual({ entity, id });
    }
  });

  it('moves what names a renumbered item: contents, drafts, tags, picks, references, hub, history, links, settings, jobs', async () => {
    const news = await moved('news', 1);
    const draft = await moved('news', 5);
    const event = await moved('event', 1);
    const tag = await moved('tags', 1);
    const destination = await moved('destination', 3);
    const place = await moved('luoghi', 4);

    expect(await rows(db(), sql`select item_id, draft, title from news_contents order by draft`)).toEqual([
      { item_id: news, draft: 0, title: 'Notizia uno' },
      { item_id: draft, draft: 1, title: 'Notizia uno, rivista' },
    ]);
    expect(await rows(db(), sql`select id, original_id from news where draft = 1`)).toEqual([
      { id: draft, original_id: news },
    ]);
    expect(await rows(db(), sql`select item_id, tag_id from news_tags`)).toEqual([{ item_id: news, tag_id: tag }]);
    expect(await rows(db(), sql`select related from blog where id = 1`)).toEqual([
      {
        related: [
          { type: 'news', id: news, title: 'Notizia uno' },
          { type: 'event', id: event, title: 'Evento uno' },
          { type: 'blog', id: 3, title: 'Articolo tre' },
        ],
      },
    ]);
    expect(await rows(db(), sql`select destination from luoghi where id = ${place}`)).toEqual([
      { destination: { id: destination, name: 'Destinazione tre' } },
    ]);
    expect(await rows(db(), sql`select entity, item_id from tdh_items order by entity`)).toEqual([
      { entity: 'destination', item_id: destination },
      { entity: 'event', item_id: event },
    ]);
    expect(await rows(db(), sql`select item_id, snapshot from item_history where entity = 'news'`)).toEqual([
      { item_id: news, snapshot: { id: news, version: 1 } },
    ]);
    expect(await rows(db(), sql`select item_id from preview_links where entity = 'news'`)).toEqual([{ item_id: news }]);
    expect(await rows(db(), sql`select value from settings where section = 'home'`)).toEqual([
      { value: { contents: { it: { home: { mosaico: [{ type: 'news', id: news, title: 'Notizia uno' }] } } } } },
    ]);
    expect(await rows(db(), sql`select key, payload from jobs where kind = 'tdh-send'`)).toEqual([
      { key: `destination:${destination}:it`, payload: { entity: 'destination', id: destination, lang: 'it' } },
    ]);
  });

  it("keeps an entity's old id a working link: the item is answered under its new id", async () => {
    const news = await moved('news', 1);
    const old = await get('news/1');
    expect(old.status, JSON.stringify(old.body)).toBe(200);
    expect((old.body.data as Json).id).toBe(news);
    expect((await get(`news/${news}`)).body.data).toEqual(old.body.data);
    // The type that kept the id answers its own item, another's old id is no link of it.
    expect(((await get('blog/1')).body.data as Json).id).toBe(1);
    expect((await get('interessi/1')).status).toBe(404);
    // The spec's id-only calls name one item again.
    expect((await get(`tdh/waitlist/${await moved('event', 1)}?waitlist=1`)).status).toBe(200);
  });

  it('numbers new items above every id stored', async () => {
    if (!server) throw new Error('no server');
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/news',
      headers: { authorization: `Bearer ${token}` },
      payload: { contents: { it: { title: 'Notizia nuova', status: 2 } } },
    });
    expect(response.statusCode, response.body).toBe(201);
    const id = Number((response.json() as { data: { id: number } }).data.id);
    expect(id).toBeGreaterThan(Math.max(...[...(await moves()).values()]));
  });
});
