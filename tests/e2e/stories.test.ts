/**
 * Renders every Storybook story in Chromium: builds Storybook (or reuses `storybook-static/` when
 * E2E_SKIP_BUILD=1, as CI does after `npm run build-storybook`), serves it with a small static
 * server, and shows each story of `index.json` in the preview iframe. The iframe is loaded once and
 * the stories are switched over Storybook's own channel (`setCurrentStory`, answered by
 * `storyFinished`), as Storybook's manager does: reloading the preview for each story cost about
 * 3 s of the 6 minutes this took. After a failing story the preview is loaded afresh. A story
 * passes when it rendered something, Storybook shows no error screen, and the page logged no
 * error (network failures a story provokes on purpose, e.g. a 422 or 500 from MSW, are allowed).
 */
import { rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_TIMEOUT_MS, connectChromium, keepArtifacts } from './harness';
import { serve, storiesOf, storybookDir } from './storybook';

/** Console messages that are not failures: the browser reporting answers a story asked for. */
const ALLOWED_CONSOLE = [/Failed to load resource: the server responded with a status of (4\d\d|5\d\d)/, /\[MSW\]/];
/** A story's requests (MSW answers) have ended once none has been pending for this long. */
const QUIET_MS = 250;
const SETTLE_MAX_MS = 2_000;

// Built before the tests are collected: one test per story.
const storybook = await storybookDir();
const stories = await storiesOf(storybook.dir);

/** The preview iframe, kept across stories, with what it logged since the current story began. */
interface Preview {
  readonly page: Page;
  readonly errors: string[];
  /** Requests started and not yet ended. */
  pending: number;
  lastActivity: number;
}

describe('Storybook stories render', () => {
  let server: Server | null = null;
  let base = '';
  let browser: Browser | null = null;
  let context: BrowserContext | null = null;
  let preview: Preview | null = null;

  beforeAll(async () => {
    [{ server, base }, browser] = await Promise.all([serve(storybook.dir), connectChromium()]);
    // One context for all stories: MSW's service worker is installed once and stays.
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'it-IT' });
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  });

  afterAll(async () => {
    await preview?.page.close();
    await context?.close();
    await browser?.close();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    if (storybook.built) await rm(storybook.dir, { recursive: true, force: true });
  });

  /** Loads the preview iframe on a story and waits until Storybook shows it (or an error). */
  async function openPreview(storyId: string): Promise<Preview> {
    if (!context) throw new Error('the browser did not start');
    const page = await context.newPage();
    const opened: Preview = { page, errors: [], pending: 0, lastActivity: Date.now() };
    page.on('pageerror', (error) => opened.errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (!ALLOWED_CONSOLE.some((pattern) => pattern.test(text))) opened.errors.push(`console.error: ${text}`);
    });
    const ended = () => {
      opened.pending = Math.max(0, opened.pending - 1);
      opened.lastActivity = Date.now();
    };
    page.on('request', () => {
      opened.pending += 1;
      opened.lastActivity = Date.now();
    });
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    await page.goto(`${base}/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story`);
    await page
      .waitForFunction(
        () =>
          /sb-show-(errordisplay|nopreview)/.test(document.body.className) ||
          (document.body.classList.contains('sb-show-main') &&
            (document.getElementById('storybook-root')?.childElementCount ?? 0) > 0),
        undefined,
        { timeout: ACTION_TIMEOUT_MS },
      )
      .catch(() => undefined);
    // And until its play function has ended: switching away from a story still rendering or
    // playing makes Storybook reload the preview (StoryRender's teardown), which destroyed the
    // next story's page mid-check (the keyboard-reorder stories, when one opened the preview).
    await page
      .waitForFunction(
        () => {
          const render = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
            .__STORYBOOK_PREVIEW__?.currentRender;
          return !['loading', 'beforeEach', 'rendering', 'playing', 'afterEach'].includes(render?.phase ?? '');
        },
        undefined,
        { timeout: ACTION_TIMEOUT_MS },
      )
      .catch(() => undefined);
    return opened;
  }

  /** Shows a story in the loaded preview over Storybook's channel; resolves when it finished. */
  async function switchStory(current: Preview, storyId: string): Promise<void> {
    await current.page.evaluate(
      (id) =>
        new Promise<void>((resolve) => {
          type Channel = {
            on(event: string, listener: (payload: unknown) => void): void;
            off(event: string, listener: (payload: unknown) => void): void;
            emit(event: string, payload: unknown): void;
          };
          const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
          const timer = setTimeout(done, 20_000);
          function finished(payload: unknown) {
            if ((payload as { storyId?: string } | null)?.storyId === id) done();
          }
          function done() {
            clearTimeout(timer);
            channel.off('storyFinished', finished);
            channel.off('storyMissing', done);
            resolve();
          }
          channel.on('storyFinished', finished);
          channel.on('storyMissing', done);
          channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
        }),
      storyId,
    );
  }

  /** Waits until the story's requests have ended: none pending for QUIET_MS (bounded). */
  async function settle(current: Preview): Promise<void> {
    const deadline = Date.now() + SETTLE_MAX_MS;
    while (Date.now() < deadline) {
      const quietFor = Date.now() - current.lastActivity;
      if (current.pending === 0 && quietFor >= QUIET_MS) return;
      // Checked again when the quiet period would end (not a fixed step past it), or soon while
      // requests are pending.
      const wait = current.pending === 0 ? QUIET_MS - quietFor : 50;
      await new Promise((resolve) => setTimeout(resolve, Math.max(1, Math.min(wait, deadline - Date.now()))));
    }
  }

  it('finds stories in index.json', () => {
    expect(stories.length).toBeGreaterThan(0);
  });

  it.each(stories.map((story) => [`${story.title} / ${story.name}`, story] as const))('%s', async (_label, story) => {
    let current = preview;
    if (current) {
      current.errors.length = 0;
      await switchStory(current, story.id);
    } else {
      current = await openPreview(story.id);
      preview = current;
    }
    const { page, errors } = current;
    try {
      await settle(current);
      const state = await page.evaluate(() => ({
        body: document.body.className,
        error: document.querySelector('.sb-errordisplay')?.textContent?.trim().slice(0, 2000) ?? '',
        rootChildren: document.getElementById('storybook-root')?.childElementCount ?? 0,
      }));
      expect(state.body, `Storybook shows an error:\n${state.error}`).not.toMatch(/sb-show-(errordisplay|nopreview)/);
      expect(state.rootChildren, 'the story rendered nothing').toBeGreaterThan(0);
      // Joined, so a failure's report quotes what was logged.
      expect(errors.join('\n'), 'the page logged errors').toBe('');
    } catch (error) {
      await keepArtifacts(page, `story ${story.id}`, errors.join('\n'));
      // The next story starts from a freshly loaded preview.
      preview = null;
      await page.close();
      throw error;
    }
  });
});
