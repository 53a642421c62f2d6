/**
 * The dashboard in the browser (spec platform.md section 2): the administrator sees the spec's
 * summary cards first and in its order, each a link to its list that the keyboard follows (the
 * interests' list needs a theme: that card is no link); a user holding only the news abilities
 * sees the News card alone; the role 'redazione-destinazione-turistica' sees only the logo and
 * the title.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eUser, openDashboard, pathOf, useBackOffice } from './harness';

/** The spec's cards as they are labelled, in its order (the events' card comes with their schema). */
const SPEC_LABELS = [
  'Media',
  'Destinazioni',
  'Uffici Informazione',
  'Itinerari',
  'Interessi',
  'Brochure',
  'Pagine Statiche',
  'Utenti',
  'News',
  'Webcam',
  'POI',
];

const newsEditor = e2eUser('cruscotto_news', { abilities: ['news-view', 'news-create', 'news-edit'] });
const destinationDesk = e2eUser('cruscotto_desk', { role: 'redazione-destinazione-turistica' });

const summaryOf = (page: Page): Locator => page.getByRole('region', { name: 'Contenuti per tipo' });

/** The cards' labels, in order, once the answer has filled them. */
async function cardLabels(page: Page): Promise<string[]> {
  const summary = summaryOf(page);
  await summary.locator(':scope > .mantine-Card-root').first().waitFor();
  return summary
    .locator(':scope > .mantine-Card-root')
    .evaluateAll((cards) => cards.map((card) => card.querySelector('p')?.textContent?.trim() ?? ''));
}

describe('the dashboard', () => {
  const office = useBackOffice({ users: [newsEditor, destinationDesk] });

  it("shows the spec's cards first, in its order, each opening its list", async () => {
    const { page, base } = office;
    await office.signIn();
    await openDashboard(page, base);
    const labels = (await cardLabels(page)).filter((label) => label !== 'Eventi');
    expect(labels.slice(0, SPEC_LABELS.length)).toEqual(SPEC_LABELS);

    const summary = summaryOf(page);
    // The interests' lists are one per theme: no link.
    expect(await summary.getByRole('link', { name: /^Interessi/ }).count()).toBe(0);
    // The collections' POIs open the collections.
    expect(await summary.getByRole('link', { name: /^POI/ }).getAttribute('href')).toBe('/punti-interesse');
    expect(await summary.getByRole('link', { name: /^Utenti/ }).getAttribute('href')).toBe('/users');
    // Followed with the keyboard.
    await summary.getByRole('link', { name: /^News/ }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/news(\?|$)/);
    await page.getByRole('table', { name: 'Gestione News' }).waitFor();
  });

  it('shows a user only the cards of what they can view', async () => {
    const { page, base } = office;
    await office.signIn(newsEditor.username, newsEditor.password);
    await openDashboard(page, base);
    expect(await cardLabels(page)).toEqual(['News']);
    await summaryOf(page).getByRole('link', { name: /^News/ }).click();
    await page.waitForURL(/\/news(\?|$)/);
    expect(pathOf(page)).toBe('/news');
  });

  it('shows the destination desk only the logo and the title', async () => {
    const { page, base } = office;
    await office.signIn(destinationDesk.username, destinationDesk.password);
    await openDashboard(page, base);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(await summaryOf(page).count()).toBe(0);
  });
});
