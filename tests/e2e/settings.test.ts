/**
 * The settings screens in the browser: the home page's settings filled and saved in Italian and
 * English with the entity picker and a video cover chosen from the gallery, then read back after a
 * reload; the advanced settings keep the data hub's secret write-only.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, keepArtifacts, unique, useBackOffice } from './harness';

interface HomeSection {
  readonly data: {
    readonly home: Record<
      string,
      {
        mosaico: { id: number; type: string }[];
        video: { titolo: string; url: string; image?: { id: number }[]; cover?: string }[];
      }
    >;
  };
}

/** The item picked for the mosaic. */
const PICKED = unique('Sagra del tortellino');

describe('settings screens', () => {
  const office = useBackOffice();

  async function uploadImage(name: string): Promise<number> {
    const png = await sharp({ create: { width: 640, height: 420, channels: 3, background: { r: 30, g: 120, b: 90 } } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), name);
    const response = await fetch(`${office.base}/api/v1/media/upload/images/0`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await office.token()}`, accept: 'application/json' },
      body: form,
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { data: { id: number } }).data.id;
  }

  it('fills and saves the home page in it and en with the picker and a video cover from the gallery', async () => {
    const { page, base, api } = office;
    const token = await office.token();
    // The picker offers published items: a licence is published with a title, an address and a version.
    const created = await api<{ data: { id: number } }>('POST', 'licence', {
      token,
      body: {
        versions: [{ name: '1.0' }],
        contents: { it: { title: PICKED, url: 'https://sagra.example.org', status: 1 } },
      },
    });
    expect(created.status).toBe(201);
    const pickedId = created.body.data.id;
    const imageId = await uploadImage('e2e-video-cover.png');
    try {
      await office.signIn();
      await page.goto(`${base}/home-settings`);
      await page.getByRole('heading', { name: 'Home page', level: 1 }).waitFor();
      await expectNoSeriousA11yViolations(page, 'the home settings');

      // Mosaic: the entity picker, searched by title.
      const mosaic = page.getByRole('region', { name: 'Mosaico' });
      await mosaic.getByRole('button', { name: 'Aggiungi contenuto' }).click();
      // Part of its title (named for this file: other files' items are in the same database).
      await mosaic.getByRole('textbox', { name: /^Cerca/ }).fill(PICKED.slice(0, -3));
      await mosaic.getByRole('button', { name: `Aggiungi ${PICKED}`, exact: true }).click();
      await mosaic.getByRole('button', { name: `Trascina per riordinare: ${PICKED}`, exact: true }).waitFor();

      // The spec's five video slots, all shown (none to add nor remove): the first with its cover
      // from the gallery, the second with a typed cover address, the others left blank.
      const video = page.getByRole('region', { name: 'Video' });
      const titles = video.getByRole('textbox', { name: /^Titolo/ });
      await expect.poll(() => titles.count()).toBe(5);
      expect(await video.getByRole('button', { name: 'Aggiungi video' }).count()).toBe(0);
      await titles.nth(0).fill('La Riviera in estate');
      await video.getByRole('textbox', { name: /^Url/ }).nth(0).fill('https://video.example.org/riviera');
      await titles.nth(1).fill("L'Appennino d'inverno");
      await video.getByRole('textbox', { name: /^Url/ }).nth(1).fill('https://video.example.org/appennino');
      await video
        .getByRole('textbox', { name: /^Copertina \(indirizzo\)/ })
        .nth(1)
        .fill('https://img.example.org/appennino.jpg');
      await video.getByRole('button', { name: 'Aggiungi immagini: Copertina dalla galleria' }).first().click();
      const picker = page.getByRole('dialog', { name: 'Seleziona immagini' });
      await picker.locator(`[data-testid="media-thumb"][data-media-id="${imageId}"]`).click();
      await picker.getByTestId('picker-insert').click();
      await picker.waitFor({ state: 'detached' });
      await page.getByTestId('settings-save').click();
      await page.getByText('Impostazioni salvate').waitFor();

      // English: copied from Italian, then the video retitled.
      await page.getByTestId('language-switcher').getByText('EN', { exact: true }).click();
      await page.getByRole('button', { name: "Copia dall'italiano" }).click();
      await titles.nth(0).fill('The Riviera in summer');
      await page.getByTestId('settings-save').click();
      await expect.poll(() => page.getByText('Impostazioni salvate').count()).toBeGreaterThan(0);

      await expect
        .poll(async () => {
          const stored = await api<HomeSection>('GET', 'operations/settings?section=home', { token });
          return ['it', 'en'].map((lang) => stored.body.data.home[lang]?.video[0]?.titolo);
        })
        .toEqual(['La Riviera in estate', 'The Riviera in summer']);
      const stored = await api<HomeSection>('GET', 'operations/settings?section=home', { token });
      for (const lang of ['it', 'en']) {
        expect(stored.body.data.home[lang]?.mosaico.map((pick) => [pick.type, pick.id])).toEqual([
          ['licence', pickedId],
        ]);
        const videos = stored.body.data.home[lang]?.video ?? [];
        // The blank slots are no videos.
        expect(videos).toHaveLength(2);
        expect(videos[0]?.image?.map((image) => image.id)).toEqual([imageId]);
        expect(videos[1]?.cover).toBe('https://img.example.org/appennino.jpg');
      }

      await page.reload();
      await page.getByRole('heading', { name: 'Home page', level: 1 }).waitFor();
      expect(await titles.nth(0).inputValue()).toBe('La Riviera in estate');
      // Five slots again: the two videos, then three blank ones.
      await expect.poll(() => titles.count()).toBe(5);
      expect(await titles.nth(2).inputValue()).toBe('');
      await mosaic.getByRole('button', { name: `Trascina per riordinare: ${PICKED}`, exact: true }).waitFor();
    } catch (error) {
      await keepArtifacts(page, 'home settings');
      throw error;
    }
  });

  it('keeps a data hub secret write-only on the advanced settings', async () => {
    const { page, base, api } = office;
    const token = await office.token();
    try {
      await office.signIn();
      await page.goto(`${base}/home-settings-extra`);
      await page.getByRole('heading', { name: 'Impostazioni avanzate', level: 1 }).waitFor();
      await page.getByLabel('Secret (produzione)').fill('hub-secret-value');
      await page.getByRole('textbox', { name: /^Copyright/ }).fill('© Regione Emilia-Romagna');
      await page.getByTestId('settings-save').click();
      await page.getByText('Impostazioni salvate').waitFor();
      const answer = await api<{ data: { tdh: { production_secret: unknown } } }>(
        'GET',
        'operations/settings?section=tdh',
        { token },
      );
      expect(answer.body.data.tdh.production_secret).toEqual({ set: true });
      await page.reload();
      await page.getByRole('heading', { name: 'Impostazioni avanzate', level: 1 }).waitFor();
      const secret = page.getByRole('textbox', { name: 'Secret (produzione)' });
      expect(await secret.inputValue()).toBe('');
      expect(await secret.getAttribute('placeholder')).toBe('Impostato (vuoto: resta invariato)');
      expect(await page.content()).not.toContain('hub-secret-value');
    } catch (error) {
      await keepArtifacts(page, 'advanced settings');
      throw error;
    }
  });
});
