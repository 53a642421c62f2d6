/**
 * The category editor and the menu editor in the browser: a category moved with the keyboard on
 * its drag handle keeps its new place after a reload; a move to another parent is refused and
 * changes nothing; the top bar names the list after its sidebar link; a menu item is added in two
 * languages, edited in English and deleted after the spec's confirmation.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, useBackOffice } from './harness';

const OURS = ['Alfa', 'Beta', 'Gamma'];

/** The titles of this test's rows (the demo has categories of its own), top to bottom. */
async function rowTitles(page: Page): Promise<string[]> {
  const rows = page.locator('[data-testid^="tree-row-"]');
  await rows.first().waitFor();
  const titles = await rows.evaluateAll((elements) =>
    elements.map((element) => element.querySelector('p')?.textContent?.trim() ?? ''),
  );
  return titles.filter((title) => OURS.includes(title));
}

/** Picks up the row's handle with the keyboard, presses the keys, and drops it. */
async function keyboardMove(page: Page, title: string, keys: readonly string[]): Promise<void> {
  const handle = page.getByRole('button', { name: `Trascina per riordinare: ${title}` });
  await handle.focus();
  await page.keyboard.press('Space');
  await page.waitForTimeout(150);
  for (const key of keys) {
    await page.keyboard.press(key);
    await page.waitForTimeout(150);
  }
  await page.keyboard.press('Space');
}

describe('category and menu trees', () => {
  const office = useBackOffice();

  it('reorders categories with the keyboard, keeps the order after a reload, and refuses a move to another parent', async () => {
    const { page, base, api } = office;
    const token = await office.token();
    for (const title of OURS) {
      const created = await api('POST', 'categories', { token, body: { parent_id: 15, contents: { it: { title } } } });
      expect(created.status).toBe(201);
    }
    await office.signIn();
    await page.goto(`${base}/category-list/15`);
    await expect.poll(() => page.getByTestId('screen-name').innerText()).toBe('Categorie news');
    expect(await rowTitles(page)).toEqual(['Alfa', 'Beta', 'Gamma']);
    await expectNoSeriousA11yViolations(page, 'the category editor');

    await keyboardMove(page, 'Gamma', ['ArrowUp']);
    await page.getByText('Ordinamento salvato').waitFor();
    await expect.poll(() => rowTitles(page)).toEqual(['Alfa', 'Gamma', 'Beta']);
    await page.reload();
    await expect.poll(() => rowTitles(page)).toEqual(['Alfa', 'Gamma', 'Beta']);

    // One level right: Beta would go under Gamma, another parent.
    await keyboardMove(page, 'Beta', ['ArrowRight']);
    await page.getByText(/^Spostamento non consentito/).waitFor();
    await page.reload();
    await expect.poll(() => rowTitles(page)).toEqual(['Alfa', 'Gamma', 'Beta']);
    const tree = await api<{ data: { children: { contents: { it: { title: string } }; children: unknown[] }[] } }>(
      'GET',
      'categories?main=15',
      { token },
    );
    const ours = tree.body.data.children.filter((node) => OURS.includes(node.contents.it.title));
    expect(ours.map((node) => [node.contents.it.title, node.children.length])).toEqual([
      ['Alfa', 0],
      ['Gamma', 0],
      ['Beta', 0],
    ]);
  });

  it('adds a menu item in two languages, edits its English texts in place, and deletes it after the confirmation', async () => {
    const { page, base, api } = office;
    const token = await office.token();
    const home = await api('POST', 'menu', { token, body: { contents: { it: { title: 'Home', link: '/it' } } } });
    expect(home.status).toBe(201);
    await office.signIn();
    await page.goto(`${base}/menu`);
    await expect.poll(() => page.getByTestId('screen-name').innerText()).toBe('Editor Menu');
    await page.getByText('/it', { exact: true }).first().waitFor();
    await expectNoSeriousA11yViolations(page, 'the menu editor');

    // The add form's own language switch: Italian, then English texts.
    const switches = page.getByRole('radiogroup', { name: 'Lingua', exact: true });
    await page.getByRole('textbox', { name: /^Titolo \(IT\)/ }).fill('Eventi in regione');
    await page.getByRole('textbox', { name: /^Link \(IT\)/ }).fill('/it/eventi');
    await switches.nth(1).getByText('EN', { exact: true }).click();
    await page.getByRole('textbox', { name: /^Titolo \(EN\)/ }).fill('Events in the region');
    await page.getByRole('textbox', { name: /^Link \(EN\)/ }).fill('/en/events');
    await page.getByRole('button', { name: 'Aggiungi' }).click();
    await page.getByText('Elemento creato correttamente').waitFor();
    await page.getByText('/it/eventi', { exact: true }).waitFor();

    // The tree in English: the item's English texts, edited in place (subtitle added).
    await switches.nth(0).getByText('EN', { exact: true }).click();
    await page.getByText('/en/events', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Modifica Events in the region' }).click();
    // The first: the row's form, above the add form (also in English now).
    await page
      .getByRole('textbox', { name: /^Sottotitolo \(EN\)/ })
      .first()
      .fill('All year round');
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('All year round', { exact: true }).waitFor();
    const tree = await api<{
      data: { id: number; contents: Record<string, { title: string; subtitle: string | null }> }[];
    }>('GET', 'menu', { token });
    const item = tree.body.data.find((node) => node.contents.it?.title === 'Eventi in regione');
    expect(item?.contents).toEqual({
      it: { title: 'Eventi in regione', subtitle: null, link: '/it/eventi' },
      en: { title: 'Events in the region', subtitle: 'All year round', link: '/en/events' },
    });

    await page.getByRole('button', { name: 'Elimina Events in the region' }).click();
    await page
      .getByText('La rimozione della menuitem comporta la modifica dei contenuti ad essa associata. Vuoi continuare?')
      .waitFor();
    await page.getByRole('button', { name: 'Conferma' }).click();
    await page.getByText('Elemento eliminato').waitFor();
    await expect.poll(() => page.getByText('/en/events', { exact: true }).count()).toBe(0);
  });
});
