/**
 * Open data and the stay proposals in the browser (spec content.md "Open Data list", "Open data",
 * "Stay proposals lists", "Stay proposal"; section 5 "Uploads"), each flow run by a user holding
 * only its family's abilities: an open data item created at /opendata/new/opendata from 'Nuovo
 * Open Data' on /opendata-list, its file box refusing a pdf (before sending, and a pdf named .csv
 * on the server) with 'Sono ammessi solo file .csv, .xml e .json' and taking a .csv, listed,
 * filtered by destination, edited, published and deleted; a stay proposal on each of the two lists
 * ('Gestione proposte' at /proposte-soggiorno and /soggiorno) created with its price, published,
 * listed (soggiorno's filtered by its Categoria) and deleted.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { familyEditor, keepArtifacts, pathOf, unique, useBackOffice } from './harness';

const OPENDATA_EDITOR = familyEditor('redattore_opendata', ['opendata']);
const PROPOSALS_EDITOR = familyEditor('redattore_proposte', ['proposals-stay', 'soggiorno']);

const DATA_FILES_ONLY = 'Sono ammessi solo file .csv, .xml e .json';

/** This file's token (the end of every name `unique` gives), for a keyword search of its own items. */
function fileToken(): string {
  return unique('').slice(1);
}

function field(page: Page, name: string): Locator {
  return page.locator(`form [name="${name}"]`);
}

async function chooseStatus(page: Page, status: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Stato', exact: true }).click();
  await page.getByRole('option', { name: status, exact: true }).click();
}

/** A small valid PDF. */
function pdf(text: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n` +
      `% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
}

/** The non-empty column headers of the list's table. */
async function headers(page: Page): Promise<string[]> {
  const texts = await page.getByRole('columnheader').allInnerTexts();
  return texts.map((text) => text.trim()).filter((text) => text !== '');
}

