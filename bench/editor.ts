/**
 * `npm run bench:editor` (issue #49, item 2): how the admin's editors behave on the largest items
 * an editor makes, against a plain news item in the same run.
 *
 * 1. A fresh back office: a fresh database (`createDatabase`: PostgreSQL of TEST_DATABASE_URL, else
 *    PGlite in a temporary directory), the admin SPA built with Vite into a temporary directory
 *    (or `--spa <dir>`), the benchmarks' server process serving it (`./editor-server.ts`, its log
 *    read for each request's server time), a local map tile server, one headless Chromium
 *    (`/usr/bin/chromium`, playwright-core) signed in through the login form as the administrator.
 *    All of it is stopped and removed at the end, whatever the way out.
 * 2. The items, made through the API (`./editor-seed.ts`): a news item (the baseline), a Via Emilia
 *    itinerary of 20 full stages, an itinerary of 30 stops, an event of 29 stages and 200 dates, an
 *    article of 30 paragraphs, a destination with 20 info points and 20 contacts, a menu of 200 items.
 * 3. For each editor, in a browser context of its own (`./editor-page.ts`): open (page load to a
 *    character typed in the title), keystrokes in the title and in the last row's nested text
 *    (Event Timing, p50/p98, and the wall clock's extra milliseconds per character), a keyboard drag
 *    of the last-but-one row, an added row, a save (to the toast; the PUT's request time and the
 *    server's), and the memory of ten opens and closes (heap after a forced GC, DOM nodes, listeners).
 * 4. One markdown table, each figure with its ratio to the news editor's, and the targets of issue
 *    #49 with PASS/FAIL. Missed targets are reported, not errors: the exit status is 0.
 *
 * Options: --runs N (typing runs per keystroke measure, default 1), --only <editor>[,<editor>]
 * (news is measured too, as the baseline), --json <file>, --spa <dir> (a built SPA to serve).
 */
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/env';
import { startTileServer } from '../tests/e2e/tiles';
import {
  addRow,
  dragRow,
  focusNested,
  focusTitle,
  keystrokeFigures,
  measureKeystrokes,
  memoryRounds,
  openEditor,
  saveEditor,
  settle,
  STEP_TIMEOUT_MS,
  TYPED,
  type KeystrokeRun,
} from './editor-page';
import { printReport, type EditorFigures } from './editor-report';
import { EDITOR_KEYS, seedItems, type EditorKey, type EditorTarget } from './editor-seed';
import { builtSpa, startLoggedServer, type LoggedServer } from './editor-server';
import { ADMIN_PASSWORD, ADMIN_USERNAME, benchServerScript, createDatabase, login, runBenchmark } from './harness';
import type { Cleanup } from './harness';

const MEMORY_ROUNDS = 10;

interface Options {
  readonly runs: number;
  readonly only: readonly EditorKey[];
  readonly json: string | null;
  readonly spa: string | undefined;
}

function readOptions(): Options {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string' },
      only: { type: 'string' },
      json: { type: 'string' },
      spa: { type: 'string' },
    },
    strict: true,
  });
  const runs = Number(values.runs ?? '1');
  if (!Number.isInteger(runs) || runs < 1 || runs > 20) throw new Error('--runs must be a whole number from 1 to 20');
  const isKey = (value: string): value is EditorKey => (EDITOR_KEYS as readonly string[]).includes(value);
  const asked = values.only === undefined ? [...EDITOR_KEYS] : values.only.split(',').map((value) => value.trim());
  for (const key of asked) {
    if (!isKey(key)) throw new Error(`--only: no editor '${key}' (one of ${EDITOR_KEYS.join(', ')})`);
  }
  // The news editor is the baseline of every ratio: always measured, first.
  const only = EDITOR_KEYS.filter((key) => key === 'news' || asked.includes(key));
  return { runs, only, json: values.json ?? null, spa: values.spa };
}

