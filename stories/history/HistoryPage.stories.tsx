/**
 * '/cronologia' (issue #35, docs/history.md), the administrators' history of every change, over a
 * story store of changes (`../msw/history.ts`, `./history.cases.ts`): the table of changes, the
 * latest first, 25 a page (date, user or 'Sistema', type, item with 'Eliminato' when it is gone,
 * action, language), a change's diff in a drawer ('Dettagli'; a status by the name its type's list
 * gives it); the filters (type, item id, action, user, days; a malformed day is marked and not
 * sent); a deleted item found with 'Eliminazione' and brought back with 'Ripristina elemento';
 * filters matching nothing; a list that fails to load ('Impossibile caricare i dati').
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SCREEN_ROUTES } from '#core/screens';
import { HistoryPage } from '../../app/features/history/HistoryPage';
import { formatDateTime } from '../../app/i18n';
import { StoryHistory, historyFailure } from '../msw/history';
import { RouteFrame } from '../users/RouteFrame';
import { changeOf, partsOf, sideOf } from './entries';
import {
  ADMIN,
  DELETED_ID,
  DELETED_TITLE,
  FIRST_TITLE,
  NEWS_ID,
  NEWS_REWRITE,
  PLACE_ADDRESS,
  PLACE_CONTACTS,
  PLACE_CREATED,
  TITLE,
  allChanges,
} from './history.cases';

/** How long a play function waits for the screen (a busy machine answers slowly). */
const WAIT = { timeout: 10_000 };

const ROUTE = `/${SCREEN_ROUTES.history}`;

function HistoryPageStory() {
  return <RouteFrame pattern={ROUTE} path={ROUTE} element={<HistoryPage />} />;
}

const meta = { title: 'History/HistoryPage', component: HistoryPageStory } satisfies Meta<typeof HistoryPageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const CHANGES = allChanges();

/** A story's store of every change, its answers and its reset. */
function withHistory() {
  const store = new StoryHistory(CHANGES, ADMIN);
  const story: Pick<Story, 'parameters' | 'beforeEach'> = {
    parameters: { msw: { handlers: store.handlers() } },
    beforeEach: () => store.reset(),
  };
  return { store, story };
}

const rows = (canvasElement: HTMLElement): HTMLElement[] => within(canvasElement).queryAllByTestId('history-row');

/** The rows once there are `count` of them. */
async function rowsOf(canvasElement: HTMLElement, count: number): Promise<HTMLElement[]> {
  await waitFor(() => expect(rows(canvasElement)).toHaveLength(count), WAIT);
  return rows(canvasElement);
}

/** Picks `option` in the select labelled `label` (its options are in a portal). */
async function choose(canvasElement: HTMLElement, label: string, option: string): Promise<void> {
  await userEvent.click(within(canvasElement).getByRole('combobox', { name: label }));
  await userEvent.click(await within(document.body).findByRole('option', { name: option }, WAIT));
}

const list = withHistory();

/**
 * The latest 25 changes of every type ('Pagina 1 di 2'): the latest first, the seed's as 'Sistema',
 * the deleted item marked 'Eliminato' with 'Ripristina elemento' on its deletion alone; 'Dettagli'
 * of the news rewrite shows its diff in a drawer, and of the event's publication its status by the
 * events list's own names ('Bozza' → 'Attivo'), and of the place's creation its address and contacts
 * as lines of text (not JSON); 'Successive' shows the two oldest.
 */