/** Deletes the row of item `id` from the list shown, after the confirmation. */
async function deleteFromList(page: Page, id: number): Promise<void> {
  await page.getByRole('button', { name: `Cancella elemento ${id}`, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Confermare cancellazione elemento selezionato?').waitFor();
  await dialog.getByRole('button', { name: 'Conferma' }).click();
  await page.getByRole('link', { name: `Modifica elemento ${id}`, exact: true }).waitFor({ state: 'detached' });
}

/** Picks `option` in the (select or multiselect) combobox `name` of `scope`, typing `search` first. */
async function choose(page: Page, scope: Locator, name: string, option: string, search?: string): Promise<void> {
  const combo = scope.getByRole('combobox', { name, exact: true });
  await combo.click();
  if (search !== undefined) await combo.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Fills the texts status 1 (Pubblico) requires of an article-like item besides its title. */
async function fillPublishingTexts(page: Page, text: string): Promise<void> {
  await field(page, 'contents.it.excerpt').fill(`${text}: in breve.`);
  await page.getByRole('region', { name: 'Informazioni di base' }).locator('.ql-editor').first().click();
  await page.keyboard.type(`${text}: la descrizione.`);
  await field(page, 'contents.it.google.keywords').fill('terme, benessere');
  await field(page, 'contents.it.google.title').fill(text);
  await field(page, 'contents.it.google.description').fill(`${text}: per i motori di ricerca.`);
  await field(page, 'contents.it.social.title').fill(text);
  await field(page, 'contents.it.social.description').fill(`${text}: per i social.`);
}

/** Today's date as the lists show it (DD-MM-YYYY, Europe/Rome). */
function today(): string {
  const [day, month, year] = new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  })
    .format(new Date())
    .split('/');
  return `${day}-${month}-${year}`;
}

interface StoredOpenData {
  readonly data: {
    readonly contents: { readonly it: { readonly title: string; readonly status: number } };
    readonly attachments: readonly { readonly name: string }[];
    readonly destinazione: { readonly ids: readonly number[] };
    readonly comune: readonly number[];
  };
}

interface StoredProposal {
  readonly data: {
    readonly contents: { readonly it: { readonly title: string; readonly status: number; readonly price: string } };
    readonly category: { readonly ids: readonly number[] };
    readonly comune: readonly number[];
  };
}

describe('open data and stay proposals', () => {
  const office = useBackOffice({ users: [OPENDATA_EDITOR, PROPOSALS_EDITOR] });

  it('creates open data with a .csv file (a pdf refused), lists, filters, edits, publishes and deletes it', async () => {
    const { page, base } = office;
    const admin = await office.token();
    const title = unique('Strutture ricettive');
    try {
      await office.signIn(OPENDATA_EDITOR.username, OPENDATA_EDITOR.password);
      await page.goto(`${base}/opendata-list`);
      await page.getByRole('heading', { name: 'Gestione OpenData', level: 1 }).waitFor();
      await page.getByRole('table', { name: 'Gestione OpenData' }).waitFor();
      expect(await headers(page)).toEqual(['ID', 'TITOLO', 'DATA', 'STATO', 'LINGUA', 'AZIONI']);
      await page.getByRole('link', { name: 'Nuovo Open Data', exact: true }).click();
      await page.waitForURL(/\/opendata\/new\/opendata$/);
      await page.getByRole('heading', { name: 'Inserimento Open Data', level: 1 }).waitFor();
      await field(page, 'contents.it.title').fill(title);
      await field(page, 'contents.it.title').blur();
      await page.getByRole('region', { name: 'Informazioni di base' }).locator('.ql-editor').first().click();
      await page.keyboard.type('Alberghi e campeggi per comune.');

      // The file box: a pdf refused before it is sent, a pdf named .csv refused by the server,
      // both with the open-data message; a real .csv taken.
      const files = page.getByRole('region', { name: 'File', exact: true });
      const input = files.getByTestId('files-dropzone-attachments').locator('input[type="file"]');
      await input.setInputFiles([{ name: 'regolamento.pdf', mimeType: 'application/pdf', buffer: pdf('Regole') }]);
      await page.getByText(`regolamento.pdf: ${DATA_FILES_ONLY}`).waitFor();
      await input.setInputFiles([{ name: 'finto.csv', mimeType: 'text/csv', buffer: pdf('Finto') }]);
      await page.getByText(`finto.csv: ${DATA_FILES_ONLY}`).waitFor();
      await input.setInputFiles([
        { name: 'strutture.csv', mimeType: 'text/csv', buffer: Buffer.from('comune;strutture\nBologna;120\n') },
      ]);
      await files.getByTestId('attached-file').filter({ hasText: 'strutture.csv' }).waitFor();
      expect(await files.getByTestId('attached-file').count()).toBe(1);

      // The destination and the municipality the list filters on.
      const side = page.getByRole('region', { name: 'Categorie' });
      await choose(page, side, 'Destinazione', 'Bologna-Modena');
      await choose(page, page.getByRole('region', { name: 'Comuni' }), 'Comuni', 'Bologna (BO)', 'Bologna');

      const save = page.getByRole('button', { name: 'Salva' });
      await expect.poll(() => save.isEnabled()).toBe(true);
      await save.click();
      await page.getByText('Elemento creato correttamente').waitFor();
      await page.waitForURL(/\/opendata\/\d+\/opendata$/);
      await page.getByRole('heading', { name: 'Modifica Open Data', level: 1 }).waitFor();
      const id = Number(/\/opendata\/(\d+)\//.exec(pathOf(page))?.[1]);
      const read = async () => (await office.api<StoredOpenData>('GET', `opendata/${id}`, { token: admin })).body.data;
      const created = await read();
      expect(created.contents.it).toMatchObject({ title, status: 2 });
      expect(created.attachments.map((file) => file.name)).toEqual(['strutture.csv']);
      expect(created.destinazione.ids).toEqual([2003]);
      expect(created.comune).toHaveLength(1);

      // Listed and filtered: the destination Bologna-Modena shows it, Romagna does not.
      await page.goto(`${base}/opendata-list`);
      const filters = page.getByRole('search', { name: 'Filtri' });
      const table = page.getByRole('table', { name: 'Gestione OpenData' });
      const row = table.getByRole('row', { name: new RegExp(title) });
      await filters.getByRole('searchbox', { name: 'Cerca' }).fill(fileToken());
      await choose(page, filters, 'Destinazione', 'Romagna');
      await filters.getByRole('button', { name: 'Filtra' }).click();
      await page.waitForURL(/destinazione=2002/);
      await table.getByText('Nessun risultato disponibile').waitFor();
      await choose(page, filters, 'Destinazione', 'Bologna-Modena');
      await filters.getByRole('button', { name: 'Filtra' }).click();
      await page.waitForURL(/destinazione=2003/);
      await row.waitFor();
      const cells = (await row.getByRole('cell').allInnerTexts()).map((text) => text.trim());
      expect(cells).toEqual(expect.arrayContaining([String(id), title, today()]));

      // Edited from the row at the spec's address, then published (only the title is required).
      await row.getByRole('link', { name: `Modifica elemento ${id}`, exact: true }).click();
      await page.waitForURL(new RegExp(`/opendata/${id}/opendata$`));
      await page.getByRole('heading', { name: 'Modifica Open Data', level: 1 }).waitFor();
      await expect.poll(() => field(page, 'contents.it.title').inputValue()).toBe(title);
      await field(page, 'contents.it.title').fill(`${title} 2026`);
      await chooseStatus(page, 'Pubblico');
      await expect.poll(() => save.isEnabled()).toBe(true);
      await save.click();
      await page.getByText('Elemento salvato correttamente').waitFor();
      await expect.poll(async () => (await read()).contents.it).toMatchObject({ title: `${title} 2026`, status: 1 });
      expect((await read()).attachments.map((file) => file.name)).toEqual(['strutture.csv']);

      // The spec's form with another :path, and the plain /opendata/:id, open the same editor.
      await page.goto(`${base}/opendata/${id}/dati`);
      await expect.poll(() => field(page, 'contents.it.title').inputValue()).toBe(`${title} 2026`);
      await page.goto(`${base}/opendata/${id}`);
      await expect.poll(() => field(page, 'contents.it.title').inputValue()).toBe(`${title} 2026`);

      // The list remembers its filters (persist); the row is deleted from there.
      await page.goto(`${base}/opendata-list`);
      await expect.poll(() => filters.getByRole('searchbox', { name: 'Cerca' }).inputValue()).toBe(fileToken());
      await table.getByRole('row', { name: new RegExp(`${title} 2026`) }).waitFor();
      await deleteFromList(page, id);
      expect((await office.api('GET', `opendata/${id}`, { token: admin })).status).toBe(404);
    } catch (error) {
      await keepArtifacts(page, 'opendata');
      throw error;
    }
  });

  it.each([
    { route: 'proposte-soggiorno', path: 'proposte-soggiorno', categoryFilter: false },
    { route: 'soggiorno', path: 'soggiorno', categoryFilter: true },
  ])('creates, publishes, lists and deletes a stay proposal on /$route', async ({ route, path, categoryFilter }) => {
    const { page, base } = office;
    const admin = await office.token();
    const category = unique(`Soggiorni ${route}`);
    const other = unique(`Altri soggiorni ${route}`);
    const makeCategory = async (name: string): Promise<number> => {
      const answer = await office.api<{ data: { id: number } }>('POST', 'categories', {
        token: admin,
        body: { parent_id: 10, contents: { it: { title: name } } },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body.data.id;
    };
    const categoryId = await makeCategory(category);
    await makeCategory(other);
    const title = unique(`Weekend alle terme ${route}`);
    try {
      await office.signIn(PROPOSALS_EDITOR.username, PROPOSALS_EDITOR.password);
      await page.goto(`${base}/${route}`);
      await page.getByRole('heading', { name: 'Gestione proposte', level: 1 }).waitFor();
      expect(await headers(page)).toEqual(['ID', 'TITOLO', 'STATO', 'LINGUA', 'AZIONI']);
      const filters = page.getByRole('search', { name: 'Filtri' });
      expect(await filters.getByRole('combobox', { name: 'Categoria', exact: true }).count()).toBe(
        categoryFilter ? 1 : 0,
      );
      await page.getByRole('link', { name: 'Nuova proposta', exact: true }).click();
      await page.waitForURL(new RegExp(`/${route}/new$`));
      await page.getByRole('heading', { name: 'Inserimento Proposta', level: 1 }).waitFor();
      await field(page, 'contents.it.title').fill(title);
      await field(page, 'contents.it.title').blur();
      await field(page, 'contents.it.price').fill('da 240 euro a persona');
      await choose(page, page.getByRole('region', { name: 'Categorie' }), 'Categoria', category);

      // Status 1 asks for the article texts first (content.md section 5).
      await chooseStatus(page, 'Pubblico');
      const save = page.getByRole('button', { name: 'Salva' });
      await expect.poll(() => save.isDisabled()).toBe(true);
      await fillPublishingTexts(page, title);
      await expect.poll(() => save.isEnabled()).toBe(true);
      await save.click();
      await page.getByText('Elemento creato correttamente').waitFor();
      await page.waitForURL(new RegExp(`/${route}/\\d+$`));
      await page.getByRole('heading', { name: 'Modifica Proposta', level: 1 }).waitFor();
      const id = Number(/\d+$/.exec(pathOf(page))?.[0]);
      const stored = await office.api<StoredProposal>('GET', `${path}/${id}`, { token: admin });
      expect(stored.body.data.contents.it).toMatchObject({ title, status: 1, price: 'da 240 euro a persona' });
      expect(stored.body.data.category.ids).toEqual([categoryId]);

      // Listed (soggiorno's by its category: the other category shows nothing), then deleted.
      await page.goto(`${base}/${route}`);
      await filters.getByRole('searchbox', { name: 'Cerca' }).fill(fileToken());
      const table = page.getByRole('table', { name: 'Gestione proposte' });
      const row = table.getByRole('row', { name: new RegExp(title) });
      if (categoryFilter) {
        await choose(page, filters, 'Categoria', other);
        await filters.getByRole('button', { name: 'Filtra' }).click();
        await table.getByText('Nessun risultato disponibile').waitFor();
        await choose(page, filters, 'Categoria', category);
      }
      await filters.getByRole('button', { name: 'Filtra' }).click();
      if (categoryFilter) await page.waitForURL(new RegExp(`categoria=${categoryId}`));
      await row.waitFor();
      expect((await row.getByRole('cell').allInnerTexts()).map((text) => text.trim())).toEqual(
        expect.arrayContaining([String(id), title]),
      );
      await deleteFromList(page, id);
      expect((await office.api('GET', `${path}/${id}`, { token: admin })).status).toBe(404);
    } catch (error) {
      await keepArtifacts(page, `stay-proposal-${route}`);
      throw error;
    }
  });
});
