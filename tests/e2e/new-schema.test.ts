/**
 * "Adding a content type takes one YAML file" (README, issue #10): a temporary copy of the project
 * (the files git lists, `node_modules` linked) gets one new schema, `schemas/excursion.yaml`, with
 * fields of existing kinds. In the copy `npm run generate`, `npm run typecheck`, `npm run
 * db:generate` and `npm run build` must pass, and git must show only the schema, generated files
 * and the new migration as changed. Then the copy's own server (fresh data directory, its migrations
 * applied at start-up) creates, lists and validates an excursion through the API, and Chromium shows
 * it in the new list and editor screens.
 *
 * Slow by nature (a full type-check and a build): each step's time is printed with console.info.
 * The type-check, the slowest step and one CPU's work, runs while the copy is built and its server
 * and screens are checked; its own test, last, waits for it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, lstat, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, hasExited, waitForHealth, type Running } from '../server/process';
import { PROJECT_ROOT, tempPrefix } from './env';
import { ACTION_TIMEOUT_MS, callApi, connectChromium, keepArtifacts, loginAs } from './harness';

const ENTITY = 'excursion';
const API_PATH = 'excursions';
const ROUTE = 'excursions';
const SCHEMA_FILE = `schemas/${ENTITY}.yaml`;
const USERNAME = 'admin';
const PASSWORD = 'new-schema-e2e-password';

/** The one file written into the copy: every field of a kind the generator already knows. */
const SCHEMA = `# Excursions: written by tests/e2e/new-schema.test.ts into a copy of the project.
entity: ${ENTITY}
path: ${API_PATH}
route: ${ROUTE}
ability: ${ENTITY}
label:
  singular: { it: Escursione, en: Excursion }
  plural: { it: Escursioni, en: Excursions }
languages: [it, en]
include: [content-item]
omit: [subtitle, tags]
contents:
  title: { max: 120 }
  equipment:
    kind: textarea
    label: { it: Attrezzatura, en: Equipment }
    max: 500
fields:
  code:
    kind: text
    label: { it: Codice, en: Code }
    max: 20
    required: publish
  length_km:
    kind: number
    label: { it: Lunghezza (km), en: Length (km) }
    integer: false
    min: 0
    max: 500
  seats:
    kind: number
    label: { it: Posti, en: Seats }
    min: 1
    max: 200
  guided:
    kind: boolean
    label: { it: Guidata, en: Guided }
    default: false
  day:
    kind: date
    label: { it: Giorno, en: Day }
  difficulty:
    kind: select
    label: { it: Difficoltà, en: Difficulty }
    default: 1
    options:
      - { value: 1, label: { it: Facile, en: Easy } }
      - { value: 2, label: { it: Media, en: Medium } }
      - { value: 3, label: { it: Difficile, en: Hard } }
  theme:
    kind: category
    label: { it: Interesse, en: Interest }
    main: 5
  comune:
    kind: municipalities
    label: { it: Comuni, en: Municipalities }
list:
  title: { it: Gestione Escursioni, en: Excursions }
  newButton: { it: Nuova Escursione, en: New excursion }
  columns:
    - { key: id, label: { it: ID, en: ID } }
    - { key: title, label: { it: TITOLO, en: TITLE } }
    - { key: comune, label: { it: COMUNE, en: MUNICIPALITY }, empty: { it: assente, en: none } }
    - { key: day, label: { it: GIORNO, en: DAY }, sortable: true }
    - { key: statuses, label: { it: STATO, en: STATUS } }
    - { key: languages, label: { it: LINGUA, en: LANGUAGE } }
    - { key: actions, label: { it: AZIONI, en: ACTIONS } }
  filters:
    - keywords
    - { param: tema, kind: category, field: theme }
    - province
    - { param: comune, kind: municipality, field: comune, label: { it: Comune, en: Municipality } }
    - { param: difficolta, kind: select, field: difficulty, label: { it: Difficoltà, en: Difficulty } }
    - status
  sort: -id
  persist: true
  bulkDelete: true
editor:
  title: { it: Escursione, en: Excursion }
  main:
    - card: base
      title: { it: Informazioni di base, en: Basic information }
      fields: [title, slug, excerpt, description, equipment]
    - card: details
      title: { it: Dettagli, en: Details }
      fields: [code, length_km, seats, guided, day, difficulty]
  side:
    - card: settings
      title: { it: Impostazioni, en: Settings }
      fields: [status, author, pub_date]
    - card: where
      title: { it: Dove, en: Where }
      fields: [comune, theme]
      collapsible: true
`;

