/**
 * Where the admin follows the spec's own rules and addresses (issue #33): the Save rule of
 * content.md section 4 ("Save is valid when canSave is true or the current language status is
 * not 1"; new news start with canSave false, events with true), the sidebar's brochure links
 * (platform.md section 2: /download-list, /download/new/download) and the webcam rows' links
 * (content.md: webcam/{id}/{path}).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eUser, pathOf, useBackOffice } from './harness';

/** A writer of news who may not publish: canSave false on every item. */
const writer = e2eUser('scrittore', { abilities: ['news-view', 'news-create', 'news-edit'] });

async function chooseStatus(page: Page, status: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Stato', exact: true }).click();
  await page.getByRole('option', { name: status, exact: true }).click();
}

describe('the spec’s rules and addresses in the admin', () => {
  const office = useBackOffice({ users: [writer] });

  /** A news item published by the administrator, every field status 1 requires given. */
  async function publishedNews(title: string, slug: string): Promise<number> {
    const text = 'Una giornata di festa in piazza.';
    const content = {
      title,
      slug,
      excerpt: text,
      description: `<p>${text}</p>`,
      google: { title, description: text, keywords: 'festa, Modena' },
      social: { title, description: text },
    };
    const published = await office.api<{ data: { id: number } }>('POST', 'news', {
      token: await office.token(),
      body: { contents: { it: { ...content, status: 1 } } },
    });
    expect(published.status).toBe(201);
    return published.body.data.id;
  }

  it('allows Salva when canSave is true or the language shown is not at status 1', async () => {
    const { page, base } = office;
    const id = await publishedNews('Festa in piazza a Modena', 'festa-in-piazza-a-modena-e2e');

    // The writer may not publish: at Pubblico, Salva waits for another status.
    await office.signIn(writer.username, writer.password);
    await page.goto(`${base}/news/${id}`);
    await page.getByRole('heading', { name: 'Modifica News', level: 1 }).waitFor();
    const save = page.getByRole('button', { name: 'Salva' });
    const blocked = page.getByTestId('editor-cannot-save-published');
    await blocked.waitFor();
    expect(await blocked.textContent()).toContain('scegli un altro stato');
    expect(await save.isDisabled()).toBe(true);
    await chooseStatus(page, 'Bozza');
    await blocked.waitFor({ state: 'detached' });
    await expect.poll(() => save.isEnabled()).toBe(true);
    // The permission to save stays the abilities': no 'Non hai i permessi' for this writer.
    expect(await page.getByTestId('editor-cannot-save').count()).toBe(0);
  });

  it('starts a new news item with canSave false, even for the administrator, and a new event with true', async () => {
    const { page, base } = office;
    await office.signIn();
    await page.goto(`${base}/news/new`);
    await page.getByRole('heading', { name: 'Inserimento News', level: 1 }).waitFor();
    await page.locator('form [name="contents.it.title"]').fill('Mercato contadino');
    await chooseStatus(page, 'Pubblico');
    await page.getByTestId('editor-cannot-save-published').waitFor();
    await chooseStatus(page, 'Bozza');
    await page.getByTestId('editor-cannot-save-published').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('button', { name: 'Salva' }).isEnabled()).toBe(true);

    await page.goto(`${base}/events/new`);
    await page.getByRole('heading', { name: 'Inserimento Evento', level: 1 }).waitFor();
    await chooseStatus(page, 'Pubblico');
    await page.getByRole('combobox', { name: 'Stato', exact: true }).waitFor();
    expect(await page.getByTestId('editor-cannot-save-published').count()).toBe(0);
  });

  it('links a row with a pending revision draft to the revision', async () => {
    const { page, base } = office;
    const id = await publishedNews('Mercato in piazza a Carpi', 'mercato-in-piazza-a-carpi-e2e');
    const writerToken = await office.token(writer.username, writer.password);
    const live = await office.api<{ data: { version: number; contents: { it: Record<string, unknown> } } }>(
      'GET',
      `news/${id}`,
      { token: writerToken },
    );
    // The writer may not publish: the save of the published item is a revision draft.
    const revised = await office.api<{ data: { id: number } }>('PUT', `news/${id}`, {
      token: writerToken,
      body: {
        version: live.body.data.version,
        contents: { it: { ...live.body.data.contents.it, title: 'Mercato in piazza a Carpi, ogni sabato', status: 5 } },
      },
    });
    expect(revised.status).toBe(200);
    const revisionId = revised.body.data.id;
    expect(revisionId).not.toBe(id);
    await office.signIn();
    await page.goto(`${base}/news`);
    const row = page.getByRole('row', { name: /Mercato in piazza a Carpi/ });
    await row.waitFor();
    const edit = row.getByRole('link', { name: `Modifica elemento ${id}` });
    expect(await edit.getAttribute('href')).toBe(`/news/${revisionId}`);
    await edit.click();
    await page.getByTestId('revision-banner').waitFor();
  });

  it('links the brochures as the sidebar of the spec does, and webcam rows to webcam/{id}/{path}', async () => {
    const { page, base } = office;
    const admin = await office.token();
    await office.signIn();
    await page.goto(`${base}/`);
    const nav = page.getByRole('navigation', { name: 'Menu principale' });
    await nav.waitFor();
    // The links come with the session's abilities.
    await expect.poll(() => nav.locator('a[href="/download-list"]').count()).toBe(1);
    await expect.poll(() => nav.locator('a[href="/download/new/download"]').count()).toBe(1);
    await page.goto(`${base}/download/new/download`);
    await page.getByRole('heading', { name: 'Inserimento Brochure', level: 1 }).waitFor();
    expect(pathOf(page)).toBe('/download/new/download');

    const webcam = await office.api<{ data: { id: number } }>('POST', 'webcam', {
      token: admin,
      body: { contents: { it: { title: 'Porto canale di Cesenatico', status: 2 } } },
    });
    expect(webcam.status).toBe(201);
    const camId = webcam.body.data.id;
    await page.goto(`${base}/webcam`);
    const link = page.locator(`table a[href="/webcam/${camId}/webcam"]`).first();
    await link.waitFor();
    await link.click();
    await page.getByRole('heading', { name: 'Modifica Webcam', level: 1 }).waitFor();
    expect(pathOf(page)).toBe(`/webcam/${camId}/webcam`);
    // The older address still opens the same editor.
    await page.goto(`${base}/webcam/${camId}`);
    await page.getByRole('heading', { name: 'Modifica Webcam', level: 1 }).waitFor();
  });
});
