/**
 * The places family in the browser: a destination with three info points (the third geocoded
 * against the local fake provider and its marker dragged), the third dragged to the top by its
 * handle with the pointer, one removed after the confirmation, then published; a POI collection, its list
 * filtered by destination and a POI in it; a hotel without a language switch
 * and without a status column; a guide whose birth date is shown DD/MM/YYYY and whose list NAME
 * is its first and last name.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { familyEditor, keepArtifacts, pathOf, useBackOffice } from './harness';

/** A user holding exactly these families' abilities: every flow here runs as them, not as an administrator. */
const PLACES_EDITOR = familyEditor('redattore_destinazioni', [
  'destination',
  'tipologia-luoghi',
  'luoghi',
  'stay',
  'guide',
]);

function field(page: Page, name: string): Locator {
  return page.locator(`form [name="${name}"]`);
}

async function chooseStatus(page: Page, status: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Stato', exact: true }).click();
  await page.getByRole('option', { name: status, exact: true }).click();
}

async function chooseCity(page: Page, box: Locator, name: string): Promise<void> {
  await box.getByRole('combobox', { name: 'Comune' }).fill(name);
  await page
    .getByRole('option', { name: new RegExp(`^${name}`) })
    .first()
    .click();
}

describe('the places family', () => {
  // The shared back office geocodes against the local fake provider (server/geocode/fake.ts).
  const office = useBackOffice({ users: [PLACES_EDITOR] });

  it('creates a destination with info points: geocoded, dragged, reordered, one removed, published', async () => {
    const { page, base } = office;
    try {
      await office.signIn(PLACES_EDITOR.username, PLACES_EDITOR.password);
      await page.goto(`${base}/destinations/new`);
      await page.getByRole('heading', { name: 'Inserimento Destinazione', level: 1 }).waitFor();
      await field(page, 'contents.it.title').fill('Bologna e dintorni');
      await field(page, 'contents.it.title').blur();

      const card = page.getByRole('region', { name: 'Info points' });
      const add = card.getByRole('button', { name: 'Aggiungi info point' });
      const names = ['Centro storico', 'Stazione centrale', 'Due Torri'];
      for (const [index, name] of names.entries()) {
        await add.click();
        await field(page, `locations.${index}.info.it`).fill(name);
      }
      for (const index of [0, 1]) {
        await field(page, `locations.${index}.location.lat`).fill(String(44.49 + index / 100));
        await field(page, `locations.${index}.location.lng`).fill('11.34');
      }
      // The third: geocoded, then its marker dragged east.
      const third = card.getByRole('group', { name: /^Indirizzo/ }).nth(2);
      await third.getByRole('textbox', { name: 'Indirizzo', exact: true }).fill('Via Rizzoli');
      await third.getByRole('textbox', { name: 'Numero civico' }).fill('1');
      await chooseCity(page, third, 'Bologna');
      await third.getByRole('button', { name: 'Calcola coordinate' }).click();
      await expect.poll(() => field(page, 'locations.2.location.lat').inputValue()).toBe('44.4938');
      const marker = third.getByRole('button', { name: "Segnaposto dell'indirizzo" });
      await marker.scrollIntoViewIfNeeded();
      const at = await marker.boundingBox();
      if (!at) throw new Error('the marker has no box');
      await page.mouse.move(at.x + at.width / 2, at.y + at.height - 4);
      await page.mouse.down();
      await page.mouse.move(at.x + at.width / 2 + 30, at.y + at.height - 4, { steps: 4 });
      await page.mouse.move(at.x + at.width / 2 + 60, at.y + at.height - 4, { steps: 4 });
      await page.mouse.up();
      await expect
        .poll(async () => Number(await field(page, 'locations.2.location.lng').inputValue()))
        .toBeGreaterThan(11.3465);

      // The third dragged to the top by its handle with the pointer. A window tall enough to show
      // the three entries (each a card with a 300 px map) keeps the drag free of auto-scrolling.
      await page.setViewportSize({ width: 1280, height: 3200 });
      await card.evaluate((element) => element.scrollIntoView({ block: 'start' }));
      const handle = (name: string): Locator => card.getByRole('button', { name: `Trascina per riordinare: ${name}` });
      const from = await handle('Due Torri').boundingBox();
      const to = await handle('Centro storico').boundingBox();
      if (!from || !to) throw new Error('the drag handles have no box');
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      const steps = 12;
      for (let step = 1; step <= steps; step += 1) {
        const y = from.y + from.height / 2 + ((to.y - 40 - from.y - from.height / 2) * step) / steps;
        await page.mouse.move(from.x + from.width / 2, y);
      }
      await page.mouse.up();
      await expect.poll(() => field(page, 'locations.0.info.it').inputValue()).toBe('Due Torri');
      expect(await field(page, 'locations.1.info.it').inputValue()).toBe('Centro storico');
      expect(await field(page, 'locations.2.info.it').inputValue()).toBe('Stazione centrale');
      // The moved entry kept its own address: its coordinates came with it.
      expect(Number(await field(page, 'locations.0.location.lng').inputValue())).toBeGreaterThan(11.3465);
      await page.setViewportSize({ width: 1280, height: 900 });

      // Removing the second asks first; cancelling keeps it (each entry's buttons say its name).
      await card.getByRole('button', { name: 'Rimuovi Centro storico' }).click();
      const dialog = page.getByRole('dialog', { name: "Confermi la rimozione dell'elemento?" });
      await dialog.getByRole('button', { name: 'Annulla' }).click();
      expect(await card.getByRole('button', { name: /^Trascina per riordinare/ }).count()).toBe(3);
      await card.getByRole('button', { name: 'Rimuovi Centro storico' }).click();
      await dialog.getByRole('button', { name: 'Conferma' }).click();
      await expect.poll(() => card.getByRole('button', { name: /^Trascina per riordinare/ }).count()).toBe(2);

      // Published: the texts status 1 needs, then Salva.
      await field(page, 'contents.it.excerpt').fill('Il capoluogo e i suoi dintorni.');
      await page.getByRole('region', { name: 'Informazioni di base' }).locator('.ql-editor').click();
      await page.keyboard.type('Portici, torri e colli.');
      await field(page, 'contents.it.google.keywords').fill('bologna, portici');
      await field(page, 'contents.it.google.title').fill('Bologna e dintorni');
      await field(page, 'contents.it.google.description').fill('Portici, torri e colli.');
      await field(page, 'contents.it.social.title').fill('Bologna e dintorni');
      await field(page, 'contents.it.social.description').fill('Portici, torri e colli.');
      await chooseStatus(page, 'Pubblico');
      const save = page.getByRole('button', { name: 'Salva' });
      await expect.poll(() => save.isEnabled()).toBe(true);
      await save.click();
      await page.getByText('Elemento creato correttamente').waitFor();
      await page.waitForURL(/\/destinations\/\d+$/);
      const id = Number(/\d+$/.exec(pathOf(page))?.[0]);
      const answer = await office.api<{
        data: { contents: { it: { status: number } }; locations: { order: number; info: { it: string } }[] };
      }>('GET', `destination/${id}`, { token: await office.token() });
      expect(answer.body.data.contents.it.status).toBe(1);
      expect(answer.body.data.locations.map((entry) => [entry.order, entry.info.it])).toEqual([
        [1, 'Due Torri'],
        [2, 'Stazione centrale'],
      ]);
    } catch (error) {
      await keepArtifacts(page, 'places-destination');
      throw error;
    }
  });

  it('creates a POI collection, opens its POI list and adds a POI that stays in it', async () => {
    const { page, base } = office;
    try {
      await office.signIn(PLACES_EDITOR.username, PLACES_EDITOR.password);
      await page.goto(`${base}/punti-interesse`);
      await page.getByRole('heading', { name: 'Collezioni POI', level: 1 }).waitFor();
      // 'Gestione Luoghi': Nome, CHIUDI and INVIA (POST set-luogo/-1/{title}).
      await page.getByRole('button', { name: 'Aggiungi collezione POI' }).click();
      let dialog = page.getByRole('dialog', { name: 'Gestione Luoghi' });
      await dialog.getByRole('button', { name: 'INVIA' }).click();
      await dialog.getByText('Campo richiesto').waitFor();
      await dialog.getByRole('textbox', { name: 'Nome' }).fill('Castelli');
      await dialog.getByRole('button', { name: 'INVIA' }).click();
      await page.getByText('Elemento creato correttamente').waitFor();
      await dialog.waitFor({ state: 'detached' });
      const row = page.getByRole('row', { name: /Castelli/ });
      await row.getByRole('cell', { name: 'castelli', exact: true }).waitFor();
      // Renamed in the same dialog; the code stays.
      await row.getByRole('button', { name: /^Modifica/ }).click();
      dialog = page.getByRole('dialog', { name: 'Gestione Luoghi' });
      expect(await dialog.getByRole('textbox', { name: 'Nome' }).inputValue()).toBe('Castelli');
      await dialog.getByRole('textbox', { name: 'Nome' }).fill('Castelli e rocche');
      await dialog.getByRole('button', { name: 'INVIA' }).click();
      await page.getByText('Elemento salvato correttamente').waitFor();
      await page.getByRole('cell', { name: 'Castelli e rocche', exact: true }).waitFor();
      const save = page.getByRole('button', { name: 'Salva' });
      await row.getByRole('link', { name: 'Elenco POI' }).click();
      // The list may already have written its state into the query (page, limit, orderBy).
      await page.waitForURL(/\/punti-interesse\/castelli(\?|$)/);
      await page.getByRole('heading', { name: 'Elenco POI', level: 1 }).waitFor();
      await page.getByText('Nessun risultato disponibile').waitFor();
      await page.getByRole('link', { name: 'Nuova Collezione' }).click();
      await page.waitForURL(/\/luogo\/new\/castelli$/);
      await field(page, 'contents.it.nome').fill('Rocca di Vignola');
      // The destination combo searches destinations (POST destination/search) from 2 characters.
      const created = await office.api<{ data: { id: number } }>('POST', 'destination', {
        token: await office.token(),
        body: { contents: { it: { title: 'Terre di Castelli', status: 2 } }, lang: 'it' },
      });
      expect(created.status).toBe(201);
      const destination = page.getByRole('combobox', { name: 'Destinazione' });
      await destination.click();
      await page.getByText('Inizia a digitare il nome di una destinazioni').waitFor();
      await destination.fill('Terre');
      await page.getByRole('option', { name: 'Terre di Castelli' }).click();
      const box = page.getByRole('group', { name: /^Indirizzo/ }).first();
      await box.getByRole('textbox', { name: 'Indirizzo', exact: true }).fill('Piazza dei Contrari');
      await box.getByRole('textbox', { name: 'Numero civico' }).fill('4');
      await chooseCity(page, box, 'Vignola');
      await field(page, 'location.lat').fill('44.4808');
      await field(page, 'location.lng').fill('11.0093');
      await expect.poll(() => save.isEnabled()).toBe(true);
      await save.click();
      await page.getByText('Elemento creato correttamente').waitFor();
      await page.waitForURL(/\/luogo\/\d+\/castelli$/);
      const poiId = Number(/luogo\/(\d+)\//.exec(page.url())?.[1]);
      const stored = await office.api<{ data: { code: string; destination: unknown } }>('GET', `luoghi/${poiId}`, {
        token: await office.token(),
      });
      expect(stored.body.data).toMatchObject({
        code: 'castelli',
        destination: { id: created.body.data.id, name: 'Terre di Castelli' },
      });

      await page.goto(`${base}/punti-interesse/castelli`);
      const poi = page.getByRole('row', { name: /Rocca di Vignola/ });
      await poi.waitFor();
      expect(await poi.getByRole('cell').allInnerTexts()).toEqual(
        expect.arrayContaining(['Rocca di Vignola', 'Piazza dei Contrari 4', 'Vignola']),
      );
      // The destination filter: chosen by name, kept in the address, named again after a reload.
      const filters = page.getByRole('search');
      await filters.getByRole('combobox', { name: 'Destinazione' }).fill('Terre');
      await page.getByRole('option', { name: 'Terre di Castelli' }).click();
      await filters.getByRole('button', { name: 'Filtra' }).click();
      await page.waitForURL(new RegExp(`destinazione=${created.body.data.id}`));
      await poi.waitFor();
      await page.reload();
      await expect
        .poll(() => filters.getByRole('combobox', { name: 'Destinazione' }).inputValue())
        .toBe('Terre di Castelli');
      await poi.waitFor();
      await page.goto(`${base}/punti-interesse/altra-collezione`);
      await page.getByText('Nessun risultato disponibile').waitFor();
    } catch (error) {
      await keepArtifacts(page, 'places-poi');
      throw error;
    }
  });

  it('publishes a hotel without a language switch, and lists it without a status column', async () => {
    const { page, base } = office;
    try {
      await office.signIn(PLACES_EDITOR.username, PLACES_EDITOR.password);
      await page.goto(`${base}/stay/new`);
      await page.getByRole('heading', { name: 'Inserimento Hotel', level: 1 }).waitFor();
      expect(await page.getByRole('radiogroup', { name: 'Lingua del contenuto' }).count()).toBe(0);
      await field(page, 'contents.it.name').fill('Grand Hotel Majestic');
      await field(page, 'contacts.email').fill('non-una-mail');
      await field(page, 'contacts.email').blur();
      await expect.poll(() => field(page, 'contacts.email').getAttribute('aria-invalid')).toBe('true');
      await field(page, 'contacts.email').fill('info@majestic.test');
      await chooseStatus(page, 'Pubblico');
      const save = page.getByRole('button', { name: 'Salva' });
      await expect.poll(() => save.isEnabled()).toBe(true);
      await save.click();
      await page.getByText('Elemento creato correttamente').waitFor();
      await page.waitForURL(/\/stay\/\d+$/);
      const id = Number(/\d+$/.exec(pathOf(page))?.[0]);
      const saved = await office.api<{ data: { contents: { it: { status: number; name: string } } } }>(
        'GET',
        `stay/${id}`,
        { token: await office.token() },
      );
      expect(saved.body.data.contents.it).toMatchObject({ status: 1, name: 'Grand Hotel Majestic' });
      await page.goto(`${base}/stay`);
      await page.getByRole('heading', { name: 'Gestione Hotel', level: 1 }).waitFor();
      await page.getByRole('cell', { name: 'Grand Hotel Majestic' }).waitFor();
      const headers = await page.getByRole('columnheader').allInnerTexts();
      expect(headers.map((text) => text.trim()).filter((text) => text !== '')).toEqual([
        'ID',
        'NAME',
        'COMUNE',
        'AZIONI',
      ]);
    } catch (error) {
      await keepArtifacts(page, 'places-hotel');
      throw error;
    }
  });

  it('publishes a guide, shows its birth date as DD/MM/YYYY and lists first and last name', async () => {
    const { page, base } = office;
    try {
      await office.signIn(PLACES_EDITOR.username, PLACES_EDITOR.password);
      await page.goto(`${base}/guides/new`);
      await page.getByRole('heading', { name: 'Inserimento Guida', level: 1 }).waitFor();
      await field(page, 'contents.it.nome').fill('Maria');
      await field(page, 'contents.it.cognome').fill('Bianchi');
      await field(page, 'contents.it.nascita').fill('31121980');
      await field(page, 'contents.it.nascita').blur();
      expect(await field(page, 'contents.it.nascita').inputValue()).toBe('31/12/1980');
      await chooseStatus(page, 'Pubblico');
      const save = page.getByRole('button', { name: 'Salva' });
      await expect.poll(() => save.isEnabled()).toBe(true);
      await save.click();
      await page.getByText('Elemento creato correttamente').waitFor();
      await page.waitForURL(/\/guides\/\d+$/);
      const id = Number(/\d+$/.exec(pathOf(page))?.[0]);
      const saved = await office.api<{ data: { contents: { it: { status: number; title: string; slug: string } } } }>(
        'GET',
        `guide/${id}`,
        { token: await office.token() },
      );
      // Published: the title composed from the names, the slug derived from it.
      expect(saved.body.data.contents.it).toMatchObject({ status: 1, title: 'Maria Bianchi', slug: 'maria-bianchi' });
      await page.reload();
      await page.getByRole('heading', { name: 'Modifica Guida', level: 1 }).waitFor();
      await expect.poll(() => field(page, 'contents.it.nascita').inputValue()).toBe('31/12/1980');
      await page.goto(`${base}/guides`);
      await page.getByRole('cell', { name: 'Maria Bianchi' }).waitFor();
    } catch (error) {
      await keepArtifacts(page, 'places-guide');
      throw error;
    }
  });
});