/** Paths a new content type may change: its schema, generated code and the new migration. */
function mayChange(file: string): boolean {
  return (
    file === SCHEMA_FILE ||
    file === 'openapi.yaml' ||
    file.startsWith('generated/') ||
    file.startsWith('server/db/migrations/')
  );
}

// --- commands in the copy ---------------------------------------------------------------------

/** Every command still running (its process group), killed in afterAll if a step timed out. */
const commands = new Set<ChildProcess>();
const timings: [string, number][] = [];

async function timed<T>(step: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await work();
  } finally {
    const seconds = (Date.now() - started) / 1000;
    timings.push([step, seconds]);
    console.info(`new-schema: ${step}: ${seconds.toFixed(1)} s`);
  }
}

/** The environment of commands in the copy, without anything that would point git elsewhere. */
function commandEnv(): NodeJS.ProcessEnv {
  // Also without vitest's own variables (NODE_ENV=test), so the build is the one a shell makes.
  const dropped = /^(GIT_(DIR|WORK_TREE|INDEX_FILE|OBJECT_DIRECTORY)|NODE_ENV|VITEST.*)$/;
  return {
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !dropped.test(name))),
    FORCE_COLOR: '0',
    npm_config_update_notifier: 'false',
  };
}

/** Runs a command in `cwd` in a process group of its own; resolves with its stdout, rejects with all output. */
function run(cwd: string, command: string, args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: commandEnv(), detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    commands.add(child);
    const stdout: string[] = [];
    const stderr: string[] = [];
    child.stdout?.on('data', (chunk: Buffer) => stdout.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
    child.once('error', (error) => {
      commands.delete(child);
      reject(error);
    });
    child.once('close', (code) => {
      commands.delete(child);
      if (code === 0) resolve(stdout.join(''));
      else reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${stdout.join('')}\n${stderr.join('')}`));
    });
  });
}

function killGroup(child: ChildProcess): void {
  if (child.pid === undefined || hasExited(child)) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

function git(cwd: string, ...args: string[]): Promise<string> {
  return run(cwd, 'git', ['-c', 'user.name=new-schema test', '-c', 'user.email=new-schema@example.org', ...args]);
}

/** The files of the project as git sees them (tracked and untracked, not ignored), copied to `target`. */
async function copyProject(target: string): Promise<number> {
  const listed = (await run(PROJECT_ROOT, 'git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard']))
    .split('\0')
    // A node_modules that is a link (a worktree's) is not matched by the `node_modules/` ignore rule.
    .filter((file) => file.length > 0 && file !== 'node_modules');
  let copied = 0;
  for (const file of new Set(listed)) {
    const source = path.join(PROJECT_ROOT, file);
    // A tracked file deleted in the working tree (another engineer's edit) is not copied.
    const stats = await lstat(source).catch(() => null);
    if (!stats || stats.isDirectory()) continue;
    await mkdir(path.dirname(path.join(target, file)), { recursive: true });
    await cp(source, path.join(target, file), { verbatimSymlinks: true });
    copied += 1;
  }
  await symlink(path.join(PROJECT_ROOT, 'node_modules'), path.join(target, 'node_modules'), 'dir');
  return copied;
}

/** `git status` of the copy: the paths changed or added since the base commit. */
async function changedFiles(copy: string): Promise<string[]> {
  const status = await git(copy, 'status', '--porcelain=v1', '-z', '--untracked-files=all');
  return status
    .split('\0')
    .filter((entry) => entry.length > 3)
    .map((entry) => entry.slice(3))
    .sort();
}

// --- the copy's server ------------------------------------------------------------------------

interface CopyServer {
  readonly base: string;
  readonly running: Running;
}

function startCopyServer(copy: string, dataDir: string, port: number): CopyServer {
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(copy, 'server', 'main.ts')], {
    cwd: copy,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SPA_DIR: path.join(copy, 'dist'),
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_USERNAME: USERNAME,
      ADMIN_PASSWORD: PASSWORD,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      LIST_TOTAL_CACHE_SECONDS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return { base: `http://127.0.0.1:${port}`, running: { child, output, exited } };
}

async function stopCopyServer(server: CopyServer): Promise<void> {
  const { child, exited } = server.running;
  if (!hasExited(child)) {
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
  }
}

function api<T>(base: string, method: string, apiPath: string, token?: string, body?: unknown) {
  return callApi<T>(base, method, apiPath, { token, body });
}

// --- the test ---------------------------------------------------------------------------------

describe('a new content type from one schema file', () => {
  let tempRoot: string | null = null;
  let copy = '';
  let server: CopyServer | null = null;
  let browser: Browser | null = null;
  let token = '';
  /** Set by the first test: the copy generated, migrated and built. */
  let prepared = false;
  /** `npm run typecheck` in the copy, started by the first test once the code is generated. */
  let typecheck: Promise<string> | null = null;
  /** Set by the API test: the excursion created. */
  let created: { id: number; title: string; city: string } | null = null;

  beforeAll(async () => {
    tempRoot = await mkdtemp(`${tempPrefix()}new-schema-`);
    copy = path.join(tempRoot, 'project');
  });

  afterAll(async () => {
    for (const child of commands) killGroup(child);
    await browser?.close().catch(() => undefined);
    if (server) await stopCopyServer(server);
    if (tempRoot) await rm(tempRoot, { recursive: true, force: true });
    console.info(
      `new-schema: timings: ${timings.map(([step, seconds]) => `${step} ${seconds.toFixed(1)} s`).join(', ')}`,
    );
  });

  it('generates, migrates and builds the copy, touching no hand-written file', async () => {
    const copied = await timed('copy the project', async () => {
      const count = await copyProject(copy);
      await git(copy, 'init', '-q');
      // The linked node_modules is not a directory to git's `node_modules/` ignore rule.
      await writeFile(path.join(copy, '.git', 'info', 'exclude'), '/node_modules\n');
      await git(copy, 'add', '-A');
      await git(copy, 'commit', '-q', '--no-verify', '-m', 'the project as copied');
      return count;
    });
    expect(copied).toBeGreaterThan(100);
    expect(await changedFiles(copy)).toEqual([]);
    expect(existsSync(path.join(copy, SCHEMA_FILE))).toBe(false);

    await writeFile(path.join(copy, SCHEMA_FILE), SCHEMA);
    await timed('npm run generate', () => run(copy, 'npm', ['run', 'generate']));
    await timed('npm run db:generate', () => run(copy, 'npm', ['run', 'db:generate', '--', '--name', `add-${ENTITY}`]));
    // The type-check reads the generated code and the migration's journal, and writes nothing.
    typecheck = timed('npm run typecheck (beside the next steps)', () => run(copy, 'npm', ['run', 'typecheck']));
    // Awaited by the last test; a failure is reported there, not as an unhandled rejection.
    typecheck.catch(() => undefined);
    await timed('npm run build', () => run(copy, 'npm', ['run', 'build', '--', '--logLevel', 'warn']));

    const changed = await changedFiles(copy);
    expect(changed.filter((file) => !mayChange(file))).toEqual([]);
    expect(changed).toEqual(
      expect.arrayContaining([
        SCHEMA_FILE,
        'openapi.yaml',
        'generated/db/schema.ts',
        'generated/registry.ts',
        'generated/routes.tsx',
        `generated/entities/${ENTITY}/meta.ts`,
        `generated/entities/${ENTITY}/schema.ts`,
        `generated/entities/${ENTITY}/List.tsx`,
        `generated/entities/${ENTITY}/Editor.tsx`,
        'server/db/migrations/meta/_journal.json',
      ]),
    );
    const migrations = changed.filter((file) =>
      new RegExp(`^server/db/migrations/\\d{4}_add-${ENTITY}\\.sql$`).test(file),
    );
    expect(migrations).toHaveLength(1);
    const migration = await readFile(path.join(copy, migrations[0] ?? ''), 'utf8');
    expect(migration).toContain(`CREATE TABLE "${ENTITY}" (`);
    expect(migration).toContain(`CREATE TABLE "${ENTITY}_contents" (`);
    expect(existsSync(path.join(copy, 'dist', 'index.html'))).toBe(true);
    prepared = true;
  }, 1_200_000);

  it('creates, lists and validates an item through the API of the copy', async () => {
    if (!prepared) throw new Error('the copy was not prepared (see the first test)');
    const dataDir = path.join(tempRoot ?? '', 'data');
    const port = await freePort();
    await timed('server start (migrations applied)', async () => {
      server = startCopyServer(copy, dataDir, port);
      // A cold tsx start of the copy, beside its type check and another browser test on two
      // cores: 12 s on a quiet machine, past 60 s in a loaded CI run.
      await waitForHealth(server.base, server.running, 240_000);
    });
    const base = server?.base ?? '';

    const login = await api<{ data?: { access_token?: string } }>(base, 'POST', 'login', undefined, {
      username: USERNAME,
      password: PASSWORD,
    });
    expect(login.status).toBe(200);
    token = login.body.data?.access_token ?? '';
    expect(token).not.toBe('');

    const found = await api<{ data: { id: number; city: string }[] }>(
      base,
      'GET',
      'operations/comuni?name=Bologna',
      token,
    );
    expect(found.status).toBe(200);
    const bologna = found.body.data.find((municipality) => municipality.city === 'Bologna');
    if (!bologna) throw new Error(`Bologna not among ${JSON.stringify(found.body.data)}`);

    const title = 'Anello del Corno alle Scale';
    const item = {
      contents: { it: { title, status: 2, equipment: 'Scarponi e borraccia' } },
      code: 'CAS-1',
      length_km: 12.5,
      seats: 20,
      guided: true,
      day: '2026-06-14',
      difficulty: 2,
      comune: [bologna.id],
    };
    const saved = await api<{ data: { id: number } }>(base, 'POST', API_PATH, token, item);
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const id = saved.body.data.id;
    expect(id).toBeGreaterThan(0);

    const read = await api<{ data: Record<string, unknown> }>(base, 'GET', `${API_PATH}/${id}`, token);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({
      code: 'CAS-1',
      length_km: 12.5,
      seats: 20,
      guided: true,
      day: '2026-06-14',
      difficulty: 2,
      contents: { it: { title, equipment: 'Scarponi e borraccia' } },
    });

    const listed = await api<{ data: { id: number; title: string; comune: string }[]; meta: { total: number } }>(
      base,
      'GET',
      API_PATH,
      token,
    );
    expect(listed.status).toBe(200);
    expect(listed.body.meta.total).toBe(1);
    expect(listed.body.data).toEqual([expect.objectContaining({ id, title, comune: 'Bologna', day: '2026-06-14' })]);

    // Published without the publish-time fields and with a code over its 20 characters: refused, naming them.
    const invalid = await api<{ message: string; errors: Record<string, string[]> }>(base, 'POST', API_PATH, token, {
      contents: { it: { title: 'Da rifiutare', status: 1 } },
      code: 'X'.repeat(21),
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toMatchObject({
      code: ['Massimo 20 caratteri'],
      'contents.it.excerpt': ['Campo richiesto'],
      'contents.it.description': ['Campo richiesto'],
    });
    const after = await api<{ meta: { total: number } }>(base, 'GET', API_PATH, token);
    expect(after.body.meta.total).toBe(1);
    created = { id, title, city: bologna.city };
  }, 360_000);

  it('shows the item in the new list and editor screens', async () => {
    if (!server || !created) throw new Error('the API test did not create the item');
    const { base } = server;
    const item = created;
    browser = await connectChromium();
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'it-IT',
      timezoneId: 'Europe/Rome',
    });
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    const page: Page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(`console.error: ${message.text()}`);
    });
    try {
      await timed('browser: list and editor', async () => {
        await loginAs(page, base, USERNAME, PASSWORD);
        await page.goto(`${base}/${ROUTE}`);
        const table = page.getByRole('table', { name: 'Gestione Escursioni' });
        await table.waitFor();
        const row = table.getByRole('row').filter({ hasText: item.title });
        await row.waitFor();
        expect(await row.textContent()).toContain(item.city);
        expect(await table.getByRole('link', { name: `Modifica elemento ${item.id}` }).count()).toBe(1);

        await page.goto(`${base}/${ROUTE}/${item.id}`);
        const titleInput = page.getByRole('textbox', { name: /^Titolo/ });
        await expect.poll(() => titleInput.inputValue()).toBe(item.title);
        await expect.poll(() => page.getByRole('textbox', { name: /^Codice/ }).inputValue()).toBe('CAS-1');
      });
      expect(pageErrors.filter((message) => message.startsWith('pageerror:'))).toEqual([]);
    } catch (error) {
      const log = [`url: ${page.url()}`, ...pageErrors, '--- server output ---', ...(server.running.output ?? [])];
      await keepArtifacts(page, 'new-schema shows the item in the new list and editor screens', log.join('\n'));
      throw error;
    } finally {
      await context.close();
    }
  }, 180_000);

  it('type-checks the copy', async () => {
    if (!typecheck) throw new Error('the copy was not generated (see the first test)');
    await typecheck;
    // Still only the schema, generated files and the migration changed.
    expect((await changedFiles(copy)).filter((file) => !mayChange(file))).toEqual([]);
  }, 1_200_000);
});