/** The message of an error, on one line. */
const messageOf = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]?.slice(0, 300) ?? '';

/** Runs one measure; a failure is recorded with the editor's figures and the others go on. */
async function step<T>(errors: string[], name: string, run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    errors.push(`${name}: ${messageOf(error)}`);
    console.error(`  ${name} failed: ${messageOf(error)}`);
    return null;
  }
}

/** Types TYPED `runs` times (the text typed is deleted again between runs, untimed). */
async function keystrokes(
  page: Page,
  runs: number,
  focus: () => Promise<void>,
): Promise<ReturnType<typeof keystrokeFigures>> {
  const measured: KeystrokeRun[] = [];
  for (let run = 0; run < runs; run++) {
    measured.push(await measureKeystrokes(page, focus));
    if (run < runs - 1) for (let key = 0; key < TYPED.length; key++) await page.keyboard.press('Backspace');
  }
  return keystrokeFigures(measured);
}

async function measureEditor(
  browser: Browser,
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>,
  server: LoggedServer,
  target: EditorTarget,
  runs: number,
): Promise<EditorFigures> {
  const errors: string[] = [];
  const pageErrors: string[] = [];
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    storageState,
  });
  // tsx names the functions it compiles (`__name`); the ones evaluated in the page need it there too.
  await context.addInitScript({ content: 'globalThis.__name ??= (target) => target;' });
  await context.addInitScript({ content: 'performance.setResourceTimingBufferSize(100000);' });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  try {
    const { base } = server;
    console.log(`\n== ${target.key}: ${target.summary} (status ${target.status})`);
    // A first opening fills the HTTP cache with the editor's chunks; the second is measured.
    await step(errors, 'warm-up open', () => openEditor(page, base, target));
    const open = await step(errors, 'open', () => openEditor(page, base, target));
    console.log(`  open ${open === null ? 'failed' : `${Math.round(open)} ms`}`);
    const title = await step(errors, 'title keystrokes', () => keystrokes(page, runs, () => focusTitle(page, target)));
    if (title) console.log(`  title keystrokes p50 ${Math.round(title.p50)} ms, p98 ${Math.round(title.p98)} ms`);
    const nested = target.nested
      ? await step(errors, 'nested keystrokes', () => keystrokes(page, runs, () => focusNested(page, target)))
      : null;
    if (nested) console.log(`  nested keystrokes p50 ${Math.round(nested.p50)} ms, p98 ${Math.round(nested.p98)} ms`);
    const rows = target.rows;
    const drag = rows ? await step(errors, 'drag', () => dragRow(page, target, rows)) : null;
    if (drag) console.log(`  drag ${Math.round(drag.total)} ms (${drag.how})`);
    await settle(page, 500);
    const add = rows ? await step(errors, 'add', () => addRow(page, target, rows)) : null;
    if (add) {
      const typed = Number.isFinite(add.accepts) ? `, typed in ${Math.round(add.accepts)} ms` : '';
      console.log(`  add: row in the DOM ${Math.round(add.inDom)} ms${typed}`);
    }
    await settle(page, 500);
    const saved = await step(errors, 'save', () => saveEditor(page, target, server.serverTime));
    const save = saved && 'toast' in saved ? saved : null;
    if (saved && 'refused' in saved) errors.push(`save: ${saved.refused}`);
    if (save)
      console.log(`  save ${Math.round(save.toast)} ms to the toast, server ${save.server?.toFixed(1) ?? '?'} ms`);
    await settle(page, 500);
    const memory = await step(errors, 'memory', () => memoryRounds(page, base, target, MEMORY_ROUNDS));
    if (memory) {
      console.log(
        `  memory: heap ${(memory.heapBefore / 1048576).toFixed(1)} -> ${(memory.heapAfter / 1048576).toFixed(1)} MB ` +
          `over ${memory.rounds} opens and closes`,
      );
    }
    return { target, open, title, nested, drag, add, save, memory, errors, pageErrors };
  } finally {
    await context.close();
  }
}