export const Changes: Story = {
  ...list.story,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await canvas.findByRole('heading', { name: 'Cronologia', level: 1 }, WAIT);
    const page = await rowsOf(canvasElement, 25);
    await expect(canvas.getByText('Pagina 1 di 2')).toBeInTheDocument();

    const [latest] = page;
    const last = CHANGES.at(-1);
    if (!latest || !last) throw new Error('no rows');
    await expect(latest).toHaveTextContent(formatDateTime(last.at, 'it', 'medium'));
    await expect(latest).toHaveTextContent('Giulia Verdi');
    await expect(latest).toHaveTextContent('Gestione Eventi');
    await expect(latest).toHaveTextContent('Fiera di Santa Lucia 2026 #40');
    await expect(latest).toHaveTextContent('Modifica');
    await expect(canvas.getAllByText('Sistema').length).toBeGreaterThan(0);

    const gone = page.filter((row) => within(row).queryByText('Eliminato') !== null);
    await expect(gone.map((row) => row.textContent?.includes(`${DELETED_TITLE} #${DELETED_ID}`))).toEqual([true, true]);
    const restorable = canvas.getAllByRole('button', { name: 'Ripristina elemento' });
    await expect(restorable).toHaveLength(1);
    await expect(restorable[0]?.closest('tr')).toHaveTextContent('Eliminazione');

    const rewrite = CHANGES.indexOf(NEWS_REWRITE) + 1;
    await userEvent.click(canvas.getByRole('button', { name: `Dettagli della modifica ${rewrite}` }));
    const drawer = await body.findByRole('dialog', { name: `Gestione News #${NEWS_ID}` }, WAIT);
    const entry = await within(drawer).findByTestId('history-entry', {}, WAIT);
    await expect(entry).toHaveTextContent('Mario Bianchi');
    const title = changeOf(entry, 'title (it)');
    await expect(sideOf(title, 'before')).toBe(FIRST_TITLE);
    await expect(sideOf(title, 'after')).toBe(TITLE);
    await expect(partsOf(title, 'ins').join(' ')).toContain('luci');
    await expect(entry.textContent ?? '').not.toMatch(/<\/?(p|strong)>/);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), WAIT);

    // The event renamed and published: its status by the names of the events list ('Attivo', not 'Pubblico' nor 1).
    await userEvent.click(canvas.getByRole('button', { name: `Dettagli della modifica ${CHANGES.length}` }));
    const eventDrawer = await body.findByRole('dialog', { name: 'Gestione Eventi #40' }, WAIT);
    const published = await within(eventDrawer).findByTestId('history-entry', {}, WAIT);
    const status = changeOf(published, 'status (it)');
    await expect(partsOf(status, 'del')).toEqual(['Bozza']);
    await expect(partsOf(status, 'ins')).toEqual(['Attivo']);
    await userEvent.click(within(eventDrawer).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), WAIT);

    // The place created: its address and contacts as a reader reads them (the kinds' readings).
    const created = CHANGES.indexOf(PLACE_CREATED) + 1;
    await userEvent.click(canvas.getByRole('button', { name: `Dettagli della modifica ${created}` }));
    const placeDrawer = await body.findByRole('dialog', { name: 'Gestione Luoghi #7' }, WAIT);
    const place = await within(placeDrawer).findByTestId('history-entry', {}, WAIT);
    await waitFor(() => expect(sideOf(changeOf(place, 'locations'), 'after')).toBe(PLACE_ADDRESS), WAIT);
    await expect(sideOf(changeOf(place, 'contacts (it)'), 'after')).toBe(PLACE_CONTACTS);
    await userEvent.click(within(placeDrawer).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), WAIT);

    await userEvent.click(canvas.getByRole('button', { name: 'Successive' }));
    await canvas.findByText('Pagina 2 di 2', {}, WAIT);
    await rowsOf(canvasElement, CHANGES.length - 25);
  },
};

const filtered = withHistory();

/**
 * The news item's changes (type and item id), then its changes of status alone (action); a
 * malformed day ('2026-02-30') is marked as an error and not sent.
 */
