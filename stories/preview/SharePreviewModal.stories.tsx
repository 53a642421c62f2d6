/**
 * 'Condividi anteprima' (issue #35, docs/preview.md) over a story store of preview links
 * (`../msw/preview.ts`): an item's links listed with their states (attiva, scaduta, revocata) and
 * 'Revoca' on the active one only; a new link made for 3 days, its address shown with a copy
 * button and listed first; an active link revoked after the confirmation.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Providers } from '../../app/Providers';
import { SharePreviewModal } from '../../app/features/preview/SharePreviewModal';
import { StoryPreviews } from '../msw/preview';

/** How long a play function waits for the screen (a busy machine answers slowly). */
const WAIT = { timeout: 10_000 };

const ID = 12;
/** An entity whose editor has the preview (its schema's `editor.preview`): the modal works the same for each. */
const ENTITY = 'news';

function SharePreviewStory() {
  return (
    <Providers>
      <SharePreviewModal opened onClose={() => undefined} entity={ENTITY} id={ID} lang="it" />
    </Providers>
  );
}

const meta = { title: 'Preview/SharePreviewModal', component: SharePreviewStory } satisfies Meta<
  typeof SharePreviewStory
>;

export default meta;
type Story = StoryObj<typeof meta>;

const previews = new StoryPreviews(ENTITY, ID, [
  { lang: 'it', author: 'Mario Bianchi', ageDays: 20, days: 7, revoked: false },
  { lang: 'en', author: null, ageDays: 3, days: 7, revoked: true },
  { lang: 'it', author: 'Mario Bianchi', ageDays: 1, days: 7, revoked: false },
]);

const withLinks: Pick<Story, 'parameters' | 'beforeEach'> = {
  parameters: { msw: { handlers: previews.handlers() } },
  beforeEach: () => previews.reset(),
};

/** The rows of the links table, each as its state attribute. */
function states(): (string | null)[] {
  return within(document.body)
    .queryAllByTestId('preview-link')
    .map((row) => row.getAttribute('data-state'));
}

/** The item's links, the latest first: one active (with 'Revoca'), one revoked, one expired. */
export const Links: Story = {
  ...withLinks,
  play: async () => {
    const body = within(document.body);
    await body.findByRole('heading', { name: 'Condividi anteprima (IT)' }, WAIT);
    await waitFor(() => expect(states()).toEqual(['active', 'revoked', 'expired']), WAIT);
    const table = body.getByTestId('preview-links');
    await expect(within(table).getByText('attiva')).toBeInTheDocument();
    await expect(within(table).getByText('revocata')).toBeInTheDocument();
    await expect(within(table).getByText('scaduta')).toBeInTheDocument();
    await expect(within(table).getAllByRole('button', { name: 'Revoca' })).toHaveLength(1);
    await expect(body.getByLabelText('Validità (giorni)')).toHaveValue('7');
  },
};

/** A link made for 3 days: its address with a copy button, and the new link first in the list. */
export const CreateLink: Story = {
  ...withLinks,
  play: async () => {
    const body = within(document.body);
    const days = await body.findByLabelText('Validità (giorni)', {}, WAIT);
    await userEvent.clear(days);
    await userEvent.type(days, '3');
    await userEvent.click(body.getByRole('button', { name: 'Crea link' }));
    const address = await body.findByTestId('share-preview-address', {}, WAIT);
    await waitFor(() => expect((address as HTMLInputElement).value).toMatch(/\/anteprima\?secret=p1\./), WAIT);
    await expect(body.getByRole('button', { name: 'Copia' })).toBeInTheDocument();
    await waitFor(() => expect(states()).toEqual(['active', 'active', 'revoked', 'expired']), WAIT);
    const first = body.getAllByTestId('preview-link')[0];
    await expect(first).toHaveTextContent('Anna Rossi');
  },
};

/** 'Revoca' asks first; confirmed, the link is revoked and shown so, with no 'Revoca' left. */
export const RevokeLink: Story = {
  ...withLinks,
  play: async () => {
    const body = within(document.body);
    await waitFor(() => expect(states()).toEqual(['active', 'revoked', 'expired']), WAIT);
    await userEvent.click(body.getByRole('button', { name: 'Revoca' }));
    await userEvent.click(await body.findByRole('button', { name: 'Conferma' }, WAIT));
    await body.findByText('Link di anteprima revocato', {}, WAIT);
    await waitFor(() => expect(states()).toEqual(['revoked', 'revoked', 'expired']), WAIT);
    await expect(body.queryByRole('button', { name: 'Revoca' })).toBeNull();
    await expect(previews.revoked()).toEqual([2, 3]);
  },
};
