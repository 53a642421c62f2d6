/**
 * The database emitter (`generator/emit/db/`) over the real schemas: which tables and columns
 * each entity gets, then the strongest check there is: the emitted module type-checks, drizzle-kit
 * turns it into a migration, and that migration runs on PostgreSQL (PGlite in memory, and a real
 * server when TEST_DATABASE_URL is set), where the constraints behave as the emitter intends.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import pg from 'pg';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityMeta, FieldMeta } from '../../core/model';
import { DB_SCHEMA_PATH, emitDb, pgIdentifier, tsTypeOfSchema } from '../../generator/emit/db';
import type { JsonSchema } from '../../kinds/host/generator';
import { loadSchemas } from '../../generator/load';
import { normalise, type Model } from '../../generator/normalise';
import { validateSchemas } from '../../generator/validate';
import { CREATE_EXTENSIONS, PGLITE_EXTENSIONS } from '../../server/db/extensions';
import { entityOccurs } from '../../generator/kinds';
import { fixtureMeta } from '../fixtures/occurrences/fixture';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const tmpDir = path.join(projectRoot, 'tests', '.tmp', `db-${randomUUID()}`);

async function realModel(): Promise<Model> {
  const loaded = await loadSchemas({ dir: path.join(projectRoot, 'schemas') });
  const validated = validateSchemas(loaded);
  if (!validated.schemas) throw new Error(validated.issues.map((issue) => issue.message).join('\n'));
  return normalise(validated.schemas);
}

function emittedText(model: Model): string {
  const text = emitDb(model).get(DB_SCHEMA_PATH);
  if (text === undefined) throw new Error(`${DB_SCHEMA_PATH} not emitted`);
  return text;
}

function isTable(value: unknown): value is PgTable {
  try {
    getTableConfig(value as PgTable);
    return typeof value === 'object' && value !== null;
  } catch {
    return false;
  }
}

/** The emitted module, imported from a temporary copy inside the project (for `#core/*`). */
type SchemaModule = Readonly<Record<string, unknown>>;

function table(module: SchemaModule, exportName: string): PgTable {
  const value = module[exportName];
  if (!isTable(value)) throw new Error(`${exportName} is not a table`);
  return value;
}

function tableGroup(module: SchemaModule, entity: string): Record<string, string> {
  const group = module[`${entity}Tables`];
  if (typeof group !== 'object' || group === null) throw new Error(`${entity}Tables missing`);
  return Object.fromEntries(
    Object.entries(group).map(([role, value]) => [role, isTable(value) ? getTableConfig(value).name : '?']),
  );
}

function columnTypes(value: PgTable): Record<string, string> {
  return Object.fromEntries(getTableConfig(value).columns.map((column) => [column.name, column.getSQLType()]));
}

let model: Model;
let text: string;
let schemaFile: string;
let schema: SchemaModule;
let migration: string[];

beforeAll(async () => {
  model = await realModel();
  text = emittedText(model);
  await mkdir(tmpDir, { recursive: true });
  schemaFile = path.join(tmpDir, 'schema.ts');
  await writeFile(schemaFile, text);
  schema = (await import(/* @vite-ignore */ pathToFileURL(schemaFile).href)) as SchemaModule;
  // drizzle-kit reads the module's every export: the tables and the item id sequence they number from.
  const tables = { ...(schema.schemaTables as Record<string, unknown>), itemIdSequence: schema.itemIdSequence };
  migration = await generateMigration(generateDrizzleJson({}), generateDrizzleJson(tables));
});

afterAll(async () => {
  await rm(tmpDir, { recursive: true, force: true });
});

