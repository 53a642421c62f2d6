/**
 * The generic list in the browser, on the news list (spec content.md "Shared list behaviour",
 * issue #4): a filter survives leaving the list and coming back (sidebar and browser Back), the
 * controls always show what is applied, Annulla Filtri clears it; bulk deletion asks for
 * confirmation and deletes only when confirmed.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openDashboard, pathOf, useBackOffice } from './harness';

/** The rows of the news table's body (ids of the rows shown). */
async function shownIds(page: Page): Promise<number[]> {
  const table = page.getByRole('table', { name: 'Gestione News' });
  await table.waitFor();
  const labels = await table
    .getByRole('checkbox', { name: /^Seleziona elemento \d+$/ })
    .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label') ?? ''));
  return labels.map((label) => Number(/\d+$/.exec(label)?.[0]));
}

/** Waits until the table shows exactly `expected` (the list loads asynchronously). */
async function expectShown(page: Page, expected: readonly number[]): Promise<void> {
  await expect.poll(() => shownIds(page)).toEqual(expected);
}

function searchBox(page: Page): Locator {
  return page.getByRole('search', { name: 'Filtri' }).getByRole('searchbox', { name: 'Cerca' });
}

/** Clicks a sidebar link, opening its group first when it is collapsed. */
async function sidebarLink(page: Page, group: string, link: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Menu principale' });
  const target = nav.getByRole('link', { name: link, exact: true });
  if (!(await target.isVisible())) await nav.getByText(group, { exact: true }).click();
  await target.click();
}

describe('the news list', () => {
  const office = useBackOffice();

  async function newsIds(query: string): Promise<number[]> {
    const token = await office.token();
    const answer = await office.api<{ data: { id: number }[] }>('GET', `news?limit=50&orderBy=-id${query}`, { token });
    expect(answer.status).toBe(200);
    return answer.body.data.map((row) => row.id);
  }

  it('keeps a filter across navigation and Back, and Annulla Filtri clears it', async () => {
    const { page, base } = office;
    const all = await newsIds('');
    const ravenna = await newsIds('&keywords=Ravenna');
    expect(ravenna.length).toBeGreaterThan(0);
    expect(ravenna.length).toBeLessThan(all.length);

    await office.signIn();
    await openDashboard(page, base);
    await sidebarLink(page, 'Altri contenuti', 'News');
    await page.waitForURL(/\/news(\?|$)/);
    await expectShown(page, all);

    await searchBox(page).fill('Ravenna');
    await page.getByRole('button', { name: 'Filtra' }).click();
    await expectShown(page, ravenna);

    // Away through the sidebar and back through it: the filter is restored and shown.
    await page.getByRole('navigation', { name: 'Menu principale' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL(/\/dashboard$/);
    await sidebarLink(page, 'Altri contenuti', 'News');
    await expectShown(page, ravenna);
    expect(await searchBox(page).inputValue()).toBe('Ravenna');

    // Into an item and back with the browser's Back button: the same list state.
    const first = ravenna[0] ?? 0;
    await page.getByRole('link', { name: `Modifica elemento ${first}` }).click();
    await page.waitForURL(new RegExp(`/news/${first}$`));
    await page.goBack();
    await page.waitForURL(/\/news(\?|$)/);
    await expectShown(page, ravenna);
    expect(await searchBox(page).inputValue()).toBe('Ravenna');

    // Annulla Filtri: nothing applied, nothing shown in the controls, and it stays so.
    await page.getByRole('button', { name: 'Annulla Filtri' }).click();
    await expectShown(page, all);
    expect(await searchBox(page).inputValue()).toBe('');
    await page.goto(`${base}/dashboard`);
    await sidebarLink(page, 'Altri contenuti', 'News');
    await expectShown(page, all);
    expect(await searchBox(page).inputValue()).toBe('');
  });

  it('deletes the selected rows only after confirmation', async () => {
    const { page, base } = office;
    const token = await office.token();
    const created: number[] = [];
    for (const title of ['Da cancellare: primo', 'Da cancellare: secondo']) {
      const answer = await office.api<{ data: { id: number } }>('POST', 'news', {
        token,
        body: { contents: { it: { title, status: 2 } } },
      });
      expect(answer.status).toBe(201);
      created.push(answer.body.data.id);
    }
    const before = await newsIds('');

    await office.signIn();
    await page.goto(`${base}/news`);
    await expectShown(page, before);
    const deleteSelected = page.getByRole('button', { name: 'Cancella Selezionati' });
    expect(await deleteSelected.isDisabled()).toBe(true);
    for (const id of created) await page.getByRole('checkbox', { name: `Seleziona elemento ${id}` }).check();
    expect(await deleteSelected.isEnabled()).toBe(true);

    // Cancelled: nothing is deleted.
    await deleteSelected.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Confermare cancellazione degli elementi selezionati?').waitFor();
    await dialog.getByRole('button', { name: 'Annulla' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await newsIds('')).toEqual(before);

    // Confirmed: both rows go, on the server and on screen.
    if (!(await deleteSelected.isEnabled())) {
      for (const id of created) await page.getByRole('checkbox', { name: `Seleziona elemento ${id}` }).check();
    }
    await deleteSelected.click();
    await dialog.getByText('Confermare cancellazione degli elementi selezionati?').waitFor();
    await dialog.getByRole('button', { name: 'Conferma' }).click();
    const remaining = before.filter((id) => !created.includes(id));
    await expectShown(page, remaining);
    expect(await newsIds('')).toEqual(remaining);
    for (const id of created) expect((await office.api('GET', `news/${id}`, { token })).status).toBe(404);
    expect(pathOf(page)).toBe('/news');
  });
});
