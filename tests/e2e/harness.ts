/**
 * Browser-test harness. `useBackOffice()` in a test file connects to the run's shared back office
 * and Chromium (started once by `global-setup.ts`), creates the file's users through the API
 * (`e2eUser`: each name unique to the file), gives each test a fresh browser context (empty local
 * storage) and page, and keeps a screenshot, the page's HTML and the server's output in
 * `tests/e2e/artifacts/` when a test fails. Every file shares one database: a test works on data
 * it creates and names itself, and never counts what other files could change.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../app/api/mutator';
import { APP_VERSION_STORAGE_KEY } from '../../app/auth/session';
import packageJson from '../../package.json';
import type { CaughtMail } from '../fixtures/smtp';
import { ARTIFACTS_DIR } from './env';
import { nextMail } from './mailbox';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './server';

export { ADMIN_PASSWORD, ADMIN_USERNAME } from './server';

/** The run's shared Chromium (`global-setup.ts`); `close()` disconnects this file only. */
/**
 * How long a browser action (a click, a fill, a navigation, a wait for an element) may take before
 * it fails. Generous: CI's machine is shared, and under its load a step that takes a second here
 * has taken ten (every browser file's context uses it, as `expect.poll` does in vitest.e2e.config.ts).
 */
export const ACTION_TIMEOUT_MS = 30_000;

export async function connectChromium(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'));
}
/** A file-system-safe name for a test's artifacts. */
export function artifactName(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[^\w.-]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 150) || 'test'
  );
}

/** Saves `<name>.png` and `<name>.html` of the page in the artifacts directory (never throws). */
export async function keepArtifacts(page: Page, name: string, extra?: string): Promise<void> {
  try {
    await mkdir(ARTIFACTS_DIR, { recursive: true });
    const base = path.join(ARTIFACTS_DIR, artifactName(name));
    await page.screenshot({ path: `${base}.png`, fullPage: true, timeout: 10_000 });
    await writeFile(`${base}.html`, `<!-- ${page.url()} -->\n${await page.content()}`);
    if (extra) await writeFile(`${base}.log`, extra);
  } catch (error) {
    console.warn(`could not keep the artifacts of '${name}':`, error);
  }
}

/**
 * Letters and digits unique to each test file (one per file and run). A worker runs file after
 * file with this module loaded once (`isolate: false` in vitest.e2e.config.ts), so the token is
 * kept per file, the one Vitest is collecting or running (`testPath`), not per module.
 */
const fileTokens = new Map<string, string>();

function fileToken(): string {
  const file = expect.getState().testPath;
  if (!file) throw new Error('unique() names things of a test file: call it while the file is collected or run');
  let token = fileTokens.get(file);
  if (token === undefined) {
    token = randomBytes(4).toString('hex');
    fileTokens.set(file, token);
  }
  return token;
}

/** `prefix` made unique to this file (`prefix_1a2b3c4d`): names of users, roles and items. */
export function unique(prefix: string): string {
  return `${prefix}_${fileToken()}`;
}

/** A user a test file needs, created through the API by `useBackOffice({ users })`. */
export interface E2EUser {
  readonly username: string;
  readonly password: string;
  /** A role of its own holding exactly these abilities (titled `e2e <username>`)... */
  readonly abilities?: readonly string[];
  /** ...or an existing role, held as it is ('redazione' to test the role family's rules). */
  readonly role?: string;
  readonly firstName?: string;
  readonly lastName?: string;
}

/** A user named `name` plus this file's token, with its password; `spec` says its role. */
export function e2eUser(
  name: string,
  spec: { abilities: readonly string[]; role?: never } | { role: string; abilities?: never },
  names: { firstName?: string; lastName?: string } = {},
): E2EUser {
  const username = unique(name);
  return { username, password: `${username}-password`, ...spec, ...names };
}

/** A user holding exactly the view, create, edit, delete and publish abilities of these entities. */
export function familyEditor(name: string, entities: readonly string[]): E2EUser {
  return e2eUser(name, {
    abilities: entities.flatMap((entity) =>
      ['view', 'create', 'edit', 'delete', 'publish'].map((action) => `${entity}-${action}`),
    ),
  });
}

export interface BackOffice {
  /** `http://127.0.0.1:<port>` of the server under test. */
  readonly base: string;
  /** This test's page (a fresh browser context per test). */
  readonly page: Page;
  readonly context: BrowserContext;
  readonly browser: Browser;
  /** Errors the page logged or threw during this test. */
  readonly pageErrors: readonly string[];
  /** Map tiles this test's page received from the server's local tile server. */
  tilesLoaded(): number;
  /** The next mail the server sent to `address` (the local SMTP catcher). */
  nextMail(address: string, timeoutMs?: number): Promise<CaughtMail>;
  /** Calls the API as the given token (or anonymously) and returns the parsed answer. */
  api<T = unknown>(
    method: string,
    apiPath: string,
    options?: { token?: string; body?: unknown },
  ): Promise<ApiAnswer<T>>;
  /** A token for `username` (through `POST login`; the administrator's is kept for the file). */
  token(username?: string, password?: string): Promise<string>;
  /**
   * Signs this test's page in as `username` (default the administrator) without the form, as the
   * form would leave it (`storeSession`); the next screen the test opens is its own. The form is
   * tested in auth.test.ts (and users.test.ts signs a new user in through it).
   */
  signIn(username?: string, password?: string): Promise<void>;
}

