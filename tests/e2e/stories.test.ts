/**
 * Renders every Storybook story in Chromium: builds Storybook (or reuses `storybook-static/` when
 * E2E_SKIP_BUILD=1, as CI does after `npm run build-storybook`), serves it with a small static
 * server, and opens each story of `index.json` in its iframe. A story passes when it rendered
 * something, Storybook shows no error screen, and the page logged no error (network failures a
 * story provokes on purpose, e.g. a 422 or 500 from MSW, are allowed).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT, skipBuild, tempPrefix } from './env';
import { keepArtifacts, launchChromium } from './harness';

interface IndexEntry {
  readonly type: 'story' | 'docs';
  readonly id: string;
  readonly title: string;
  readonly name: string;
}

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

/** Console messages that are not failures: the browser reporting answers a story asked for. */
const ALLOWED_CONSOLE = [/Failed to load resource: the server responded with a status of (4\d\d|5\d\d)/, /\[MSW\]/];

async function storybookDir(): Promise<{ dir: string; built: boolean }> {
  if (skipBuild()) {
    const dir = path.join(PROJECT_ROOT, 'storybook-static');
    if (!existsSync(path.join(dir, 'index.json'))) {
      throw new Error('E2E_SKIP_BUILD=1 needs storybook-static/: run `npm run build-storybook` first');
    }
    return { dir, built: false };
  }
  const dir = await mkdtemp(`${tempPrefix()}storybook-`);
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [
      path.join(PROJECT_ROOT, 'node_modules', 'storybook', 'dist', 'bin', 'dispatcher.js'),
      'build',
      '-o',
      dir,
      '--quiet',
      '--disable-telemetry',
    ],
    {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', CI: 'true' },
    },
  );
  if (result.status !== 0)
    throw new Error(`storybook build failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  console.log(`stories: Storybook built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { dir, built: true };
}

function serve(root: string): Promise<{ server: Server; base: string }> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = path.join(root, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(root)) {
      response.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) => {
        response.writeHead(200, {
          'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
          // Hashed bundles are reused from the browser's cache from one story to the next.
          'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=3600, immutable' : 'no-cache',
        });
        response.end(body);
      },
      () => response.writeHead(404).end('not found'),
    );
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ server, base: `http://127.0.0.1:${port}` });
    });
  });
}

// Built before the tests are collected: one test per story.
const storybook = await storybookDir();
const index = JSON.parse(await readFile(path.join(storybook.dir, 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

describe('Storybook stories render', () => {
  let server: Server | null = null;
  let base = '';
  let browser: Browser | null = null;
  let context: BrowserContext | null = null;

  beforeAll(async () => {
    [{ server, base }, browser] = await Promise.all([serve(storybook.dir), launchChromium()]);
    // One context for all stories: MSW's service worker is installed once and stays.
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'it-IT' });
    context.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    if (storybook.built) await rm(storybook.dir, { recursive: true, force: true });
  });

  it('finds stories in index.json', () => {
    expect(stories.length).toBeGreaterThan(0);
  });

  it.each(stories.map((story) => [`${story.title} / ${story.name}`, story] as const))('%s', async (_label, story) => {
    if (!context) throw new Error('the browser did not start');
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (!ALLOWED_CONSOLE.some((pattern) => pattern.test(text))) errors.push(`console.error: ${text}`);
    });
    try {
      await page.goto(`${base}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`);
      // Storybook marks the body when it shows the story (or an error); React then fills the root.
      await page
        .waitForFunction(
          () =>
            /sb-show-(errordisplay|nopreview)/.test(document.body.className) ||
            (document.body.classList.contains('sb-show-main') &&
              (document.getElementById('storybook-root')?.childElementCount ?? 0) > 0),
          undefined,
          { timeout: 20_000 },
        )
        .catch(() => undefined);
      await page.waitForLoadState('networkidle', { timeout: 1_500 }).catch(() => undefined);

      const state = await page.evaluate(() => ({
        body: document.body.className,
        error: document.querySelector('.sb-errordisplay')?.textContent?.trim().slice(0, 2000) ?? '',
        rootChildren: document.getElementById('storybook-root')?.childElementCount ?? 0,
        rootText: document.getElementById('storybook-root')?.textContent?.trim().length ?? 0,
      }));
      expect(state.body, `Storybook shows an error:\n${state.error}`).not.toMatch(/sb-show-(errordisplay|nopreview)/);
      expect(state.rootChildren, 'the story rendered nothing').toBeGreaterThan(0);
      expect(errors, 'the page logged errors').toEqual([]);
    } catch (error) {
      await keepArtifacts(page, `story ${story.id}`, errors.join('\n'));
      throw error;
    } finally {
      await page.close();
    }
  });
});