describe('emitDb: tables per entity', () => {
  it.each([
    {
      entity: 'news',
      want: {
        main: 'news',
        contents: 'news_contents',
        categories: 'news_categories',
        municipalities: 'news_municipalities',
        tags: 'news_tags',
      },
    },
    { entity: 'dicono', want: { main: 'dicono', contents: 'dicono_contents', categories: 'dicono_categories' } },
    { entity: 'licence', want: { main: 'licence', contents: 'licence_contents' } },
    { entity: 'webcam', want: { main: 'webcam', contents: 'webcam_contents', categories: 'webcam_categories' } },
    { entity: 'tags', want: { main: 'tags' } },
    { entity: 'templates', want: { main: 'templates' } },
  ])('$entity gets $want', ({ entity, want }) => {
    expect(tableGroup(schema, entity)).toEqual(want);
  });

  it('lists every table, platform ones included, in schemaTables', () => {
    const names = Object.values(schema.schemaTables as Record<string, unknown>)
      .filter(isTable)
      .map((value) => getTableConfig(value).name);
    expect(names).toEqual(
      expect.arrayContaining(['users', 'roles', 'categories', 'municipalities', 'news', 'news_tags', 'templates']),
    );
    expect(new Set(names).size).toBe(names.length);
  });

  it.each([
    { table: 'newsTable', column: 'version', type: 'integer' },
    { table: 'newsTable', column: 'draft', type: 'integer' },
    { table: 'newsTable', column: 'original_id', type: 'integer' },
    { table: 'newsTable', column: 'created_at', type: 'timestamp with time zone' },
    { table: 'newsTable', column: 'attachments', type: 'jsonb' },
    { table: 'newsTable', column: 'portal', type: 'jsonb' },
    { table: 'newsContentsTable', column: 'status', type: 'integer' },
    { table: 'newsContentsTable', column: 'pub_date', type: 'timestamp' },
    { table: 'newsContentsTable', column: 'google', type: 'jsonb' },
    { table: 'newsContentsTable', column: 'author', type: 'integer' },
    { table: 'diconoContentsTable', column: 'dicono_pub_date', type: 'date' },
    { table: 'webcamTable', column: 'webcam', type: 'jsonb' },
    { table: 'webcamTable', column: 'locations', type: 'jsonb' },
    { table: 'templatesTable', column: 'params', type: 'jsonb' },
    { table: 'tagsTable', column: 'lang', type: 'text' },
  ])('$table.$column is $type', ({ table: exportName, column, type }) => {
    expect(columnTypes(table(schema, exportName))[column]).toBe(type);
  });

  it('keeps relation fields out of the item and contents tables', () => {
    expect(columnTypes(table(schema, 'newsTable'))).not.toHaveProperty('destinazione');
    expect(columnTypes(table(schema, 'newsTable'))).not.toHaveProperty('comune');
    expect(columnTypes(table(schema, 'newsContentsTable'))).not.toHaveProperty('tags');
  });

  it('indexes what the lists filter and sort by', () => {
    const config = getTableConfig(table(schema, 'newsContentsTable'));
    const indexes = config.indexes.map((index) => ({
      name: index.config.name,
      unique: index.config.unique,
      columns: index.config.columns.map((column) => ('name' in column ? column.name : '?')),
      partial: index.config.where !== undefined,
    }));
    expect(indexes).toEqual(
      expect.arrayContaining([
        {
          name: 'news_contents_lang_status_draft_item_id_idx',
          unique: false,
          columns: ['lang', 'status', 'draft', 'item_id'],
          partial: false,
        },
        { name: 'news_contents_lang_pub_date_idx', unique: false, columns: ['lang', 'pub_date'], partial: false },
        { name: 'news_contents_lang_slug_unique', unique: true, columns: ['lang', 'slug'], partial: true },
      ]),
    );
  });

  it('keeps the municipality of an address the lists filter on, indexed with the id', () => {
    const config = getTableConfig(table(schema, 'placeTable'));
    const kept = config.columns.find((column) => column.name === 'locations_municipality');
    expect(kept?.getSQLType()).toBe('integer');
    expect(kept?.generated?.type).toBe('always');
    expect(
      config.indexes.map((index) => index.config.columns.map((column) => ('name' in column ? column.name : '?'))),
    ).toContainEqual(['locations_municipality', 'id']);
    // Webcams have an address but no municipality filter: nothing kept.
    expect(columnTypes(table(schema, 'webcamTable'))).not.toHaveProperty('locations_municipality');
  });

  it('is deterministic', async () => {
    expect(emittedText(await realModel())).toBe(text);
  });

  it('starts with the generated-file header', () => {
    expect(text.split('\n')[0]).toMatch(/^\/\/ Generated from .* by `npm run generate`/);
  });
});

