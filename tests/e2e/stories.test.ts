/**
 * Renders every Storybook story in Chromium: builds Storybook (or reuses `storybook-static/` when
 * E2E_SKIP_BUILD=1, as CI does after `npm run build-storybook`), serves it with a small static
 * server, and opens each story of `index.json` in its iframe. A story passes when it rendered
 * something, Storybook shows no error screen, and the page logged no error (network failures a
 * story provokes on purpose, e.g. a 422 or 500 from MSW, are allowed).
 */
import { rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepArtifacts, launchChromium } from './harness';
import { serve, storiesOf, storybookDir } from './storybook';

/** Console messages that are not failures: the browser reporting answers a story asked for. */
const ALLOWED_CONSOLE = [/Failed to load resource: the server responded with a status of (4\d\d|5\d\d)/, /\[MSW\]/];

// Built before the tests are collected: one test per story.
const storybook = await storybookDir();
const stories = await storiesOf(storybook.dir);

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