export interface ApiAnswer<T> {
  readonly status: number;
  readonly body: T;
}

/** One call of the v1 API of the server at `base` (JSON in and out). */
export async function callApi<T>(
  base: string,
  method: string,
  apiPath: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<ApiAnswer<T>> {
  const response = await fetch(`${base}/api/v1/${apiPath.replace(/^\//, '')}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** A token for `username` from `POST login` of the server at `base`. */
export async function loginToken(base: string, username: string, password: string): Promise<string> {
  const answer = await callApi<{ data?: { access_token?: string } }>(base, 'POST', 'login', {
    body: { username, password },
  });
  const token = answer.body.data?.access_token;
  if (answer.status !== 200 || !token) throw new Error(`login ${username}: ${answer.status}`);
  return token;
}

/** Creates the users (and their own roles) through the API as the administrator. */
export async function createUsers(base: string, adminToken: string, users: readonly E2EUser[]): Promise<void> {
  // One at a time would wait for each password hash in turn.
  await Promise.all(users.map((user) => createUser(base, adminToken, user)));
}

async function createUser(base: string, adminToken: string, user: E2EUser): Promise<void> {
  let role = user.role;
  if (role === undefined) {
    const created = await callApi<{ data: { id: number } }>(base, 'POST', 'user/roles', {
      token: adminToken,
      body: { title: `e2e ${user.username}`, abilities: user.abilities ?? [] },
    });
    if (created.status !== 201)
      throw new Error(`role of ${user.username}: ${created.status} ${JSON.stringify(created.body)}`);
    const read = await callApi<{ data: { name: string } }>(base, 'GET', `user/roles/${created.body.data.id}`, {
      token: adminToken,
    });
    role = read.body.data.name;
  }
  const answer = await callApi(base, 'POST', 'user', {
    token: adminToken,
    body: {
      first_name: user.firstName ?? 'Utente',
      last_name: user.lastName ?? 'Prova',
      username: user.username,
      email: `${user.username}@example.org`,
      password: user.password,
      password_confirmation: user.password,
      role,
      active: 1,
    },
  });
  if (answer.status !== 201) throw new Error(`user ${user.username}: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/** The last lines the shared server printed. */
async function serverOutput(): Promise<string> {
  const text = await readFile(inject('backOffice').logFile, 'utf8').catch(() => '');
  return text.split('\n').slice(-200).join('\n');
}

/** A fresh browser context and page, watched for errors and map tiles. */
export interface TestPage {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Errors the page logged (`console.error: ...`) or threw (`pageerror: ...`). */
  readonly errors: string[];
  /** Map tiles the page received from the shared back office's local tile server. */
  tiles(): number;
  /**
   * Closes the context, first keeping the artifacts when `failed` or the page threw; throws when
   * the page threw (an exception the app did not catch fails the test even when every step passed).
   */
  close(name: string, failed: boolean): Promise<void>;
}

/**
 * The local storage the admin keeps after a sign-in through the form: the token and the running
 * version (a different or missing version clears the storage, app/auth/session.ts).
 */
function sessionStorageState(base: string, token: string): BrowserContextOptions['storageState'] {
  return {
    cookies: [],
    origins: [
      {
        origin: base,
        localStorage: [
          { name: TOKEN_STORAGE_KEY, value: token },
          { name: APP_VERSION_STORAGE_KEY, value: packageJson.version },
        ],
      },
    ],
  };
}

/**
 * Puts a session into the local storage of `page`'s context as the sign-in form leaves it, from
 * a page of the server that is not the SPA (the API's health answer), so no screen is loaded.
 */
export async function storeSession(page: Page, base: string, token: string): Promise<void> {
  await page.goto(`${base}/api/v1/health`);
  await page.evaluate(
    (entries) => {
      for (const [name, value] of entries) localStorage.setItem(name, value);
    },
    [
      [TOKEN_STORAGE_KEY, token],
      [APP_VERSION_STORAGE_KEY, packageJson.version],
    ] as const,
  );
}

/**
 * A fresh context and page; with `token`, signed in already as the form would leave it (the form
 * itself is tested in auth.test.ts): the first screen opened is the test's own.
 */
export async function openTestPage(
  browser: Browser,
  options: { viewport?: { width: number; height: number }; token?: string } = {},
): Promise<TestPage> {
  const { tileOrigin, base } = inject('backOffice');
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 900 },
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    ...(options.token ? { storageState: sessionStorageState(base, options.token) } : {}),
  });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  const page = await context.newPage();
  const errors: string[] = [];
  let tiles = 0;
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.url().startsWith(`${tileOrigin}/`) && response.status() === 200) tiles += 1;
  });
  return {
    context,
    page,
    errors,
    tiles: () => tiles,
    async close(name, failed) {
      const uncaught = errors.filter((message) => message.startsWith('pageerror:'));
      try {
        if (failed || uncaught.length > 0) {
          const log = [`url: ${page.url()}`, ...errors, '--- server output (last lines) ---', await serverOutput()];
          await keepArtifacts(page, name, log.join('\n'));
        }
      } finally {
        await context.close();
      }
      if (uncaught.length > 0) throw new Error(`the page threw:\n${uncaught.join('\n')}`);
    },
  };
}

