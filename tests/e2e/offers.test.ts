/**
 * Experiences and operators in the browser (spec content.md "Experiences list", "Operators list",
 * "Experience", "Operator combo entry"; sections 5, 7 and 9), as a user holding only the
 * esperienze and operatori abilities: two operators created in their editor ('Gestione Operatore'),
 * each in a municipality; then an experience whose two operators are chosen from the operator
 * combo (`GET operatori/combo`, typing 2 characters and more; the province select narrows it), with
 * two municipalities, published, listed under 'Gestione esperienze' with COMUNE 'Bologna +  altri',
 * edited, and deleted from the list.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { familyEditor, keepArtifacts, pathOf, unique, useBackOffice } from './harness';

const OFFERS_EDITOR = familyEditor('redattore_offerte', ['esperienze', 'operatori']);

function field(page: Page, name: string): Locator {
  return page.locator(`form [name="${name}"]`);
}

async function chooseStatus(page: Page, status: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Stato', exact: true }).click();
  await page.getByRole('option', { name: status, exact: true }).click();
}

/** Picks a municipality in the 'Comuni' multi-select of `scope` by typing its name. */
async function chooseMunicipality(page: Page, scope: Locator, name: string, label: string): Promise<void> {
  const input = scope.getByRole('textbox', { name: 'Comuni' }).or(scope.getByRole('combobox', { name: 'Comuni' }));
  await input.first().fill(name);
  await page.getByRole('option', { name: label, exact: true }).click();
}

async function save(page: Page, message: string): Promise<void> {
  const button = page.getByRole('button', { name: 'Salva' });
  await expect.poll(() => button.isEnabled()).toBe(true);
  await button.click();
  await page.getByText(message).first().waitFor();
}

