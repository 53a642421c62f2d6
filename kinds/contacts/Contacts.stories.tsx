import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FieldStoryFrame, SAMPLE_FIELDS } from '../../stories/frames/FieldStoryFrame';

const meta = {
  title: 'Fields/Contacts',
  component: FieldStoryFrame,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FieldStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rows of type, label and value; each value is checked by its type when left. */
export const Default: Story = {
  args: {
    fields: [{ field: SAMPLE_FIELDS.contacts }],
    values: {
      contacts: [
        { type: 'email', label: 'Informazioni', value: 'info@example.org', order: 1 },
        { type: 'telephone', label: '', value: '+39 051 123456', order: 2 },
      ],
    },
  },
};

export const Invalid: Story = {
  args: {
    fields: [{ field: SAMPLE_FIELDS.contacts }],
    values: { contacts: [{ type: 'website', label: '', value: 'www.example', order: 1 }] },
    errors: { 'contacts.0.value': 'URL non valida' },
  },
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The contacts' values in their order on screen. */
const values = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('textbox')
    .map((box) => (box as HTMLInputElement).value)
    .filter((value) => value === 'info@example.org' || value === '+39 051 123456');

/**
 * Reordered by dragging (spec content.md section 4), here with the keyboard only: the handle of the
 * phone number picks it up, arrow up moves it, space drops it first; the buttons still move rows.
 */
export const KeyboardReorder: Story = {
  args: Default.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const handle = await canvas.findByRole('button', { name: 'Trascina per riordinare: +39 051 123456' });
    await waitFor(() => expect(values(canvasElement)).toEqual(['info@example.org', '+39 051 123456']));
    handle.focus();
    await userEvent.keyboard(' ');
    await pause(100);
    await userEvent.keyboard('{ArrowUp}');
    await pause(100);
    await userEvent.keyboard(' ');
    await waitFor(() => expect(values(canvasElement)).toEqual(['+39 051 123456', 'info@example.org']));
    await userEvent.click(canvas.getByRole('button', { name: 'Sposta giù: Valore 1' }));
    await waitFor(() => expect(values(canvasElement)).toEqual(['info@example.org', '+39 051 123456']));
  },
};
