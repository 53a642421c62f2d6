/**
 * The 404 redirects list in the browser (spec platform.md "404 redirect list", "Redirect row"):
 * reached from the sidebar; a rule edited in place is saved when its field loses the focus (seen
 * through the API); 'Nuovo Redirect' adds a row with code 301 that is created on blur and keeps
 * its id (a later code change updates it, creating nothing more); a refused row shows the
 * server's message under its field.
 */
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, openDashboard, useBackOffice } from './harness';

interface RedirectRule {
  readonly id: number;
  readonly old_url: string;
  readonly new_url: string | null;
  readonly code: number;
}

describe('404 redirects', () => {
  const office = useBackOffice();

  const rules = async (): Promise<RedirectRule[]> =>
    (
      await office.api<{ data: RedirectRule[] }>('GET', 'operations/error404?limit=100&orderBy=%2Bid', {
        token: await office.token(),
      })
    ).body.data;

  it('edits a redirect in place, saved on blur, and adds a new one', async () => {
    const { page, base } = office;
    const created = await office.api<{ data: RedirectRule }>('POST', 'operations/error404/rotta', {
      token: await office.token(),
      body: { old_url: '/it/vecchia-pagina', new_url: '/it/pagina-attuale', code: 301 },
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id;

    await office.signIn();
    await openDashboard(page, base);
    const nav = page.getByRole('navigation').first();
    await nav.getByText('Impostazioni', { exact: true }).click();
    await nav.getByRole('link', { name: 'Redirect 404' }).click();
    await page.getByRole('heading', { name: 'Redirect 404', level: 1 }).waitFor();
    const newRoute = page.getByRole('textbox', { name: `Nuova rotta #${id}` });
    await expect.poll(() => newRoute.inputValue()).toBe('/it/pagina-attuale');
    // Away from the sidebar link just clicked: its hover colour is the shell's, not this screen's.
    await page.mouse.move(600, 500);
    await expectNoSeriousA11yViolations(page, 'the 404 redirects list');

    // Edit, then leave the field: saved.
    await newRoute.fill('/it/pagina-nuova');
    await expect.poll(async () => (await rules())[0]?.new_url).toBe('/it/pagina-attuale');
    await newRoute.blur();
    await page.getByRole('img', { name: 'Salvato' }).waitFor();
    await expect
      .poll(async () => (await rules()).map((rule) => [rule.id, rule.new_url]))
      .toEqual([[id, '/it/pagina-nuova']]);

    // A new row: code 301 by default; a chain is refused with the server's message.
    await page.getByRole('button', { name: 'Nuovo Redirect' }).click();
    const code = page.getByRole('combobox', { name: 'Codice nuovo' });
    expect(await code.inputValue()).toBe('301');
    await page.getByRole('textbox', { name: 'Vecchia rotta nuovo' }).fill('/it/altra-pagina');
    await page.getByRole('textbox', { name: 'Nuova rotta nuovo' }).fill('/it/vecchia-pagina');
    await page.getByRole('textbox', { name: 'Nuova rotta nuovo' }).blur();
    await page.getByText(/^Il nuovo indirizzo è a sua volta rediretto/).waitFor();
    expect(await rules()).toHaveLength(1);

    await page.getByRole('textbox', { name: 'Nuova rotta nuovo' }).fill('https://www.example.org/pagina');
    await page.getByRole('textbox', { name: 'Nuova rotta nuovo' }).blur();
    await expect
      .poll(async () => (await rules()).map((rule) => [rule.old_url, rule.new_url, rule.code]))
      .toEqual([
        ['/it/vecchia-pagina', '/it/pagina-nuova', 301],
        ['/it/altra-pagina', 'https://www.example.org/pagina', 301],
      ]);
    // The total counts the new rule.
    await page
      .getByTestId('list-total')
      .getByText(/^Totale: 2/)
      .waitFor();
    const newId = (await rules())[1]?.id ?? 0;
    // The row took its id: a code change updates the same rule.
    await page.getByRole('combobox', { name: `Codice #${newId}` }).selectOption('302');
    await expect
      .poll(async () => (await rules()).map((rule) => [rule.id, rule.code]))
      .toEqual([
        [id, 301],
        [newId, 302],
      ]);
  });
});
