import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FieldStoryFrame, SAMPLE_FIELDS } from '../../stories/frames/FieldStoryFrame';

const meta = {
  title: 'Fields/Files',
  component: FieldStoryFrame,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FieldStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    fields: [{ field: SAMPLE_FIELDS.files }],
    values: { files: [{ id: 4, name: 'guida-2026.pdf', url: '/files/guida-2026.pdf' }] },
  },
};

/** No file yet: the drop zone says which types the field takes (pdf only). */
export const Empty: Story = {
  args: { fields: [{ field: SAMPLE_FIELDS.files }], values: { files: [] } },
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The attached files' names in their order on screen. */
const names = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByTestId('attached-file')
    .map((row) => row.textContent ?? '');

/** Reordered by dragging its handle, here with the keyboard: the second file is dropped first. */
export const KeyboardReorder: Story = {
  args: {
    fields: [{ field: SAMPLE_FIELDS.files }],
    values: {
      files: [
        { id: 4, name: 'guida-2026.pdf', url: '/files/guida-2026.pdf' },
        { id: 5, name: 'mappa-centro.pdf', url: '/files/mappa-centro.pdf' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const handle = await canvas.findByRole('button', { name: 'Trascina per riordinare: mappa-centro.pdf' });
    await waitFor(() => expect(names(canvasElement)).toEqual(['guida-2026.pdf', 'mappa-centro.pdf']));
    handle.focus();
    await userEvent.keyboard(' ');
    await pause(100);
    await userEvent.keyboard('{ArrowUp}');
    await pause(100);
    await userEvent.keyboard(' ');
    await waitFor(() => expect(names(canvasElement)).toEqual(['mappa-centro.pdf', 'guida-2026.pdf']));
  },
};
