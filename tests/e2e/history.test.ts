/**
 * The history in the browser (issue #35, docs/history.md): in the editor of a news item whose
 * title was changed, 'Cronologia' lists the creation and the change with the old title struck out
 * and the new one added; 'Ripristina' on the change, confirmed, saves the earlier title as a new
 * version, which the editor shows; the administrators' '/cronologia' lists the item's changes.
 */
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, unique, useBackOffice } from './harness';

interface NewsItem {
  version: number;
  contents: { it: { title: string } };
}

describe('history of changes', () => {
  const office = useBackOffice();

  it("restores an earlier title from the editor's Cronologia", async () => {
    const { page, base } = office;
    const token = await office.token();
    const first = unique('Festa della Musica');
    const second = `${first} spostata`;
    const created = await office.api<{ data: { id: number } }>('POST', 'news', {
      token,
      body: { lang: 'it', contents: { it: { title: first, status: 2 } } },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id;
    const read = async () => (await office.api<{ data: NewsItem }>('GET', `news/${id}`, { token })).body.data;
    const saved = await office.api('PUT', `news/${id}`, {
      token,
      body: { lang: 'it', version: (await read()).version, contents: { it: { title: second, status: 2 } } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    await office.signIn();
    await page.goto(`${base}/news/${id}`);
    await page.getByRole('heading', { name: 'Modifica News', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Cronologia', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Cronologia delle modifiche' });
    const entries = drawer.getByTestId('history-entry');
    await expect.poll(() => entries.count()).toBe(2);
    const change = entries.first();
    expect(await change.textContent()).toContain('Modifica');
    expect(await change.locator('ins').first().textContent()).toContain('spostata');

    await change.getByRole('button', { name: /^Ripristina la versione precedente/ }).click();
    await page.getByRole('button', { name: 'Conferma', exact: true }).click();
    await expect.poll(async () => (await read()).contents.it.title).toBe(first);
    // The editor reloads the item, and the history shows the restore first.
    await expect.poll(() => entries.count()).toBe(3);
    expect(await entries.first().textContent()).toContain('Ripristino');
    await drawer.getByRole('button', { name: 'Chiudi', exact: true }).click();
    await expect
      .poll(() =>
        page.locator('input').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
      )
      .toContain(first);

    // The administrators' list: the item's three changes.
    await page.goto(`${base}/cronologia`);
    await page.getByRole('heading', { name: 'Cronologia', level: 1 }).waitFor();
    await page.getByLabel('ID elemento').fill(String(id));
    await page.getByRole('combobox', { name: 'Tipo di contenuto' }).click();
    await page.getByRole('option', { name: 'Gestione News', exact: true }).click();
    await expect.poll(() => page.getByTestId('history-row').count()).toBe(3);
    await expectNoSeriousA11yViolations(page, 'the history list');
    await page
      .getByRole('button', { name: /^Dettagli della modifica/ })
      .first()
      .click();
    const details = page.getByRole('dialog', { name: `Gestione News #${id}` });
    await details.getByTestId('history-entry').waitFor();
    await expectNoSeriousA11yViolations(page, 'the details of a change');
  });
});
