/**
 * The article family in the browser (spec content.md "Blog list", "Blog and observatory article",
 * "Static pages list", "IAT list", "Observatory list"), each flow run by a user holding only the
 * family's abilities (blog, page, iat and osservatorio): a blog article with two paragraphs (the
 * last one cannot be removed, removing asks first), a file in 'Allegati', two related items from
 * the entity picker, published, listed, previewed and deleted from the list; a static page with a
 * template from the Template combo and three related items dragged into another order; IAT
 * offices filtered by province and exported with 'Esporta Tutti' (iat.csv), one created, edited
 * and deleted in its editor with the address and its map; an observatory article created, published
 * and deleted.
 * Interests (content.md "Interests list", "Interest"; platform.md section 2), as a user holding only
 * the interessi abilities and the category editor's: a child of category 5 added in the category
 * editor appears in the sidebar's 'Interessi' group without a reload, its link opens 'Interessi -
 * <title>', where an interest is published (the category its primary theme), listed under
 * INTERESSE and deleted.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eUser, familyEditor, keepArtifacts, pathOf, unique, useBackOffice } from './harness';

const ARTICLES_EDITOR = familyEditor('redattore_articoli', ['blog', 'page', 'iat', 'osservatorio']);

/** Interests only, plus the category editor (to add an interest category): no other family. */
const INTERESTS_EDITOR = e2eUser('redattore_interessi', {
  abilities: [
    ...['view', 'create', 'edit', 'delete', 'publish'].map((action) => `interessi-${action}`),
    'category-view',
    'category-edit',
  ],
});

/** The interest category (spec platform.md section 2: one 'Interessi' link per child). */
const INTERESTS_MAIN = 5;

/** Items the pickers offer: published IAT offices (status 1 needs only the title), named for this file. */
const RELATED = ['Correlato Alfa', 'Correlato Beta', 'Correlato Gamma'].map((title) => unique(title));

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

/** Fills the texts status 1 (Pubblico) requires of an article-like item besides its title. */
async function fillPublishingTexts(page: Page, baseCard: string, text: string): Promise<void> {
  await field(page, 'contents.it.excerpt').fill(`${text}: in breve.`);
  await page.getByRole('region', { name: baseCard }).locator('.ql-editor').first().click();
  await page.keyboard.type(`${text}: la descrizione.`);
  await field(page, 'contents.it.google.keywords').fill('emilia, romagna');
  await field(page, 'contents.it.google.title').fill(text);
  await field(page, 'contents.it.google.description').fill(`${text}: per i motori di ricerca.`);
  await field(page, 'contents.it.social.title').fill(text);
  await field(page, 'contents.it.social.description').fill(`${text}: per i social.`);
}

/** Adds picked items by (part of) their title to the entity picker of `card`. */
async function pick(card: Locator, titles: readonly string[]): Promise<void> {
  await card.getByRole('button', { name: 'Aggiungi contenuto' }).click();
  const search = card.getByRole('textbox', { name: /^Cerca/ });
  for (const title of titles) {
    await search.fill(title);
    await card.getByRole('button', { name: `Aggiungi ${title}`, exact: true }).click();
    await card.getByRole('button', { name: `Trascina per riordinare: ${title}`, exact: true }).waitFor();
  }
}

/** The picked items' titles, in their order on screen. */
function pickedTitles(card: Locator): Promise<string[]> {
  return card
    .getByTestId('entity-picker')
    .getByRole('button', { name: /^Trascina per riordinare: / })
    .evaluateAll((handles) =>
      handles.map((handle) => (handle.getAttribute('aria-label') ?? '').replace(/^Trascina per riordinare: /, '')),
    );
}

/** Drags one handle onto another's place with the pointer, in small steps (dnd-kit's pointer sensor). */
async function dragHandle(page: Page, from: Locator, to: Locator, below: boolean): Promise<void> {
  await from.scrollIntoViewIfNeeded();
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('the drag handles have no box');
  const x = start.x + start.width / 2;
  const fromY = start.y + start.height / 2;
  const toY = end.y + end.height / 2 + (below ? 12 : -12);
  await page.mouse.move(x, fromY);
  await page.mouse.down();
  const steps = 12;
  for (let step = 1; step <= steps; step += 1) await page.mouse.move(x, fromY + ((toY - fromY) * step) / steps);
  await page.mouse.up();
}

