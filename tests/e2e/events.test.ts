/**
 * Events in the browser (platform.md sections 2, 4 and 5; content.md sections 3, 4 and 5), as a
 * user holding only the event abilities: an event with two stages (the first from 1 to 10
 * December with the 5th excluded, every weekday with 'Sempre' after unticking a day, a morning
 * time range and paid ticketing with the official site; the second on one day with a free-text
 * time and its counter), the second stage dragged first, the last stage protected, published,
 * found in /events by its date range (and not by the excluded day), and deleted there.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { familyEditor, keepArtifacts, pathOf, unique, useBackOffice } from './harness';

const EVENT_EDITOR = familyEditor('redattore_eventi', ['event']);

function field(page: Page, name: string): Locator {
  return page.locator(`form [name="${name}"]`);
}

async function choose(scope: Page | Locator, page: Page, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The stages' names in their order on screen, from their drag handles. */
function stageNames(card: Locator): Promise<string[]> {
  return card
    .getByRole('button', { name: /^Trascina per riordinare: / })
    .evaluateAll((handles) =>
      handles.map((handle) => (handle.getAttribute('aria-label') ?? '').replace(/^Trascina per riordinare: /, '')),
    );
}

/** Drags one handle onto another's place with the pointer, in small steps (dnd-kit's pointer sensor). */
async function dragHandle(page: Page, from: Locator, to: Locator): Promise<void> {
  await from.scrollIntoViewIfNeeded();
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('the drag handles have no box');
  const x = start.x + start.width / 2;
  const fromY = start.y + start.height / 2;
  const toY = end.y + end.height / 2 - 12;
  await page.mouse.move(x, fromY);
  await page.mouse.down();
  const steps = 12;
  for (let step = 1; step <= steps; step += 1) await page.mouse.move(x, fromY + ((toY - fromY) * step) / steps);
  await page.mouse.up();
}

interface Stage {
  readonly order: number;
  readonly title: Record<string, string>;
  readonly dates: {
    start: string;
    end: string;
    includes: string[];
    excludes: string[];
    weekdays: Record<string, number>;
  };
  readonly times: { type: string; morning?: { start: string; end: string }; freetext?: Record<string, string> };
  readonly ticketing: { ingresso: number | null; info?: Record<string, { sito?: string }> };
}