describe('experiences and operators', () => {
  const office = useBackOffice({ users: [OFFERS_EDITOR] });

  async function createOperator(page: Page, base: string, title: string, city: string, label: string): Promise<number> {
    await page.goto(`${base}/operatori`);
    await page.getByRole('heading', { name: 'Gestione Operatore', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Nuovo Operatore', exact: true }).click();
    await page.waitForURL(/\/operatori\/new$/);
    await page.getByRole('heading', { name: 'Inserimento Operatore', level: 1 }).waitFor();
    await field(page, 'contents.it.title').fill(title);
    await field(page, 'contents.it.title').blur();
    await chooseMunicipality(page, page.getByRole('region', { name: 'Comuni' }), city, label);
    // Operators are not article-like: published with only the title (content.md section 5).
    await chooseStatus(page, 'Pubblico');
    await save(page, 'Elemento creato correttamente');
    await page.waitForURL(/\/operatori\/\d+$/);
    return Number(/\d+$/.exec(pathOf(page))?.[0]);
  }

  it('creates two operators, then an experience with both chosen from the combo, publishes, lists, edits and deletes it', async () => {
    const { page, base } = office;
    const alfa = unique('Cantina Alfa');
    const beta = unique('Cantina Beta');
    const title = unique('Vendemmia sui colli');
    try {
      await office.signIn(OFFERS_EDITOR.username, OFFERS_EDITOR.password);
      const alfaId = await createOperator(page, base, alfa, 'Modena', 'Modena (MO)');
      const betaId = await createOperator(page, base, beta, 'Rimini', 'Rimini (RN)');

      // The operators' list: the spec's columns, both operators published.
      await page.goto(`${base}/operatori`);
      await page.getByRole('heading', { name: 'Gestione Operatore', level: 1 }).waitFor();
      await page.getByRole('row', { name: new RegExp(alfa) }).waitFor();
      const operatorHeaders = (await page.getByRole('columnheader').allInnerTexts())
        .map((text) => text.trim())
        .filter((text) => text !== '');
      expect(operatorHeaders).toEqual(['ID', 'TITOLO', 'STATO', 'LINGUA', 'AZIONI']);

      // A new experience.
      await page.goto(`${base}/esperienze`);
      await page.getByRole('heading', { name: 'Gestione esperienze', level: 1 }).waitFor();
      await page.getByRole('link', { name: 'Nuova Esperienza', exact: true }).click();
      await page.waitForURL(/\/esperienze\/new$/);
      await page.getByRole('heading', { name: 'Inserimento Esperienza', level: 1 }).waitFor();
      await field(page, 'contents.it.title').fill(title);
      await field(page, 'contents.it.title').blur();
      await field(page, 'contents.it.excerpt').fill(`${title}: in breve.`);
      await page.getByRole('region', { name: 'Informazioni di base' }).locator('.ql-editor').first().click();
      await page.keyboard.type(`${title}: la descrizione.`);
      await field(page, 'contents.it.google.keywords').fill('vendemmia, colli');
      await field(page, 'contents.it.google.title').fill(title);
      await field(page, 'contents.it.google.description').fill(`${title}: per i motori di ricerca.`);
      await field(page, 'contents.it.social.title').fill(title);
      await field(page, 'contents.it.social.description').fill(`${title}: per i social.`);

      // Extra information: the cost, the operators from the combo, the municipalities.
      const extra = page.getByRole('region', { name: 'Informazioni aggiuntive' });
      await field(page, 'contents.it.price').fill('30 euro');
      const operators = extra
        .getByRole('textbox', { name: 'Operatori' })
        .or(extra.getByRole('combobox', { name: 'Operatori' }))
        .first();
      // One character finds nothing: the combo asks for 2.
      await operators.fill('C');
      await page.getByText('Digita almeno 2 caratteri per cercare').first().waitFor();
      // The province select narrows the combo: in Rimini's province only Beta is found.
      await extra
        .getByRole('textbox', { name: 'Provincia' })
        .or(extra.getByRole('combobox', { name: 'Provincia' }))
        .first()
        .click();
      await page.getByRole('option', { name: 'Rimini', exact: true }).click();
      await operators.fill('Cantina');
      await page.getByRole('option', { name: beta, exact: true }).waitFor();
      expect(await page.getByRole('option', { name: alfa, exact: true }).count()).toBe(0);
      await extra
        .getByRole('textbox', { name: 'Provincia' })
        .or(extra.getByRole('combobox', { name: 'Provincia' }))
        .first()
        .click();
      await page.getByRole('option', { name: 'Tutte', exact: true }).click();
      await operators.fill(alfa);
      await page.getByRole('option', { name: alfa, exact: true }).click();
      await operators.fill(beta);
      await page.getByRole('option', { name: beta, exact: true }).click();
      await chooseMunicipality(page, extra, 'Bologna', 'Bologna (BO)');
      await chooseMunicipality(page, extra, 'Rimini', 'Rimini (RN)');

      await chooseStatus(page, 'Pubblico');
      await save(page, 'Elemento creato correttamente');
      await page.waitForURL(/\/esperienze\/\d+$/);
      await page.getByRole('heading', { name: 'Modifica Esperienza', level: 1 }).waitFor();
      const id = Number(/\d+$/.exec(pathOf(page))?.[0]);

      const token = await office.token();
      const stored = await office.api<{
        data: {
          contents: { it: { status: number; price: string } };
          operatore: { id: number; name: string }[];
          comune: number[];
        };
      }>('GET', `esperienze/${id}`, { token });
      expect(stored.status).toBe(200);
      expect(stored.body.data.contents.it.status).toBe(1);
      expect(stored.body.data.contents.it.price).toBe('30 euro');
      expect(stored.body.data.operatore).toEqual([
        { id: alfaId, name: alfa },
        { id: betaId, name: beta },
      ]);
      expect(stored.body.data.comune).toHaveLength(2);

      // Listed: the spec's columns; COMUNE the first municipality and ' +  altri'.
      await page.goto(`${base}/esperienze`);
      await page.getByRole('heading', { name: 'Gestione esperienze', level: 1 }).waitFor();
      const row = page.getByRole('row', { name: new RegExp(title) });
      await row.waitFor();
      const listHeaders = (await page.getByRole('columnheader').allInnerTexts())
        .map((text) => text.trim())
        .filter((text) => text !== '');
      expect(listHeaders).toEqual(['ID', 'TITOLO', 'COMUNE', 'DATA PUB', 'STATO', 'LINGUA', 'AZIONI']);
      const cells = (await row.getByRole('cell').allTextContents()).map((text) => text.trim());
      expect(cells).toContain(String(id));
      expect(cells.filter((text) => text.endsWith(' +  altri'))).toHaveLength(1);
      expect(cells).toEqual(expect.arrayContaining([expect.stringMatching(/^(Bologna|Rimini) \+ {2}altri$/)]));

      // Edited: the cost changed, one operator removed.
      await page.getByRole('link', { name: `Modifica elemento ${id}`, exact: true }).click();
      await page.getByRole('heading', { name: 'Modifica Esperienza', level: 1 }).waitFor();
      await field(page, 'contents.it.price').fill('35 euro');
      // Backspace in the empty search removes the last chosen operator (Beta).
      const chosen = page
        .getByRole('region', { name: 'Informazioni aggiuntive' })
        .getByRole('textbox', { name: 'Operatori' })
        .or(page.getByRole('region', { name: 'Informazioni aggiuntive' }).getByRole('combobox', { name: 'Operatori' }))
        .first();
      await chosen.click();
      await page.keyboard.press('Backspace');
      await page.keyboard.press('Escape');
      await save(page, 'Elemento salvato correttamente');
      const edited = await office.api<{
        data: { contents: { it: { price: string } }; operatore: { id: number }[] };
      }>('GET', `esperienze/${id}`, { token });
      expect(edited.body.data.contents.it.price).toBe('35 euro');
      expect(edited.body.data.operatore.map((operator) => operator.id)).toEqual([alfaId]);

      // Deleted from the list.
      await page.goto(`${base}/esperienze`);
      await page.getByRole('heading', { name: 'Gestione esperienze', level: 1 }).waitFor();
      await page.getByRole('button', { name: `Cancella elemento ${id}`, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Confermare cancellazione elemento selezionato?').waitFor();
      await dialog.getByRole('button', { name: 'Conferma' }).click();
      await page.getByRole('link', { name: `Modifica elemento ${id}`, exact: true }).waitFor({ state: 'detached' });
      expect((await office.api('GET', `esperienze/${id}`, { token })).status).toBe(404);
    } catch (error) {
      await keepArtifacts(page, 'offers');
      throw error;
    }
  });
});
