/**
 * Once per `npm run test:e2e`: builds the admin SPA into a temporary directory (or reuses `dist/`
 * when E2E_SKIP_BUILD=1, as CI does after `npm run build`), then starts what every test file
 * shares: one back office (`server.ts`: a fresh data directory with the demo content, the local
 * fake geocoder as GEOCODER_URL, a local SMTP catcher as SMTP_URL whose mail the tests read
 * through `mailbox.ts`, the local fake data hub as TDH_TEST_URL, the local fake experiences and
 * trekking feeds, with their sample entries, as MAKEXP_FEED_URL and TREKKSOFT_FEED_URL, imported
 * when the server starts) and one Chromium (`launchServer`, which each file `connect`s to).
 * Starting a server cost each file some 5 to 10 s, and it is not needed: every test works on data
 * it creates and names itself (users included, through the API). Everything is stopped in
 * `teardown`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { GEOCODER_KEY, startFakeGeocoder, type FakeGeocoder } from '../../server/geocode/fake';
import { startFakeFeeds, type FakeFeeds } from '../../server/integrations/feeds/fake';
import { startFakeTdh, type FakeTdh } from '../../server/integrations/tdh/fake';
import { startSmtpCatcher, type SmtpCatcher } from '../fixtures/smtp';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PROJECT_ROOT, headful, skipBuild, tempPrefix } from './env';
import { serveMailbox, type Mailbox } from './mailbox';
import { startBackOffice, type RunningServer } from './server';

/** What the test files receive of the shared back office (`inject('backOffice')`). */
export interface SharedBackOffice {
  /** `http://127.0.0.1:<port>` of the server. */
  readonly base: string;
  /** Origin of the local tile server its maps load tiles from. */
  readonly tileOrigin: string;
  /** The mailbox of the mail the server sends (`nextMail`). */
  readonly mailbox: string;
  /** A file holding the server's output, shown with a failing test's artifacts. */
  readonly logFile: string;
  /** `http://127.0.0.1:<port>` of the fake data hub the server sends to (its `/_fake/` control paths). */
  readonly tdh: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built admin SPA the servers under test serve at `/`. */
    spaDir: string;
    backOffice: SharedBackOffice;
    /** The shared Chromium's endpoint, for `chromium.connect`. */
    browserEndpoint: string;
  }
}

let builtDir: string | null = null;
let runDir: string | null = null;
let server: RunningServer | null = null;
let browserServer: BrowserServer | null = null;
let geocoder: FakeGeocoder | null = null;
let smtp: SmtpCatcher | null = null;
let mailbox: Mailbox | null = null;
let tdh: FakeTdh | null = null;
let feeds: FakeFeeds | null = null;

/** The address the server's mails link to (users.test.ts reads it in the recovery mail). */
const ADMIN_URL = 'http://admin.invalid';

function buildSpa(): string {
  if (skipBuild()) {
    const dist = path.join(PROJECT_ROOT, 'dist');
    if (!existsSync(path.join(dist, 'index.html'))) {
      throw new Error('E2E_SKIP_BUILD=1 needs a built dist/: run `npm run build` first');
    }
    return dist;
  }
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [
      path.join(PROJECT_ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--outDir',
      builtDir ?? '',
      '--logLevel',
      'warn',
    ],
    { cwd: PROJECT_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  if (result.status !== 0) {
    throw new Error(`vite build failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  console.log(`e2e: SPA built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return builtDir ?? '';
}

export async function setup(project: TestProject): Promise<void> {
  try {
    await start(project);
  } catch (error) {
    // Vitest does not call teardown when setup fails: whatever started is stopped here.
    await teardown();
    throw error;
  }
}

async function start(project: TestProject): Promise<void> {
  runDir = await mkdtemp(`${tempPrefix()}run-`);
  if (!skipBuild()) builtDir = await mkdtemp(`${tempPrefix()}spa-`);
  const spaDir = buildSpa();
  project.provide('spaDir', spaDir);

  const started = Date.now();
  [geocoder, smtp, tdh, feeds] = await Promise.all([
    startFakeGeocoder(),
    startSmtpCatcher(),
    startFakeTdh(),
    startFakeFeeds(),
  ]);
  mailbox = await serveMailbox(smtp);
  const logFile = path.join(runDir, 'server.log');
  // Both start at once; each is kept as soon as it is up, so teardown stops it even if the other failed.
  await Promise.all([
    startBackOffice({
      spaDir,
      logFile,
      env: {
        GEOCODER_URL: geocoder.url,
        GEOCODER_KEY,
        SMTP_URL: smtp.url,
        ADMIN_URL,
        TDH_TEST_URL: tdh.url,
        MAKEXP_FEED_URL: feeds.urlOf('makexp'),
        TREKKSOFT_FEED_URL: feeds.urlOf('trekksoft'),
      },
    }).then((running) => (server = running)),
    chromium
      .launchServer({
        executablePath: CHROMIUM_PATH,
        headless: !headful(),
        args: headful() ? CHROMIUM_ARGS.filter((flag) => flag !== '--headless') : CHROMIUM_ARGS,
      })
      .then((launched) => (browserServer = launched)),
  ]);
  if (!server || !browserServer) throw new Error('the shared back office or browser did not start');
  const running: RunningServer = server;
  const browser: BrowserServer = browserServer;
  console.log(`e2e: back office and browser started in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  project.provide('backOffice', {
    base: running.base,
    tileOrigin: running.tileOrigin,
    mailbox: mailbox.url,
    logFile,
    tdh: tdh.url,
  });
  project.provide('browserEndpoint', browser.wsEndpoint());
}

export async function teardown(): Promise<void> {
  await browserServer?.close();
  await server?.stop();
  await mailbox?.stop();
  await smtp?.stop();
  await geocoder?.stop();
  await tdh?.stop();
  await feeds?.stop();
  if (builtDir) await rm(builtDir, { recursive: true, force: true });
  if (runDir) await rm(runDir, { recursive: true, force: true });
}
