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
import {
  ABILITY_ACTIONS,
  CREATE_TAG_ABILITY,
  abilityName,
  type AbilityAction,
  type AbilityGroup,
} from '../../core/abilities';
import { entityNames, registry, type EntityName } from '../../generated/registry';
import { verifyPassword } from '../../server/auth/passwords';
import { openDatabase, rows, type Database, type Db } from '../../server/db/client';
import { seedAdmin } from '../../server/db/seed/admin';
import { DESTINATIONS, MAIN_CATEGORIES } from '../../server/db/seed/categories';
import {
  DEMO_PROGRESS_KEY,
  demoCategoryTitles,
  demoOrder,
  readDemoCategories,
  readDemoFiles,
} from '../../server/db/seed/demo';
import { DEMO_STATE_KEY, runSeed, type SeedResult } from '../../server/db/seed/index';
import { abilityFamilies, defaultRoles } from '../../server/db/seed/roles';

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

/** The demo content as the data files describe it, in creation order. */
const DEMO_FILES = demoOrder(readDemoFiles(), readDemoCategories());
/** Every demo item as `entity/key` with its data, in creation order. */
const DEMO_ITEMS = DEMO_FILES.flatMap((file) =>
  file.items.map((item) => ({ entity: file.entity, name: `${file.entity}/${item.key}`, body: item.body })),
);
/** Items per entity with demo content. */
const DEMO_COUNTS: Record<string, number> = Object.fromEntries(
  DEMO_FILES.map((file) => [file.entity, file.items.length]),
);
const DEMO_TOTAL = DEMO_ITEMS.length;

/** The `entity/key` names an item's data refers to with `$ref`, and the fields it picks. */
function demoRefs(value: unknown): { name: string; pick: string[] }[] {
  if (Array.isArray(value)) return value.flatMap(demoRefs);
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  if (typeof record.$ref === 'string') return [{ name: record.$ref, pick: (record.pick ?? []) as string[] }];
  return Object.values(record).flatMap(demoRefs);
}

/** The actions of the editorial roles that neither delete nor publish. */
const EDITING_ACTIONS: readonly AbilityAction[] = ['view', 'create', 'edit'];

interface Call {
  readonly entity: EntityName;
  readonly body: unknown;
  readonly id: number;
}

