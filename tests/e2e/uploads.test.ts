/**
 * Twenty photos dropped at once all arrive (issue #48, item 4). A server whose image queue is
 * full answers 503 'Riprova tra poco' with a Retry-After; the admin's upload queue sends a few at a
 * time, waits the Retry-After out and sends the refused photo again by itself, one progress bar
 * per photo, so the editor has nothing to redo.
 *
 * The run's shared back office has the default image queue, which one editor's few uploads at a
 * time never fill. So this file starts a back office of its own with the smallest queue there is
 * (IMAGE_JOBS=1 image processed at once, IMAGE_QUEUE_LENGTH=0 waiting: a second image arriving
 * while one is processed is refused), which no other file's uploads share. The test checks that the
 * server did refuse some uploads, and that every photo arrived nonetheless.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN_PASSWORD, ADMIN_USERNAME, callApi, loginToken, storeSession, unique, useBackOffice } from './harness';
import { startBackOffice, type RunningServer } from './server';

/** Photos in the drop. */
const PHOTOS = 20;

/** A photo-like JPEG (noise compresses as badly as a photo, and takes sharp as long). */
function photo(seed: number): Promise<Buffer> {
  return sharp({
    create: {
      width: 1200,
      height: 900,
      channels: 3,
      background: { r: (seed * 37) % 256, g: (seed * 91) % 256, b: (seed * 53) % 256 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
}

interface MediaPage {
  readonly data: readonly { readonly id: number; readonly name: string }[];
  readonly meta: { readonly total: number };
}

describe('a drop of twenty photos on a busy server', () => {
  const office = useBackOffice();
  let own: RunningServer | null = null;

  beforeAll(async () => {
    own = await startBackOffice({
      spaDir: inject('spaDir'),
      env: {
        ADMIN_USERNAME,
        ADMIN_PASSWORD,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        IMAGE_JOBS: '1',
        IMAGE_QUEUE_LENGTH: '0',
      },
    });
  }, 180_000);

  afterAll(async () => {
    await own?.stop();
  });

  it('uploads every photo, a progress bar each, waiting out the 503s by itself', async () => {
    if (!own) throw new Error('the back office did not start');
    const { page } = office;
    const base = own.base;
    const token = await loginToken(base, ADMIN_USERNAME, ADMIN_PASSWORD);
    await storeSession(page, base, token);

    // What the server answered the uploads: 201 stored, 503 busy (with the wait it asked for).
    const answers: { status: number; retryAfter: string | null }[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'POST' && response.url().includes('/api/v1/media/upload/')) {
        answers.push({ status: response.status(), retryAfter: response.headers()['retry-after'] ?? null });
      }
    });

    await page.goto(`${base}/gallery-frame-entity/true`);
    await page.getByRole('heading', { name: 'Media GallerY', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Carica Immagini' }).click();
    await page.getByTestId('upload-view').waitFor();

    const prefix = unique('raffica');
    const files = await Promise.all(
      Array.from({ length: PHOTOS }, async (_, index) => ({
        name: `${prefix}-${String(index + 1).padStart(2, '0')}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await photo(index + 1),
      })),
    );
    await page.getByTestId('media-dropzone').locator('input[type="file"]').setInputFiles(files);

    // One row and one progress bar per photo, named for it.
    const rows = page.getByTestId('upload-row');
    await expect.poll(() => rows.count()).toBe(PHOTOS);
    expect(await page.getByRole('progressbar').count()).toBe(PHOTOS);
    for (const file of files) {
      expect(await page.getByRole('progressbar', { name: `Avanzamento di ${file.name}`, exact: true }).count()).toBe(1);
    }

    // Every row settles (done or failed); with the server's 5 s waits this takes a while.
    const unsettled = page.locator(
      '[data-testid="upload-row"]:is([data-status="waiting"], [data-status="uploading"], [data-status="retrying"])',
    );
    await expect.poll(() => unsettled.count(), { timeout: 240_000, interval: 1_000 }).toBe(0);

    const failed = await page.locator('[data-testid="upload-row"][data-status="failed"]').allTextContents();
    expect(failed).toEqual([]);
    expect(await page.locator('[data-testid="upload-row"][data-status="done"]').count()).toBe(PHOTOS);
    for (const bar of await page.getByRole('progressbar').all()) {
      expect(await bar.getAttribute('aria-valuenow')).toBe('100');
    }
    await page.getByText(`${PHOTOS} immagini caricate`).waitFor();

    // The server was busy (the case under test), asked for a wait, and stored each photo once.
    const refused = answers.filter((answer) => answer.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((answer) => answer.retryAfter !== null)).toBe(true);
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(PHOTOS);
    expect(answers.every((answer) => answer.status === 201 || answer.status === 503)).toBe(true);

    const stored = await callApi<MediaPage>(base, 'POST', 'media/search', {
      token,
      body: { limit: 100, query: prefix },
    });
    expect(stored.status).toBe(200);
    expect(stored.body.data.map((item) => item.name).sort()).toEqual(files.map((file) => file.name).sort());
  });
});
