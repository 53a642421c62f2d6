/**
 * The seed (`server/db/seed`) on each available database: an in-memory PGlite always, and
 * PostgreSQL when TEST_DATABASE_URL is set (a database of its own, dropped afterwards). The
 * server's save engine is replaced by a fake `create` that validates every demo payload with the
 * generated validators and answers increasing ids; the seed runs twice, and the second run must
 * change nothing.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categoriesTable,
  categoryContentsTable,
  municipalitiesTable,
  provincesTable,
  rolesTable,
  systemStateTable,
  userRolesTable,
  usersTable,
} from '../../core/db/platform';
import { registry, type EntityName } from '../../generated/registry';
import { verifyPassword } from '../../server/auth/passwords';
import { openDatabase, rows, type Database, type Db } from '../../server/db/client';
import { seedAdmin } from '../../server/db/seed/admin';
import { DESTINATIONS, MAIN_CATEGORIES } from '../../server/db/seed/categories';
import { DEMO_PROGRESS_KEY, demoCategoryTitles } from '../../server/db/seed/demo';
import { DEMO_STATE_KEY, runSeed, type SeedResult } from '../../server/db/seed/index';
import { defaultRoles } from '../../server/db/seed/roles';

interface Backend {
  readonly name: 'pglite' | 'postgres';
  open(): Promise<{ database: Database; drop(): Promise<void> }>;
}

const pglite: Backend = {
  name: 'pglite',
  open: async () => ({ database: await openDatabase({ memory: true }), drop: async () => undefined }),
};

function postgres(url: string): Backend {
  return {
    name: 'postgres',
    async open() {
      const name = `seed_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create database "${name}"`);
      await admin.end();
      const target = new URL(url);
      target.pathname = `/${name}`;
      return {
        database: await openDatabase({ url: target.toString() }, { poolSize: 2 }),
        async drop() {
          const client = new pg.Client({ connectionString: url });
          await client.connect();
          await client.query(`drop database if exists "${name}" with (force)`);
          await client.end();
        },
      };
    },
  };
}

const backends: Backend[] = process.env.TEST_DATABASE_URL
  ? [pglite, postgres(process.env.TEST_DATABASE_URL)]
  : [pglite];

/** The demo content as designed: items per entity. */
const DEMO_COUNTS: Record<EntityName, number> = { tags: 10, licence: 4, dicono: 5, webcam: 5, templates: 3, news: 12 };
const DEMO_TOTAL = Object.values(DEMO_COUNTS).reduce((sum, count) => sum + count, 0);

interface Call {
  readonly entity: EntityName;
  readonly body: unknown;
  readonly id: number;
}

/** A stand-in for the server's save engine: validates like it, inserts nothing. */
function fakeCreate() {
  const calls: Call[] = [];
  let nextId = 1;
  const create = async (entity: EntityName, body: unknown): Promise<number> => {
    registry[entity].validators.item.parse(body);
    const id = nextId++;
    calls.push({ entity, body, id });
    return id;
  };
  return { calls, create };
}

/** Row counts of every table the seed writes. */
async function tableCounts(db: Db): Promise<Record<string, number>> {
  const tables = [
    'provinces',
    'municipalities',
    'categories',
    'category_contents',
    'roles',
    'users',
    'user_roles',
    'system_state',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await rows<{ count: number }>(db, sql.raw(`select count(*)::int as count from "${table}"`));
    counts[table] = row?.count ?? -1;
  }
  return counts;
}

function asRecord(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) throw new Error('not an object');
  return value as Record<string, unknown>;
}