export const Filtered: Story = {
  ...filtered.story,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsOf(canvasElement, 25);
    await choose(canvasElement, 'Tipo di contenuto', 'Gestione News');
    await userEvent.type(canvas.getByRole('textbox', { name: 'ID elemento' }), String(NEWS_ID));
    const news = await rowsOf(canvasElement, 5);
    for (const row of news) await expect(row).toHaveTextContent(`#${NEWS_ID}`);
    await expect(canvas.queryByText(/^Pagina/)).toBeNull();
    const asked = () => filtered.store.queries().at(-1)?.toString() ?? '';
    await expect(asked()).toContain(`entity=news`);
    await expect(asked()).toContain(`item=${NEWS_ID}`);

    await choose(canvasElement, 'Azione', 'Cambio di stato');
    const [status] = await rowsOf(canvasElement, 1);
    await expect(status).toHaveTextContent('Cambio di stato');
    await expect(status).toHaveTextContent('EN');
    await expect(asked()).toContain('action=status');

    const from = canvas.getByRole('textbox', { name: 'Dal (AAAA-MM-GG)' });
    await userEvent.type(from, '2026-02-30');
    await waitFor(() => expect(from).toHaveAttribute('aria-invalid', 'true'), WAIT);
    await rowsOf(canvasElement, 1);
    await expect(filtered.store.queries().some((query) => query.has('from'))).toBe(false);
  },
};

const deleted = withHistory();

/**
 * 'Eliminazione' finds the deleted item; 'Ripristina elemento', confirmed, brings it back under its
 * id ('Elemento ripristinato'): no longer 'Eliminato', nothing left to restore.
 */
export const RestoreDeletedItem: Story = {
  ...deleted.story,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await rowsOf(canvasElement, 25);
    await choose(canvasElement, 'Azione', 'Eliminazione');
    const [row] = await rowsOf(canvasElement, 1);
    if (!row) throw new Error('no deletion');
    await expect(row).toHaveTextContent(`${DELETED_TITLE} #${DELETED_ID}`);
    await expect(within(row).getByText('Eliminato')).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Ripristina elemento' }));
    await body.findByText(
      `Ripristinare l'elemento ${DELETED_TITLE} con i suoi contenuti e le sue relazioni?`,
      {},
      WAIT,
    );
    await userEvent.click(body.getByRole('button', { name: 'Conferma' }));
    await body.findByText('Elemento ripristinato', {}, WAIT);
    await waitFor(() => expect(canvas.queryByText('Eliminato')).toBeNull(), WAIT);
    await expect(canvas.queryByRole('button', { name: 'Ripristina elemento' })).toBeNull();
    await expect(deleted.store.restores()).toEqual([CHANGES.findIndex((change) => change.values === null) + 1]);
  },
};

const unmatched = withHistory();

/** Filters that match no change: 'Nessuna modifica registrata'. */
export const NoMatches: Story = {
  ...unmatched.story,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsOf(canvasElement, 25);
    await userEvent.type(canvas.getByRole('textbox', { name: 'ID utente' }), '999');
    await canvas.findByText('Nessuna modifica registrata', {}, WAIT);
    await expect(rows(canvasElement)).toHaveLength(0);
    await expect(unmatched.store.queries().at(-1)?.get('user')).toBe('999');
  },
};

let failedCalls = 0;

/**
 * The list's call fails (500): the page says so ('Impossibile caricare i dati', the lists'
 * message), with no row and no pager, and does not claim that nothing was changed.
 */
export const LoadError: Story = {
  parameters: { msw: { handlers: historyFailure(() => (failedCalls += 1)) } },
  beforeEach: () => {
    failedCalls = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Cronologia', level: 1 }, WAIT);
    const alert = await canvas.findByRole('alert', {}, WAIT);
    await expect(alert).toHaveTextContent('Impossibile caricare i dati');
    await expect(failedCalls).toBeGreaterThan(0);
    await expect(rows(canvasElement)).toHaveLength(0);
    await expect(canvas.queryByText('Nessuna modifica registrata')).toBeNull();
    await expect(canvas.queryByText(/^Pagina/)).toBeNull();
  },
};
