/**
 * Previews and reviewer links in the browser (issue #35, docs/preview.md; content.md section 2,
 * the green ANTEPRIMA): in the editor of a draft news item, ANTEPRIMA opens a new tab on the
 * server's own preview page (the test server has no PUBLIC_SITE_URL) showing the draft's text;
 * 'Condividi anteprima' makes a reviewer link, which a browser context without a session opens,
 * read-only; after 'Revoca' the same link shows the revoked page.
 */
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, unique, useBackOffice } from './harness';

describe('previews of drafts and reviewer links', () => {
  const office = useBackOffice();

  it('ANTEPRIMA shows a draft; a reviewer link opens without a session until it is revoked', async () => {
    const { page, base, browser } = office;
    const title = unique('Sagra in bozza');
    const created = await office.api<{ data: { id: number } }>('POST', 'news', {
      token: await office.token(),
      body: {
        lang: 'it',
        contents: { it: { title, subtitle: 'Solo in bozza', description: '<p>Il testo della bozza</p>', status: 2 } },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id;

    await office.signIn();
    await page.goto(`${base}/news/${id}`);
    await page.getByRole('heading', { name: 'Modifica News', level: 1 }).waitFor();

    // ANTEPRIMA: a new tab on the preview page of the draft.
    const preview = page.getByRole('button', { name: 'ANTEPRIMA', exact: true });
    const [tab] = await Promise.all([page.context().waitForEvent('page'), preview.click()]);
    await tab.waitForURL(/\/anteprima\?secret=/);
    await tab.getByRole('heading', { name: title, level: 1 }).waitFor();
    const shown = (await tab.locator('body').textContent()) ?? '';
    expect(shown).toContain('Il testo della bozza');
    expect(shown).toContain('Solo in bozza');
    expect(shown).toContain('Stato: Bozza');
    expect(shown).toContain('Lingua: italiano (IT)');
    await expectNoSeriousA11yViolations(tab, 'the preview page');
    await tab.close();

    // 'Condividi anteprima': a reviewer link, its address shown once.
    await page.getByRole('button', { name: 'Condividi anteprima', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Condividi anteprima (IT)' });
    await dialog.getByRole('button', { name: 'Crea link', exact: true }).click();
    const field = dialog.getByTestId('share-preview-address');
    await expect.poll(() => field.inputValue()).toMatch(/\/anteprima\?secret=/);
    const address = await field.inputValue();
    // ANTEPRIMA's link and this one, both active, the latest first.
    const rows = dialog.getByTestId('preview-link');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.first().getAttribute('data-state')).toBe('active');
    await expectNoSeriousA11yViolations(page, "the 'Condividi anteprima' modal");

    // A reader without an account: the content, and nothing to act on.
    const reviewer = await browser.newContext({ locale: 'it-IT' });
    try {
      const reader = await reviewer.newPage();
      const opened = await reader.goto(address);
      expect(opened?.status()).toBe(200);
      await reader.getByRole('heading', { name: title, level: 1 }).waitFor();
      expect(await reader.locator('body').textContent()).toContain('Il testo della bozza');
      expect(await reader.locator('form, input, textarea, select, button, script').count()).toBe(0);
      expect(await reader.evaluate(() => window.localStorage.length)).toBe(0);

      // 'Revoca', confirmed: the same link is refused.
      await rows.first().getByRole('button', { name: 'Revoca', exact: true }).click();
      await page.getByRole('button', { name: 'Conferma', exact: true }).click();
      await expect.poll(() => rows.first().getAttribute('data-state')).toBe('revoked');
      const refused = await reader.goto(address);
      expect(refused?.status()).toBe(403);
      await reader.getByRole('heading', { name: 'Anteprima revocata', level: 1 }).waitFor();
      expect(await reader.locator('body').textContent()).not.toContain('Il testo della bozza');
    } finally {
      await reviewer.close();
    }
  });
});
