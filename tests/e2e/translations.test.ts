/**
 * The translation overview in the browser (issue #35, docs/translations.md): reached from the
 * sidebar, the matrix filtered on 'Manca EN' shows a news item without English; its EN cell opens
 * the editor in English, where the title is written and saved as a draft; back in the overview,
 * the item is no longer missing English and its cell shows 'Bozza'. The screen passes axe. A
 * bookmarked address naming a type the user may not list loses it (replaced) and shows the matrix
 * without asking for that type. Title words of three characters or more search every type (a
 * bookmarked `?keywords=` too); shorter ones without a type are refused in the box, not sent.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eUser, expectNoSeriousA11yViolations, openDashboard, unique, useBackOffice } from './harness';

const rowOf = (page: Page, id: number) =>
  page.locator(`[data-testid="translation-row"][data-entity="news"][data-id="${id}"]`);

/** A user who may list the news items only. */
const newsReader = e2eUser('lettore_trad', { abilities: ['news-view'] });

describe('the translation overview', () => {
  const office = useBackOffice({ users: [newsReader] });

  it('finds an item missing its English translation, fills it in the editor, and it is no longer missing', async () => {
    const { page, base } = office;
    const title = unique('Festa senza inglese');
    const created = await office.api<{ data: { id: number } }>('POST', 'news', {
      token: await office.token(),
      body: { contents: { it: { title, status: 2 } } },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id;

    await office.signIn();
    await openDashboard(page, base);
    const nav = page.getByRole('navigation').first();
    await nav.getByText('Traduzioni', { exact: true }).click();
    await nav.getByRole('link', { name: 'Panoramica traduzioni' }).click();
    await page.waitForURL(/\/traduzioni/);
    await page.getByRole('heading', { name: 'Panoramica traduzioni', level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Riepilogo per tipo e lingua' }).waitFor();

    // 'Manca EN', and the title's words: the item is there, its EN cell absent.
    await page.getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: 'News', exact: true }).click();
    await page.waitForURL(/entity=news/);
    await page.getByRole('combobox', { name: 'Traduzione mancante' }).click();
    await page.getByRole('option', { name: 'Manca EN', exact: true }).click();
    await page.waitForURL(/missing=en/);
    await page.getByRole('textbox', { name: 'Titolo' }).fill(title);
    await page.getByRole('button', { name: 'Filtra', exact: true }).click();
    await page.waitForURL(/keywords=/);
    const row = rowOf(page, id);
    await row.waitFor();
    expect(await row.locator('td[data-lang="en"]').getAttribute('data-status')).toBe('-1');
    expect(await row.locator('td[data-lang="it"]').getAttribute('data-status')).toBe('2');
    await expectNoSeriousA11yViolations(page, 'the translation overview');
    const overview = new URL(page.url());

    // The EN cell opens the editor in English.
    await row.locator('td[data-lang="en"] a').click();
    await page.waitForURL(new RegExp(`/news/${id}\\?lang=en$`));
    await page.getByRole('heading', { name: 'Modifica News', level: 1 }).waitFor();
    const english = page.locator('form [name="contents.en.title"]');
    await english.waitFor();
    await english.fill(`${title} in English`);
    await english.blur();
    const save = page.getByRole('button', { name: 'Salva' });
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await page.getByText('Elemento salvato correttamente').waitFor();

    // Back in the overview: no longer missing English; without the filter, its EN cell is a draft.
    await page.goto(`${base}${overview.pathname}${overview.search}`);
    await page.getByRole('table', { name: 'Contenuti per lingua' }).getByText('Nessun contenuto').waitFor();
    expect(await rowOf(page, id).count()).toBe(0);
    await page.goto(`${base}/traduzioni?entity=news&keywords=${encodeURIComponent(title)}`);
    await rowOf(page, id).waitFor();
    expect(await rowOf(page, id).locator('td[data-lang="en"]').getAttribute('data-status')).toBe('2');
    expect(await rowOf(page, id).locator('td[data-lang="en"]').textContent()).toContain('Bozza');
  });

  it('drops from the address a type the user may not list, and shows the matrix without it', async () => {
    const { page, base } = office;
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/translations')) asked.push(new URL(request.url()).search);
    });
    await office.signIn(newsReader.username, newsReader.password);
    await page.goto(`${base}/traduzioni?entity=download&missing=en`);
    await page.waitForURL((url) => url.pathname === '/traduzioni' && url.search === '?missing=en');
    await page.getByRole('table', { name: 'Contenuti per lingua' }).waitFor();
    await page.locator('[data-testid="translation-count"][data-entity="news"]').waitFor();
    expect(await page.getByText('Impossibile caricare i dati').count()).toBe(0);
    expect(await page.getByRole('combobox', { name: 'Tipo' }).inputValue()).toBe('');
    // The type was never asked for (a 403 would have ended the session).
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.filter((search) => search.includes('entity='))).toEqual([]);
  });

  it('searches title words over every type from three characters, refusing shorter ones in the box', async () => {
    const { page, base } = office;
    const word = unique('Parolatrad').replace(/[^A-Za-z0-9]/g, '');
    const token = await office.token();
    const ids: Record<string, number> = {};
    for (const entity of ['download', 'news']) {
      const created = await office.api<{ data: { id: number } }>('POST', entity, {
        token,
        body: { contents: { it: { title: `${word} ${entity}`, status: 2 } } },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      ids[entity] = created.body.data.id;
    }
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/translations')) asked.push(new URL(request.url()).search);
    });
    await office.signIn();
    // A bookmarked search with no type: kept, rows of both types.
    await page.goto(`${base}/traduzioni?keywords=${word}`);
    const found = page.locator('[data-testid="translation-row"]');
    await page.locator(`[data-testid="translation-row"][data-entity="news"][data-id="${ids.news}"]`).waitFor();
    await expect.poll(() => found.count(), { timeout: 30_000 }).toBe(2);
    expect(await found.first().getAttribute('data-entity')).toBe('download');
    expect(new URL(page.url()).search).toBe(`?keywords=${word}`);
    const box = page.getByRole('textbox', { name: 'Titolo' });
    expect(await box.isEnabled()).toBe(true);
    expect(await box.inputValue()).toBe(word);

    // Two characters and no type: the rule as the box's error, no call with them.
    const before = asked.length;
    await box.fill('ab');
    await page.getByRole('button', { name: 'Filtra', exact: true }).click();
    await page.getByText('Almeno 3 caratteri in tutti i tipi; con un tipo scelto, anche meno').waitFor();
    expect(await box.getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).search).toBe(`?keywords=${word}`);
    expect(asked.slice(before).filter((search) => search.includes('keywords=ab'))).toEqual([]);
    await expectNoSeriousA11yViolations(page, 'the translation overview with a title error');
  });
});
