/**
 * The article-like places types in the browser (issue #14), one table: for each, a user holding
 * exactly that family's abilities opens the spec's list route, creates an item with the list's new
 * button (a draft needs a title only), publishes it (status 1 needs the introduction, the
 * description and the SEO texts: content.md section 5), finds it in the list and deletes it there
 * after the confirmation. Destinations, POIs, hotels and guides have their own editing flows in
 * places.test.ts; here an item of each (made through the API) is deleted from its list, by a user
 * holding only those types' abilities.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { familyEditor, keepArtifacts, loginAs, pathOf, useBackOffice } from './harness';

interface PlaceType {
  /** The schema's ability prefix (and API path). */
  readonly entity: string;
  /** The spec's list route. */
  readonly route: string;
  readonly listTitle: string;
  readonly newButton: string;
}

const TYPES: readonly PlaceType[] = [
  { entity: 'place', route: 'places', listTitle: 'Gestione Luoghi', newButton: 'Nuovo Luogo' },
  { entity: 'eat', route: 'restaurants', listTitle: 'Gestione Ristoranti', newButton: 'Nuovo Ristorante' },
  { entity: 'rent', route: 'rent-a-car', listTitle: 'Gestione Rent', newButton: 'Nuovo Rent' },
  {
    entity: 'sportwellness',
    route: 'sport-wellness',
    listTitle: 'Gestione Sport e benessere',
    newButton: 'Nuovo Elemento',
  },
  { entity: 'station', route: 'stations', listTitle: 'Gestione Stazioni', newButton: 'Nuova stazione' },
];

const editor = familyEditor(
  'redattore-luoghi',
  TYPES.map(({ entity }) => entity),
);

function field(page: Page, name: string): Locator {
  return page.locator(`form [name="${name}"]`);
}

/** The other places types' user (their editing flows are in places.test.ts, run by the same kind of user). */
const othersEditor = familyEditor('redattore-destinazioni', [
  'destination',
  'tipologia-luoghi',
  'luoghi',
  'stay',
  'guide',
]);

describe('the article-like places types', () => {
  const office = useBackOffice({ users: [editor, othersEditor] });

  it.each(TYPES)('$entity: created, published, listed and deleted at /$route', async (type) => {
    const { page, base } = office;
    const title = `Prova ${type.entity} ${Date.now()}`;
    try {
      await loginAs(page, base, editor.username, editor.password);
      await page.goto(`${base}/${type.route}`);
      await page.getByRole('heading', { name: type.listTitle, level: 1 }).waitFor();
      await page.getByRole('link', { name: type.newButton }).click();
      await page.waitForURL(new RegExp(`/${type.route}/new$`));

      // A draft: the title is enough.
      await field(page, 'contents.it.title').fill(title);
      const save = page.getByRole('button', { name: 'Salva' });
      await expect.poll(() => save.isEnabled()).toBe(true);
      await save.click();
      await page.getByText('Elemento creato correttamente').waitFor();
      await page.waitForURL(new RegExp(`/${type.route}/\\d+$`));
      const id = Number(/\d+$/.exec(pathOf(page))?.[0]);
      // Published later, as an editor coming back to it: the stored item opened at its address.
      await page.reload();
      await expect.poll(() => field(page, 'contents.it.title').inputValue()).toBe(title);
      await page.getByRole('region', { name: 'Informazioni di base' }).locator('.ql-editor').waitFor();

      // Published: the texts status 1 needs, then Salva.
      await field(page, 'contents.it.excerpt').fill('Una breve introduzione.');
      await page.getByRole('region', { name: 'Informazioni di base' }).locator('.ql-editor').click();
      await page.keyboard.type('Una descrizione.');
      await field(page, 'contents.it.google.keywords').fill('prova, luoghi');
      await field(page, 'contents.it.google.title').fill(title);
      await field(page, 'contents.it.google.description').fill('Una descrizione.');
      await field(page, 'contents.it.social.title').fill(title);
      await field(page, 'contents.it.social.description').fill('Una descrizione.');
      await page.getByRole('combobox', { name: 'Stato', exact: true }).click();
      await page.getByRole('option', { name: 'Pubblico', exact: true }).click();
      await expect.poll(() => save.isEnabled()).toBe(true);
      await save.click();
      await page.getByText('Elemento salvato correttamente').waitFor();
      const stored = await office.api<{ data: { contents: { it: { status: number; title: string } } } }>(
        'GET',
        `${type.entity}/${id}`,
        { token: await office.token() },
      );
      expect(stored.body.data.contents.it).toMatchObject({ status: 1, title });

      // Listed, then deleted from the list after the confirmation.
      await page.goto(`${base}/${type.route}`);
      const row = page.getByRole('row', { name: new RegExp(title) });
      await row.waitFor();
      await row.getByRole('button', { name: `Cancella elemento ${id}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Confermare cancellazione elemento selezionato?' });
      await dialog.getByRole('button', { name: 'Conferma' }).click();
      await row.waitFor({ state: 'detached' });
      const gone = await office.api('GET', `${type.entity}/${id}`, { token: await office.token() });
      expect(gone.status).toBe(404);
    } catch (error) {
      await keepArtifacts(page, `place-types ${type.entity}`);
      throw error;
    }
  });

  /**
   * Types whose editing is tested in places.test.ts: an item made through the API, deleted from its
   * list by a user holding those types' abilities only.
   */
  const OTHERS: readonly { entity: string; list: string; name: string; body: unknown }[] = [
    {
      entity: 'destination',
      list: 'destinations',
      name: 'Destinazione da cancellare',
      body: { contents: { it: { title: 'Destinazione da cancellare', status: 2 } }, lang: 'it' },
    },
    {
      entity: 'tipologia-luoghi',
      list: 'punti-interesse',
      name: 'Collezione da cancellare',
      body: { title: 'Collezione da cancellare' },
    },
    {
      entity: 'luoghi',
      list: 'punti-interesse/da-cancellare',
      name: 'Luogo da cancellare',
      body: { code: 'da-cancellare', contents: { it: { nome: 'Luogo da cancellare', status: 1 } } },
    },
    {
      entity: 'stay',
      list: 'stay',
      name: 'Hotel da cancellare',
      body: { contents: { it: { name: 'Hotel da cancellare', status: 2 } } },
    },
    {
      entity: 'guide',
      list: 'guides',
      name: 'Guida Dacancellare',
      body: { contents: { it: { nome: 'Guida', cognome: 'Dacancellare', status: 2 } } },
    },
  ];

  it.each(OTHERS)('$entity: deleted from /$list after the confirmation', async (other) => {
    const { page, base } = office;
    try {
      const created = await office.api<{ data: { id: number } }>('POST', other.entity, {
        token: await office.token(),
        body: other.body,
      });
      expect(created.status).toBe(201);
      const { id } = created.body.data;
      await loginAs(page, base, othersEditor.username, othersEditor.password);
      await page.goto(`${base}/${other.list}`);
      const row = page.getByRole('row', { name: new RegExp(other.name) });
      await row.waitFor();
      await row.getByRole('button', { name: `Cancella elemento ${id}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Confermare cancellazione elemento selezionato?' });
      await dialog.getByRole('button', { name: 'Conferma' }).click();
      await row.waitFor({ state: 'detached' });
      const gone = await office.api('GET', `${other.entity}/${id}`, { token: await office.token() });
      expect(gone.status).toBe(404);
    } catch (error) {
      await keepArtifacts(page, `place-types delete ${other.entity}`);
      throw error;
    }
  });
});