describe('emitDb: refusals', () => {
  function withField(entityName: string, change: (entity: EntityMeta) => Partial<EntityMeta>): Model {
    return {
      ...model,
      entities: model.entities.map((entity) =>
        entity.name === entityName ? { ...entity, ...change(entity) } : entity,
      ),
    };
  }
  const titleOf = (entity: EntityMeta): FieldMeta => {
    const title = entity.contents.find((field) => field.name === 'title');
    if (!title) throw new Error('no title');
    return title;
  };

  it('refuses a field that would take the column kept for an address municipality', () => {
    const clash = withField('place', (entity) => {
      const locations = entity.fields.find((field) => field.name === 'locations');
      if (!locations) throw new Error('no locations');
      return { fields: [...entity.fields, { ...locations, name: 'locations_municipality' }] };
    });
    expect(() => emitDb(clash)).toThrow(
      /place\.yaml: field 'locations' needs for its municipality the column 'place\.locations_municipality', already taken by field 'locations_municipality'/,
    );
  });

  it('refuses a field that would take a column the database reserves', () => {
    const clash = withField('news', (entity) => ({
      contents: [...entity.contents, { ...titleOf(entity), name: 'item_id' }],
    }));
    expect(() => emitDb(clash)).toThrow(/news\.yaml: field 'item_id' would use the column 'news_contents.item_id'/);
  });

  it('refuses two fields with one SQL name', () => {
    const clash = withField('licence', (entity) => ({
      contents: [...entity.contents, { ...titleOf(entity), name: 'pubDate' }, { ...titleOf(entity), name: 'pub_date' }],
    }));
    expect(() => emitDb(clash)).toThrow(/already taken by field 'pubDate'/);
  });

  it('refuses an entity whose table is a platform table', () => {
    const clash = {
      ...model,
      entities: [
        ...model.entities
          .filter((entity) => entity.name === 'templates')
          .map((entity) => ({ ...entity, name: 'users' })),
      ],
    };
    expect(() => emitDb(clash)).toThrow(/the table 'users' is already taken by a platform table/);
  });
});

describe('emitDb: occurrence days', () => {
  it('gives an entity with a field of a kind that occurs, at any depth, a GiST-indexed datemultirange', async () => {
    const festival = await fixtureMeta();
    const withFestival: Model = { ...model, entities: [...model.entities, festival] };
    const emitted = emittedText(withFestival);
    expect(emitted).toContain("import { dateMultirange } from '#core/db/occurrences';");
    expect(emitted).toContain("occurrence_days: dateMultirange('occurrence_days'),");
    expect(emitted).toContain("index('festival_occurrence_days_idx').using('gist', table.occurrence_days)");
    // The project's entities have none (until one has a field that occurs).
    expect(text.includes('dateMultirange') === model.entities.some(entityOccurs)).toBe(true);
    // A field of that name would take the column.
    const clash: Model = {
      ...model,
      entities: [
        ...model.entities,
        { ...festival, fields: [...festival.fields, { ...titleField(festival), name: 'occurrence_days' }] },
      ],
    };
    expect(() => emitDb(clash)).toThrow(
      /field 'occurrence_days' would use the column 'festival\.occurrence_days', already taken by the occurrence days the lists read/,
    );
  });
});

function titleField(entity: EntityMeta): FieldMeta {
  const title = entity.contents.find((field) => field.name === 'title');
  if (!title) throw new Error('no title');
  return { ...title, perLanguage: false };
}

describe('tsTypeOfSchema', () => {
  it.each<{ schema: JsonSchema; want: string }>([
    { schema: { type: 'string' }, want: 'string' },
    { schema: { type: ['integer', 'null'] }, want: 'number | null' },
    { schema: { enum: [1, 2, 3] }, want: '1 | 2 | 3' },
    { schema: { enum: ['it', null] }, want: '"it" | null' },
    { schema: { type: 'array', items: { type: 'string' } }, want: 'string[]' },
    { schema: { type: 'array', items: { enum: [1, 2] } }, want: '(1 | 2)[]' },
    {
      schema: { type: 'object', properties: { id: { type: 'integer' }, url: { type: 'string' } }, required: ['id'] },
      want: '{ id: number; url?: string; }',
    },
    { schema: { type: 'object', additionalProperties: { type: 'string' } }, want: '{ [key: string]: string; }' },
    { schema: { type: 'object' }, want: 'Record<string, unknown>' },
    { schema: { oneOf: [{ type: 'string' }, { type: 'boolean' }] }, want: 'string | boolean' },
    { schema: { $ref: '#/components/schemas/X' }, want: 'unknown' },
  ])('$schema → $want', ({ schema: input, want }) => {
    expect(tsTypeOfSchema(input)).toBe(want);
  });
});

describe('pgIdentifier', () => {
  it('keeps short names and shortens long ones below the PostgreSQL limit, distinctly', () => {
    expect(pgIdentifier('news_contents', 'lang', 'slug', 'unique')).toBe('news_contents_lang_slug_unique');
    const long = pgIdentifier('sportwellness_municipalities', 'municipality_id', 'fk');
    const other = pgIdentifier('sportwellness_municipalities', 'municipality_id', 'fx');
    expect(long.length).toBeLessThanOrEqual(63);
    expect(long).not.toBe(other);
  });
});

