/**
 * Sign-in and sign-out in the browser (spec platform.md section 2): the login screen, a wrong and
 * a right password, the redirects around /login, and logout.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, ADMIN_USERNAME, loginAsAdmin, pathOf, useBackOffice } from './harness';

describe('sign-in and sign-out', () => {
  const office = useBackOffice();

  it('sends a signed-out visitor to /login, titled Area Riservata', async () => {
    const { page, base } = office;
    await page.goto(`${base}/dashboard`);
    await page.waitForURL(/\/login$/);
    await expect.poll(() => page.getByRole('heading', { name: 'Area Riservata' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Entra' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Password dimenticata?' }).getAttribute('href')).toBe(
      '/password/reset',
    );
  });

  it('requires a username', async () => {
    const { page, base } = office;
    await page.goto(`${base}/login`);
    await page.getByRole('button', { name: 'Entra' }).click();
    await page.getByText('Campo richiesto').waitFor();
    expect(pathOf(page)).toBe('/login');
  });

  it('refuses a wrong password with an Italian message and stays on /login', async () => {
    const { page, base } = office;
    await page.goto(`${base}/login`);
    await page.getByLabel('Username').fill(ADMIN_USERNAME);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Entra' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Username o password non corretti' });
    await alert.waitFor();
    expect(pathOf(page)).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('signs in with the right password, lands on the dashboard, and /login then leads back there', async () => {
    const { page, base } = office;
    await page.goto(`${base}/login`);
    await page.getByLabel('Username').fill(ADMIN_USERNAME);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Entra' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('heading', { name: 'Dashboard' }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

    await page.goto(`${base}/login`);
    await page.waitForURL(/\/dashboard$/);
  });

  it("logs out showing 'Logout in corso...', then needs a new sign-in", async () => {
    const { page, base } = office;
    await loginAsAdmin(page, base);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();

    // The message is on screen while the logout call runs: hold the call for a moment to see it.
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/logout', async (route) => {
      await held;
      await route.continue();
    });
    const nav = page.getByRole('navigation', { name: 'Menu principale' });
    await nav.getByText('Account', { exact: true }).click();
    await nav.getByRole('link', { name: 'Logout' }).click();
    await page.getByText('Logout in corso...').waitFor();
    release();
    await page.waitForURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // The token was revoked on the server, not only forgotten by the browser.
    const me = await office.api('GET', 'user/me', { token: token ?? '' });
    expect(me.status).toBe(401);

    await page.goto(`${base}/dashboard`);
    await page.waitForURL(/\/login$/);
  });

  it('collapses the sidebar below 960 px behind the menu button', async () => {
    const { page, base } = office;
    await loginAsAdmin(page, base);
    const nav = page.getByRole('navigation', { name: 'Menu principale' });
    const burger = page.getByRole('button', { name: 'Apri o chiudi il menu' });
    // The collapsed navbar is moved out of the viewport, not removed.
    const onScreen = async () => {
      const box = await nav.boundingBox();
      return box !== null && box.x + box.width > 0;
    };
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await onScreen()).toBe(true);
    expect(await burger.isVisible()).toBe(false);

    await page.setViewportSize({ width: 900, height: 800 });
    await expect.poll(onScreen).toBe(false);
    await burger.click();
    await expect.poll(onScreen).toBe(true);
  });
});