describe.each(backends)('seed on $name', (backend) => {
  let database: Database;
  let drop: () => Promise<void>;
  let db: Db;
  const fake = fakeCreate();
  const logs: string[] = [];
  const log = (message: string) => logs.push(message);
  let first: SeedResult;
  let second: SeedResult;
  let callsAfterFirst: number;
  let countsAfterFirst: Record<string, number>;
  let adminHashAfterFirst: string | undefined;

  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    db = database.db;
    await database.migrate();
    const options = { adminUsername: 'admin', adminPassword: null, demo: true, create: fake.create, log };
    first = await runSeed(db, options);
    callsAfterFirst = fake.calls.length;
    countsAfterFirst = await tableCounts(db);
    [adminHashAfterFirst] = (
      await db.select({ hash: usersTable.password_hash }).from(usersTable).where(eq(usersTable.username, 'admin'))
    ).map((row) => row.hash);
    // A restart with another password in the environment: the existing administrator is kept.
    second = await runSeed(db, { ...options, adminPassword: 'una-password-diversa' });
  });

  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('upserts the 9 provinces of Emilia-Romagna with their names and abbreviations', async () => {
    const provinces = await db.select().from(provincesTable).orderBy(provincesTable.id);
    expect(provinces).toEqual([
      { id: 33, nome: 'Piacenza', sigla: 'PC' },
      { id: 34, nome: 'Parma', sigla: 'PR' },
      { id: 35, nome: "Reggio nell'Emilia", sigla: 'RE' },
      { id: 36, nome: 'Modena', sigla: 'MO' },
      { id: 37, nome: 'Bologna', sigla: 'BO' },
      { id: 38, nome: 'Ferrara', sigla: 'FE' },
      { id: 39, nome: 'Ravenna', sigla: 'RA' },
      { id: 40, nome: 'Forlì-Cesena', sigla: 'FC' },
      { id: 99, nome: 'Rimini', sigla: 'RN' },
    ]);
  });

  it('upserts the 328 municipalities with ISTAT code, province, postal codes and population', async () => {
    const [count] = await rows<{ count: number }>(db, sql`select count(*)::int as count from municipalities`);
    expect(count?.count).toBe(328);
    const [bologna] = await db.select().from(municipalitiesTable).where(eq(municipalitiesTable.istat, '037006'));
    expect(bologna).toMatchObject({ name: 'Bologna', province_id: 37, population: 371337 });
    expect(bologna?.cap).toHaveLength(21);
    expect(bologna?.cap).toEqual(expect.arrayContaining(['40121', '40141']));
    const [dozza] = await db.select().from(municipalitiesTable).where(eq(municipalitiesTable.istat, '037025'));
    expect(dozza).toMatchObject({ name: 'Dozza', province_id: 37, cap: ['40060'] });
    const perProvince = await rows<{ province_id: number; count: number }>(
      db,
      sql`select province_id, count(*)::int as count from municipalities group by province_id order by province_id`,
    );
    expect(perProvince.map((row) => row.province_id)).toEqual([33, 34, 35, 36, 37, 38, 39, 40, 99]);
  });

  it('creates every fixed main category with its Italian and English title and no parent', async () => {
    const found = await db
      .select({
        id: categoriesTable.id,
        parent: categoriesTable.parent_id,
        lang: categoryContentsTable.lang,
        title: categoryContentsTable.title,
      })
      .from(categoriesTable)
      .innerJoin(categoryContentsTable, eq(categoryContentsTable.category_id, categoriesTable.id))
      .where(sql`${categoriesTable.parent_id} is null`);
    const ids = MAIN_CATEGORIES.map((category) => category.id);
    expect(ids).toEqual([...Array.from({ length: 23 }, (_, index) => index), 50082, 50095]);
    for (const category of MAIN_CATEGORIES) {
      expect(found).toContainEqual({ id: category.id, parent: null, lang: 'it', title: category.title.it });
      expect(found).toContainEqual({ id: category.id, parent: null, lang: 'en', title: category.title.en });
    }
    expect(new Set(found.map((row) => row.id)).size).toBe(MAIN_CATEGORIES.length);
    expect(MAIN_CATEGORIES.find((category) => category.id === 4)?.title.it).toBe('Durata');
    expect(MAIN_CATEGORIES.find((category) => category.id === 3)?.title.it).toBe('Categoria principale 3');
  });

  it('creates the fixed destinations 2001-2003 under main category 2', async () => {
    const found = await db
      .select({ id: categoriesTable.id, parent: categoriesTable.parent_id, title: categoryContentsTable.title })
      .from(categoriesTable)
      .innerJoin(categoryContentsTable, eq(categoryContentsTable.category_id, categoriesTable.id))
      .where(sql`${categoriesTable.id} between 2001 and 2003 and ${categoryContentsTable.lang} = 'it'`)
      .orderBy(categoriesTable.id);
    expect(found).toEqual([
      { id: 2001, parent: 2, title: 'Emilia' },
      { id: 2002, parent: 2, title: 'Romagna' },
      { id: 2003, parent: 2, title: 'Bologna-Modena' },
    ]);
    expect(DESTINATIONS.map((category) => category.id)).toEqual([2001, 2002, 2003]);
  });

  it('numbers categories created without an id from 100000 (explicit ids left the identity alone)', async () => {
    const [newest] = await rows<{ id: number }>(db, sql`select max(id)::int as id from categories`);
    expect(newest?.id).toBeGreaterThanOrEqual(100000);
    const demo = await rows<{ id: number }>(db, sql`select id from categories where id >= 100000`);
    expect(demo).toHaveLength(demoCategoryTitles().length);
  });

  it('creates the five default roles with their abilities', async () => {
    const roles = await db
      .select({ name: rolesTable.name, title: rolesTable.title, abilities: rolesTable.abilities })
      .from(rolesTable)
      .orderBy(rolesTable.id);
    expect(roles).toEqual(defaultRoles());
    const byName = new Map(roles.map((role) => [role.name, role]));
    expect([...byName.keys()]).toEqual([
      'administrator',
      'redazione-regionale',
      'redazione',
      'redazione-destinazione-turistica',
      'editor',
    ]);
    const abilities = (name: string) => byName.get(name)?.abilities ?? [];
    expect(abilities('administrator')).toEqual(['*']);
    expect(byName.get('administrator')?.title).toBe('Amministratore');

    expect(abilities('redazione')).toEqual(expect.arrayContaining(['news-view', 'news-create', 'news-edit']));
    expect(abilities('redazione')).not.toContain('news-publish');
    expect(abilities('redazione').filter((ability) => /-(delete|publish)$/.test(ability))).toEqual([]);

    expect(abilities('redazione-regionale')).toEqual(
      expect.arrayContaining([
        'news-publish',
        'dicono-delete',
        'webcam-publish',
        'licence-edit',
        'event-publish',
        'category-view',
        'category-edit',
        'media-delete',
        'attachments-create',
        'view-tag',
      ]),
    );
    expect(abilities('redazione-regionale')).not.toContain('category-delete');

    const destinazione = abilities('redazione-destinazione-turistica');
    expect(destinazione).toEqual(
      expect.arrayContaining(['news-view', 'news-create', 'news-edit', 'webcam-view', 'webcam-create', 'webcam-edit']),
    );
    expect(destinazione.filter((ability) => /^(news|webcam)-/.test(ability))).toHaveLength(6);
    expect(destinazione).not.toContain('dicono-view');

    expect(abilities('editor')).toEqual(
      expect.arrayContaining(['news-publish', 'news-delete', 'tag-create', 'view-tag', 'category-view']),
    );
    expect(abilities('editor')).not.toContain('category-edit');

    for (const role of roles.filter((candidate) => candidate.name !== 'administrator')) {
      // Actions an entity does not allow are nobody's; users, desks and settings are the administrator's.
      expect(role.abilities).not.toContain('tag-delete');
      expect(role.abilities).not.toContain('templates-publish');
      expect(role.abilities.filter((ability) => /^(user|redazioni|templates|menu|error404)-/.test(ability))).toEqual(
        [],
      );
    }
  });

  it('creates the administrator once, with a generated password that verifies', async () => {
    expect(first.generatedPassword).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(second.generatedPassword).toBeNull();
    const admins = await db
      .select({ id: usersTable.id, hash: usersTable.password_hash, first_name: usersTable.first_name })
      .from(usersTable)
      .where(eq(usersTable.username, 'admin'));
    expect(admins).toHaveLength(1);
    const [admin] = admins;
    expect(admin?.first_name).toBe('Amministratore');
    expect(admin?.hash).toMatch(/^\$argon2id\$/);
    expect(admin?.hash).toBe(adminHashAfterFirst);
    expect(await verifyPassword(admin?.hash ?? '', first.generatedPassword ?? '')).toBe(true);
    expect(await verifyPassword(admin?.hash ?? '', 'una-password-diversa')).toBe(false);
    const roles = await db
      .select({ name: rolesTable.name })
      .from(userRolesTable)
      .innerJoin(rolesTable, eq(rolesTable.id, userRolesTable.role_id))
      .where(eq(userRolesTable.user_id, admin?.id ?? -1));
    expect(roles).toEqual([{ name: 'administrator' }]);
  });

  it('changes nothing on the second run and does not load the demo content again', async () => {
    expect(fake.calls.length).toBe(callsAfterFirst);
    expect(await tableCounts(db)).toEqual(countsAfterFirst);
    expect(logs).toContain('seed: demo content already loaded once, not loaded again');
    expect(logs.filter((line) => line.includes('not loaded,'))).toEqual([]);
  });

  it('creates an administrator with the given password, and leaves it alone afterwards', async () => {
    const username = 'direzione';
    const created = await seedAdmin(db, { username, password: 'password-scelta-123' });
    expect(created).toEqual({ created: true, generatedPassword: null });
    const again = await seedAdmin(db, { username, password: null });
    expect(again).toEqual({ created: false, generatedPassword: null });
    const users = await db.select().from(usersTable).where(eq(usersTable.username, username));
    expect(users).toHaveLength(1);
    expect(await verifyPassword(users[0]?.password_hash ?? '', 'password-scelta-123')).toBe(true);
  });

  it('loads the demo content once: tags first, then every entity as designed', async () => {
    expect(callsAfterFirst).toBe(DEMO_TOTAL);
    const perEntity: Record<string, number> = {};
    for (const call of fake.calls) perEntity[call.entity] = (perEntity[call.entity] ?? 0) + 1;
    expect(perEntity).toEqual(DEMO_COUNTS);
    expect(fake.calls.slice(0, DEMO_COUNTS.tags).every((call) => call.entity === 'tags')).toBe(true);

    const [state] = await db.select().from(systemStateTable).where(eq(systemStateTable.key, DEMO_STATE_KEY));
    expect(asRecord(state?.value).created).toEqual(DEMO_COUNTS);
    const progress = await db.select().from(systemStateTable).where(eq(systemStateTable.key, DEMO_PROGRESS_KEY));
    expect(progress).toEqual([]);
  });

  it('writes news in several statuses and languages, referring to the demo tags by id and name', () => {
    const tagIds = new Map(
      fake.calls
        .filter((call) => call.entity === 'tags')
        .map((call) => [call.id, String(asRecord(call.body).name)] as const),
    );
    const news = fake.calls.filter((call) => call.entity === 'news').map((call) => asRecord(call.body));
    const statuses = new Set<unknown>();
    const languages = new Set<string>();
    for (const item of news) {
      for (const [lang, content] of Object.entries(asRecord(item.contents))) {
        languages.add(lang);
        const fields = asRecord(content);
        statuses.add(fields.status);
        if (fields.status === 1) expect(registry.news.validators.contentPublish.safeParse(content).success).toBe(true);
        for (const tag of (fields.tags ?? []) as { id: number; name: string }[]) {
          expect(tagIds.get(tag.id)).toBe(tag.name);
        }
      }
    }
    expect([...statuses].sort()).toEqual([1, 2, 3]);
    expect([...languages].sort()).toEqual(['de', 'en', 'it']);
  });

  it('creates the demo categories under their main categories, and refers to them', async () => {
    const found = await db
      .select({ id: categoriesTable.id, parent: categoriesTable.parent_id, title: categoryContentsTable.title })
      .from(categoriesTable)
      .innerJoin(categoryContentsTable, eq(categoryContentsTable.category_id, categoriesTable.id))
      .where(sql`${categoryContentsTable.lang} = 'it' and ${categoriesTable.id} >= 100000`);
    expect(found.map(({ parent, title }) => ({ parent, it: title }))).toEqual(
      expect.arrayContaining(demoCategoryTitles()),
    );
    const parentOf = new Map([
      ...found.map((row) => [row.id, row.parent] as const),
      ...DESTINATIONS.map((category) => [category.id, 2] as const),
    ]);
    // Each category field of the payloads names children of the field's main category.
    for (const call of fake.calls) {
      for (const field of registry[call.entity].meta.fields) {
        if (field.kind !== 'category') continue;
        const value = asRecord(call.body)[field.name];
        if (value === undefined) continue;
        for (const id of asRecord(value).ids as number[]) expect(parentOf.get(id)).toBe(field.main);
      }
    }
  });

  it('resumes an interrupted demo load without creating anything twice', async () => {
    await db.delete(systemStateTable).where(eq(systemStateTable.key, DEMO_STATE_KEY));
    const failing = fakeCreate();
    let attempts = 0;
    const create = async (entity: EntityName, body: unknown) => {
      attempts += 1;
      if (attempts === 20) throw new Error('salvataggio non riuscito');
      return failing.create(entity, body);
    };
    const options = { adminUsername: 'admin', adminPassword: null, demo: true, log };
    const interrupted = await runSeed(db, { ...options, create });
    expect(interrupted.generatedPassword).toBeNull();
    expect(failing.calls).toHaveLength(19);
    expect(logs.some((line) => line.includes('salvataggio non riuscito'))).toBe(true);
    expect(await db.select().from(systemStateTable).where(eq(systemStateTable.key, DEMO_STATE_KEY))).toEqual([]);

    const resumed = fakeCreate();
    await runSeed(db, { ...options, create: resumed.create });
    expect(resumed.calls).toHaveLength(DEMO_TOTAL - 19);
    // The same payloads as the first load from the 20th on (tag ids and categories included).
    const payloads = (calls: readonly Call[]) => calls.map((call) => ({ entity: call.entity, body: call.body }));
    expect(payloads(resumed.calls)).toEqual(payloads(fake.calls.slice(19)));
    expect(await db.select().from(systemStateTable).where(eq(systemStateTable.key, DEMO_STATE_KEY))).toHaveLength(1);
    expect(await db.select().from(systemStateTable).where(eq(systemStateTable.key, DEMO_PROGRESS_KEY))).toEqual([]);
  });

  it('records nothing when the demo content is disabled', async () => {
    await db.delete(systemStateTable).where(eq(systemStateTable.key, DEMO_STATE_KEY));
    const disabled = fakeCreate();
    await runSeed(db, { adminUsername: 'admin', adminPassword: null, demo: false, create: disabled.create, log });
    expect(disabled.calls).toEqual([]);
    expect(await db.select().from(systemStateTable).where(eq(systemStateTable.key, DEMO_STATE_KEY))).toEqual([]);
  });
});
