/**
 * The runtime list (`EntityList`) with the API answered by MSW (`stories/msw/handlers.ts`): the
 * news and tags lists inside `<Providers>` and a memory router, a state restored from local storage,
 * a shared URL, an empty list, the loading state, and a user who may only view (no 'new' button,
 * the red 'no action' icon on every row).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { EntityMeta } from '#core/model';
import type { EntityCalls } from '#api/client.ts';
import { EntityList } from '../app/runtime/EntityList';
import { storageKey } from '../app/runtime/list/state';
import { newsCalls } from '../generated/api/news';
import { tagsCalls } from '../generated/api/tags';
import { newsMeta } from '../generated/entities/news/meta';
import { tagsMeta } from '../generated/entities/tags/meta';
import { CurrentAddress, currentAddress } from './frames/CurrentAddress';
import { RouterFrame } from './frames/EditorFrame';
import { emptyList, pending, serverError } from './msw/handlers';

const LISTS: Readonly<Record<'news' | 'tags', { meta: EntityMeta; calls: EntityCalls }>> = {
  news: { meta: newsMeta, calls: newsCalls },
  tags: { meta: tagsMeta, calls: tagsCalls },
};

interface ListStoryProps {
  /** The entity whose list is shown. */
  readonly entity: 'news' | 'tags';
  /** The address opened first (`/news`, `/news?stato=1&page=1&limit=50&orderBy=-id`). */
  readonly path: string;
}

function ListStory({ entity, path }: ListStoryProps) {
  const { meta, calls } = LISTS[entity];
  return (
    <RouterFrame
      path={path}
      routes={[
        {
          path: `/${meta.route}`,
          element: (
            <>
              <EntityList meta={meta} calls={calls} />
              <CurrentAddress />
            </>
          ),
        },
        { path: `/${meta.route}/:id`, element: <p>{meta.editor.title.it}</p> },
      ]}
    />
  );
}

const meta = {
  title: 'Runtime/EntityList',
  component: ListStory,
  args: { entity: 'news', path: '/news' },
} satisfies Meta<typeof ListStory>;

export default meta;

type Story = StoryObj<typeof meta>;

export const News: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Gestione News' });
    const table = await canvas.findByRole('table', { name: 'Gestione News' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), { timeout: 5000 });
    await expect(canvas.getByRole('link', { name: 'Nuova News' })).toHaveAttribute('href', '/news/new');
    await expect(canvas.getByRole('button', { name: 'Filtra' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Annulla Filtri' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Cancella Selezionati' })).toBeDisabled();
    // The resolved state is written into the address, so Back returns to it.
    await waitFor(() => expect(currentAddress(canvasElement)).toBe('/news?page=1&limit=50&orderBy=-id'));
    await expect(canvas.getByRole('columnheader', { name: /ID/ })).toHaveAttribute('aria-sort', 'descending');
  },
};

export const KeywordFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('searchbox', { name: 'Cerca' });
    await userEvent.type(box, 'Natale{Enter}');
    await waitFor(() => expect(currentAddress(canvasElement)).toContain('keywords=Natale'));
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2), { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Annulla Filtri' }));
    await waitFor(() => expect(currentAddress(canvasElement)).toBe('/news?page=1&limit=50&orderBy=-id'));
    await expect(canvas.getByRole('searchbox', { name: 'Cerca' })).toHaveValue('');
  },
};

export const RestoredFromStorage: Story = {
  beforeEach() {
    localStorage.setItem(storageKey(newsMeta), 'stato=1&page=1&limit=10&orderBy=-id');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // What is applied is shown: the status control reads Pubblico, the address carries it.
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Stato' })).toHaveValue('Pubblico'));
    await waitFor(() => expect(currentAddress(canvasElement)).toBe('/news?stato=1&page=1&limit=10&orderBy=-id'));
  },
};

export const SharedAddress: Story = {
  args: { path: '/news?keywords=bologna&stato=9&page=1&limit=20&orderBy=%2Bpub_date' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The invalid status 9 is dropped from the address, never applied unseen.
    await waitFor(() =>
      expect(currentAddress(canvasElement)).toBe('/news?keywords=bologna&page=1&limit=20&orderBy=pub_date'),
    );
    await expect(canvas.getByRole('searchbox', { name: 'Cerca' })).toHaveValue('bologna');
    await expect(canvas.getByRole('combobox', { name: 'Stato' })).toHaveValue('Tutti');
  },
};

export const Tags: Story = {
  args: { entity: 'tags', path: '/tags' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Gestione Tags' });
    await waitFor(() => expect(canvas.getAllByRole('link', { name: /^Modifica elemento/ }).length).toBeGreaterThan(0));
    // Tags are never deleted: no selection, no delete icons.
    await expect(canvas.queryByRole('button', { name: 'Cancella Selezionati' })).toBeNull();
    await expect(canvas.queryAllByRole('button', { name: /^Cancella elemento/ })).toHaveLength(0);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: emptyList('news') } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Nessun risultato disponibile', {}, { timeout: 5000 });
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pending('news') } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Caricamento in corso...');
  },
};

export const ViewOnlyUser: Story = {
  parameters: {
    session: {
      id: 7,
      first_name: 'Lettore',
      last_name: 'News',
      roles: { editor: 1 },
      abilities: { 'news-view': 1 },
      redazione_tipo: null,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(
      () => expect(canvas.getAllByRole('img', { name: 'Nessuna azione disponibile' }).length).toBeGreaterThan(0),
      { timeout: 5000 },
    );
    await expect(canvas.queryByRole('link', { name: 'Nuova News' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Cancella Selezionati' })).toBeNull();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: serverError() } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Impossibile caricare i dati', {}, { timeout: 5000 });
  },
};

export const PendingFilterChanges: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('searchbox', { name: 'Cerca' });
    await userEvent.type(box, 'mare');
    // Typed but not applied: the list says so, and the address has not changed.
    await canvas.findByText('Filtri modificati: premi Filtra per applicarli');
    await expect(currentAddress(canvasElement)).not.toContain('keywords');
  },
};