/** A stand-in for the server's save engine: validates like it, inserts nothing. */
function fakeCreate(firstId = 1) {
  const calls: Call[] = [];
  let nextId = firstId;
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

    // The rules below are over the registry, by each schema's `abilityGroup` and `actions`; the
    // registry must hold what they are about, or they would prove nothing.
    const allowed = (name: EntityName) => ABILITY_ACTIONS.filter((action) => registry[name].meta.actions[action]);
    const editing = (name: EntityName) => allowed(name).filter((action) => EDITING_ACTIONS.includes(action));
    const ofEntity = (name: EntityName, actions: readonly AbilityAction[]) =>
      actions.map((action) => abilityName(registry[name].meta.ability, action));
    const held = (role: string, name: EntityName) =>
      ofEntity(name, ABILITY_ACTIONS).filter((ability) => abilities(role).includes(ability));
    const inGroup = (group: AbilityGroup) => entityNames.filter((name) => registry[name].meta.abilityGroup === group);
    const content = inGroup('content');
    const settings = inGroup('settings');
    expect(content.some((name) => allowed(name).includes('publish') && allowed(name).includes('delete'))).toBe(true);
    expect(settings.length).toBeGreaterThan(0);
    expect(entityNames.some((name) => allowed(name).length < ABILITY_ACTIONS.length)).toBe(true);
    // Content families the spec names that no schema describes would go to the editorial roles too;
    // since events have their schema (#32), every one has.
    const prefixes = new Set<string>(entityNames.map((name) => registry[name].meta.ability));
    const platformContent = abilityFamilies().filter(
      (family) => family.group === 'content' && !prefixes.has(family.prefix),
    );
    expect(platformContent.map((family) => family.prefix)).toEqual([]);
    const familyAbilities = (actions: readonly AbilityAction[]) =>
      platformContent.flatMap((family) =>
        family.actions.filter((action) => actions.includes(action)).map((action) => abilityName(family.prefix, action)),
      );

    // 'redazione' views, creates and edits every content entity, and never deletes or publishes.
    for (const name of content) expect(held('redazione', name)).toEqual(ofEntity(name, editing(name)));
    expect(abilities('redazione')).toEqual(expect.arrayContaining(familyAbilities(EDITING_ACTIONS)));
    expect(abilities('redazione').filter((ability) => /-(delete|publish)$/.test(ability))).toEqual([]);

    // 'redazione-regionale' and 'editor' do everything content entities allow.
    for (const role of ['redazione-regionale', 'editor']) {
      for (const name of content) expect(held(role, name)).toEqual(ofEntity(name, allowed(name)));
      expect(abilities(role)).toEqual(expect.arrayContaining(familyAbilities(ABILITY_ACTIONS)));
      expect(abilities(role)).toContain(CREATE_TAG_ABILITY);
      expect(abilities(role)).toContain('category-view');
    }
    expect(abilities('redazione-regionale')).toEqual(
      expect.arrayContaining(['category-edit', 'media-delete', 'attachments-create']),
    );
    expect(abilities('redazione-regionale')).not.toContain('category-delete');
    expect(abilities('editor')).not.toContain('category-edit');

    // The destination desk holds what the schemas grant it (`grants`), on those entities only.
    const deskRole = 'redazione-destinazione-turistica';
    const granted = (name: EntityName): readonly AbilityAction[] => {
      const grants: Readonly<Record<string, readonly AbilityAction[]>> = registry[name].meta.grants;
      return Object.hasOwn(grants, deskRole) ? (grants[deskRole] ?? []) : [];
    };
    const desk = entityNames.filter((name) => granted(name).length > 0);
    expect(desk.length).toBeGreaterThan(0);
    expect(desk.length).toBeLessThan(content.length);
    for (const name of entityNames) {
      const expected = ofEntity(
        name,
        allowed(name).filter((action) => granted(name).includes(action)),
      );
      expect(held(deskRole, name)).toEqual(expected);
      if (desk.includes(name)) expect(expected).toEqual(ofEntity(name, editing(name)));
    }

    for (const role of roles.filter((candidate) => candidate.name !== 'administrator')) {
      // Actions an entity does not allow are nobody's; users, desks and settings are the administrator's.
      for (const name of entityNames) {
        const refused =
          registry[name].meta.abilityGroup === 'settings'
            ? ABILITY_ACTIONS
            : ABILITY_ACTIONS.filter((action) => !registry[name].meta.actions[action]);
        for (const ability of ofEntity(name, refused)) expect(role.abilities).not.toContain(ability);
      }
      expect(role.abilities.filter((ability) => /^(user|redazioni|menu|error404)-/.test(ability))).toEqual([]);
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

  it('loads the demo content once: every data file, each item after the items it refers to', async () => {
    expect(DEMO_TOTAL).toBeGreaterThan(20);
    expect(callsAfterFirst).toBe(DEMO_TOTAL);
    const perEntity: Record<string, number> = {};
    for (const call of fake.calls) perEntity[call.entity] = (perEntity[call.entity] ?? 0) + 1;
    expect(perEntity).toEqual(DEMO_COUNTS);
    expect(fake.calls.slice(0, DEMO_TOTAL).map((call) => call.entity)).toEqual(DEMO_ITEMS.map((item) => item.entity));
    const position = new Map(DEMO_ITEMS.map((item, index) => [item.name, index]));
    let references = 0;
    for (const [index, item] of DEMO_ITEMS.entries()) {
      for (const ref of demoRefs(item.body)) {
        references += 1;
        expect(position.get(ref.name), `${item.name} → ${ref.name}`).toBeLessThan(index);
      }
    }
    expect(references).toBeGreaterThan(0);

    const [state] = await db.select().from(systemStateTable).where(eq(systemStateTable.key, DEMO_STATE_KEY));
    const created = asRecord(asRecord(state?.value).created);
    expect(Object.fromEntries(Object.entries(created).filter(([, count]) => count !== 0))).toEqual(DEMO_COUNTS);
    const progress = await db.select().from(systemStateTable).where(eq(systemStateTable.key, DEMO_PROGRESS_KEY));
    expect(progress).toEqual([]);
  });

  it('writes items in several statuses and languages, referring to demo items by their ids and fields', () => {
    const idOf = new Map(DEMO_ITEMS.map((item, index) => [item.name, fake.calls[index]?.id]));
    const dataOf = new Map(DEMO_ITEMS.map((item) => [item.name, item.body]));
    /** Walks an item's data beside the body sent: references resolved, everything else as written. */
    const expectResolved = (data: unknown, sent: unknown, where: string): void => {
      if (Array.isArray(data)) {
        expect(Array.isArray(sent), where).toBe(true);
        data.forEach((entry, index) => expectResolved(entry, (sent as unknown[])[index], `${where}[${index}]`));
      } else if (typeof data === 'object' && data !== null) {
        const record = data as Record<string, unknown>;
        const [ref] = demoRefs(record);
        if (typeof record.$ref === 'string' && ref) {
          const id = idOf.get(ref.name);
          const picked = ref.pick.map((field) => [field, dataOf.get(ref.name)?.[field]] as const);
          expect(sent, where).toEqual(ref.pick.length === 0 ? id : { id, ...Object.fromEntries(picked) });
        } else if (Object.keys(record).some((key) => key.startsWith('$'))) {
          expect(JSON.stringify(sent), where).toMatch(/^(\d+|\{"id":\d+,.*\})$/);
        } else {
          for (const [key, entry] of Object.entries(record))
            expectResolved(entry, asRecord(sent)[key], `${where}.${key}`);
        }
      } else {
        expect(sent, where).toEqual(data);
      }
    };
    const statuses = new Set<unknown>();
    const languages = new Set<string>();
    for (const [index, item] of DEMO_ITEMS.entries()) {
      const call = fake.calls[index];
      expect(call?.entity).toBe(item.entity);
      expectResolved(item.body, call?.body, item.name);
      const publish = registry[item.entity].validators.contentPublish;
      const contents = asRecord(call?.body).contents;
      if (contents === undefined) continue;
      for (const [lang, content] of Object.entries(asRecord(contents))) {
        languages.add(lang);
        const fields = asRecord(content);
        statuses.add(fields.status);
        if (fields.status === 1 && publish) expect(publish.safeParse(content).success, item.name).toBe(true);
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

    // Ids continue where the interrupted load stopped, as the database's sequences do.
    const resumed = fakeCreate(20);
    await runSeed(db, { ...options, create: resumed.create });
    expect(resumed.calls).toHaveLength(DEMO_TOTAL - 19);
    // The same payloads as the first load from the 20th on (references and categories included).
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
