/**
 * The experiences and trekking feeds' screens (issue #34; content.md sections 2, 4, 6 and 7)
 * against the local fake feeds the shared server imports when it starts (`global-setup.ts`:
 * MAKEXP_FEED_URL, TREKKSOFT_FEED_URL, the fake's sample entries: experiences in Bologna, Rimini
 * and Parma, activities in Bologna, Modena and 'Appennino'). No other file touches the feeds.
 * '/makexp-list': the cards with their details, the municipality filter and Annulla Filtri, an
 * interest radio saved at once (a reload shows it, a manual 'Aggiorna' keeps it). '/trekksoft-list':
 * the search, the municipality filter, TITOLO linking to the activity's page, the deletion of a
 * selected row. A user with event-view alone reads both lists without changing anything; one
 * without it is sent to /not-found, and finds no link to them in the sidebar.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eUser, expectNoSeriousA11yViolations, openDashboard, pathOf, useBackOffice } from './harness';

const reader = e2eUser('feeds_reader', { abilities: ['event-view'] });
const outsider = e2eUser('feeds_outsider', { abilities: ['news-view'] });

const TORTELLINI = 'Tour dei tortellini a Bologna';
const VELA = 'Alba in barca a vela';
const CASEIFICIO = 'Visita a un caseificio del Parmigiano';
const VIA_DEGLI_DEI = 'Via degli Dei, prima tappa';
const CIMONE = 'Sentiero del Cimone';
const CRINALE = 'Crinale appenninico';

/** Chooses a municipality in the list's 'Comune' filter, typing part of its name. */
async function chooseMunicipality(page: Page, typed: string, option: string): Promise<void> {
  const filter = page.getByRole('combobox', { name: 'Comune' });
  await filter.click();
  await filter.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('experiences and trekking feeds screens', () => {
  const office = useBackOffice({ users: [reader, outsider] });

  /** Waits for the server's first import of both fakes (queued when it started). */
  async function imported(): Promise<string> {
    const token = await office.token();
    await expect
      .poll(async () => {
        const answer = await office.api<{ data: { items: { title: string }[] } }>('GET', 'operations/makexp?limit=50', {
          token,
        });
        return answer.body.data.items.map((item) => item.title).sort();
      })
      .toEqual(expect.arrayContaining([TORTELLINI, VELA, CASEIFICIO]));
    await expect
      .poll(async () => {
        const answer = await office.api<{ data: { title: string }[] }>('GET', 'operations/trekksoft?limit=50', {
          token,
        });
        return answer.body.data.map((row) => row.title);
      })
      .toEqual(expect.arrayContaining([VIA_DEGLI_DEI, CIMONE]));
    return token;
  }

  it('shows the experiences as cards, filters them by municipality and saves an interest at once', async () => {
    const { page, base } = office;
    const token = await imported();
    await office.signIn();
    await page.goto(`${base}/makexp-list`);
    await page.getByRole('heading', { level: 1, name: 'Esperienze open data' }).waitFor();
    const cards = page.getByTestId('xp-card');
    const card = (title: string) => page.getByRole('article', { name: title });
    await card(TORTELLINI).waitFor();
    await card(VELA).waitFor();
    await card(CASEIFICIO).waitFor();

    // The card's details, read-only.
    const tortellini = card(TORTELLINI);
    for (const text of [
      'Tipologie: Enogastronomia',
      'Target: Famiglie; Coppie',
      'Prezzo: 45,00 €',
      'Struttura: Casa del Tortellino',
      'Luoghi: Via Rizzoli 1, Bologna (BO)',
      'Date: 01-12-2026 – 03-12-2026',
      'Una mattina tra sfogline e botteghe.',
    ]) {
      await tortellini.getByText(text, { exact: true }).waitFor();
    }
    // The thumbnail (decorative: the title says what it is).
    expect(await tortellini.locator('img').getAttribute('src')).toBe('https://img.example.org/xp-1.jpg');
    const interest = tortellini.getByRole('radiogroup', { name: 'Interesse' });
    for (const label of ['Non mi interessa', 'Mi interessa', 'Copiato', 'non definito']) {
      await interest.getByRole('radio', { name: label, exact: true }).waitFor();
    }
    expect(await interest.getByRole('radio', { name: 'non definito' }).isChecked()).toBe(true);
    await expectNoSeriousA11yViolations(page, 'the open-data experiences (/makexp-list)');

    // The municipality filter, then Annulla Filtri.
    await chooseMunicipality(page, 'Rimi', 'Rimini (RN)');
    await expect.poll(() => cards.count()).toBe(1);
    await card(VELA).waitFor();
    await page.getByRole('button', { name: 'Annulla Filtri' }).click();
    await card(TORTELLINI).waitFor();
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(3);
    expect(await page.getByRole('combobox', { name: 'Comune' }).inputValue()).toBe('');

    // A radio change is saved at once: the server's message, and the choice after a reload.
    await interest.getByRole('radio', { name: 'Mi interessa', exact: true }).check();
    await page.getByText('Stato salvato: Mi interessa').waitFor();
    await page.reload();
    await card(TORTELLINI).waitFor();
    await expect
      .poll(() => card(TORTELLINI).getByRole('radio', { name: 'Mi interessa', exact: true }).isChecked())
      .toBe(true);

    // 'Aggiorna' imports the feed again; the editors' choice stays.
    await page.getByRole('button', { name: 'Aggiorna' }).click();
    await page.getByText('Aggiornamento del feed makexp in coda').waitFor();
    await page.getByText('Aggiornamento completato').waitFor();
    await expect
      .poll(() => card(TORTELLINI).getByRole('radio', { name: 'Mi interessa', exact: true }).isChecked())
      .toBe(true);
    const answer = await office.api<{ data: { items: { title: string; status: string }[] } }>(
      'GET',
      'operations/makexp?limit=50',
      { token },
    );
    expect(answer.body.data.items.find((item) => item.title === TORTELLINI)?.status).toBe('interested');
  });

  it('searches and filters the trekking activities, links them and deletes the selected ones', async () => {
    const { page, base } = office;
    const token = await imported();
    await office.signIn();
    await page.goto(`${base}/trekksoft-list`);
    await page.getByRole('heading', { level: 1, name: 'Attività trekking' }).waitFor();
    // (TITOLO and DATA sort the list: their headers are named 'Ordina per …'.)
    for (const header of ['ID', 'TITOLO', 'COMUNE', 'DATA']) {
      await page.getByRole('columnheader', { name: new RegExp(`(^| )${header}$`) }).waitFor();
    }
    const rows = page.getByTestId('trekking-row');
    const row = (title: string) => rows.filter({ hasText: title });
    await row(VIA_DEGLI_DEI).waitFor();
    expect(await row(VIA_DEGLI_DEI).getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining(['1001', 'Bologna', '12-09-2026']),
    );
    await expectNoSeriousA11yViolations(page, 'the trekking activities (/trekksoft-list)');

    // TITOLO links to the activity's page, in a new tab.
    const link = row(VIA_DEGLI_DEI).getByRole('link', { name: new RegExp(VIA_DEGLI_DEI) });
    expect(await link.getAttribute('href')).toBe('https://trekking.example.org/activities/1001');
    expect(await link.getAttribute('target')).toBe('_blank');

    // The search.
    await page.getByLabel('Cerca').fill('Cimone');
    await page.getByRole('button', { name: 'Filtra' }).click();
    await expect.poll(() => rows.allTextContents()).toEqual([expect.stringContaining(CIMONE)]);
    await page.getByRole('button', { name: 'Annulla Filtri' }).click();
    await row(VIA_DEGLI_DEI).waitFor();

    // The municipality filter; Annulla Filtri clears it too.
    await chooseMunicipality(page, 'Bolo', 'Bologna (BO)');
    await expect.poll(() => rows.allTextContents()).toEqual([expect.stringContaining(VIA_DEGLI_DEI)]);
    await page.getByRole('button', { name: 'Annulla Filtri' }).click();
    await row(CIMONE).waitFor();
    expect(await page.getByRole('combobox', { name: 'Comune' }).inputValue()).toBe('');

    // Delete the selected row, after the confirmation.
    await page.getByLabel(`Seleziona elemento 1003 ${CRINALE}`).check();
    await page.getByRole('button', { name: 'Cancella Selezionati' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Conferma' }).click();
    await page.getByText('Elemento eliminato').waitFor();
    await row(CRINALE).waitFor({ state: 'detached' });
    await row(VIA_DEGLI_DEI).waitFor();
    const answer = await office.api<{ data: { title: string }[] }>('GET', 'operations/trekksoft?limit=50', { token });
    expect(answer.body.data.map((activity) => activity.title)).not.toContain(CRINALE);
  });

  it('lets a reader with event-view alone read both lists without changing anything', async () => {
    const { page, base } = office;
    await imported();
    await office.signIn(reader.username, reader.password);
    await openDashboard(page, base);
    const nav = page.getByRole('navigation', { name: 'Menu principale' });
    await nav.getByRole('button', { name: 'Eventi', exact: true }).click();
    await nav.getByRole('link', { name: 'Attività trekking' }).waitFor();
    await nav.getByRole('link', { name: 'Esperienze open data' }).click();
    await page.getByRole('heading', { level: 1, name: 'Esperienze open data' }).waitFor();
    expect(pathOf(page)).toBe('/makexp-list');
    const tortellini = page.getByRole('article', { name: TORTELLINI });
    await tortellini.waitFor();
    expect(await tortellini.getByRole('radio', { name: 'Copiato', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Aggiorna' }).count()).toBe(0);

    await page.goto(`${base}/trekksoft-list`);
    await page.getByTestId('trekking-row').filter({ hasText: VIA_DEGLI_DEI }).waitFor();
    expect(await page.getByRole('button', { name: 'Cancella Selezionati' }).count()).toBe(0);
    expect(await page.getByRole('checkbox').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Aggiorna' }).count()).toBe(0);
  });

  it('sends a user without event-view to /not-found, with no link to either list', async () => {
    const { page, base } = office;
    const other = await office.token(outsider.username, outsider.password);
    await office.signIn(outsider.username, outsider.password);
    await openDashboard(page, base);
    const nav = page.getByRole('navigation', { name: 'Menu principale' });
    // The sidebar shows the news items' group, and no 'Eventi' group (its links are all closed).
    await nav.getByRole('button', { name: 'Altri contenuti', exact: true }).waitFor();
    expect(await nav.getByRole('button', { name: 'Eventi', exact: true }).count()).toBe(0);
    expect(await nav.getByText('Esperienze open data', { exact: true }).count()).toBe(0);
    expect(await nav.getByText('Attività trekking', { exact: true }).count()).toBe(0);
    for (const screen of ['makexp-list', 'trekksoft-list']) {
      await page.goto(`${base}/${screen}`);
      await page.waitForURL(/\/not-found$/);
    }
    const refused = await office.api('GET', 'operations/makexp', { token: other });
    expect(refused.status).toBe(403);
  });
});
