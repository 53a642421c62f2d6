import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FieldStoryFrame, SAMPLE_FIELDS } from '../../stories/frames/FieldStoryFrame';

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