describe('the emitted module type-checks', () => {
  it('compiles, with precise JSON column types', async () => {
    // Uses the emitted types the way the server will; `@ts-expect-error` lines prove the types are not `unknown`.
    const usage = path.join(tmpDir, 'usage.ts');
    await writeFile(
      usage,
      [
        "import { newsContentsTable, newsTable, templatesTable, webcamTable } from './schema';",
        'const item: typeof newsTable.$inferInsert = { portal: [1, 3], attachments: [{ id: 7, is_primary: true }] };',
        '// @ts-expect-error: 4 is not a portal',
        'const badPortal: typeof newsTable.$inferInsert = { portal: [4] };',
        "const content: typeof newsContentsTable.$inferInsert = { item_id: 1, lang: 'it', google: { title: 'T' }, pub_date: '2024-05-01 10:00:00' };",
        '// @ts-expect-error: google has no `foo`',
        "const badContent: typeof newsContentsTable.$inferInsert = { item_id: 1, lang: 'it', google: { foo: 'x' } };",
        "const cam: typeof webcamTable.$inferSelect['webcam'] = { url: 'https://example.org', note: '' };",
        "const params: typeof templatesTable.$inferSelect['params'] = { layout: 'wide' };",
        'export const used = [item, badPortal, content, badContent, cam, params];',
        '',
      ].join('\n'),
    );
    const config = ts.readConfigFile(path.join(projectRoot, 'tsconfig.json'), ts.sys.readFile);
    const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, projectRoot);
    // The project's options, minus the DOM and Node declarations the schema does not use (they double the time).
    const options = { ...parsed.options, lib: ['lib.es2023.d.ts'], types: [] };
    const program = ts.createProgram({ rootNames: [schemaFile, usage], options });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
      const where =
        diagnostic.file && diagnostic.start !== undefined
          ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start)
          : null;
      return `${diagnostic.file?.fileName ?? ''}:${where ? where.line + 1 : ''} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
    });
    expect(diagnostics).toEqual([]);
  });
});

/** The few calls the database scenario needs, over PGlite and node-postgres alike. */
interface Database {
  exec(sql: string): Promise<void>;
  rows<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

async function expectRejected(work: Promise<unknown>, pattern: RegExp): Promise<void> {
  await expect(work).rejects.toThrow(pattern);
}

/** Applies the migration and checks that the constraints do what the emitter means them to. */
async function migrateAndExercise(db: Database): Promise<void> {
  // The extensions come first: the migrations create them by hand, drizzle-kit does not.
  for (const statement of [...CREATE_EXTENSIONS, ...migration]) await db.exec(statement);

  await db.exec(`insert into users (username, password_hash) values ('admin', 'x')`);
  await db.exec(`insert into provinces (id, nome, sigla) values (37, 'Bologna', 'BO')`);
  await db.exec(
    `insert into municipalities (istat, name, province_id, cap) values ('037006', 'Bologna', 37, '["40121"]')`,
  );
  // Fixed main categories keep their ids; new ones are numbered from 100000.
  await db.exec(`insert into categories (id, "order") values (1, 1), (2, 2)`);
  const [child] = await db.rows<{ id: number }>(`insert into categories (parent_id) values (2) returning id`);
  expect(child?.id).toBe(100000);
  await db.exec(`insert into category_contents (category_id, lang, title) values (100000, 'it', 'Bologna')`);
  const [tag] = await db.rows<{ id: number }>(`insert into tags (name, lang) values ('mare', 'it') returning id`);

  const [news] = await db.rows<{ id: number; version: number; draft: number }>(
    `insert into news (created_by, portal, attachments) values (1, '[1,2]', '[{"id":5,"is_primary":true}]') returning id, version, draft`,
  );
  expect(news).toMatchObject({ version: 1, draft: 0 });
  const id = news?.id;
  await db.rows(
    `insert into news_contents (item_id, lang, title, slug, pub_date, google) values ($1, 'it', 'Festa', 'festa', '2024-05-01 10:00:00', '{"title":"Festa"}'), ($1, 'en', 'Feast', '', null, null)`,
    [id],
  );
  await db.rows(
    `insert into news_categories (item_id, field, category_id, is_primary) values ($1, 'destinazione', 100000, true), ($1, 'category', 1, false)`,
    [id],
  );
  await db.rows(`insert into news_municipalities (item_id, field, municipality_id) values ($1, 'comune', 1)`, [id]);
  await db.rows(`insert into news_tags (item_id, lang, field, tag_id, "order") values ($1, 'it', 'tags', $2, 0)`, [
    id,
    tag?.id,
  ]);

  const [read] = await db.rows<{ title: string; status: number; pub_date: string }>(
    `select title, status, to_char(pub_date, 'YYYY-MM-DD HH24:MI:SS') as pub_date from news_contents where item_id = $1 and lang = 'it'`,
    [id],
  );
  expect(read).toEqual({ title: 'Festa', status: 2, pub_date: '2024-05-01 10:00:00' });

  // One row per language; one primary per category field; live slugs unique per language.
  await expectRejected(
    db.rows(`insert into news_contents (item_id, lang) values ($1, 'it')`, [id]),
    /unique|duplicate/i,
  );
  await expectRejected(
    db.rows(
      `insert into news_categories (item_id, field, category_id, is_primary) values ($1, 'destinazione', 2, true)`,
      [id],
    ),
    /unique|duplicate/i,
  );
  const [other] = await db.rows<{ id: number }>(`insert into news default values returning id`);
  await expectRejected(
    db.rows(`insert into news_contents (item_id, lang, slug) values ($1, 'it', 'festa')`, [other?.id]),
    /unique|duplicate/i,
  );
  // Empty slugs never collide, and the same slug in another language is fine.
  await db.rows(`insert into news_contents (item_id, lang, slug) values ($1, 'en', ''), ($1, 'de', 'festa')`, [
    other?.id,
  ]);

  // A revision draft may repeat its original's slug; its contents must carry its draft number,
  // and follow it when the number changes.
  const [revision] = await db.rows<{ id: number }>(
    `insert into news (draft, original_id) values (1, $1) returning id`,
    [id],
  );
  await expectRejected(
    db.rows(`insert into news_contents (item_id, lang) values ($1, 'it')`, [revision?.id]),
    /foreign key/i,
  );
  await db.rows(`insert into news_contents (item_id, draft, lang, slug) values ($1, 1, 'it', 'festa')`, [revision?.id]);
  await db.rows(`update news set draft = 2 where id = $1`, [revision?.id]);
  const [copied] = await db.rows<{ draft: number }>(`select draft from news_contents where item_id = $1`, [
    revision?.id,
  ]);
  expect(copied?.draft).toBe(2);

  // Deleting an item takes its contents, relations and revision drafts with it.
  await db.rows(`delete from news where id = $1`, [id]);
  const [left] = await db.rows<{ contents: number; categories: number; tags: number; revisions: number }>(
    `select (select count(*)::int from news_contents where item_id in ($1, $2)) as contents,
            (select count(*)::int from news_categories where item_id = $1) as categories,
            (select count(*)::int from news_tags where item_id = $1) as tags,
            (select count(*)::int from news where original_id = $1) as revisions`,
    [id, revision?.id],
  );
  expect(left).toEqual({ contents: 0, categories: 0, tags: 0, revisions: 0 });

  // Removing a user keeps the content and forgets the author.
  await db.exec(`update news_contents set author = 1`);
  await db.exec(`delete from users where id = 1`);
  const [orphan] = await db.rows<{ author: number | null }>(`select author from news_contents limit 1`);
  expect(orphan?.author).toBeNull();
}

describe('the migration drizzle-kit derives from it', () => {
  it('creates every table', () => {
    const created = migration.flatMap((statement) => /^CREATE TABLE "([^"]+)"/.exec(statement)?.[1] ?? []);
    expect(created).toEqual(
      expect.arrayContaining([
        'users',
        'categories',
        'news',
        'news_contents',
        'news_categories',
        'news_municipalities',
        'news_tags',
        'tags',
        'templates',
        'webcam',
      ]),
    );
  });

  it('runs on PGlite, and its constraints hold', async () => {
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    try {
      await migrateAndExercise({
        exec: async (sql) => {
          await client.exec(sql);
        },
        rows: async <T>(sql: string, params: readonly unknown[] = []) => (await client.query<T>(sql, [...params])).rows,
      });
    } finally {
      await client.close();
    }
  });

  const databaseUrl = process.env.TEST_DATABASE_URL;
  it.skipIf(!databaseUrl)('runs on PostgreSQL (TEST_DATABASE_URL), and its constraints hold', async () => {
    // A throwaway database: drizzle-kit's statements name the `public` schema, so a schema of our own would not do.
    const name = `db_test_${randomUUID().replace(/-/g, '')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      await admin.query(`create database "${name}"`);
      const url = new URL(databaseUrl ?? '');
      url.pathname = `/${name}`;
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        await migrateAndExercise({
          exec: async (sql) => {
            await client.query(sql);
          },
          rows: async <T>(sql: string, params: readonly unknown[] = []) =>
            (await client.query(sql, [...params])).rows as T[],
        });
      } finally {
        await client.end();
      }
    } finally {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});