/**
 * Registers the hooks of a test file: the shared server and browser for the file, `users` created
 * before its tests, a fresh context and page for each test (unless `pages: false`: tests that open
 * their own with `openTestPage`, e.g. concurrent ones).
 */
export function useBackOffice(
  options: {
    users?: readonly E2EUser[];
    viewport?: { width: number; height: number };
    pages?: boolean;
  } = {},
): BackOffice {
  const shared = inject('backOffice');
  const { base } = shared;
  let browser: Browser | null = null;
  let current: TestPage | null = null;
  let adminToken: Promise<string> | null = null;

  const token = (username = ADMIN_USERNAME, password = ADMIN_PASSWORD): Promise<string> => {
    if (username !== ADMIN_USERNAME || password !== ADMIN_PASSWORD) return loginToken(base, username, password);
    adminToken ??= loginToken(base, username, password);
    return adminToken;
  };

  beforeAll(async () => {
    browser = await connectChromium();
    if (options.users && options.users.length > 0) await createUsers(base, await token(), options.users);
  });

  afterAll(async () => {
    await browser?.close();
  });

  if (options.pages !== false) {
    beforeEach(async () => {
      if (!browser) throw new Error('the browser did not start');
      current = await openTestPage(browser, { viewport: options.viewport });
    });

    afterEach(async (testContext) => {
      const closing = current;
      current = null;
      await closing?.close(testContext.task.fullName, testContext.task.result?.state === 'fail');
    });
  }

  const now = (): TestPage => {
    if (current === null) throw new Error('the page is only available inside a test');
    return current;
  };

  return {
    base,
    get page() {
      return now().page;
    },
    get context() {
      return now().context;
    },
    get browser() {
      if (browser === null) throw new Error('the browser is only available inside a test');
      return browser;
    },
    get pageErrors() {
      return now().errors;
    },
    tilesLoaded: () => now().tiles(),
    nextMail: (address, timeoutMs) => nextMail(shared.mailbox, address, timeoutMs),
    api: (method, apiPath, apiOptions = {}) => callApi(base, method, apiPath, apiOptions),
    token,
    signIn: async (username, password) => storeSession(now().page, base, await token(username, password)),
  };
}

/** Signs in through the login form and waits for the dashboard. */
export async function loginAs(page: Page, base: string, username: string, password: string): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entra' }).click();
  await page.waitForURL(/\/dashboard$/);
}

/** Opens the dashboard (a signed-in page) and waits for it. */
export async function openDashboard(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/dashboard`);
  await page.getByRole('heading', { name: 'Dashboard' }).first().waitFor();
}

export async function loginAsAdmin(page: Page, base: string): Promise<void> {
  await loginAs(page, base, ADMIN_USERNAME, ADMIN_PASSWORD);
}

/** The path of the page's current address (`/news/12`). */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** The page's finite animations still running (a drawer's or modal's fade; endless ones, a spinner's, aside). */
function runningTransitions(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      document
        .getAnimations()
        .filter(
          (animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity,
        ).length,
  );
}

/**
 * Runs axe on the page and fails, listing them readably, on serious or critical violations. It
 * scans once no transition runs: half-faded text of a drawer or modal just opened reads as low contrast.
 */
export async function expectNoSeriousA11yViolations(page: Page, what: string): Promise<void> {
  await expect.poll(() => runningTransitions(page), { timeout: 15_000 }).toBe(0);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const report = serious
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map((node) => `    - ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`)
        .join('\n');
      const more = violation.nodes.length > 5 ? `\n    ... and ${violation.nodes.length - 5} more` : '';
      return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
  if (serious.length > 0) {
    throw new Error(
      `axe found ${serious.length} serious or critical violation(s) on ${what} (${page.url()}):\n${report}`,
    );
  }
}
