/**
 * Browser-test harness. `useBackOffice()` in a test file starts one real server (fresh data
 * directory, demo content, the built SPA) and one Chromium for the file, gives each test a fresh
 * browser context (empty local storage) and page, and keeps a screenshot and the page's HTML in
 * `tests/e2e/artifacts/` when a test fails.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { ARTIFACTS_DIR, CHROMIUM_ARGS, CHROMIUM_PATH, headful } from './env';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startBackOffice, type E2EUser, type RunningServer } from './server';

export { ADMIN_PASSWORD, ADMIN_USERNAME, type E2EUser } from './server';

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: !headful(),
    args: headful() ? CHROMIUM_ARGS.filter((flag) => flag !== '--headless') : CHROMIUM_ARGS,
  });
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

export interface BackOffice {
  /** `http://127.0.0.1:<port>` of the server under test. */
  readonly base: string;
  /** This test's page (a fresh browser context per test). */
  readonly page: Page;
  readonly context: BrowserContext;
  readonly browser: Browser;
  /** Errors the page logged or threw during this test. */
  readonly pageErrors: readonly string[];
  /** Map tiles the server's local tile server has served so far. */
  tilesServed(): number;
  /** Calls the API as the given token (or anonymously) and returns the parsed answer. */
  api<T = unknown>(
    method: string,
    apiPath: string,
    options?: { token?: string; body?: unknown },
  ): Promise<ApiAnswer<T>>;
  /** A token for `username` (through `POST login`). */
  token(username?: string, password?: string): Promise<string>;
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

/**
 * Registers the hooks of a test file: one server and one browser for the file, a fresh context and
 * page for each test. `users` are created before the server starts.
 */
export function useBackOffice(
  options: {
    users?: readonly E2EUser[];
    viewport?: { width: number; height: number };
    /** Extra server settings, read when the server starts (after the file's earlier `beforeAll`s). */
    env?: () => Readonly<Record<string, string>>;
  } = {},
): BackOffice {
  let server: RunningServer | null = null;
  let browser: Browser | null = null;
  let context: BrowserContext | null = null;
  let page: Page | null = null;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    // Both start at once; each is kept as soon as it is up, so afterAll stops it even if the other failed.
    await Promise.all([
      startBackOffice({
        spaDir: inject('spaDir'),
        dataTemplate: inject('dataTemplate'),
        users: options.users,
        env: options.env?.(),
      }).then((started) => (server = started)),
      launchChromium().then((launched) => (browser = launched)),
    ]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  beforeEach(async () => {
    if (!browser) throw new Error('the browser did not start');
    context = await browser.newContext({
      viewport: options.viewport ?? { width: 1280, height: 900 },
      locale: 'it-IT',
      timezoneId: 'Europe/Rome',
    });
    context.setDefaultTimeout(10_000);
    page = await context.newPage();
    pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(`console.error: ${message.text()}`);
    });
  });

  afterEach(async (testContext) => {
    const uncaught = pageErrors.filter((message) => message.startsWith('pageerror:'));
    try {
      if (page && (testContext.task.result?.state === 'fail' || uncaught.length > 0)) {
        const log = [`url: ${page.url()}`, ...pageErrors, '--- server output ---', ...(server?.output ?? [])];
        await keepArtifacts(page, testContext.task.fullName, log.join('\n'));
      }
    } finally {
      await context?.close();
      context = null;
      page = null;
    }
    // An exception the app did not catch fails the test even when every step succeeded.
    if (uncaught.length > 0) throw new Error(`the page threw:\n${uncaught.join('\n')}`);
  });

  const current = <T>(value: T | null, what: string): T => {
    if (value === null) throw new Error(`${what} is only available inside a test`);
    return value;
  };

  const api: BackOffice['api'] = (method, apiPath, options = {}) =>
    callApi(current(server, 'the server').base, method, apiPath, options);

  return {
    get base() {
      return current(server, 'the server').base;
    },
    get page() {
      return current(page, 'the page');
    },
    get context() {
      return current(context, 'the browser context');
    },
    get browser() {
      return current(browser, 'the browser');
    },
    get pageErrors() {
      return pageErrors;
    },
    tilesServed: () => current(server, 'the server').tilesServed(),
    api,
    async token(username = ADMIN_USERNAME, password = ADMIN_PASSWORD) {
      const answer = await api<{ data?: { access_token?: string } }>('POST', 'login', { body: { username, password } });
      const token = answer.body.data?.access_token;
      if (answer.status !== 200 || !token) throw new Error(`login ${username}: ${answer.status}`);
      return token;
    },
  };
}

/** A user holding exactly the view, create, edit, delete and publish abilities of these entities. */
export function familyEditor(username: string, entities: readonly string[]): E2EUser {
  return {
    username,
    password: `${username}-password`,
    abilities: entities.flatMap((entity) =>
      ['view', 'create', 'edit', 'delete', 'publish'].map((action) => `${entity}-${action}`),
    ),
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

export async function loginAsAdmin(page: Page, base: string): Promise<void> {
  await loginAs(page, base, ADMIN_USERNAME, ADMIN_PASSWORD);
}

/** The path of the page's current address (`/news/12`). */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Runs axe on the page and fails, listing them readably, on serious or critical violations. */
export async function expectNoSeriousA11yViolations(page: Page, what: string): Promise<void> {
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
