/**
 * Accessibility (axe-core through @axe-core/playwright) on the login screen, the dashboard, a list
 * (/news), an editor (a demo news item) and a toast after a save: no violation of serious or
 * critical impact.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { PROJECT_ROOT } from './env';
import { expectNoSeriousA11yViolations, openDashboard, useBackOffice } from './harness';

/** Lets the screen finish loading: no loader left and the network quiet. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
}

describe('accessibility', () => {
  const office = useBackOffice();

  it('login has no serious or critical violations', async () => {
    const { page, base } = office;
    await page.goto(`${base}/login`);
    await page.getByRole('button', { name: 'Entra' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'the login screen');
  });

  it('the dashboard has no serious or critical violations', async () => {
    const { page, base } = office;
    await office.signIn();
    await openDashboard(page, base);
    await settled(page);
    await expectNoSeriousA11yViolations(page, 'the dashboard');
  });

  it('the news list has no serious or critical violations', async () => {
    const { page, base } = office;
    await office.signIn();
    await page.goto(`${base}/news`);
    await page.getByRole('table').waitFor();
    await page.getByRole('row').nth(1).waitFor();
    await settled(page);
    await expectNoSeriousA11yViolations(page, 'the news list');
  });

  it('the news editor has no serious or critical violations', async () => {
    const { page, base } = office;
    const token = await office.token();
    // The newest demo news item (the last of the demo content), which the newest news item was
    // when each file had a database of its own: other files add news of their own.
    const demo = parse(await readFile(path.join(PROJECT_ROOT, 'schemas', 'demo', 'news.yaml'), 'utf8')) as {
      contents: { it: { title: string } };
    }[];
    const title = demo.at(-1)?.contents.it.title ?? '';
    const list = await office.api<{ data: { id: number; title: string }[] }>(
      'GET',
      `news?limit=50&orderBy=%2Bid&keywords=${encodeURIComponent(title)}`,
      { token },
    );
    const id = list.body.data.find((row) => row.title === title)?.id;
    if (id === undefined) throw new Error(`the demo news '${title}' is not there`);
    await office.signIn();
    await page.goto(`${base}/news/${id}`);
    await page.getByRole('heading', { name: 'Modifica News' }).waitFor();
    await settled(page);
    await expectNoSeriousA11yViolations(page, `the news editor (/news/${id})`);
  });

  it('a toast (after a save) has no serious or critical violations: its close button is named', async () => {
    const { page, base } = office;
    const answer = await office.api<{ data: { id: number } }>('POST', 'news', {
      token: await office.token(),
      body: { lang: 'it', contents: { it: { title: `Notizia del messaggio ${Date.now()}`, status: 2 } } },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    await office.signIn();
    await page.goto(`${base}/news/${answer.body.data.id}`);
    await page.getByRole('heading', { name: 'Modifica News' }).waitFor();
    await settled(page);
    await page.getByTestId('editor-save').click();
    const toast = page.locator('.mantine-Notification-root').first();
    await toast.waitFor();
    await toast.getByRole('button', { name: 'Chiudi il messaggio' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'a toast after a save');
  });
});
