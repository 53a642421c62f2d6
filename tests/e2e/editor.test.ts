/**
 * The generic editor in the browser, on news (spec content.md "Shared editor behaviour" and the
 * status-1 rules of section 5): a new item in Italian and English, the stricter rules of status 1
 * (Pubblico) blocking Salva with their messages, a draft save, then publication.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pathOf, useBackOffice } from './harness';

interface NewsItem {
  readonly data: {
    readonly id: number;
    readonly contents: Record<
      string,
      { title?: string; slug?: string; subtitle?: string; excerpt?: string; status?: number; permalink?: string | null }
    >;
  };
}

/** A field of the editor's form by its path (`contents.it.title`). */
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

/** The fields status 1 requires in a news item besides the title and slug (spec content.md section 5). */
const PUBLISHING_FIELDS = [
  'excerpt',
  'google.keywords',
  'google.title',
  'google.description',
  'social.title',
  'social.description',
] as const;

describe('the news editor', () => {
  const office = useBackOffice();

  async function item(id: number): Promise<NewsItem['data']> {
    const answer = await office.api<NewsItem>('GET', `news/${id}`, { token: await office.token() });
    expect(answer.status).toBe(200);
    return answer.body.data;
  }

  it('creates an item in it and en: status 1 blocks saving, a draft saves, then it is published', async () => {
    const { page, base } = office;
    await office.signIn();
    await page.goto(`${base}/news/new`);
    await page.getByRole('heading', { name: 'Inserimento News', level: 1 }).waitFor();
    const save = page.getByRole('button', { name: 'Salva' });

    // The slug follows the title on leaving it.
    await field(page, 'contents.it.title').fill('Sagra del tortellino a Castelfranco');
    await field(page, 'contents.it.title').blur();
    await expect.poll(() => field(page, 'contents.it.slug').inputValue()).toBe('sagra-del-tortellino-a-castelfranco');

    // Status 1: the publishing rules apply at once, Salva is blocked, the language is marked.
    await chooseStatus(page, 'Pubblico');
    for (const name of PUBLISHING_FIELDS) {
      await expect.poll(() => field(page, `contents.it.${name}`).getAttribute('aria-invalid')).toBe('true');
    }
    const description = page.getByRole('region', { name: 'Informazioni di base' }).locator('.ql-editor');
    expect(await description.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('form').getByText('Campo richiesto', { exact: true }).count()).toBe(
      PUBLISHING_FIELDS.length + 1,
    );
    expect(await save.isDisabled()).toBe(true);
    await page.getByRole('radio', { name: 'IT italiano: contiene errori' }).waitFor({ state: 'attached' });

    // Back to a draft: only the title is required, and the item saves.
    await chooseStatus(page, 'Bozza');
    await expect.poll(() => page.locator('form').getByText('Campo richiesto', { exact: true }).count()).toBe(0);
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await page.getByText('Elemento creato correttamente').waitFor();
    await page.waitForURL(/\/news\/\d+$/);
    const id = Number(/\d+$/.exec(pathOf(page))?.[0]);
    await page.getByRole('heading', { name: 'Modifica News', level: 1 }).waitFor();
    const draft = await item(id);
    expect(draft.contents.it).toMatchObject({
      title: 'Sagra del tortellino a Castelfranco',
      slug: 'sagra-del-tortellino-a-castelfranco',
      status: 2,
    });

    // The English version, as a draft.
    await chooseLanguage(page, 'EN');
    await field(page, 'contents.en.title').fill('Tortellini festival in Castelfranco');
    await field(page, 'contents.en.title').blur();
    await expect.poll(() => field(page, 'contents.en.slug').inputValue()).toBe('tortellini-festival-in-castelfranco');
    await chooseStatus(page, 'Bozza');
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await page.getByText('Elemento salvato correttamente').waitFor();
    await expect.poll(async () => (await item(id)).contents.en?.title).toBe('Tortellini festival in Castelfranco');

    // Publication of the Italian version: every field status 1 requires, then Pubblico.
    await chooseLanguage(page, 'IT');
    await field(page, 'contents.it.excerpt').fill('La festa del tortellino nella sua terra.');
    await description.click();
    await page.keyboard.type('Tre giorni di festa, stand gastronomici e musica in piazza.');
    await field(page, 'contents.it.google.keywords').fill('tortellino, sagra, Castelfranco Emilia');
    await field(page, 'contents.it.google.title').fill('Sagra del tortellino a Castelfranco Emilia');
    await field(page, 'contents.it.google.description').fill('Tre giorni di festa dedicati al tortellino.');
    await field(page, 'contents.it.social.title').fill('Sagra del tortellino');
    await field(page, 'contents.it.social.description').fill('Tre giorni di festa dedicati al tortellino.');
    await chooseStatus(page, 'Pubblico');
    await expect.poll(() => save.isEnabled()).toBe(true);
    expect(await page.locator('form').getByText('Campo richiesto', { exact: true }).count()).toBe(0);
    await save.click();
    await page.getByText('Elemento salvato correttamente').last().waitFor();
    await expect.poll(async () => (await item(id)).contents.it?.status).toBe(1);
    const published = await item(id);
    expect(published.contents.it?.permalink).toMatch(/sagra-del-tortellino-a-castelfranco/);
    expect(published.contents.en?.status).toBe(2);
  });

  it('keeps what is typed while a save is on its way, for a new item and for a stored one', async () => {
    const { page, base } = office;
    await office.signIn();
    // Each save is held back until the test has typed, as on a slow connection.
    let release: (() => void) | null = null;
    let held = 0;
    await page.route(/\/news(\/\d+)?$/, async (route) => {
      const method = route.request().method();
      if (method !== 'POST' && method !== 'PUT') return route.fallback();
      held += 1;
      await new Promise<void>((resolve) => (release = resolve));
      return route.fallback();
    });
    try {
      await page.goto(`${base}/news/new`);
      await page.getByRole('heading', { name: 'Inserimento News', level: 1 }).waitFor();
      await field(page, 'contents.it.title').fill('Mercatino di Natale');
      const save = page.getByRole('button', { name: 'Salva' });
      await expect.poll(() => save.isEnabled()).toBe(true);
      await save.click();
      await expect.poll(() => held).toBe(1);
      await field(page, 'contents.it.subtitle').fill('In piazza Maggiore');
      release!();
      await page.getByText('Elemento creato correttamente').waitFor();
      await page.waitForURL(/\/news\/\d+$/);
      const id = Number(/\d+$/.exec(pathOf(page))?.[0]);
      await page.getByRole('heading', { name: 'Modifica News', level: 1 }).waitFor();
      // Still there after the form took the stored item (the slug the server derived included).
      await expect.poll(() => field(page, 'contents.it.slug').inputValue()).toBe('mercatino-di-natale');
      expect(await field(page, 'contents.it.subtitle').inputValue()).toBe('In piazza Maggiore');
      expect((await item(id)).contents.it?.subtitle ?? '').toBe('');

      // A stored item: the same while its save is on its way.
      await field(page, 'contents.it.excerpt').fill('Bancarelle e luci.');
      await save.click();
      await expect.poll(() => held).toBe(2);
      await field(page, 'contents.it.subtitle').fill('In piazza Maggiore, ogni giorno');
      release!();
      await page.getByText('Elemento salvato correttamente').waitFor();
      await expect.poll(async () => (await item(id)).contents.it?.excerpt).toBe('Bancarelle e luci.');
      expect(await field(page, 'contents.it.excerpt').inputValue()).toBe('Bancarelle e luci.');
      expect(await field(page, 'contents.it.subtitle').inputValue()).toBe('In piazza Maggiore, ogni giorno');
      // And it is saved with the next Salva.
      await expect.poll(() => save.isEnabled()).toBe(true);
      await save.click();
      await expect.poll(() => held).toBe(3);
      release!();
      await expect.poll(async () => (await item(id)).contents.it?.subtitle).toBe('In piazza Maggiore, ogni giorno');
    } finally {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    }
  });
});
