/**
 * The editor's 'Cronologia' (issue #35, docs/history.md) in the news editor, over a story store of
 * the item's changes (`../msw/history.ts`, `./history.cases.ts`): the drawer lists the changes, the
 * latest first, each with its action, language, user ('Sistema' for the seed), version and a
 * readable diff (removed words struck through, added ones underlined; rich text compared as its
 * text, one line per paragraph; 'Solo la formattazione è cambiata' when only the markup changed);
 * a status by the name the news list gives it ('Validazione richiesta' → 'Bozza', not its codes);
 * 'Ripristina' on every entry but the creation restores, after a confirmation, the fields as they
 * were before that change, and the editor reloads the item; an item deleted and brought back
 * shows its deletion and its restore; an item without changes says so; a history that fails to
 * load says so ('Impossibile caricare i dati').
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { isRecord } from '#api/errors.ts';
import { richTextAsText, type HistorySnapshot } from '#core/history';
import { newsCalls } from '../../generated/api/news';
import { newsMeta } from '../../generated/entities/news/meta';
import { newsValidators } from '../../generated/entities/news/schema';
import { EditorFrame } from '../frames/EditorFrame';
import { itemOf } from '../msw/fixtures';
import { API } from '../msw/handlers';
import { StoryHistory, historyFailure, type StoryChange } from '../msw/history';
import { changeOf, partsOf, sideOf } from './entries';
import {
  ADMIN,
  DELETED_ID,
  DELETED_TITLE,
  DESCRIPTION,
  FIRST_DESCRIPTION,
  FIRST_TITLE,
  NEWS_CHANGES,
  NEWS_ID,
  NEWS_REWRITE,
  RESTORED_CHANGES,
  TITLE,
} from './history.cases';

/** How long a play function waits for the screen (a busy machine answers slowly). */
const WAIT = { timeout: 10_000 };

function HistoryPanelStory({ path }: { readonly path: string }) {
  return <EditorFrame meta={newsMeta} validators={newsValidators} calls={newsCalls} path={path} />;
}

const meta = {
  title: 'History/HistoryPanel',
  component: HistoryPanelStory,
  args: { path: `/news/${NEWS_ID}` },
} satisfies Meta<typeof HistoryPanelStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A captured news item with the store's current values over its own (the editor shows what a restore saved). */
function itemAnswer(store: StoryHistory): HttpHandler {
  return http.get(`${API}/${newsMeta.path}/:id`, ({ params }) => {
    const id = Number(params.id);
    const { data } = itemOf(newsMeta.name, id);
    const values: HistorySnapshot = store.current(newsMeta.name, id) ?? {};
    const captured = isRecord(data.contents) ? data.contents : {};
    const current = isRecord(values.contents) ? values.contents : {};
    const contents = Object.fromEntries(
      [...new Set([...Object.keys(captured), ...Object.keys(current)])].map((lang) => {
        const before = captured[lang];
        const after = current[lang];
        return [lang, { ...(isRecord(before) ? before : {}), ...(isRecord(after) ? after : {}) }];
      }),
    );
    return HttpResponse.json({ data: { ...data, contents } });
  });
}

/** A story's store of `changes`, its answers (history calls and the edited item) and its reset. */
function withHistory(changes: readonly StoryChange[]) {
  const store = new StoryHistory(changes, ADMIN);
  const story: Pick<Story, 'parameters' | 'beforeEach'> = {
    parameters: { msw: { handlers: [...store.handlers(), itemAnswer(store)] } },
    beforeEach: () => store.reset(),
  };
  return { store, story };
}

/** Opens 'Cronologia' once the editor shows it; the drawer. */
async function openHistory(canvasElement: HTMLElement): Promise<HTMLElement> {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Cronologia' }, WAIT));
  return within(document.body).findByRole('dialog', { name: 'Cronologia delle modifiche' }, WAIT);
}

/** The drawer's entries, the latest first, once there are `count` of them. */
async function entries(drawer: HTMLElement, count: number): Promise<HTMLElement[]> {
  await waitFor(() => expect(within(drawer).getAllByTestId('history-entry')).toHaveLength(count), WAIT);
  return within(drawer).getAllByTestId('history-entry');
}

const news = withHistory(NEWS_CHANGES);

/**
 * The item's five changes: the latest a change of the description's markup alone, then the English
 * sent back to draft (a change of status, its statuses by name), the English translation written, the Italian title and
 * description rewritten (the rich text diffed as text: the new paragraph added, no markup shown),
 * and the seed's creation, the one entry without 'Ripristina'.
 */
