/**
 * The editor's structure at a real size (issue #49), guarded by what renders and what mounts, not
 * by the clock: a Via Emilia itinerary of 20 stages, each with a description in it/en/de, videos,
 * planning links, recipes and podcasts.
 * - Typing in one stage's title renders that title's widget and nothing else: not the list, not the
 *   other stages, not the item's fields (the widgets count their renders while the page asks,
 *   `countRender` of kinds/host/form.tsx); typing in the item's title renders no stage.
 * - A folded stage mounts no member (no rich-text editor, no input); stages far below the visible
 *   part hold an empty placeholder until scrolled to, then mount with their values.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { unique, useBackOffice } from './harness';

const LANGUAGES = ['it', 'en', 'de'] as const;
const STAGES = 20;

function perLanguage<T>(make: (language: string) => T): Record<string, T> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, make(language)]));
}

function stage(index: number) {
  const n = index + 1;
  const entries = (count: number, make: (at: number) => Record<string, unknown>) =>
    perLanguage(() => Array.from({ length: count }, (_, at) => ({ order: at + 1, ...make(at) })));
  return {
    order: n,
    contents: perLanguage((language) => ({
      title: `Tappa ${n} ${language}`,
      description: `<p>Descrizione della tappa ${n} (${language}).</p>`,
    })),
    attachments: [],
    distanza: perLanguage(() => `${n * 10} km`),
    video: entries(5, (at) => ({ url: `https://video.example.org/${n}/${at}`, title: `Video ${at + 1}` })),
    planning: entries(6, (at) => ({ url: `https://plan.example.org/${n}/${at}`, title: `Link ${at + 1}`, image: [] })),
    ricette: entries(3, (at) => ({
      url: `https://food.example.org/${n}/${at}`,
      title: `Ricetta ${at + 1}`,
      image: [],
    })),
    podcast: entries(2, (at) => ({ url: `https://audio.example.org/${n}/${at}`, title: `Podcast ${at + 1}` })),
  };
}

/** Starts counting the widgets' renders in the page; `renders()` reads what was counted since. */
async function countRenders(page: Page): Promise<void> {
  await page.evaluate(() => {
    (globalThis as { __formRenders?: Map<string, number> }).__formRenders = new Map();
  });
}

async function renders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const counts = (globalThis as { __formRenders?: Map<string, number> }).__formRenders;
    return counts ? [...counts.keys()] : [];
  });
}

describe('the editor at a real size', () => {
  const office = useBackOffice();

  it('renders only the typed widget, mounts no folded stage and mounts far stages when scrolled to', async () => {
    const { page, base } = office;
    const token = await office.token();
    const title = unique('Via Emilia in venti tappe');
    const created = await office.api<{ data: { id: number } }>('POST', 'viaemilia', {
      token,
      body: {
        tappe: Array.from({ length: STAGES }, (_, index) => stage(index)),
        contents: {
          it: {
            title,
            slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
            subtitle: 'Da Piacenza a Rimini',
            status: 2,
          },
        },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id;
    try {
      await office.signIn();
      await page.goto(`${base}/viaemilia/${id}`);
      const itemTitle = page.locator('form [name="contents.it.title"]');
      await expect.poll(() => itemTitle.inputValue()).toBe(title);

      // The first stages mount with the list; the last ones wait for the view.
      const stageTitle = (index: number) => page.locator(`form [name="tappe.${index}.contents.it.title"]`);
      await expect.poll(() => stageTitle(1).inputValue()).toBe('Tappa 2 it');
      expect(await stageTitle(STAGES - 1).count()).toBe(0);
      expect(await page.locator('[data-lazy-mount="waiting"]').count()).toBeGreaterThan(0);

      // A keystroke in a stage's title renders that widget alone, after the check's pause too.
      // (Counted once the click's scrolling has mounted what came into view.)
      await stageTitle(1).click();
      await page.keyboard.press('End');
      await page.waitForTimeout(600);
      await countRenders(page);
      await page.keyboard.type('xyz', { delay: 30 });
      await page.waitForTimeout(600);
      expect(await renders(page)).toEqual(['tappe.1.contents.it.title']);
      expect(await stageTitle(1).inputValue()).toBe('Tappa 2 itxyz');
      // The stage's name follows its title (its own header, its handle).
      await page
        .getByRole('button', { name: 'Trascina per riordinare: Tappa 2 itxyz', exact: true })
        .waitFor({ state: 'attached' });

      // A keystroke in the item's title renders no stage.
      await itemTitle.click();
      await page.keyboard.press('End');
      await page.waitForTimeout(600);
      await countRenders(page);
      await page.keyboard.type('!', { delay: 30 });
      await page.waitForTimeout(600);
      expect(await renders(page)).toEqual(['contents.it.title']);

      // A folded stage mounts none of its members (no rich-text editor, no input).
      const stages = page.getByRole('region', { name: 'Tappe Itinerario' });
      const firstStage = page.locator('form [name="tappe.0.contents.it.title"]');
      await expect.poll(() => firstStage.count()).toBe(1);
      const editorsBefore = await stages.locator('.ql-editor').count();
      await stages.getByRole('button', { name: 'Comprimi: Tappa 1 it', exact: true }).click();
      await expect.poll(() => firstStage.count()).toBe(0);
      expect(await page.locator('form [name^="tappe.0."]').count()).toBe(0);
      expect(await stages.locator('.ql-editor').count()).toBeLessThan(Math.max(editorsBefore, 1));
      // Unfolded, it shows its values again.
      await stages.getByRole('button', { name: 'Espandi: Tappa 1 it', exact: true }).click();
      await expect.poll(() => firstStage.inputValue()).toBe('Tappa 1 it');

      // The last stage mounts when scrolled to, with its values (the list itself does not render).
      await countRenders(page);
      await page.getByRole('button', { name: 'Aggiungi tappa' }).scrollIntoViewIfNeeded();
      await expect.poll(() => stageTitle(STAGES - 1).inputValue(), { timeout: 20_000 }).toBe(`Tappa ${STAGES} it`);
      expect(await renders(page)).not.toContain('list:tappe');
    } finally {
      await office.api('DELETE', `viaemilia/${id}`, { token });
    }
  });
});