/** Deletes the row of item `id` from the list shown, after the confirmation. */
async function deleteFromList(page: Page, id: number): Promise<void> {
  await page.getByRole('button', { name: `Cancella elemento ${id}`, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Confermare cancellazione elemento selezionato?').waitFor();
  await dialog.getByRole('button', { name: 'Conferma' }).click();
  await page.getByRole('link', { name: `Modifica elemento ${id}`, exact: true }).waitFor({ state: 'detached' });
}

/** The non-empty column headers of the list's table. */
async function headers(page: Page): Promise<string[]> {
  const texts = await page.getByRole('columnheader').allInnerTexts();
  return texts.map((text) => text.trim()).filter((text) => text !== '');
}

interface Municipality {
  readonly id: number;
  readonly city: string;
  readonly province: string;
}

describe('the article family', () => {
  const office = useBackOffice({ users: [ARTICLES_EDITOR, INTERESTS_EDITOR] });

  async function adminToken(): Promise<string> {
    return office.token();
  }

  async function municipality(name: string): Promise<Municipality> {
    const answer = await office.api<{ data: Municipality[] }>(
      'GET',
      `operations/comuni?name=${encodeURIComponent(name)}`,
      {
        token: await adminToken(),
      },
    );
    const found = answer.body.data.find((row) => row.city === name);
    if (!found) throw new Error(`no municipality ${name}`);
    return found;
  }

  async function provinceId(name: string): Promise<number> {
    const answer = await office.api<{ data: { id: number; nome: string }[] }>('GET', 'operations/province', {
      token: await adminToken(),
    });
    const found = answer.body.data.find((row) => row.nome === name);
    if (!found) throw new Error(`no province ${name}`);
    return found.id;
  }

  /** An IAT office through the API (as the administrator). */
  async function createOffice(
    title: string,
    status: number,
    place?: { city: Municipality; address: string; lat: number; lng: number },
  ): Promise<number> {
    const answer = await office.api<{ data: { id: number } }>('POST', 'iat', {
      token: await adminToken(),
      body: {
        contents: { it: { title, status } },
        ...(place
          ? {
              locations: {
                address: place.address,
                number: '1',
                city: { id: place.city.id, city: place.city.city },
                lat: place.lat,
                lng: place.lng,
              },
              comune: place.city.id,
            }
          : {}),
        lang: 'it',
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data.id;
  }

  /** The related items the pickers offer (created once for the file). */
  let related: Promise<number[]> | null = null;
  function relatedItems(): Promise<number[]> {
    related ??= Promise.all(RELATED.map((title) => createOffice(title, 1)));
    return related;
  }

  it('publishes a blog article with paragraphs, a file and related items, lists, previews and deletes it', async () => {
    const { page, base } = office;
    const relatedIds = await relatedItems();
    const title = unique('Le rocche della Romagna');
    try {
      await office.signIn(ARTICLES_EDITOR.username, ARTICLES_EDITOR.password);
      await page.goto(`${base}/blog`);
      await page.getByRole('heading', { name: 'Gestione Articoli', level: 1 }).waitFor();
      await page.getByRole('link', { name: 'Nuovo Articolo', exact: true }).click();
      await page.waitForURL(/\/blog\/new$/);
      await page.getByRole('heading', { name: 'Inserimento Articoli', level: 1 }).waitFor();
      await field(page, 'contents.it.title').fill(title);
      await field(page, 'contents.it.title').blur();

      // Paragraphs: one to start with, which cannot be removed while it is the only one.
      const paragraphs = page.getByRole('region', { name: 'Paragrafi' });
      const entries = paragraphs.getByRole('button', { name: /^Trascina per riordinare: / });
      await field(page, 'paragrafi.0.title.it').fill('Il castello');
      expect(await entries.count()).toBe(1);
      expect(await paragraphs.getByRole('button', { name: 'Rimuovi Il castello', exact: true }).isDisabled()).toBe(
        true,
      );
      await paragraphs.locator('.ql-editor').nth(0).click();
      await page.keyboard.type('Mura e torri del Trecento.');
      await paragraphs.getByRole('button', { name: 'Aggiungi paragrafo' }).click();
      await field(page, 'paragrafi.1.title.it').fill('Il borgo');
      await paragraphs.locator('.ql-editor').nth(1).click();
      await page.keyboard.type('Vicoli e botteghe.');
      // Two now: each can be removed, after the confirmation (cancelled here).
      expect(await paragraphs.getByRole('button', { name: 'Rimuovi Il castello', exact: true }).isEnabled()).toBe(true);
      await paragraphs.getByRole('button', { name: 'Rimuovi Il borgo', exact: true }).click();
      const confirm = page.getByRole('dialog', { name: "Confermi la rimozione dell'elemento?" });
      await confirm.getByRole('button', { name: 'Annulla' }).click();
      await confirm.waitFor({ state: 'detached' });
      expect(await entries.count()).toBe(2);

      // A third, removed after confirming: two remain.
      await paragraphs.getByRole('button', { name: 'Aggiungi paragrafo' }).click();
      await field(page, 'paragrafi.2.title.it').fill('Da togliere');
      await paragraphs.getByRole('button', { name: 'Rimuovi Da togliere', exact: true }).click();
      await confirm.getByRole('button', { name: 'Conferma' }).click();
      await expect.poll(() => entries.count()).toBe(2);

      // A file in 'Allegati'.
      const files = page.getByRole('region', { name: 'Allegati' });
      await files
        .getByTestId('files-dropzone-files')
        .locator('input[type="file"]')
        .setInputFiles([{ name: 'Orari rocche.pdf', mimeType: 'application/pdf', buffer: pdf('Rocche') }]);
      await files.getByTestId('attached-file').filter({ hasText: 'Orari rocche.pdf' }).waitFor();

      // Two related items from the entity picker.
      const relatedCard = page.getByRole('region', { name: 'Correlati' });
      await pick(relatedCard, RELATED.slice(0, 2));
      expect(await pickedTitles(relatedCard)).toEqual(RELATED.slice(0, 2));

      // Published: the texts status 1 requires, then Salva.
      await fillPublishingTexts(page, 'Informazioni blog', title);
      await chooseStatus(page, 'Pubblico');
      const save = page.getByRole('button', { name: 'Salva' });
      await expect.poll(() => save.isEnabled()).toBe(true);
      await save.click();
      await page.getByText('Elemento creato correttamente').waitFor();
      await page.waitForURL(/\/blog\/\d+$/);
      await page.getByRole('heading', { name: 'Modifica Articoli', level: 1 }).waitFor();
      const id = Number(/\d+$/.exec(pathOf(page))?.[0]);

      const stored = await office.api<{
        data: {
          contents: { it: { status: number; slug: string; permalink?: string | null } };
          paragrafi: { order: number; title: { it: string } }[];
          files: { name: string }[];
          related: { type: string; id: number }[];
        };
      }>('GET', `blog/${id}`, { token: await adminToken() });
      expect(stored.status).toBe(200);
      expect(stored.body.data.contents.it.status).toBe(1);
      expect(stored.body.data.paragrafi.map((entry) => [entry.order, entry.title.it])).toEqual([
        [1, 'Il castello'],
        [2, 'Il borgo'],
      ]);
      expect(stored.body.data.files.map((file) => file.name)).toEqual(['Orari rocche.pdf']);
      expect(stored.body.data.related.map((item) => [item.type, item.id])).toEqual([
        ['iat', relatedIds[0]],
        ['iat', relatedIds[1]],
      ]);

      // The green ANTEPRIMA (a signed preview link, made on click: tests/e2e/preview.test.ts).
      const preview = page.getByRole('button', { name: 'ANTEPRIMA', exact: true });
      await preview.waitFor();
      expect(await preview.evaluate((link) => getComputedStyle(link).backgroundColor)).toMatch(
        /^rgb\(\s*(\d+),\s*(\d+),\s*(\d+)\)$/,
      );
      const [red, green, blue] = (
        /(\d+),\s*(\d+),\s*(\d+)/.exec(await preview.evaluate((link) => getComputedStyle(link).backgroundColor)) ?? []
      )
        .slice(1)
        .map(Number);
      expect(green).toBeGreaterThan(red ?? 255);
      expect(green).toBeGreaterThan(blue ?? 255);

      // The list shows it, then it is deleted from there.
      await page.goto(`${base}/blog`);
      await page.getByRole('heading', { name: 'Gestione Articoli', level: 1 }).waitFor();
      const row = page.getByRole('row', { name: new RegExp(title) });
      await row.waitFor();
      expect((await headers(page)).slice(0, 3)).toEqual(['ID', 'TITOLO', 'DATA PUBBLICAZIONE']);
      const cells = (await row.getByRole('cell').allInnerTexts()).map((text) => text.trim());
      expect(cells).toEqual(expect.arrayContaining([String(id), title]));
      // DATA PUBBLICAZIONE: today's (the default publication date), DD-MM-YYYY as lists show dates.
      const [day, month, year] = new Intl.DateTimeFormat('it-IT', {
        timeZone: 'Europe/Rome',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      })
        .format(new Date())
        .split('/');
      expect(cells).toContain(`${day}-${month}-${year}`);
      await deleteFromList(page, id);
      expect((await office.api('GET', `blog/${id}`, { token: await adminToken() })).status).toBe(404);
    } catch (error) {
      await keepArtifacts(page, 'articles-blog');
      throw error;
    }
  });

  it('publishes a static page with a template and three related items dragged into order, then deletes it', async () => {
    const { page, base } = office;
    const relatedIds = await relatedItems();
    const templateName = unique('Pagina con mappa');
    const template = await office.api<{ data: { id: number } }>('POST', 'templates', {
      token: await adminToken(),
      body: { name: templateName, view: 'pages.map', params: '{}' },
    });
    expect(template.status, JSON.stringify(template.body)).toBe(201);
    const title = unique('Chi siamo');
    try {
      await office.signIn(ARTICLES_EDITOR.username, ARTICLES_EDITOR.password);
      await page.goto(`${base}/page`);
      await page.getByRole('heading', { name: 'Gestione Pagine Statiche', level: 1 }).waitFor();
      expect((await headers(page)).slice(0, 2)).toEqual(['ID', 'NOME']);
      await page.getByRole('link', { name: 'Nuova Pagine Statiche', exact: true }).click();
      await page.waitForURL(/\/page\/new$/);
      await page.getByRole('heading', { name: 'Inserimento Pagina Statica', level: 1 }).waitFor();
      await field(page, 'contents.it.title').fill(title);
      await field(page, 'contents.it.title').blur();

      // The Template combo searches templates by name.
      const combo = page.getByRole('combobox', { name: 'Template', exact: true });
      await combo.click();
      // The reference combo's default hint (the page's template field has none of its own).
      await page.getByText(/^Digita almeno \d+ caratteri per cercare$/).waitFor();
      await combo.fill(templateName.slice(0, -3));
      await page.getByRole('option', { name: templateName, exact: true }).click();
      await expect.poll(() => combo.inputValue()).toBe(templateName);

      // Three related items, the third dragged to the top, then the (new) second below the third.
      const relatedCard = page.getByRole('region', { name: 'Correlati' });
      await pick(relatedCard, RELATED);
      expect(await pickedTitles(relatedCard)).toEqual(RELATED);
      const handle = (name: string): Locator =>
        relatedCard.getByRole('button', { name: `Trascina per riordinare: ${name}`, exact: true });
      await page.setViewportSize({ width: 1280, height: 2400 });
      const [alfa, beta, gamma] = RELATED as [string, string, string];
      await dragHandle(page, handle(gamma), handle(alfa), false);
      await expect.poll(() => pickedTitles(relatedCard)).toEqual([gamma, alfa, beta]);
      await dragHandle(page, handle(alfa), handle(beta), true);
      await expect.poll(() => pickedTitles(relatedCard)).toEqual([gamma, beta, alfa]);
      await page.setViewportSize({ width: 1280, height: 900 });

      await fillPublishingTexts(page, 'Informazioni di base', title);
      await chooseStatus(page, 'Pubblico');
      const save = page.getByRole('button', { name: 'Salva' });
      await expect.poll(() => save.isEnabled()).toBe(true);
      await save.click();
      await page.getByText('Elemento creato correttamente').waitFor();
      await page.waitForURL(/\/page\/\d+$/);
      await page.getByRole('heading', { name: 'Modifica Pagina Statica', level: 1 }).waitFor();
      const id = Number(/\d+$/.exec(pathOf(page))?.[0]);
      const stored = await office.api<{
        data: {
          contents: { it: { status: number } };
          template: { id: number; name: string } | null;
          related: { type: string; id: number }[];
        };
      }>('GET', `page/${id}`, { token: await adminToken() });
      expect(stored.body.data.contents.it.status).toBe(1);
      expect(stored.body.data.template).toMatchObject({ id: template.body.data.id, name: templateName });
      expect(stored.body.data.related.map((item) => item.id)).toEqual([relatedIds[2], relatedIds[1], relatedIds[0]]);
      await page.getByRole('button', { name: 'ANTEPRIMA', exact: true }).waitFor();

      // After a reload the order and the template are shown as saved.
      await page.reload();
      await page.getByRole('heading', { name: 'Modifica Pagina Statica', level: 1 }).waitFor();
      await expect.poll(() => pickedTitles(relatedCard)).toEqual([gamma, beta, alfa]);
      await expect.poll(() => combo.inputValue()).toBe(templateName);

      await page.goto(`${base}/page`);
      await page.getByRole('row', { name: new RegExp(title) }).waitFor();
      await deleteFromList(page, id);
      expect((await office.api('GET', `page/${id}`, { token: await adminToken() })).status).toBe(404);
    } catch (error) {
      await keepArtifacts(page, 'articles-page');
      throw error;
    }
  });

  it("filters IAT offices by province and downloads 'Esporta Tutti' as iat.csv", async () => {
    const { page, base } = office;
    const [bologna, rimini] = await Promise.all([municipality('Bologna'), municipality('Rimini')]);
    const bolognaProvince = await provinceId(bologna.province);
    const inBologna = unique('IAT Bologna Piazza Maggiore');
    const inRimini = unique('IAT Rimini Marina');
    const bolognaId = await createOffice(inBologna, 1, {
      city: bologna,
      address: 'Piazza Maggiore',
      lat: 44.4939,
      lng: 11.3428,
    });
    const riminiId = await createOffice(inRimini, 2, {
      city: rimini,
      address: 'Piazzale Fellini',
      lat: 44.0713,
      lng: 12.5801,
    });
    try {
      await office.signIn(ARTICLES_EDITOR.username, ARTICLES_EDITOR.password);
      await page.goto(`${base}/iat`);
      await page.getByRole('heading', { name: 'Gestione Ufficio Informazione', level: 1 }).waitFor();
      await page.getByRole('link', { name: 'Nuovo IAT', exact: true }).waitFor();
      expect(await headers(page)).toEqual(['ID', 'TITOLO', 'PROVINCIA', 'COMUNE', 'STATO', 'LINGUA', 'AZIONI']);

      // Filtered by the province of Bologna (and the file's token, as other files add offices too).
      const filters = page.getByRole('search', { name: 'Filtri' });
      await filters.getByRole('searchbox', { name: 'Cerca' }).fill(fileToken());
      await filters.getByRole('combobox', { name: 'Provincia' }).click();
      await page.getByRole('option', { name: bologna.province, exact: true }).click();
      await filters.getByRole('button', { name: 'Filtra' }).click();
      await page.waitForURL(new RegExp(`provincia=${bolognaProvince}`));
      const table = page.getByRole('table', { name: 'Gestione Ufficio Informazione' });
      const bolognaRow = table.getByRole('row', { name: new RegExp(inBologna) });
      await bolognaRow.waitFor();
      await expect.poll(() => table.getByRole('row', { name: new RegExp(inRimini) }).count()).toBe(0);
      const shown = await table
        .getByRole('checkbox', { name: /^Seleziona elemento \d+$/ })
        .evaluateAll((boxes) => boxes.map((box) => Number(/\d+$/.exec(box.getAttribute('aria-label') ?? '')?.[0])));
      expect(shown).toEqual([bolognaId]);
      const rowCells = (await bolognaRow.getByRole('cell').allInnerTexts()).map((text) => text.trim());
      expect(rowCells).toEqual(expect.arrayContaining([String(bolognaId), inBologna, bologna.province, 'Bologna']));

      // 'Esporta Tutti': iat.csv, UTF-8 with a BOM, ';' between fields.
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Esporta Tutti' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('iat.csv');
      const stream = await download.createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
      const bytes = Buffer.concat(chunks);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes
        .toString('utf8')
        .slice(1)
        .split('\r\n')
        .filter((line) => line !== '');
      expect(lines[0]?.split(';')).toEqual(['ID', 'TITOLO', 'PROVINCIA', 'COMUNE', 'STATO', 'LINGUA']);
      const rows = new Map(lines.slice(1).map((line) => [Number(line.split(';')[0]), line.split(';')] as const));
      // Exactly the filtered list's rows, as the table shows them: the office the filter left
      // out is not exported.
      expect(rows.get(bolognaId)?.slice(0, 4)).toEqual([String(bolognaId), inBologna, bologna.province, 'Bologna']);
      expect([...rows.keys()].sort()).toEqual([...shown].sort());
      expect(rows.has(riminiId)).toBe(false);
    } catch (error) {
      await keepArtifacts(page, 'articles-iat-export');
      throw error;
    }
  });

  it('creates, edits and deletes an IAT office with its address on the map', async () => {
    const { page, base } = office;
    const title = unique('IAT Due Torri');
    try {
      await office.signIn(ARTICLES_EDITOR.username, ARTICLES_EDITOR.password);
      await page.goto(`${base}/iat`);
      await page.getByRole('heading', { name: 'Gestione Ufficio Informazione', level: 1 }).waitFor();
      await page.getByRole('link', { name: 'Nuovo IAT', exact: true }).click();
      await page.waitForURL(/\/iat\/new$/);
      await page.getByRole('heading', { name: 'Inserimento Ufficio Informazione', level: 1 }).waitFor();
      await field(page, 'contents.it.title').fill(title);

      // The address, geocoded against the local fake provider, its marker on the map.
      const box = page.getByRole('group', { name: /^Indirizzo/ }).first();
      await box.getByRole('textbox', { name: 'Indirizzo', exact: true }).fill('Via Rizzoli');
      await box.getByRole('textbox', { name: 'Numero civico' }).fill('1');
      await box.getByRole('combobox', { name: 'Comune' }).fill('Bologna');
      await page
        .getByRole('option', { name: /^Bologna/ })
        .first()
        .click();
      await box.getByRole('button', { name: 'Calcola coordinate' }).click();
      await expect.poll(() => box.getByRole('textbox', { name: 'Latitudine' }).inputValue()).toBe('44.4938');
      await box
        .getByRole('group', { name: /^Mappa/ })
        .getByRole('button', { name: "Segnaposto dell'indirizzo" })
        .waitFor();
      await expect.poll(() => office.tilesLoaded()).toBeGreaterThan(0);

      // A new IAT office starts with canSave false (spec content.md section 4): not Pubblico yet.
      await chooseStatus(page, 'Pubblico');
      const save = page.getByRole('button', { name: 'Salva' });
      await page.getByTestId('editor-cannot-save-published').waitFor();
      expect(await save.isDisabled()).toBe(true);
      await chooseStatus(page, 'Bozza');
      await expect.poll(() => save.isEnabled()).toBe(true);
      await save.click();
      await page.getByText('Elemento creato correttamente').waitFor();
      await page.waitForURL(/\/iat\/\d+$/);
      await page.getByRole('heading', { name: 'Modifica Ufficio Informazione', level: 1 }).waitFor();
      const id = Number(/\d+$/.exec(pathOf(page))?.[0]);
      interface Stored {
        data: {
          contents: { it: { title: string; status: number } };
          locations: { address: string; number: string; city: { city: string }; lat: number; lng: number };
        };
      }
      const read = async () => (await office.api<Stored>('GET', `iat/${id}`, { token: await adminToken() })).body.data;
      expect(await read()).toMatchObject({
        contents: { it: { title, status: 2 } },
        locations: { address: 'Via Rizzoli', number: '1', city: { city: 'Bologna' }, lat: 44.4938 },
      });

      // Stored, it says canSave for this publisher: published.
      await chooseStatus(page, 'Pubblico');
      await expect.poll(() => save.isEnabled()).toBe(true);
      await save.click();
      await page.getByText('Elemento salvato correttamente').waitFor();
      await expect.poll(async () => (await read()).contents.it.status).toBe(1);

      // Edited: a new title, back to a draft.
      await field(page, 'contents.it.title').fill(`${title} (centro)`);
      await chooseStatus(page, 'Bozza');
      await expect.poll(() => save.isEnabled()).toBe(true);
      await save.click();
      await page.getByText('Elemento salvato correttamente').last().waitFor();
      await expect
        .poll(async () => (await read()).contents.it)
        .toMatchObject({ title: `${title} (centro)`, status: 2 });

      await page.goto(`${base}/iat`);
      await page.getByRole('row', { name: new RegExp(title) }).waitFor();
      await deleteFromList(page, id);
      expect((await office.api('GET', `iat/${id}`, { token: await adminToken() })).status).toBe(404);
    } catch (error) {
      await keepArtifacts(page, 'articles-iat-editor');
      throw error;
    }
  });

  it("lists the observatory with 'Nuovo Articolo', creates, publishes and deletes an article there", async () => {
    const { page, base } = office;
    const title = unique('Presenze turistiche estive');
    try {
      await office.signIn(ARTICLES_EDITOR.username, ARTICLES_EDITOR.password);
      await page.goto(`${base}/osservatorio`);
      await page.getByRole('heading', { name: 'Gestione Osservatorio', level: 1 }).waitFor();
      expect((await headers(page)).slice(0, 3)).toEqual(['ID', 'TITOLO', 'DATA PUBBLICAZIONE']);
      await page.getByRole('link', { name: 'Nuovo Articolo', exact: true }).click();
      await page.waitForURL(/\/osservatorio\/new$/);
      await page.getByRole('heading', { name: 'Inserimento Articoli', level: 1 }).waitFor();
      await field(page, 'contents.it.title').fill(title);
      await field(page, 'paragrafi.0.title.it').fill('I numeri');
      await page.getByRole('region', { name: 'Paragrafi' }).locator('.ql-editor').first().click();
      await page.keyboard.type('Arrivi e presenze della stagione.');
      const save = page.getByRole('button', { name: 'Salva' });
      await expect.poll(() => save.isEnabled()).toBe(true);
      await save.click();
      await page.getByText('Elemento creato correttamente').waitFor();
      await page.waitForURL(/\/osservatorio\/\d+$/);
      const id = Number(/\d+$/.exec(pathOf(page))?.[0]);
      const stored = await office.api<{ data: { contents: { it: { title: string; status: number } } } }>(
        'GET',
        `newsim/${id}`,
        { token: await adminToken() },
      );
      expect(stored.body.data.contents.it).toMatchObject({ title, status: 2 });

      // Edited: the texts status 1 needs, then published.
      await fillPublishingTexts(page, 'Informazioni blog', title);
      await chooseStatus(page, 'Pubblico');
      await expect.poll(() => save.isEnabled()).toBe(true);
      await save.click();
      await expect
        .poll(async () => {
          const answer = await office.api<{ data: { contents: { it: { status: number } } } }>('GET', `newsim/${id}`, {
            token: await adminToken(),
          });
          return answer.body.data.contents.it.status;
        })
        .toBe(1);

      await page.goto(`${base}/osservatorio`);
      const row = page.getByRole('row', { name: new RegExp(title) });
      await row.waitFor();
      expect((await row.getByRole('cell').allInnerTexts()).map((text) => text.trim())).toEqual(
        expect.arrayContaining([String(id), title]),
      );
      await deleteFromList(page, id);
      expect((await office.api('GET', `newsim/${id}`, { token: await adminToken() })).status).toBe(404);
    } catch (error) {
      await keepArtifacts(page, 'articles-observatory');
      throw error;
    }
  });

  it('adds an interest category in the category editor, follows its new sidebar link and publishes, lists and deletes an interest there', async () => {
    const { page, base } = office;
    const category = unique('Enogastronomia');
    const title = unique('Tortellini in brodo');
    const categoryIdOf = async (): Promise<number | undefined> => {
      const tree = await office.api<{ data: { children: { id: number; contents: { it?: { title: string } } }[] } }>(
        'GET',
        `categories?main=${INTERESTS_MAIN}`,
        { token: await adminToken() },
      );
      return tree.body.data.children.find((node) => node.contents.it?.title === category)?.id;
    };
    try {
      await office.signIn(INTERESTS_EDITOR.username, INTERESTS_EDITOR.password);
      await page.goto(`${base}/category-list/${INTERESTS_MAIN}`);
      await page.getByRole('heading', { name: /^Categorie di /, level: 1 }).waitFor();
      // The 'Interessi' group of the sidebar, open (it holds the category editor's link), no link
      // for the category yet.
      const menu = page.getByRole('navigation', { name: 'Menu principale' });
      // (The group's button says nothing of its state: it is opened when its links are hidden.)
      const editorLink = menu.getByRole('link', { name: 'Categorie interessi', exact: true });
      if (!(await editorLink.isVisible())) await menu.getByRole('button', { name: 'Interessi', exact: true }).click();
      await editorLink.waitFor();
      const link = menu.getByRole('link', { name: category, exact: true });
      expect(await link.count()).toBe(0);
      // A mark on the page's window: a reload would lose it.
      await page.evaluate(() => {
        document.documentElement.dataset.e2eNoReload = 'kept';
      });

      // A child of the interest category, added with the editor's form (its parent by default).
      const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Nuova categoria' }) });
      expect(await form.getByLabel('Categoria padre', { exact: true }).inputValue()).toMatch(/\(primo livello\)$/);
      await form.getByRole('textbox', { name: /^Titolo \(IT\)/ }).fill(category);
      await form.getByRole('button', { name: 'Aggiungi categoria' }).click();
      await page.getByText('Elemento creato correttamente').waitFor();
      await page.locator('[data-testid^="tree-row-"]').filter({ hasText: category }).first().waitFor();
      const categoryId = await categoryIdOf();
      expect(categoryId).toBeDefined();

      // The sidebar follows the tree without a reload: a link titled as the category, to its list.
      await link.waitFor();
      expect(await page.evaluate(() => document.documentElement.dataset.e2eNoReload)).toBe('kept');
      expect(await link.getAttribute('href')).toBe(
        `/interessi-list/${String(categoryId)}/${encodeURIComponent(category)}`,
      );
      await link.click();
      await page.waitForURL(new RegExp(`/interessi-list/${String(categoryId)}/`));
      await page.getByRole('heading', { name: `Interessi - ${category}`, level: 1 }).waitFor();
      await expect.poll(() => page.getByTestId('screen-name').innerText()).toBe('Gestione Interessi');
      expect(await page.evaluate(() => document.documentElement.dataset.e2eNoReload)).toBe('kept');
      expect(await headers(page)).toEqual(['ID', 'TITOLO', 'INTERESSE', 'STATO', 'LINGUA', 'AZIONI']);
      const listUrl = page.url();

      // A new interest, published: the texts status 1 requires.
      await page.getByRole('link', { name: 'Nuovo Interesse', exact: true }).click();
      await page.waitForURL(new RegExp(`/interessi/new/[^/]+/${String(categoryId)}$`));
      await page.getByRole('heading', { name: 'Inserimento Interesse', level: 1 }).waitFor();
      await field(page, 'contents.it.title').fill(title);
      await field(page, 'contents.it.title').blur();
      await fillPublishingTexts(page, 'Informazioni di base', title);
      await chooseStatus(page, 'Pubblico');
      const save = page.getByRole('button', { name: 'Salva' });
      await expect.poll(() => save.isEnabled()).toBe(true);
      await save.click();
      await page.getByText('Elemento creato correttamente').waitFor();
      await page.waitForURL(new RegExp(`/interessi/\\d+/[^/]+/${String(categoryId)}$`));
      await page.getByRole('heading', { name: 'Modifica Interesse', level: 1 }).waitFor();
      const id = Number(/\/interessi\/(\d+)\//.exec(pathOf(page))?.[1]);
      const stored = await office.api<{
        data: { contents: { it: { title: string; status: number } }; theme: unknown };
      }>('GET', `interessi/${id}`, { token: await adminToken() });
      expect(stored.status).toBe(200);
      expect(stored.body.data.contents.it).toMatchObject({ title, status: 1 });
      // The list's category is the new item's primary theme.
      expect(stored.body.data.theme).toMatchObject({ ids: [categoryId], primary: categoryId });

      // Back in the category's list: the item, its INTERESSE the category's name; then deleted.
      await page.goto(listUrl);
      await page.getByRole('heading', { name: `Interessi - ${category}`, level: 1 }).waitFor();
      const row = page.getByRole('row', { name: new RegExp(title) });
      await row.waitFor();
      const cells = (await row.getByRole('cell').allInnerTexts()).map((text) => text.trim());
      expect(cells).toEqual(expect.arrayContaining([String(id), title, category]));
      await deleteFromList(page, id);
      expect((await office.api('GET', `interessi/${id}`, { token: await adminToken() })).status).toBe(404);
    } catch (error) {
      await keepArtifacts(page, 'articles-interests');
      throw error;
    } finally {
      // The category leaves the sidebar of the other files' tests.
      const categoryId = await categoryIdOf();
      if (categoryId !== undefined)
        await office.api('DELETE', `categories/${categoryId}`, { token: await adminToken() });
    }
  });
});
