/**
 * Itineraries and Via Emilia itineraries in the browser (spec content.md "Itinerary list",
 * "Via Emilia list", "Itinerary stop (tappa)", "Via Emilia itinerary"; sections 4, 5 and 9), as a
 * user holding only the itinerary and viaemilia abilities:
 *
 * - an itinerary with three stops (a destination from the destination search on one), the third
 *   dragged first by its handle, removing asks 'Confermi la rimozione dell'elemento?', published
 *   with its ANTEPRIMA; edited down to one stop, whose remove button is then disabled (the
 *   last stop cannot be removed); listed at /itinerary and deleted there;
 * - a Via Emilia itinerary with two stages, a video and a recipe slot filled in English only (the
 *   editor's language switched), 10 photos accepted on a stage and an 11th refused with 'Si possono
 *   allegare massimo 10 file'; edited, listed at /viaemilia and deleted with 'Cancella Selezionati';
 * - the 'redazione' family opens the itinerary list but not its editor (platform.md section 6).
 */
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { e2eUser, familyEditor, keepArtifacts, pathOf, unique, useBackOffice } from './harness';

const ITINERARY_EDITOR = familyEditor('redattore_itinerari', ['itinerary', 'viaemilia']);

/** A member of the 'redazione' family with its default role (the content abilities, itineraries' too). */
const DESK_EDITOR = e2eUser('redattore_itinerari_redazione', { role: 'redazione' });

function field(page: Page, name: string): Locator {
  return page.locator(`form [name="${name}"]`);
}

async function chooseStatus(page: Page, status: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Stato', exact: true }).click();
  await page.getByRole('option', { name: status, exact: true }).click();
}

async function chooseLanguage(page: Page, code: 'IT' | 'EN' | 'DE'): Promise<void> {
  await page.getByRole('radiogroup', { name: 'Lingua del contenuto' }).getByText(code, { exact: true }).click();
}

/** Fills the texts status 1 (Pubblico) requires of an article-like item besides its title. */
async function fillPublishingTexts(page: Page, text: string): Promise<void> {
  await field(page, 'contents.it.excerpt').fill(`${text}: in breve.`);
  await page.getByRole('region', { name: 'Informazioni di base' }).locator('.ql-editor').first().click();
  await page.keyboard.type(`${text}: la descrizione.`);
  await field(page, 'contents.it.google.keywords').fill('emilia, romagna');
  await field(page, 'contents.it.google.title').fill(text);
  await field(page, 'contents.it.google.description').fill(`${text}: per i motori di ricerca.`);
  await field(page, 'contents.it.social.title').fill(text);
  await field(page, 'contents.it.social.description').fill(`${text}: per i social.`);
}

/** The entries' names in their order on screen, from their drag handles. */
function entryNames(card: Locator): Promise<string[]> {
  return card
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

/** The non-empty column headers of the list's table. */
async function headers(page: Page): Promise<string[]> {
  const texts = await page.getByRole('columnheader').allInnerTexts();
  return texts.map((text) => text.trim()).filter((text) => text !== '');
}

async function picture(rgb: [number, number, number]): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 420, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })
    .png()
    .toBuffer();
}

interface Stop {
  readonly order: number;
  readonly contents: Record<string, { title?: string }>;
  readonly destination?: { id: number; name: string } | null;
  readonly attachments?: { id: number }[];
  readonly video?: Record<string, { url: string; title: string }[]>;
  readonly ricette?: Record<string, { url: string; title: string }[]>;
}

interface ItemAnswer {
  readonly data: {
    readonly contents: Record<string, { title: string; status: number; slug: string }>;
    readonly tappe: Stop[];
  };
}

