/**
 * `npx tsx scripts/compare-migrations.ts <old> [<new>]`: proof that two migration chains build the
 * same database, used when the chain of #1-#28 was squashed into one baseline (#29).
 *
 * `<old>` and `<new>` are drizzle migration folders, or a git revision whose
 * `server/db/migrations` is taken (`<new>` defaults to the working tree's). On the PostgreSQL of
 * TEST_DATABASE_URL, each chain is applied to a fresh database of its own, then:
 *
 * 1. the schemas are compared (`pg_dump --schema-only`, the migrator's own `drizzle` schema left
 *    out, comments and blank lines dropped) and so are the rows the migrations themselves leave
 *    (`pg_dump --data-only`, sequences included);
 * 2. the server's start-up (`prepareDatabase`: list-count triggers, the seed, the demo content) runs
 *    on both, and the schemas are compared again, and so is every table's content, less the columns
 *    that differ by nature between two runs: timestamps written with `now()` and the administrator's
 *    password hash (a random salt).
 *
 * Prints each difference and exits 1 if there is any; the two databases are dropped at the end.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { PROJECT_ROOT, readConfig } from '../server/config';
import { MIGRATIONS_DIR, openDatabase } from '../server/db/client';
import { prepareDatabase } from '../server/start';

/**
 * Columns whose values differ between two identical runs, by table (timestamps are left out by
 * type): left out (null) or compared through an expression that drops the varying part.
 */
const VOLATILE_COLUMNS: Readonly<Record<string, Readonly<Record<string, string | null>>>> = {
  // A random salt.
  users: { password_hash: null },
  // The demo seed's record holds the time it was loaded.
  system_state: { value: `case when jsonb_typeof("value") = 'object' then "value" - 'loaded_at' else "value" end` },
};

/** The key of the sequences' last values among the tables' contents. */
const SEQUENCES = '(sequences)';

const TIMESTAMP_TYPES = new Set(['timestamp with time zone', 'timestamp without time zone']);

function databaseUrl(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A migrations folder: the path itself, or `server/db/migrations` of a git revision extracted to `scratch`. */
function migrationsFolder(source: string, scratch: string): string {
  if (existsSync(path.join(source, 'meta', '_journal.json'))) return path.resolve(source);
  const archive = execFileSync('git', ['archive', source, 'server/db/migrations'], {
    cwd: PROJECT_ROOT,
    maxBuffer: 256 * 1024 * 1024,
  });
  execFileSync('tar', ['-x', '-C', scratch], { input: archive });
  return path.join(scratch, 'server', 'db', 'migrations');
}

/** `pg_dump --schema-only` of one database, without comments, blank lines, the dump's key and the migrator's bookkeeping. */
function schemaDump(url: string): string {
  const text = execFileSync(
    'pg_dump',
    ['--schema-only', '--no-owner', '--no-privileges', '--exclude-schema=drizzle', '--dbname', url],
    { maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' },
  );
  // `\restrict` and `\unrestrict` carry a random key per dump.
  return text
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('--') && !/^\\(un)?restrict /.test(line))
    .join('\n');
}

/**
 * The dump with each table's columns sorted by name: a column added by `ALTER TABLE ... ADD
 * COLUMN` comes last in the table, the same column in a `CREATE TABLE` where the schema puts it.
 * A column's definition may span lines (a generated column's expression): a new one starts with
 * four spaces and its name.
 */
function sortColumns(dump: string): string {
  return dump.replace(
    /^(CREATE TABLE [^\n]+ \(\n)([\s\S]*?)(\n\);)$/gm,
    (_match, head: string, body: string, tail: string) => {
      const columns = body.split(/,\n(?= {4}(?:[a-z_][a-z0-9_$]*|"[^"]+") )/);
      return head + columns.sort().join(',\n') + tail;
    },
  );
}

/**
 * Every public table's rows, as JSON sorted by row (keys in jsonb's order, whatever the columns'
 * order in the table), less the volatile columns; and every sequence's last value.
 */
async function contents(url: string): Promise<Map<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: columns } = await client.query<{ table_name: string; column_name: string; data_type: string }>(
      `select c.table_name, c.column_name, c.data_type
         from information_schema.columns c
         join information_schema.tables t using (table_schema, table_name)
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        order by c.table_name, c.ordinal_position`,
    );
    const byTable = new Map<string, string[]>();
    for (const column of columns) {
      const kept = byTable.get(column.table_name) ?? [];
      byTable.set(column.table_name, kept);
      if (TIMESTAMP_TYPES.has(column.data_type)) continue;
      const name = client.escapeIdentifier(column.column_name);
      const volatile = VOLATILE_COLUMNS[column.table_name]?.[column.column_name];
      if (volatile === null) continue;
      kept.push(volatile === undefined ? name : `${volatile} as ${name}`);
    }
    const result = new Map<string, string>();
    for (const [table, kept] of byTable) {
      const { rows } = await client.query<{ rows: string }>(
        `select coalesce(jsonb_agg(to_jsonb(r) order by to_jsonb(r)::text), '[]')::text as rows
           from (select ${kept.join(', ') || 'null'} from ${client.escapeIdentifier(table)}) r`,
      );
      result.set(table, rows[0]?.rows ?? '[]');
    }
    const { rows: sequences } = await client.query<{ rows: string }>(
      `select coalesce(jsonb_agg(jsonb_build_array(sequencename, last_value) order by sequencename), '[]')::text as rows
         from pg_sequences where schemaname = 'public'`,
    );
    result.set(SEQUENCES, sequences[0]?.rows ?? '[]');
    return result;
  } finally {
    await client.end();
  }
}

