/**
 * Abilities in the browser (spec platform.md sections 2 and 6): a user holding only the news
 * abilities sees only the news items' link among the sidebar's content groups (under 'Altri
 * contenuti': the spec's News group is the blog's; plus the dashboard and the links open to all)
 * and is sent to /not-found by every other screen; unknown addresses land there too.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eUser, openDashboard, pathOf, useBackOffice } from './harness';

const newsEditor = e2eUser(
  'solo_news',
  { abilities: ['news-view', 'news-create', 'news-edit', 'news-delete', 'news-publish'] },
  { firstName: 'Nadia', lastName: 'Notizie' },
);

/** The labels of the sidebar's top-level entries, in order. */
async function sidebarGroups(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Menu principale' });
  await nav.waitFor();
  return nav.evaluate((element) =>
    Array.from(element.querySelectorAll('.mantine-NavLink-root'))
      .filter((link) => !link.parentElement?.closest('.mantine-NavLink-collapse'))
      .map((link) => link.querySelector('.mantine-NavLink-label')?.textContent?.trim() ?? ''),
  );
}

/**
 * A member of the 'redazione' role family, holding the default role as it is (news-view, -create and
 * -edit among its abilities): news editors are closed to it (spec platform.md section 6).
 */
const deskEditor = e2eUser('redattore', { role: 'redazione' });

describe('a user with only the news abilities', () => {
  const office = useBackOffice({ users: [newsEditor, deskEditor] });

  it('sees only the news items among the content groups of the sidebar', async () => {
    const { page, base } = office;
    await office.signIn(newsEditor.username, newsEditor.password);
    await openDashboard(page, base);
    expect(await sidebarGroups(page)).toEqual(['Dashboard', 'Altri contenuti', 'Traduzioni', 'Account']);

    const nav = page.getByRole('navigation', { name: 'Menu principale' });
    await nav.getByText('Altri contenuti', { exact: true }).click();
    await nav.getByRole('link', { name: 'News', exact: true }).click();
    await page.waitForURL(/\/news(\?|$)/);
  });

  it('is sent to /not-found by the screens of other entities', async () => {
    const { page, base } = office;
    await office.signIn(newsEditor.username, newsEditor.password);
    for (const target of ['/tags', '/tags/new', '/dicono', '/licenze/1', '/templates', '/webcam']) {
      await page.goto(`${base}${target}`);
      await page.waitForURL(/\/not-found$/);
      await page.getByRole('heading', { name: 'Pagina non trovata', level: 1 }).waitFor();
    }
    // The news screens stay open.
    await page.goto(`${base}/news`);
    await page.waitForURL(/\/news(\?|$)/);
    expect(pathOf(page)).toBe('/news');
  });

  it('lands on /not-found for an unknown address', async () => {
    const { page, base } = office;
    await office.signIn(newsEditor.username, newsEditor.password);
    await page.goto(`${base}/no-such-screen`);
    await page.getByRole('heading', { name: 'Pagina non trovata', level: 1 }).waitFor();
  });

  it("sends the 'redazione' family from a news editor to /not-found, not from the list", async () => {
    const { page, base } = office;
    await office.signIn(deskEditor.username, deskEditor.password);
    await page.goto(`${base}/news`);
    await page.getByRole('table', { name: 'Gestione News' }).waitFor();
    expect(pathOf(page)).toBe('/news');
    await page.goto(`${base}/news/1`);
    await page.waitForURL(/\/not-found$/);
    await page.getByRole('heading', { name: 'Pagina non trovata', level: 1 }).waitFor();
  });
});