describe('itineraries and Via Emilia itineraries', () => {
  const office = useBackOffice({ users: [ITINERARY_EDITOR, DESK_EDITOR] });

  it('publishes an itinerary with three stops, the third dragged first, keeps the last one, lists and deletes it', async () => {
    const { page, base } = office;
    const admin = await office.token();
    const destinationTitle = unique('Bologna dei portici');
    const destination = await office.api<{ data: { id: number } }>('POST', 'destination', {
      token: admin,
      body: { lang: 'it', contents: { it: { title: destinationTitle, status: 2 } } },
    });
    expect(destination.status, JSON.stringify(destination.body)).toBe(201);
    const title = unique('Bologna a piedi');
    try {
      await office.signIn(ITINERARY_EDITOR.username, ITINERARY_EDITOR.password);
      await page.goto(`${base}/itinerary`);
      await page.getByRole('heading', { name: 'Gestione Itinerario', level: 1 }).waitFor();
      await page.getByRole('link', { name: 'Nuovo Itinerario', exact: true }).click();
      await page.waitForURL(/\/itinerary\/new$/);
      await page.getByRole('heading', { name: 'Inserimento itinerario', level: 1 }).waitFor();
      await field(page, 'contents.it.title').fill(title);
      await field(page, 'contents.it.title').blur();
      await field(page, 'contents.it.subtitle').fill('Dalle Torri a San Luca');

      // One stop to start with: it cannot be removed while it is the only one.
      const stops = page.getByRole('region', { name: 'Tappe' });
      await field(page, 'tappe.0.contents.it.title').fill('Le Due Torri');
      expect(await entryNames(stops)).toEqual(['Le Due Torri']);
      expect(await stops.getByRole('button', { name: 'Rimuovi Le Due Torri', exact: true }).isDisabled()).toBe(true);
      await stops.getByRole('button', { name: 'Aggiungi tappa' }).click();
      await field(page, 'tappe.1.contents.it.title').fill('Piazza Maggiore');
      await stops.getByRole('button', { name: 'Aggiungi tappa' }).click();
      await field(page, 'tappe.2.contents.it.title').fill('San Luca');
      expect(await stops.getByRole('button', { name: 'Rimuovi Le Due Torri', exact: true }).isEnabled()).toBe(true);

      // The first stop's destination, from the destination search.
      const combo = stops.getByRole('combobox', { name: 'Destinazione', exact: true }).first();
      await combo.click();
      await page.getByText('Inizia a digitare il nome di una destinazioni').filter({ visible: true }).waitFor();
      await combo.fill(destinationTitle.slice(0, -3));
      await page.getByRole('option', { name: destinationTitle, exact: true }).click();
      await expect.poll(() => combo.inputValue()).toBe(destinationTitle);

      // The third dragged first by its handle.
      const handle = (name: string): Locator =>
        stops.getByRole('button', { name: `Trascina per riordinare: ${name}`, exact: true });
      await page.setViewportSize({ width: 1280, height: 3000 });
      await dragHandle(page, handle('San Luca'), handle('Le Due Torri'), false);
      await expect.poll(() => entryNames(stops)).toEqual(['San Luca', 'Le Due Torri', 'Piazza Maggiore']);
      await page.setViewportSize({ width: 1280, height: 900 });
      expect(await field(page, 'tappe.0.contents.it.title').inputValue()).toBe('San Luca');

      // Removing asks first (cancelled here).
      await stops.getByRole('button', { name: 'Rimuovi Piazza Maggiore', exact: true }).click();
      const confirm = page.getByRole('dialog', { name: "Confermi la rimozione dell'elemento?" });
      await confirm.getByRole('button', { name: 'Annulla' }).click();
      await confirm.waitFor({ state: 'detached' });
      expect(await entryNames(stops)).toEqual(['San Luca', 'Le Due Torri', 'Piazza Maggiore']);

      await fillPublishingTexts(page, title);
      await chooseStatus(page, 'Pubblico');
      const save = page.getByRole('button', { name: 'Salva' });
      await expect.poll(() => save.isEnabled()).toBe(true);
      await save.click();
      await page.getByText('Elemento creato correttamente').waitFor();
      await page.waitForURL(/\/itinerary\/\d+$/);
      await page.getByRole('heading', { name: 'Modifica itinerario', level: 1 }).waitFor();
      const id = Number(/\d+$/.exec(pathOf(page))?.[0]);

      const read = () => office.api<ItemAnswer>('GET', `itinerary/${id}`, { token: admin });
      const stored = await read();
      expect(stored.status).toBe(200);
      expect(stored.body.data.contents.it?.status).toBe(1);
      expect(stored.body.data.tappe.map((stop) => [stop.order, stop.contents.it?.title])).toEqual([
        [1, 'San Luca'],
        [2, 'Le Due Torri'],
        [3, 'Piazza Maggiore'],
      ]);
      expect(stored.body.data.tappe[1]?.destination).toEqual({
        id: destination.body.data.id,
        name: destinationTitle,
      });

      // The green ANTEPRIMA (a signed preview link, made on click: tests/e2e/preview.test.ts).
      const preview = page.getByRole('button', { name: 'ANTEPRIMA', exact: true });
      await preview.waitFor();
      expect(await preview.isEnabled()).toBe(true);

      // Edited down to one stop: removing asks, and the last one cannot be removed.
      for (const name of ['Piazza Maggiore', 'Le Due Torri']) {
        await stops.getByRole('button', { name: `Rimuovi ${name}`, exact: true }).click();
        await confirm.getByRole('button', { name: 'Conferma' }).click();
        await confirm.waitFor({ state: 'detached' });
      }
      await expect.poll(() => entryNames(stops)).toEqual(['San Luca']);
      expect(await stops.getByRole('button', { name: 'Rimuovi San Luca', exact: true }).isDisabled()).toBe(true);
      await save.click();
      await page.getByText('Elemento salvato correttamente').waitFor();
      const edited = await read();
      expect(edited.body.data.tappe.map((stop) => [stop.order, stop.contents.it?.title])).toEqual([[1, 'San Luca']]);

      // Listed at /itinerary, then deleted there.
      await page.goto(`${base}/itinerary`);
      await page.getByRole('heading', { name: 'Gestione Itinerario', level: 1 }).waitFor();
      expect(await headers(page)).toEqual(['ID', 'TITOLO', 'STATO', 'LINGUA', 'AZIONI']);
      const row = page.getByRole('row', { name: new RegExp(title) });
      await row.waitFor();
      await row.getByRole('button', { name: `Cancella elemento ${id}`, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Confermare cancellazione elemento selezionato?').waitFor();
      await dialog.getByRole('button', { name: 'Conferma' }).click();
      await row.waitFor({ state: 'detached' });
      expect((await read()).status).toBe(404);
    } catch (error) {
      await keepArtifacts(page, 'itineraries-itinerary');
      throw error;
    }
  });

  it("sends the 'redazione' family from itinerary/{id} to /not-found, not from the list", async () => {
    const { page, base } = office;
    await office.signIn(DESK_EDITOR.username, DESK_EDITOR.password);
    await page.goto(`${base}/itinerary`);
    await page.getByRole('table', { name: 'Gestione Itinerario' }).waitFor();
    expect(pathOf(page)).toBe('/itinerary');
    await page.goto(`${base}/itinerary/new`);
    await page.waitForURL(/\/not-found$/);
    await page.getByRole('heading', { name: 'Pagina non trovata', level: 1 }).waitFor();
  });

  it('saves a Via Emilia itinerary with two stages, English-only slots and 10 photos (the 11th refused), lists and deletes it', async () => {
    const { page, base } = office;
    const admin = await office.token();
    // Eleven distinct images in the library (uploaded by the administrator).
    const photos: number[] = [];
    for (let index = 0; index < 11; index += 1) {
      const form = new FormData();
      const png = await picture([20 * index, 255 - 20 * index, 90]);
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `${unique('tappa')}-${index}.png`);
      const response = await fetch(`${base}/api/v1/media/upload/images/0`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, accept: 'application/json' },
        body: form,
      });
      expect(response.status).toBe(201);
      photos.push(((await response.json()) as { data: { id: number } }).data.id);
    }
    const title = unique('Via Emilia, da Bologna a Modena');
    try {
      await office.signIn(ITINERARY_EDITOR.username, ITINERARY_EDITOR.password);
      await page.goto(`${base}/viaemilia`);
      await page.getByRole('heading', { name: 'Gestione Viaemilia', level: 1 }).waitFor();
      await page.getByRole('link', { name: 'Nuovo Itinerario Via Emilia', exact: true }).click();
      await page.waitForURL(/\/viaemilia\/new$/);
      await page.getByRole('heading', { name: 'Inserimento itinerario ViaEmilia', level: 1 }).waitFor();
      await field(page, 'contents.it.title').fill(title);
      await field(page, 'contents.it.title').blur();

      const stages = page.getByRole('region', { name: 'Tappe Itinerario' });
      await field(page, 'tappe.0.contents.it.title').fill('Bologna');
      expect(await stages.getByRole('button', { name: 'Rimuovi Bologna', exact: true }).isDisabled()).toBe(true);
      await stages.getByRole('button', { name: 'Aggiungi tappa' }).click();
      await field(page, 'tappe.1.contents.it.title').fill('Modena');
      expect(await entryNames(stages)).toEqual(['Bologna', 'Modena']);

      // Ten photos on the first stage: eleven selected are refused, ten inserted.
      await stages.getByRole('button', { name: 'Aggiungi immagini: Foto' }).first().click();
      const picker = page.getByRole('dialog', { name: 'Seleziona immagini' });
      await picker.waitFor();
      const insert = picker.getByTestId('picker-insert');
      for (const photo of photos) await picker.locator(`[data-testid="media-thumb"][data-media-id="${photo}"]`).click();
      await picker.getByText('Si possono allegare massimo 10 file').waitFor();
      expect(await insert.textContent()).toBe('TROPPI ALLEGATI');
      expect(await insert.isDisabled()).toBe(true);
      await picker.locator(`[data-testid="media-thumb"][data-media-id="${photos[10] ?? 0}"]`).click();
      expect(await insert.textContent()).toBe('Inserisci');
      await insert.click();
      await picker.waitFor({ state: 'detached' });
      await stages.getByText('10 / 10').waitFor();
      expect(await stages.getByRole('button', { name: 'Aggiungi immagini: Foto' }).first().isDisabled()).toBe(true);

      // A video and a recipe in English only: the editor's language switched to EN.
      await chooseLanguage(page, 'EN');
      await field(page, 'contents.en.title').waitFor();
      await stages.getByRole('button', { name: 'Aggiungi video' }).first().click();
      await field(page, 'tappe.0.video.en.0.url').fill('https://video.example.org/bologna');
      await field(page, 'tappe.0.video.en.0.title').fill('Bologna in two minutes');
      await stages.getByRole('button', { name: 'Aggiungi ricetta' }).first().click();
      await field(page, 'tappe.0.ricette.en.0.title').fill('Tortellini in broth');
      await field(page, 'tappe.0.ricette.en.0.url').fill('https://recipes.example.org/tortellini');
      await chooseLanguage(page, 'IT');
      await field(page, 'contents.it.title').waitFor();
      // The Italian page shows no slot of the English ones.
      expect(await field(page, 'tappe.0.video.it.0.url').count()).toBe(0);

      const save = page.getByRole('button', { name: 'Salva' });
      await expect.poll(() => save.isEnabled()).toBe(true);
      await save.click();
      await page.getByText('Elemento creato correttamente').waitFor();
      await page.waitForURL(/\/viaemilia\/\d+$/);
      await page.getByRole('heading', { name: 'Modifica itinerario ViaEmilia', level: 1 }).waitFor();
      const id = Number(/\d+$/.exec(pathOf(page))?.[0]);
      const read = () => office.api<ItemAnswer>('GET', `viaemilia/${id}`, { token: admin });
      const stored = await read();
      expect(stored.status).toBe(200);
      const [first, second] = stored.body.data.tappe;
      expect([first?.contents.it?.title, second?.contents.it?.title]).toEqual(['Bologna', 'Modena']);
      expect(first?.attachments?.map((photo) => photo.id)).toEqual(photos.slice(0, 10));
      expect(first?.video).toEqual({
        en: [{ order: 1, url: 'https://video.example.org/bologna', title: 'Bologna in two minutes' }],
      });
      expect(first?.ricette).toEqual({
        en: [{ order: 1, title: 'Tortellini in broth', url: 'https://recipes.example.org/tortellini' }],
      });
      expect(second?.video?.en ?? []).toEqual([]);

      // Edited: a new title, saved.
      const renamed = `${title} (2)`;
      await field(page, 'contents.it.title').fill(renamed);
      await save.click();
      await page.getByText('Elemento salvato correttamente').waitFor();
      await expect.poll(async () => (await read()).body.data.contents.it?.title).toBe(renamed);

      // Listed at /viaemilia, then deleted with 'Cancella Selezionati'.
      await page.goto(`${base}/viaemilia`);
      await page.getByRole('heading', { name: 'Gestione Viaemilia', level: 1 }).waitFor();
      expect(await headers(page)).toEqual(['ID', 'TITOLO', 'STATO', 'LINGUA', 'AZIONI']);
      const row = page.getByRole('row', { name: new RegExp(renamed.replace(/[()]/g, '\\$&')) });
      await row.waitFor();
      await page.getByRole('checkbox', { name: `Seleziona elemento ${id}` }).check();
      await page.getByRole('button', { name: 'Cancella Selezionati' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Confermare cancellazione degli elementi selezionati?').waitFor();
      await dialog.getByRole('button', { name: 'Conferma' }).click();
      await row.waitFor({ state: 'detached' });
      expect((await read()).status).toBe(404);
    } catch (error) {
      await keepArtifacts(page, 'itineraries-viaemilia');
      throw error;
    }
  });
});