/** The lines of `a` missing from `b` and the other way round, at most `limit` of each. */
function lineDifference(a: string, b: string, limit = 20): string[] {
  const left = a.split('\n');
  const right = b.split('\n');
  const rightSet = new Set(right);
  const leftSet = new Set(left);
  return [
    ...left
      .filter((line) => !rightSet.has(line))
      .slice(0, limit)
      .map((line) => `  - ${line}`),
    ...right
      .filter((line) => !leftSet.has(line))
      .slice(0, limit)
      .map((line) => `  + ${line}`),
  ];
}

interface Built {
  readonly migratedSchema: string;
  readonly migratedContents: Map<string, string>;
  readonly seededSchema: string;
  readonly seededContents: Map<string, string>;
}

async function build(url: string, folder: string): Promise<Built> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    await migrate(drizzle({ client: pool }), { migrationsFolder: folder });
  } finally {
    await pool.end();
  }
  const migratedSchema = schemaDump(url);
  const migratedContents = await contents(url);
  const database = await openDatabase({ url }, { poolSize: 2 });
  try {
    // Already migrated above, by this folder's chain: the start-up's own migrate step has nothing to do.
    const config = readConfig({ ...process.env, DATABASE_URL: url, ADMIN_PASSWORD: 'compare-migrations' });
    await prepareDatabase({ ...database, migrate: async () => undefined }, config);
  } finally {
    await database.close();
  }
  return { migratedSchema, migratedContents, seededSchema: schemaDump(url), seededContents: await contents(url) };
}

/** Compares two dumps and two sets of contents; prints the result and answers the differences' names. */
function compare(stage: string, a: { schema: string; contents: Map<string, string> }, b: typeof a): string[] {
  const differences: string[] = [];
  const report = (what: string, left: string, right: string): void => {
    differences.push(`${what} ${stage}`);
    console.log(`DIFFERENT: ${what} ${stage}\n${lineDifference(left, right).join('\n')}`);
  };
  if (a.schema === b.schema) console.log(`same: schema ${stage} (pg_dump, ${a.schema.split('\n').length} lines)`);
  else if (sortColumns(a.schema) === sortColumns(b.schema)) {
    const tables = (dump: string): string[] => dump.match(/^CREATE TABLE [^\n]+\n[\s\S]*?\n\);$/gm) ?? [];
    const right = new Set(tables(b.schema));
    const moved = tables(a.schema)
      .filter((table) => !right.has(table))
      .map((table) => table.split(' ')[2]);
    console.log(
      `same: schema ${stage} (pg_dump, ${a.schema.split('\n').length} lines) but for the columns' order in ` +
        `${moved.length} tables (${moved.join(', ')})`,
    );
  } else report('schema', sortColumns(a.schema), sortColumns(b.schema));
  const tables = [...new Set([...a.contents.keys(), ...b.contents.keys()])].sort();
  let same = 0;
  let rows = 0;
  let sequences = 0;
  for (const table of tables) {
    const left = a.contents.get(table) ?? 'missing';
    const right = b.contents.get(table) ?? 'missing';
    if (left !== right) report(`rows of ${table}`, left.replaceAll('}, {', '},\n{'), right.replaceAll('}, {', '},\n{'));
    else if (table === SEQUENCES) sequences = (JSON.parse(left) as unknown[]).length;
    else {
      same += 1;
      rows += (JSON.parse(left) as unknown[]).length;
    }
  }
  console.log(
    `same: ${same} of ${tables.length - 1} tables' rows ${stage} (${rows} rows), ${sequences} sequences' last values`,
  );
  return differences;
}

async function main(): Promise<number> {
  const [oldSource, newSource = MIGRATIONS_DIR] = process.argv.slice(2);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!oldSource || !serverUrl) {
    console.error('usage: TEST_DATABASE_URL=postgres://... npx tsx scripts/compare-migrations.ts <old> [<new>]');
    return 2;
  }
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'compare-migrations-'));
  const suffix = randomBytes(4).toString('hex');
  const names = { old: `migrations_old_${suffix}`, new: `migrations_new_${suffix}` };
  try {
    const oldFolder = migrationsFolder(oldSource, await mkdtemp(path.join(scratch, 'old-')));
    const newFolder = migrationsFolder(newSource, await mkdtemp(path.join(scratch, 'new-')));
    console.log(`old chain: ${oldFolder}\nnew chain: ${newFolder}`);
    for (const name of Object.values(names)) await onServer(serverUrl, `create database "${name}"`);
    const old = await build(databaseUrl(serverUrl, names.old), oldFolder);
    const fresh = await build(databaseUrl(serverUrl, names.new), newFolder);
    const differences = [
      ...compare(
        'after the migrations',
        { schema: old.migratedSchema, contents: old.migratedContents },
        { schema: fresh.migratedSchema, contents: fresh.migratedContents },
      ),
      ...compare(
        'after the start-up (list-count triggers, seed, demo content)',
        { schema: old.seededSchema, contents: old.seededContents },
        { schema: fresh.seededSchema, contents: fresh.seededContents },
      ),
    ];
    console.log(
      differences.length === 0 ? 'The two chains build the same database.' : `${differences.length} difference(s).`,
    );
    return differences.length === 0 ? 0 : 1;
  } finally {
    for (const name of Object.values(names)) {
      await onServer(serverUrl, `drop database if exists "${name}" with (force)`).catch(() => undefined);
    }
    await rm(scratch, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
