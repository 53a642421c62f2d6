/**
 * The media gallery, the upload view and the image picker in the browser (spec content.md "Media
 * gallery", platform.md "Media picker"): three generated images uploaded through the drop zone
 * with a progress bar each, their metadata edited with a licence and its version (preselected, the
 * licence having one) and kept after a reload; an image without a licence found with the 'Senza
 * licenza' filter, refused without a licence and version, given both, and gone from the filter;
 * two images attached to a news item through the picker with the cover changed and kept after a
 * reload, and the picker's 'TROPPI ALLEGATI' state past the field's remaining limit; a news editor
 * without media abilities chooses images in the picker and stays signed in.
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { e2eUser, expectNoSeriousA11yViolations, pathOf, unique, useBackOffice } from './harness';

interface MediaAnswer {
  readonly data: { readonly id: number; readonly name: string; readonly title: string };
}

interface MediaPageAnswer {
  readonly data: readonly {
    readonly id: number;
    readonly name: string;
    readonly title: string;
    readonly description: string;
    readonly copyright: string;
    readonly license_id: number | null;
    readonly license_version: string | null;
    readonly openlibrary: number;
  }[];
}

interface NewsImage {
  readonly id: number;
  readonly is_primary?: boolean;
}

interface NewsAnswer {
  readonly data: {
    readonly id: number;
    readonly attachments?: readonly NewsImage[];
    readonly contents: Record<string, { readonly title?: string }>;
  };
}

/** A PNG or JPEG of one colour, large enough for the images collection (longest side ≥ 300 px). */
async function picture(format: 'png' | 'jpeg', rgb: [number, number, number], width = 640, height = 420) {
  const image = sharp({ create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 85 }).toBuffer();
}

