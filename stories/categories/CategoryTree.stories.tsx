/**
 * The category editor (`/category-list/:id`): the tree under main category 15 with handles and
 * folding, titles and slugs in the language of the switcher, edit, cover and delete per row, and
 * the add form. Keyboard moves follow the reorder rule: within the same parent they are saved
 * ('Ordinamento salvato'); a move to another parent is refused and the tree stays as it was.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CategoryTreePage } from '../../app/features/categories/CategoryTreePage';
import { signedInAs } from '../msw/handlers';
import { categoryTreeHandlers } from '../msw/trees';
import { RouteFrame } from '../users/RouteFrame';

function CategoryTreeStory() {
  return <RouteFrame pattern="/category-list/:id" path="/category-list/15" element={<CategoryTreePage />} />;
}

const meta = {
  title: 'Categories/CategoryTree',
  component: CategoryTreeStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CategoryTreeStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The titles of the rows, top to bottom. */
function rowTitles(canvasElement: HTMLElement): string[] {
  return [...canvasElement.querySelectorAll('[data-testid^="tree-row-"]')].map(
    (row) => row.querySelector('p')?.textContent?.trim() ?? '',
  );
}

async function keyboardMove(canvasElement: HTMLElement, title: string, keys: readonly string[]) {
  const canvas = within(canvasElement);
  const handle = await canvas.findByRole('button', { name: `Trascina per riordinare: ${title}` });
  handle.focus();
  await userEvent.keyboard(' ');
  await pause(100);
  for (const key of keys) {
    await userEvent.keyboard(key);
    await pause(100);
  }
  await userEvent.keyboard(' ');
}

export const Default: Story = { parameters: { msw: { handlers: categoryTreeHandlers() } } };

/** Enogastronomia goes up one place among the top-level categories. */
export const KeyboardMove: Story = {
  parameters: { msw: { handlers: categoryTreeHandlers() } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Enogastronomia');
    await keyboardMove(canvasElement, 'Enogastronomia', ['{ArrowUp}']);
    await waitFor(() =>
      expect(rowTitles(canvasElement)).toEqual(['Eventi', 'Concerti', 'Mostre', 'Enogastronomia', 'Territorio']),
    );
  },
};

/** Territorio one level right would go under Eventi, another parent: refused, nothing moves. */
export const ForbiddenMove: Story = {
  parameters: { msw: { handlers: categoryTreeHandlers() } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Territorio');
    await keyboardMove(canvasElement, 'Territorio', ['{ArrowRight}']);
    await waitFor(() => expect(document.body).toHaveTextContent(/Spostamento non consentito/));
    expect(rowTitles(canvasElement)).toEqual(['Eventi', 'Concerti', 'Mostre', 'Territorio', 'Enogastronomia']);
  },
};

/** Without category-edit: no handles, no actions, no add form. */
export const ReadOnly: Story = {
  parameters: {
    msw: {
      handlers: [
        ...signedInAs({
          id: 2,
          username: 'lettore',
          first_name: 'Lia',
          last_name: 'Lettrice',
          email: 'lia@example.org',
          roles: { lettore: 'Lettore' },
          abilities: { 'category-view': 1 },
          redazione_tipo: null,
        }),
        ...categoryTreeHandlers(),
      ],
    },
  },
};
