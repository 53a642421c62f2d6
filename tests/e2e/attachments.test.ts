/**
 * Files in the browser (spec content.md "Brochure", "Attachments list", file boxes): a brochure's
 * pdf uploaded in place with its progress, saved and seen after a reload; a PNG refused before it
 * is sent with 'Sono ammessi solo files pdf.', and a PNG renamed .pdf refused by the server with
 * the same message; the attachments list with its upload, download link and selected deletion.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, useBackOffice } from './harness';

const PDF_ONLY = 'Sono ammessi solo files pdf.';

/** A small valid PDF. */
function pdf(text: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n` +
      `% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
}

const png = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 10, g: 120, b: 90 } } })
    .png()
    .toBuffer();

interface BrochureAnswer {
  readonly data: { readonly attachments?: readonly { id: number; name: string; url: string }[] };
}

describe('file boxes and the attachments list', () => {
  const office = useBackOffice();

  it("uploads a brochure's pdf in place, refuses other types before and after sending", async () => {
    const { page, base } = office;
    await office.signIn();
    await page.goto(`${base}/download-list`);
    await page.getByRole('heading', { name: 'Gestione Brochure', level: 1 }).waitFor();
    await page.goto(`${base}/download/new/download`);
    await page.getByLabel('Titolo').first().fill('Guida alla Riviera');

    const input = page.getByTestId('files-dropzone-attachments').locator('input[type="file"]');
    // Chosen in the browser: refused without being sent.
    await input.setInputFiles([{ name: 'mappa.png', mimeType: 'image/png', buffer: await png() }]);
    await page.getByText(`mappa.png: ${PDF_ONLY}`).waitFor();
    // Named .pdf but a PNG inside: the server refuses it with the same message.
    await input.setInputFiles([{ name: 'finta.pdf', mimeType: 'application/pdf', buffer: await png() }]);
    await page.getByText(`finta.pdf: ${PDF_ONLY}`).waitFor();
    // A real pdf: a progress bar, then the file in the box.
    await input.setInputFiles([{ name: 'Guida Riviera.pdf', mimeType: 'application/pdf', buffer: pdf('Riviera') }]);
    await page.getByRole('progressbar', { name: 'Avanzamento di Guida Riviera.pdf' }).waitFor();
    await page.getByTestId('attached-file').filter({ hasText: 'Guida Riviera.pdf' }).waitFor();
    expect(await page.getByTestId('attached-file').count()).toBe(1);
    await expectNoSeriousA11yViolations(page, 'the brochure editor with its file box');

    await page.getByRole('button', { name: 'Salva' }).first().click();
    await expect.poll(() => /\/download\/\d+/.test(new URL(page.url()).pathname)).toBe(true);
    const id = Number(/\/download\/(\d+)/.exec(new URL(page.url()).pathname)?.[1]);
    const saved = await office.api<BrochureAnswer>('GET', `download/${id}`, { token: await office.token() });
    expect(saved.body.data.attachments?.map((file) => file.name)).toEqual(['Guida Riviera.pdf']);
    const url = saved.body.data.attachments?.[0]?.url ?? '';
    const served = await fetch(`${base}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');

    await page.reload();
    await page.getByTestId('attached-file').filter({ hasText: 'Guida Riviera.pdf' }).waitFor();
  });

  it('lists, uploads and deletes attachments on /allegati', async () => {
    const { page, base } = office;
    await office.signIn();
    await page.goto(`${base}/allegati`);
    await page.getByRole('heading', { name: 'File', level: 1 }).waitFor();

    await page.locator('input[type="file"]').setInputFiles([
      { name: 'Orari musei.pdf', mimeType: 'application/pdf', buffer: pdf('Orari') },
      { name: 'pagina.csv', mimeType: 'text/csv', buffer: Buffer.from('<!doctype html><html></html>') },
    ]);
    await page.getByText('pagina.csv: Impossibile caricare il file.', { exact: false }).waitFor();
    const row = page.getByTestId('attachment-row').filter({ hasText: 'Orari musei.pdf' });
    await row.waitFor();
    const download = row.getByRole('link', { name: 'Download di Orari musei.pdf' });
    const href = (await download.getAttribute('href')) ?? '';
    expect((await fetch(`${base}${href}`)).headers.get('content-disposition')).toMatch(/^attachment/);
    await expectNoSeriousA11yViolations(page, 'the attachments list');

    await page.getByLabel('Cerca').fill('musei');
    await page.getByRole('button', { name: 'Filtra' }).click();
    await expect.poll(() => page.getByTestId('attachment-row').count()).toBe(1);

    await row.getByRole('checkbox', { name: 'Seleziona Orari musei.pdf' }).check();
    await page.getByRole('button', { name: 'Cancella Selezionati' }).click();
    await page.getByText('Confermare cancellazione degli elementi selezionati?').waitFor();
    await page.getByRole('button', { name: 'Conferma' }).click();
    await expect.poll(() => page.getByTestId('attachment-row').count()).toBe(0);
    expect((await fetch(`${base}${href}`)).status).toBe(404);
  });
});