async function openGallery(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/gallery-frame-entity/true`);
  await page.getByRole('heading', { name: 'Media GallerY', level: 1 }).waitFor();
}

function thumbnail(page: Page, name: string) {
  return page.getByTestId('media-thumb').filter({ hasText: name });
}

/** A news editor holding no media ability (the picker's search names the field it chooses for). */
const newsEditor = e2eUser('notizie_senza_media', { abilities: ['news-view', 'news-create', 'news-edit'] });

describe('the media gallery and the image picker', () => {
  const office = useBackOffice({ users: [newsEditor] });

  /** Uploads a generated image through the API (to fill the library quickly). */
  async function uploadThroughApi(name: string, rgb: [number, number, number]): Promise<number> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await picture('png', rgb))], { type: 'image/png' }), name);
    const response = await fetch(`${office.base}/api/v1/media/upload/images/0`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await office.token()}`, accept: 'application/json' },
      body: form,
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as MediaAnswer).data.id;
  }

  async function mediaNamed(name: string): Promise<MediaPageAnswer['data'][number] | undefined> {
    const answer = await office.api<MediaPageAnswer>('POST', 'media/search', {
      token: await office.token(),
      body: { limit: 100 },
    });
    return answer.body.data.find((item) => item.name === name);
  }

  /** A new draft news item (through the API) that no other test touches; answers its id. */
  async function ownNewsItem(token: string, title: string): Promise<number> {
    const created = await office.api<{ data: { id: number } }>('POST', 'news', {
      token,
      body: { lang: 'it', contents: { it: { title: unique(title), status: 2 } } },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.data.id;
  }

  it('uploads three images with a progress bar each, then edits one with a licence', async () => {
    const { page, base } = office;
    await office.signIn();
    await openGallery(page, base);

    await page.getByRole('button', { name: 'Carica Immagini' }).click();
    await page.getByTestId('upload-view').waitFor();
    const files = [
      { name: 'e2e-portico.png', mimeType: 'image/png', buffer: await picture('png', [180, 60, 40]) },
      { name: 'e2e-colline.jpg', mimeType: 'image/jpeg', buffer: await picture('jpeg', [60, 140, 70], 900, 600) },
      { name: 'e2e-mare.png', mimeType: 'image/png', buffer: await picture('png', [40, 90, 200], 320, 480) },
    ];
    await page.getByTestId('media-dropzone').locator('input[type="file"]').setInputFiles(files);

    const rows = page.getByTestId('upload-row');
    await expect.poll(() => rows.count()).toBe(3);
    expect(await page.getByRole('progressbar').count()).toBe(3);
    for (const file of files) {
      await page.getByRole('progressbar', { name: `Avanzamento di ${file.name}` }).waitFor();
    }
    await expect.poll(() => page.locator('[data-testid="upload-row"][data-status="done"]').count()).toBe(3);
    for (const bar of await page.getByRole('progressbar').all()) {
      expect(await bar.getAttribute('aria-valuenow')).toBe('100');
    }

    await expectNoSeriousA11yViolations(page, 'the upload view');
    await page.getByRole('button', { name: 'Torna alla gallery' }).click();
    for (const file of files) await thumbnail(page, file.name).waitFor();

    // Metadata of one image, with a licence and the openlibrary flag.
    await thumbnail(page, 'e2e-colline.jpg').click();
    const detail = page.getByTestId('media-detail');
    await detail.waitFor();
    expect(await detail.getByTestId('media-file-name').textContent()).toBe('e2e-colline.jpg');
    await expectNoSeriousA11yViolations(page, 'the media gallery with the detail panel');
    await detail.getByLabel('Titolo').fill('Colline di Bertinoro');
    await detail.getByLabel('Descrizione').fill('Vigneti al tramonto.');
    await detail.getByLabel('Copyright').fill('Archivio APT');
    await detail.getByRole('combobox', { name: 'Licenza', exact: true }).click();
    await page.getByRole('option', { name: /CC BY 4\.0/ }).click();
    // The demo licence has one version: it is chosen with it.
    await expect
      .poll(() => detail.getByRole('combobox', { name: 'Versione licenza', exact: true }).inputValue())
      .toBe('4.0');
    await detail.getByLabel('Openlibrary').check();
    await detail.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Immagine salvata correttamente').waitFor();

    const saved = await mediaNamed('e2e-colline.jpg');
    expect(saved).toMatchObject({
      title: 'Colline di Bertinoro',
      description: 'Vigneti al tramonto.',
      copyright: 'Archivio APT',
      openlibrary: 1,
    });
    expect(saved?.license_id).toEqual(expect.any(Number));
    expect(saved?.license_version).toBe('4.0');

    await page.reload();
    await page.getByRole('heading', { name: 'Media GallerY', level: 1 }).waitFor();
    await thumbnail(page, 'Colline di Bertinoro').click();
    await detail.waitFor();
    expect(await detail.getByLabel('Titolo').inputValue()).toBe('Colline di Bertinoro');
    expect(await detail.getByLabel('Descrizione').inputValue()).toBe('Vigneti al tramonto.');
    expect(await detail.getByLabel('Copyright').inputValue()).toBe('Archivio APT');
    // The licence options load after the item: the select shows the label once they are there.
    await expect
      .poll(() => detail.getByRole('combobox', { name: 'Licenza', exact: true }).inputValue())
      .toMatch(/CC BY 4\.0/);
    expect(await detail.getByRole('combobox', { name: 'Versione licenza', exact: true }).inputValue()).toBe('4.0');
    expect(await detail.getByLabel('Openlibrary').isChecked()).toBe(true);
  });

  it("finds an image without a licence with 'Senza licenza', gives it a licence and a version, and the filter lets it go", async () => {
    const { page, base } = office;
    const token = await office.token();
    // A licence of this test's own, with two versions (none is preselected).
    const licenceTitle = unique('E2E Licenza');
    const licence = await office.api<{ data: { id: number } }>('POST', 'licence', {
      token,
      body: {
        versions: [{ name: '2.0' }, { name: '1.0' }],
        contents: { it: { title: licenceTitle, url: 'https://example.org/licenza', status: 1 } },
      },
    });
    expect(licence.status, JSON.stringify(licence.body)).toBe(201);
    const name = `${unique('e2e-senza-licenza')}.png`;
    const image = await uploadThroughApi(name, [210, 120, 30]);
    const thumb = page.locator(`[data-testid="media-thumb"][data-media-id="${image}"]`);

    await office.signIn();
    await openGallery(page, base);
    await page.getByTestId('media-search').fill(name);
    await thumb.getByTestId('media-licence-missing').waitFor();
    expect(await thumb.getByTestId('media-licence-missing').textContent()).toBe('Licenza mancante');
    // The filter keeps it, and shows only images lacking a licence or its version.
    await page.getByLabel('Senza licenza').check();
    await thumb.waitFor();
    // Polled: the grid shown before the filtered answer arrives is replaced when it does.
    await expect
      .poll(async () => {
        const shown = await page.getByTestId('media-thumb').all();
        const badges = await Promise.all(shown.map((one) => one.getByTestId('media-licence-missing').count()));
        return shown.length > 0 && badges.every((count) => count === 1);
      })
      .toBe(true);

    await thumb.click();
    const detail = page.getByTestId('media-detail');
    await detail.waitFor();
    const licenceSelect = detail.getByRole('combobox', { name: 'Licenza', exact: true });
    const versionSelect = detail.getByRole('combobox', { name: 'Versione licenza', exact: true });
    expect(await versionSelect.isDisabled()).toBe(true);
    // Both are required: the form says so before sending anything.
    let sent = 0;
    const countPuts = (request: { method: () => string; url: () => string }) => {
      if (request.method() === 'PUT' && request.url().includes('/api/v1/media/upload/')) sent += 1;
    };
    page.on('request', countPuts);
    await detail.getByRole('button', { name: 'Salva' }).click();
    await expect.poll(() => detail.getByText('Campo richiesto').count()).toBe(2);
    expect(sent).toBe(0);

    await licenceSelect.click();
    await page.getByRole('option', { name: licenceTitle, exact: true }).click();
    expect(await versionSelect.isEnabled()).toBe(true);
    expect(await versionSelect.inputValue()).toBe('');
    await expect.poll(() => detail.getByText('Campo richiesto').count()).toBe(0);
    await versionSelect.click();
    await expect.poll(() => page.getByRole('option').allTextContents()).toEqual(['2.0', '1.0']);
    await page.getByRole('option', { name: '1.0', exact: true }).click();
    await expectNoSeriousA11yViolations(page, 'the detail panel with the licence version');
    await detail.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Immagine salvata correttamente').waitFor();
    page.off('request', countPuts);
    expect(sent).toBe(1);

    // The filter no longer lists it; without the filter it is there, with no badge.
    await thumb.waitFor({ state: 'detached' });
    await page.getByTestId('media-empty').waitFor();
    await page.getByLabel('Senza licenza').uncheck();
    await thumb.waitFor();
    // Polled: a grid cached before the save may show until the fresh answer replaces it.
    await expect.poll(() => thumb.getByTestId('media-licence-missing').count()).toBe(0);
    const saved = await mediaNamed(name);
    expect(saved).toMatchObject({ license_id: licence.body.data.id, license_version: '1.0' });
  });

  it('attaches two images to a news item through the picker, changes the cover, and warns past the limit', async () => {
    const { page, base } = office;
    const token = await office.token();
    const first = await uploadThroughApi('e2e-piazza.png', [200, 170, 60]);
    const second = await uploadThroughApi('e2e-rocca.png', [120, 60, 160]);

    // A news item of this test's own, with no images yet (another file edits the others meanwhile).
    const newsId = await ownNewsItem(token, 'Notizia con immagini');

    await office.signIn();
    await page.goto(`${base}/news/${newsId}`);
    await page.getByRole('heading', { name: 'Modifica News', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Aggiungi immagini: Immagini' }).click();
    const picker = page.getByRole('dialog', { name: 'Seleziona immagini' });
    await picker.waitFor();
    const insert = picker.getByTestId('picker-insert');
    expect(await insert.isDisabled()).toBe(true);
    await picker.locator(`[data-testid="media-thumb"][data-media-id="${first}"]`).click();
    await picker.locator(`[data-testid="media-thumb"][data-media-id="${second}"]`).click();
    await expectNoSeriousA11yViolations(page, 'the image picker');
    expect(await insert.textContent()).toBe('Inserisci');
    await insert.click();
    await picker.waitFor({ state: 'detached' });

    // The first inserted image is the cover; choose the second instead, then save. Images
    // without a title are named by their id.
    const cover = (id: number) => page.getByRole('radio', { name: `Copertina: Immagine ${id}` });
    expect(await cover(first).isChecked()).toBe(true);
    expect(await page.getByText('2 / 10').count()).toBe(1);
    await cover(second).check();
    await page.getByTestId('editor-save').click();
    await page.getByText('Elemento salvato correttamente').waitFor();

    const stored = await office.api<NewsAnswer>('GET', `news/${newsId}`, { token });
    expect(stored.body.data.attachments?.map((image) => [image.id, image.is_primary])).toEqual([
      [first, false],
      [second, true],
    ]);
    await page.reload();
    await page.getByRole('heading', { name: 'Modifica News', level: 1 }).waitFor();
    await cover(second).waitFor({ state: 'attached' });
    expect(await cover(second).isChecked()).toBe(true);
    expect(await cover(first).isChecked()).toBe(false);

    // 10 images at most, 2 attached: selecting 9 shows 'TROPPI ALLEGATI' and the warning.
    const colours: [number, number, number][] = [
      [10, 10, 10],
      [40, 40, 40],
      [70, 70, 70],
      [100, 100, 100],
      [130, 130, 130],
      [160, 160, 160],
      [190, 190, 190],
      [220, 220, 220],
      [250, 250, 250],
    ];
    const extra: number[] = [];
    for (const [index, rgb] of colours.entries()) extra.push(await uploadThroughApi(`e2e-extra-${index}.png`, rgb));
    await page.getByRole('button', { name: 'Aggiungi immagini: Immagini' }).click();
    await picker.waitFor();
    for (const id of extra) await picker.locator(`[data-testid="media-thumb"][data-media-id="${id}"]`).click();
    await picker.getByText('Si possono allegare massimo 8 file').waitFor();
    expect(await insert.textContent()).toBe('TROPPI ALLEGATI');
    expect(await insert.isDisabled()).toBe(true);
    expect(await picker.getByTestId('picker-selected').textContent()).toBe('Selezionate: 9');
    await picker.locator(`[data-testid="media-thumb"][data-media-id="${extra[0] ?? 0}"]`).click();
    expect(await insert.textContent()).toBe('Inserisci');
    expect(await insert.isEnabled()).toBe(true);
    expect(await picker.getByText('Si possono allegare massimo 8 file').count()).toBe(0);
    await picker.getByRole('button', { name: 'Annulla' }).click();
    await picker.waitFor({ state: 'detached' });

    // Deleting the cover from the gallery: the confirmation names the news item that loses it.
    await openGallery(page, base);
    await page.locator(`[data-testid="media-thumb"][data-media-id="${second}"]`).click();
    await page.getByTestId('media-detail').getByRole('button', { name: 'Elimina' }).click();
    const confirm = page.getByTestId('media-delete-confirm');
    await confirm.waitFor();
    await confirm
      .getByText('Confermare cancellazione elemento selezionato? Attenzione, il file sarà rimosso dal server!!!', {
        exact: true,
      })
      .waitFor();
    const title = stored.body.data.contents.it?.title ?? '';
    await confirm.getByTestId('media-usage').getByText(`News: ${title}`).waitFor();
    await page.getByRole('button', { name: 'Conferma' }).click();
    await page.getByText('Immagine cancellata').waitFor();
    await page.locator(`[data-testid="media-thumb"][data-media-id="${second}"]`).waitFor({ state: 'detached' });
    const after = await office.api<NewsAnswer>('GET', `news/${newsId}`, { token });
    expect(after.body.data.attachments?.map((image) => image.id)).toEqual([first]);
  });

  it('lets a news editor without media abilities choose images in the picker (no 403, still signed in)', async () => {
    const { page, base } = office;
    const image = await uploadThroughApi('e2e-editor-pick.png', [30, 140, 90]);
    // A news item of this test's own, with room for images.
    const token = await office.token();
    const newsId = await ownNewsItem(token, 'Notizia da illustrare');

    await office.signIn(newsEditor.username, newsEditor.password);
    await page.goto(`${base}/news/${newsId}`);
    await page.getByRole('heading', { name: 'Modifica News', level: 1 }).waitFor();
    const searched = page.waitForResponse((response) => response.url().endsWith('/api/v1/media/search'));
    await page.getByRole('button', { name: 'Aggiungi immagini: Immagini' }).click();
    const answer = await searched;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toMatchObject({ entity: 'news', field: 'attachments' });
    const picker = page.getByRole('dialog', { name: 'Seleziona immagini' });
    await picker.locator(`[data-testid="media-thumb"][data-media-id="${image}"]`).click();
    await picker.getByTestId('picker-insert').click();
    await picker.waitFor({ state: 'detached' });
    await page.getByRole('radio', { name: `Copertina: Immagine ${image}` }).waitFor({ state: 'attached' });
    expect(pathOf(page)).toBe(`/news/${newsId}`);
  });
});
