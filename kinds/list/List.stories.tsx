import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FieldStoryFrame, SAMPLE_FIELDS, fieldOf } from '../../stories/frames/FieldStoryFrame';

const meta = {
  title: 'Fields/List',
  component: FieldStoryFrame,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FieldStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Entries rendering nested fields (`stops.0.title.it`), reordered by dragging the handle (pointer
 * or keyboard) or with the up and down buttons, removed down to `min`.
 */
export const Default: Story = {
  args: {
    fields: [{ field: SAMPLE_FIELDS.list }],
    values: {
      stops: [
        { order: 1, title: { it: 'Bologna' }, note: 'Partenza da Piazza Maggiore' },
        { order: 2, title: { it: 'Modena' }, note: '' },
      ],
    },
  },
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const titles = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('textbox')
    .map((box) => (box as HTMLInputElement).value)
    .filter((value) => value === 'Bologna' || value === 'Modena');

/** Keyboard only: the handle of "Modena" picks it up, arrow up moves it, space drops it first. */
export const KeyboardReorder: Story = {
  args: Default.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const handle = await canvas.findByRole('button', { name: 'Trascina per riordinare: Modena' });
    await waitFor(() => expect(titles(canvasElement)).toEqual(['Bologna', 'Modena']));
    handle.focus();
    await userEvent.keyboard(' ');
    await pause(100);
    await userEvent.keyboard('{ArrowUp}');
    await pause(100);
    await userEvent.keyboard(' ');
    await waitFor(() => expect(titles(canvasElement)).toEqual(['Modena', 'Bologna']));
    // The buttons still move entries too.
    await userEvent.click(canvas.getByRole('button', { name: 'Sposta giù: Modena' }));
    await waitFor(() => expect(titles(canvasElement)).toEqual(['Bologna', 'Modena']));
  },
};

/**
 * A per-language group inside the entries (an itinerary's stops: `tappe.0.contents.en.title`),
 * shown in English: the members are named under the language, and each entry is named by the
 * group member its `itemTitle` gives (`contents.title`) in that language.
 */
export const PerLanguageGroup: Story = {
  args: {
    fields: [{ field: fieldOf('itinerary', 'tappe') }],
    language: 'en',
    values: {
      tappe: [
        { order: 1, contents: { it: { title: 'Le Due Torri' }, en: { title: 'The Two Towers' } } },
        { order: 2, contents: { it: { title: 'San Luca' } } },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Trascina per riordinare: The Two Towers' });
    await canvas.findByRole('button', { name: 'Trascina per riordinare: Elemento 2' });
    const first = canvasElement.querySelector<HTMLInputElement>('input[name="tappe.0.contents.en.title"]');
    await waitFor(() => expect(first?.value).toBe('The Two Towers'));
    expect(canvasElement.querySelector('input[name="tappe.1.contents.en.title"]')).not.toBeNull();
    expect(canvasElement.querySelector('[name^="tappe.0.contents.it"]')).toBeNull();
  },
};