describe('events', () => {
  const office = useBackOffice({ users: [EVENT_EDITOR] });

  it('publishes an event with two stages, the second dragged first, keeps the last one, finds it by date and deletes it', async () => {
    const { page, base } = office;
    const admin = await office.token();
    const title = unique('Festival dei portici');
    try {
      await office.signIn(EVENT_EDITOR.username, EVENT_EDITOR.password);
      await page.goto(`${base}/events`);
      await page.getByRole('heading', { name: 'Gestione Eventi', level: 1 }).waitFor();
      await expect.poll(() => page.getByTestId('screen-name').innerText()).toBe('Gestione Eventi');
      await page.getByRole('link', { name: 'Nuovo Evento', exact: true }).click();
      await page.waitForURL(/\/events\/new$/);
      await page.getByRole('heading', { name: 'Inserimento Evento', level: 1 }).waitFor();
      // The editor's top bar carries the spec's screen name (platform.md: route name 'Gestione Evento').
      await expect.poll(() => page.getByTestId('screen-name').innerText()).toBe('Gestione Evento');
      await field(page, 'contents.it.title').fill(title);
      await field(page, 'contents.it.title').blur();
      await expect.poll(() => field(page, 'contents.it.slug').inputValue()).not.toBe('');
      await field(page, 'contents.it.subtitle').fill('Concerti sotto i portici');
      await page.getByRole('region', { name: 'Informazioni di base' }).locator('.ql-editor').first().click();
      await page.keyboard.type('Una settimana di musica in città.');

      // One stage: open, untitled, not removable.
      const stages = page.getByRole('region', { name: 'Dove e quando' });
      expect(await stages.getByRole('button', { name: /^Rimuovi/ }).count()).toBe(0);
      await field(page, 'stages.0.title.it').fill('Piazza Maggiore');
      await stages.getByRole('textbox', { name: 'Data inizio' }).fill('01/12/2026');
      await stages.getByRole('textbox', { name: 'Data fine' }).fill('10/12/2026');
      await stages.getByRole('textbox', { name: 'Data fine' }).blur();
      // The 5th excluded, from the calendar of the range.
      await stages.getByRole('button', { name: 'Date escluse' }).click();
      await page.getByRole('button', { name: '5 dicembre 2026', exact: true }).click();
      await page.keyboard.press('Escape');
      // 'Sempre' ticked: every day set and disabled; unticked, a day can be left out; ticked again, all seven.
      const always = stages.getByRole('checkbox', { name: 'Sempre', exact: true });
      expect(await always.isChecked()).toBe(true);
      expect(await stages.getByRole('checkbox', { name: 'dom', exact: true }).isDisabled()).toBe(true);
      await always.uncheck();
      await stages.getByRole('checkbox', { name: 'dom', exact: true }).uncheck();
      expect(await stages.getByRole('checkbox', { name: 'dom', exact: true }).isChecked()).toBe(false);
      await always.check();
      expect(await stages.getByRole('checkbox', { name: 'dom', exact: true }).isChecked()).toBe(true);
      expect(await stages.getByRole('checkbox', { name: 'dom', exact: true }).isDisabled()).toBe(true);
      // A morning time range (Intervallo is the default type) and paid ticketing with the official site.
      await stages.getByRole('textbox', { name: 'Inizio mattina' }).fill('10:00');
      await stages.getByRole('textbox', { name: 'Fine mattina' }).fill('09:00');
      await stages.getByRole('textbox', { name: 'Fine mattina' }).blur();
      await stages.getByText("L'orario di fine deve essere successivo all'orario di inizio").waitFor();
      await stages.getByRole('textbox', { name: 'Fine mattina' }).fill('13:00');
      await choose(stages, page, 'Ingresso', 'A Pagamento');
      await field(page, 'stages.0.ticketing.info.it.sito').fill('https://www.festival.example.org/biglietti');

      // A second stage opens, the first folds; a free-text time with its counter.
      await stages.getByRole('button', { name: 'Aggiungi tappa' }).click();
      await field(page, 'stages.1.title.it').fill('Teatro Comunale');
      await stages.getByRole('textbox', { name: 'Data inizio' }).last().fill('20/12/2026');
      await choose(stages, page, 'Tipo orario', 'Orario libero');
      expect(await stages.getByRole('textbox', { name: 'Inizio mattina' }).count()).toBe(0);
      await field(page, 'stages.1.times.freetext.it').fill('Alle 21, porte aperte dalle 20:30');
      await stages.getByText(`${300 - 'Alle 21, porte aperte dalle 20:30'.length} caratteri disponibili.`).waitFor();
      expect(await stageNames(stages)).toEqual(['Piazza Maggiore', 'Teatro Comunale']);

      // The second stage folded to its title (at most one is open), then dragged first.
      await stages.getByRole('button', { name: 'Teatro Comunale', exact: true }).click();
      await expect.poll(() => field(page, 'stages.1.title.it').isVisible()).toBe(false);
      const handle = (name: string): Locator =>
        stages.getByRole('button', { name: `Trascina per riordinare: ${name}`, exact: true });
      await page.setViewportSize({ width: 1280, height: 3000 });
      await dragHandle(page, handle('Teatro Comunale'), handle('Piazza Maggiore'));
      await expect.poll(() => stageNames(stages)).toEqual(['Teatro Comunale', 'Piazza Maggiore']);
      await page.setViewportSize({ width: 1280, height: 900 });

      await choose(page, page, 'Stato', 'Pubblico');
      const save = page.getByRole('button', { name: 'Salva' });
      await expect.poll(() => save.isEnabled()).toBe(true);
      await save.click();
      await page.getByText('Elemento creato correttamente').waitFor();
      await page.waitForURL(/\/events\/\d+$/);
      await page.getByRole('heading', { name: 'Modifica Evento', level: 1 }).waitFor();
      const id = Number(/\d+$/.exec(pathOf(page))?.[0]);

      const stored = await office.api<{ data: { contents: Record<string, { status: number }>; stages: Stage[] } }>(
        'GET',
        `event/${id}`,
        { token: admin },
      );
      expect(stored.status).toBe(200);
      expect(stored.body.data.contents.it?.status).toBe(1);
      const [second, first] = stored.body.data.stages;
      expect(stored.body.data.stages.map((stage) => [stage.order, stage.title.it])).toEqual([
        [1, 'Teatro Comunale'],
        [2, 'Piazza Maggiore'],
      ]);
      expect(first?.dates).toMatchObject({ start: '2026-12-01', end: '2026-12-10', excludes: ['2026-12-05'] });
      expect(Object.values(first?.dates.weekdays ?? {})).toEqual([1, 1, 1, 1, 1, 1, 1]);
      expect(first?.times).toMatchObject({ type: 'timerange', morning: { start: '10:00', end: '13:00' } });
      expect(first?.ticketing.ingresso).toBe(1);
      expect(first?.ticketing.info?.it?.sito).toBe('https://www.festival.example.org/biglietti');
      expect(second?.dates).toMatchObject({ start: '2026-12-20' });
      expect(second?.times).toMatchObject({ type: 'freetext', freetext: { it: 'Alle 21, porte aperte dalle 20:30' } });

      // Down to one stage: the last one cannot be removed.
      await stages.getByRole('button', { name: 'Rimuovi Piazza Maggiore', exact: true }).click();
      const confirm = page.getByRole('dialog', { name: "Confermi la rimozione dell'elemento?" });
      await confirm.getByRole('button', { name: 'Conferma' }).click();
      await confirm.waitFor({ state: 'detached' });
      await expect.poll(() => stages.getByRole('button', { name: /^Rimuovi/ }).count()).toBe(0);
      await page.reload();
      await page.getByRole('heading', { name: 'Modifica Evento', level: 1 }).waitFor();

      // Found in the list by its dates: the 20th finds it, the excluded 5th alone does not.
      await page.goto(`${base}/events`);
      await page.getByRole('heading', { name: 'Gestione Eventi', level: 1 }).waitFor();
      await page.getByRole('searchbox', { name: 'Cerca' }).fill(title);
      const from = page.getByRole('textbox', { name: 'dal', exact: true });
      const to = page.getByRole('textbox', { name: 'al', exact: true });
      // A date is typed, then the input left (the date input reads what was typed on leaving it).
      const range = async (first: string, last: string): Promise<void> => {
        for (const [input, text] of [
          [from, first],
          [to, last],
        ] as const) {
          await input.fill('');
          await input.fill(text);
          await input.press('Tab');
          await expect.poll(() => input.inputValue()).toBe(text);
        }
        await page.getByRole('button', { name: 'Filtra' }).click();
      };
      await range('19/12/2026', '21/12/2026');
      const row = page.getByRole('row').filter({ hasText: title });
      await row.waitFor();
      expect(await row.getByText('Attivo').count()).toBeGreaterThan(0);
      await range('05/12/2026', '05/12/2026');
      await page.getByText(/Nessun risultato/).waitFor();
      await range('01/12/2026', '31/12/2026');
      await row.waitFor();

      // Deleted from the list.
      await row.getByRole('button', { name: /Cancella|Elimina/ }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Conferma' }).click();
      await page.getByText(/Nessun risultato/).waitFor();
      const gone = await office.api('GET', `event/${id}`, { token: admin });
      expect(gone.status).toBe(404);
    } catch (error) {
      await keepArtifacts(page, 'events');
      throw error;
    }
  });
});