export const Changes: Story = {
  ...news.story,
  play: async ({ canvasElement }) => {
    const drawer = await openHistory(canvasElement);
    const [restyled, backToDraft, translated, rewritten, created] = await entries(drawer, 5);
    if (!restyled || !backToDraft || !translated || !rewritten || !created) throw new Error('five entries');

    await expect(restyled).toHaveTextContent('Modifica');
    await expect(restyled).toHaveTextContent('Mario Bianchi');
    await expect(restyled).toHaveTextContent('Versione 5');
    await expect(changeOf(restyled, 'description (it)')).toHaveTextContent('Solo la formattazione è cambiata');

    await expect(backToDraft).toHaveTextContent('Cambio di stato');
    await expect(within(backToDraft).getByText('EN')).toBeInTheDocument();
    const status = changeOf(backToDraft, 'status (en)');
    // The statuses by the names the news list gives them (the platform's), not their codes 3 and 2.
    await expect(partsOf(status, 'del')).toEqual(['Validazione richiesta']);
    await expect(partsOf(status, 'ins')).toEqual(['Bozza']);
    await expect(status.textContent ?? '').not.toMatch(/\d/);

    await expect(translated).toHaveTextContent('Laura Neri');
    await expect(partsOf(changeOf(translated, 'title (en)'), 'ins').join('')).toBe(
      'Christmas in Emilia-Romagna: markets, nativity scenes and lights',
    );

    await expect(within(rewritten).getByText('IT')).toBeInTheDocument();
    const title = changeOf(rewritten, 'title (it)');
    await expect(sideOf(title, 'before')).toBe(FIRST_TITLE);
    await expect(sideOf(title, 'after')).toBe(TITLE);
    await expect(partsOf(title, 'ins').join(' ')).toContain('luci');
    // Rich text: its visible text, one line per paragraph, no markup.
    const description = changeOf(rewritten, 'description (it)');
    await expect(sideOf(description, 'before')).toBe(richTextAsText(FIRST_DESCRIPTION));
    await expect(sideOf(description, 'after')).toBe(richTextAsText(DESCRIPTION));
    await expect(description.textContent ?? '').not.toMatch(/<\/?(p|strong)>/);
    await expect(partsOf(description, 'ins').join(' ')).toContain('Fiera di Santa Lucia');

    await expect(created).toHaveTextContent('Creazione');
    await expect(created).toHaveTextContent('Sistema');
    await expect(created).toHaveTextContent('Versione 1');
    await expect(within(created).queryByRole('button', { name: /^Ripristina/ })).toBeNull();
    await expect(within(drawer).getAllByRole('button', { name: /^Ripristina la versione precedente/ })).toHaveLength(4);
  },
};

const restore = withHistory(NEWS_CHANGES);

/**
 * 'Ripristina' on the rewrite, confirmed: 'Versione ripristinata', a 'Ripristino' entry first (the
 * title and description as they were), and the editor, reloaded, shows the earlier title.
 */
export const Restore: Story = {
  ...restore.story,
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    const drawer = await openHistory(canvasElement);
    await entries(drawer, 5);
    const rewrite = NEWS_CHANGES.indexOf(NEWS_REWRITE) + 1;
    await userEvent.click(
      within(drawer).getByRole('button', { name: `Ripristina la versione precedente alla modifica ${rewrite}` }),
    );
    await body.findByText(
      'Ripristinare i campi come erano prima di questa modifica? Saranno salvati come nuova versione.',
      {},
      WAIT,
    );
    await userEvent.click(body.getByRole('button', { name: 'Conferma' }));
    await body.findByText('Versione ripristinata', {}, WAIT);
    const [restored] = await entries(drawer, 6);
    if (!restored) throw new Error('no restore entry');
    await expect(restored).toHaveTextContent('Ripristino');
    await expect(restored).toHaveTextContent(ADMIN.name);
    await expect(restored).toHaveTextContent('Versione 6');
    const title = changeOf(restored, 'title (it)');
    await expect(sideOf(title, 'before')).toBe(TITLE);
    await expect(sideOf(title, 'after')).toBe(FIRST_TITLE);
    await expect(restore.store.restores()).toEqual([rewrite]);

    await userEvent.click(within(drawer).getByRole('button', { name: 'Chiudi' }));
    await waitFor(
      () => expect(canvasElement.querySelector('[name="contents.it.title"]')).toHaveValue(FIRST_TITLE),
      WAIT,
    );
  },
};

const deleted = withHistory(RESTORED_CHANGES);

/** An item deleted and brought back under its id: its creation, its deletion (the fields struck out) and the restore. */
export const DeletedAndRestored: Story = {
  ...deleted.story,
  args: { path: `/news/${DELETED_ID}` },
  play: async ({ canvasElement }) => {
    const drawer = await openHistory(canvasElement);
    const [restored, deletion, created] = await entries(drawer, 3);
    if (!restored || !deletion || !created) throw new Error('three entries');
    await expect(restored).toHaveTextContent('Ripristino');
    await expect(partsOf(changeOf(restored, 'title (it)'), 'ins')).toEqual([DELETED_TITLE]);
    await expect(deletion).toHaveTextContent('Eliminazione');
    await expect(deletion).toHaveTextContent(ADMIN.name);
    await expect(partsOf(changeOf(deletion, 'title (it)'), 'del')).toEqual([DELETED_TITLE]);
    await expect(created).toHaveTextContent('Creazione');
    await expect(created).toHaveTextContent('Mario Bianchi');
  },
};

const none = withHistory(NEWS_CHANGES);

/** An item with no recorded change. */
export const NoChanges: Story = {
  ...none.story,
  args: { path: '/news/11' },
  play: async ({ canvasElement }) => {
    const drawer = await openHistory(canvasElement);
    await within(drawer).findByText('Nessuna modifica registrata', {}, WAIT);
    await expect(within(drawer).queryAllByTestId('history-entry')).toHaveLength(0);
  },
};

const failing = withHistory(NEWS_CHANGES);
let failedCalls = 0;

/**
 * The item's history fails to load (500): the drawer says so ('Impossibile caricare i dati', the
 * lists' message), shows no entry and does not claim that nothing was changed.
 */
export const LoadError: Story = {
  parameters: {
    msw: { handlers: [...historyFailure(() => (failedCalls += 1)), itemAnswer(failing.store)] },
  },
  beforeEach: () => {
    failedCalls = 0;
    failing.store.reset();
  },
  play: async ({ canvasElement }) => {
    const drawer = await openHistory(canvasElement);
    const alert = await within(drawer).findByRole('alert', {}, WAIT);
    await expect(alert).toHaveTextContent('Impossibile caricare i dati');
    await expect(failedCalls).toBeGreaterThan(0);
    await expect(within(drawer).queryAllByTestId('history-entry')).toHaveLength(0);
    await expect(within(drawer).queryByText('Nessuna modifica registrata')).toBeNull();
  },
};
