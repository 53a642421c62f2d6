/**
 * Users, roles and password recovery in the browser (issue #12): the administrator creates a role
 * holding only the news abilities and a user with it; the user signs in (a second browser
 * context) and sees only News; the administrator takes news-edit away and the user's next save is
 * refused; the user recovers the password through the e-mail caught by a local SMTP server and
 * signs in with the new one.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginAs, pathOf, unique, useBackOffice } from './harness';

// Names of this file's own: the back office is shared with the other files.
const USERNAME = unique('giulia_verdi');
const EMAIL = `${USERNAME}@example.org`;
const ROLE_TITLE = unique('Solo News');
const FIRST_PASSWORD = 'prima-password-1';
const NEW_PASSWORD = 'nuova-password-2';

/** The entries of the sidebar: its groups and links, as the user reads them. */
async function sidebarEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation').first();
  await nav.getByText('Dashboard').waitFor();
  return (await nav.innerText())
    .split('\n')
    .map((text) => text.trim())
    .filter((text) => text !== '');
}

describe('users and roles', () => {
  // The shared back office mails a local SMTP catcher, read through office.nextMail.
  const office = useBackOffice();

  it('creates a news-only role and a user; the user sees only the news items, loses news-edit at once, and recovers the password', async () => {
    const { page, base, browser } = office;
    await office.signIn();

    // The role: its title and the whole News row of the grid.
    await page.goto(`${base}/users/roles/new`);
    await page.getByRole('textbox', { name: /^Titolo/ }).fill(ROLE_TITLE);
    await page.getByRole('checkbox', { name: 'Tutti i permessi di News' }).check();
    await page
      .getByTestId('permission-summary')
      .getByText(/^Il ruolo ha \d+ permessi su 1 sezioni$/)
      .waitFor();
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Elemento creato correttamente').waitFor();
    await expect.poll(() => /^\/users\/roles\/\d+$/.test(pathOf(page))).toBe(true);
    const rolePath = pathOf(page);

    // The user, with that role.
    await page.goto(`${base}/users/new`);
    await page.getByRole('textbox', { name: /^Nome/ }).fill('Giulia');
    await page.getByRole('textbox', { name: /^Cognome/ }).fill('Verdi');
    await page.getByRole('textbox', { name: /^Username/ }).fill(USERNAME);
    await page.getByRole('textbox', { name: /^Email/ }).fill(EMAIL);
    await page.getByLabel(/^Password/).fill(FIRST_PASSWORD);
    await page.getByLabel(/^Conferma password/).fill('altra');
    // Enter does not submit the form (spec), and the rules are the server's.
    await page.getByLabel(/^Conferma password/).press('Enter');
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Le password non coincidono').waitFor();
    await page.getByText('Campo richiesto').waitFor();
    await page.getByLabel(/^Conferma password/).fill(FIRST_PASSWORD);
    await page.getByRole('combobox', { name: 'Ruolo' }).click();
    await page.getByRole('option', { name: ROLE_TITLE }).click();
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Elemento creato correttamente').waitFor();
    await expect.poll(() => /^\/users\/\d+$/.test(pathOf(page))).toBe(true);

    // The list shows the user, active.
    await page.goto(`${base}/users`);
    const row = page.getByTestId('user-row').filter({ hasText: USERNAME });
    await row.getByText('Attivo', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: `${USERNAME}: clicca per disattivare l'utente` }).count()).toBe(1);

    // The user signs in elsewhere and sees only the news items (under 'Altri contenuti') and their account.
    const other = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'it-IT' });
    try {
      const userPage = await other.newPage();
      await loginAs(userPage, base, USERNAME, FIRST_PASSWORD);
      const links = await sidebarEntries(userPage);
      expect(links).toContain('Altri contenuti');
      for (const hidden of ['Utenti', 'Ruoli', 'Redazioni', 'Tags', 'Rassegna Stampa'])
        expect(links).not.toContain(hidden);
      await userPage.goto(`${base}/users`);
      await expect.poll(() => pathOf(userPage)).toBe('/not-found');

      // The user opens a news item; meanwhile the administrator takes news-edit away.
      await userPage.goto(`${base}/news`);
      const firstEdit = userPage.getByRole('link', { name: /^Modifica elemento \d+$/ }).first();
      await firstEdit.click();
      await userPage.getByRole('button', { name: 'Salva' }).waitFor();

      await page.goto(`${base}${rolePath}`);
      await page.getByRole('checkbox', { name: 'Modifica News' }).uncheck();
      await page.getByRole('button', { name: 'Salva' }).click();
      await page.getByText('Elemento salvato correttamente').waitFor();

      const refused = userPage.waitForResponse(
        (response) => /\/api\/v1\/news\/\d+$/.test(response.url()) && response.request().method() === 'PUT',
      );
      await userPage.getByRole('button', { name: 'Salva' }).click();
      expect((await refused).status()).toBe(403);
    } finally {
      await other.close();
    }

    // Recovery: the e-mail reaches the local SMTP server; its link sets a new password.
    const recovery = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'it-IT' });
    try {
      const anonymous = await recovery.newPage();
      await anonymous.goto(`${base}/login`);
      await anonymous.getByRole('link', { name: 'Password dimenticata?' }).click();
      await anonymous.getByLabel(/^Email/).fill(EMAIL);
      await anonymous.getByRole('button', { name: 'Invia' }).click();
      await anonymous.getByText(/riceverà a breve un'e-mail/).waitFor();
      const mail = await office.nextMail(EMAIL, 15_000);
      // ADMIN_URL of the shared back office (global-setup.ts).
      const link = /http:\/\/admin\.invalid(\/password\/reset\/[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
      expect(link).toBeDefined();
      await anonymous.goto(`${base}${link ?? ''}`);
      await anonymous.getByLabel(/^Nuova password/).fill(NEW_PASSWORD);
      await anonymous.getByLabel(/^Conferma password/).fill(NEW_PASSWORD);
      await anonymous.getByRole('button', { name: 'Salva password' }).click();
      await anonymous.getByText('Password aggiornata: accedere con la nuova password').waitFor();
      await anonymous.getByRole('link', { name: 'Torna al login' }).click();
      await loginAs(anonymous, base, USERNAME, NEW_PASSWORD);
      await expect.poll(() => pathOf(anonymous)).toBe('/dashboard');
    } finally {
      await recovery.close();
    }
  });
});
