/**
 * The entity picker in Chromium, on its story (`Fields/Entity`, limit 3, two items picked, the
 * calls answered by MSW): the search runs for an empty query and from 3 characters, 700 ms after
 * the last keystroke; 'Non ci sono risultati'; adding up to the limit disables the add buttons;
 * removing enables them again; the keyboard reorders the picked items.
 */
import { rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_TIMEOUT_MS, connectChromium, keepArtifacts } from './harness';
import { serve, storybookDir } from './storybook';

const storybook = await storybookDir();

/** The searches the page made: the `q` of each `GET entities/list`. */
interface Search {
  readonly q: string;
}

describe('the entity picker', () => {
  let server: Server | null = null;
  let base = '';
  let browser: Browser | null = null;

  beforeAll(async () => {
    [{ server, base }, browser] = await Promise.all([serve(storybook.dir), connectChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    if (storybook.built) await rm(storybook.dir, { recursive: true, force: true });
  });

  async function openStory(): Promise<{ page: Page; searches: Search[] }> {
    if (!browser) throw new Error('the browser did not start');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'it-IT' });
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    const page = await context.newPage();
    const searches: Search[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/api/v1/entities/list')) {
        searches.push({ q: url.searchParams.get('q') ?? '' });
      }
    });
    // The page's own clock for the debounce: when the last input happened and when each search
    // left (the test process hears of both later, by how much depends on the machine's load).
    await page.addInitScript(() => {
      const clock = { input: 0, searches: [] as number[] };
      Object.assign(window, { pickerClock: clock });
      document.addEventListener('input', () => (clock.input = performance.now()), true);
      const original = window.fetch.bind(window);
      window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
        const url = input instanceof Request ? input.url : String(input);
        if (url.includes('/api/v1/entities/list')) clock.searches.push(performance.now());
        return original(input, init);
      };
    });
    await page.goto(`${base}/iframe.html?id=fields-entity--default&viewMode=story`);
    await page.getByTestId('entity-picker').waitFor();
    return { page, searches };
  }

  const picked = (page: Page) =>
    page
      .getByTestId('entity-picker')
      .getByRole('button', { name: /^Trascina per riordinare: / })
      .evaluateAll((handles) => handles.map((handle) => handle.getAttribute('aria-label') ?? ''));

  it('searches an empty query or 3+ characters, 700 ms after the last keystroke', async () => {
    const { page, searches } = await openStory();
    try {
      await page.getByRole('button', { name: 'Aggiungi contenuto' }).click();
      const results = page.getByRole('list', { name: 'Risultati' }).getByRole('listitem');
      await results.first().waitFor();
      expect(searches.map((search) => search.q)).toEqual(['']);
      const box = page.getByRole('textbox', { name: 'Cerca: Correlati' });

      // Two characters: no search, however long the pause.
      await box.pressSequentially('No', { delay: 50 });
      await page.waitForTimeout(1_200);
      expect(searches).toHaveLength(1);

      // The third character: one search, no sooner than 700 ms after it (measured in the page
      // below: a wait here would time the test's own process, which a loaded machine delays).
      await box.pressSequentially('t');
      await expect.poll(() => searches.length).toBe(2);
      expect(searches[1]?.q).toBe('Not');
      // Measured in the page: from the keystroke's input event to the search's fetch.
      const clock = await page.evaluate(
        () => (window as unknown as { pickerClock: { input: number; searches: number[] } }).pickerClock,
      );
      // Two searches seen by the page too, the keystroke between them.
      expect(clock.searches).toHaveLength(2);
      expect(clock.input).toBeGreaterThan(clock.searches[0] ?? Infinity);
      expect((clock.searches[1] ?? 0) - clock.input).toBeGreaterThanOrEqual(650);
      await expect
        .poll(async () => {
          const texts = await results.allInnerTexts();
          return texts.length > 0 && texts.every((text) => /not/i.test(text));
        })
        .toBe(true);

      // Nothing found.
      await box.fill('zzzz');
      await page.getByText('Non ci sono risultati').waitFor();
      expect(searches.at(-1)?.q).toBe('zzzz');

      // Emptied: everything again.
      await box.fill('');
      await results.first().waitFor();
      expect(searches.at(-1)?.q).toBe('');
    } catch (error) {
      await keepArtifacts(page, 'picker search');
      throw error;
    } finally {
      await page.context().close();
    }
  });

  it('adds up to the limit, then disables adding; removes and reorders with the keyboard', async () => {
    const { page } = await openStory();
    try {
      const add = page.getByRole('button', { name: 'Aggiungi contenuto' });
      await add.click();
      const results = page.getByRole('list', { name: 'Risultati' }).getByRole('listitem');
      await results.first().waitFor();
      const before = await picked(page);
      expect(before).toHaveLength(2);
      const title = (await results.first().locator('p').innerText()).trim();
      await results
        .first()
        .getByRole('button', { name: `Aggiungi ${title}` })
        .click();
      await expect.poll(() => picked(page)).toEqual([...before, `Trascina per riordinare: ${title}`]);
      await page.getByText('3 di 3', { exact: true }).waitFor();
      expect(await add.isDisabled()).toBe(true);
      // The search panel stays open while its add buttons are disabled.
      const addButtons = page.getByRole('list', { name: 'Risultati' }).getByRole('button');
      await expect
        .poll(async () => addButtons.evaluateAll((buttons) => buttons.every((b) => b.hasAttribute('disabled'))))
        .toBe(true);

      // Keyboard reorder: the first item moves down one place.
      const handles = page.getByTestId('entity-picker').getByRole('button', { name: /^Trascina per riordinare: / });
      await handles.first().focus();
      // dnd-kit measures the rows after the pick-up and animates each move: a pause between keys.
      for (const key of ['Space', 'ArrowDown', 'Space']) {
        await page.keyboard.press(key);
        await page.waitForTimeout(300);
      }
      await expect.poll(() => picked(page)).toEqual([before[1], before[0], `Trascina per riordinare: ${title}`]);

      // Removing one enables adding again.
      await page.getByRole('button', { name: `Rimuovi ${title}` }).click();
      await page.getByText('2 di 3', { exact: true }).waitFor();
      expect(await add.isDisabled()).toBe(false);
    } catch (error) {
      await keepArtifacts(page, 'picker limit');
      throw error;
    } finally {
      await page.context().close();
    }
  });
});