async function bench(options: Options, cleanup: Cleanup): Promise<void> {
  const cpus = os.cpus();
  console.log('Editor benchmark (npm run bench:editor, issue #49)');
  console.log(
    `node ${process.version}, ${cpus.length} CPUs (${cpus[0]?.model.trim() ?? 'unknown'}), ${os.platform()} ${os.arch()}, ` +
      `load ${os.loadavg()[0]?.toFixed(2) ?? '?'}`,
  );
  const spa = await builtSpa(options.spa, cleanup);
  console.log(`SPA: ${spa.how}`);
  const script = await benchServerScript(cleanup);
  const database = await createDatabase(cleanup, 'bench-editor');
  console.log(`database: ${database.where}`);
  const tiles = await startTileServer();
  cleanup.add('stopping the tile server', () => tiles.stop());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...database.env,
    SPA_DIR: spa.dir,
    ADMIN_USERNAME,
    ADMIN_PASSWORD,
    SEED_DEMO: 'false',
    // Info: Fastify's 'request completed' lines carry each request's responseTime.
    LOG_LEVEL: 'info',
    LOGIN_ATTEMPTS_PER_MINUTE: '10000',
    LIST_TOTAL_CACHE_SECONDS: '0',
    MAP_TILE_URL: tiles.template,
    NOMINATIM_URL: 'off',
    SPEECH_ENGINE: 'off',
  };
  if (!('DATABASE_URL' in database.env)) delete env.DATABASE_URL;
  if (!('DATA_DIR' in database.env)) delete env.DATA_DIR;
  const server = await startLoggedServer(script, env, cleanup);
  console.log(`server: ${server.base} (pid ${server.pid})`);

  const token = await login(server.base);
  const seeded = await seedItems(server.base, token, options.only);
  console.log(`items made through the API in ${seeded.seconds.toFixed(1)} s (${seeded.pictures} images uploaded)`);
  for (const target of seeded.targets) {
    console.log(`  ${target.key} ${target.editorPath}: ${target.summary}; status ${target.status}`);
    for (const note of target.notes) console.log(`    note: ${note}`);
  }

  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, '--enable-precise-memory-info'],
  });
  cleanup.add('closing Chromium', () => browser.close());
  console.log(`Chromium ${browser.version()} (${CHROMIUM_PATH}), headless; typing "${TYPED}" with 60 ms per key`);

  // Signed in once through the form, as an editor does; every editor's context starts from that session.
  const signIn = await browser.newContext({ locale: 'it-IT' });
  const signInPage = await signIn.newPage();
  await signInPage.goto(`${server.base}/login`);
  await signInPage.getByLabel('Username').fill(ADMIN_USERNAME);
  await signInPage.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await signInPage.getByRole('button', { name: 'Entra' }).click();
  await signInPage.waitForURL(/\/dashboard$/, { timeout: STEP_TIMEOUT_MS });
  const storageState = await signIn.storageState();
  await signIn.close();

  const figures: EditorFigures[] = [];
  for (const target of seeded.targets) {
    figures.push(await measureEditor(browser, storageState, server, target, options.runs));
  }
  const report = printReport(figures, options.runs);
  console.log(
    `\nload average at the end: ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')} (${cpus.length} CPUs)`,
  );
  if (options.json !== null) {
    await writeFile(
      options.json,
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          node: process.version,
          chromium: browser.version(),
          cpus: cpus.length,
          database: database.where,
          spa: spa.how,
          runs: options.runs,
          typed: TYPED,
          editors: figures.map(({ target, ...measured }) => ({ key: target.key, item: target, ...measured })),
          targets: report.targets,
        },
        null,
        2,
      )}\n`,
    );
    console.log(`\nfigures written to ${options.json}`);
  }
}

runBenchmark((cleanup) => bench(readOptions(), cleanup));
