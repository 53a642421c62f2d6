import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { GroupField, TimeField } from '#core/model';
import { FieldStoryFrame } from '../../stories/frames/FieldStoryFrame';

const meta = {
  title: 'Fields/Time',
  component: FieldStoryFrame,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FieldStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const base = { perLanguage: false, required: 'never', readOnly: false, help: null } as const;

const start: TimeField = {
  ...base,
  kind: 'time',
  name: 'start',
  path: 'morning.start',
  label: { it: 'Inizio', en: 'Start' },
  after: null,
};
const end: TimeField = {
  ...base,
  kind: 'time',
  name: 'end',
  path: 'morning.end',
  label: { it: 'Fine', en: 'End' },
  after: 'start',
};

/** A time slot: a group of a start and an end that must come after it. */
const MORNING: GroupField = {
  ...base,
  kind: 'group',
  name: 'morning',
  path: 'morning',
  label: { it: 'Mattina', en: 'Morning' },
  fields: [start, end],
};

/** `HH:mm`: the colon is placed as the user types; '930' becomes '09:30' once a one-digit hour is left. */
export const Default: Story = {
  args: { fields: [{ field: start }], values: { start: '09:30' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByRole('textbox', { name: 'Inizio' });
    await userEvent.clear(input);
    await userEvent.type(input, '1745');
    await waitFor(() => expect(input).toHaveValue('17:45'));
    await userEvent.clear(input);
    await userEvent.type(input, '8:05');
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveValue('08:05'));
  },
};

/** An incomplete time reads as invalid once the input is left. */
export const Invalid: Story = {
  args: { fields: [{ field: start }], values: { start: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByRole('textbox', { name: 'Inizio' });
    await userEvent.type(input, '25');
    await userEvent.tab();
    await canvas.findByText('Orario non valido (HH:mm)');
  },
};

/** A start and an end in a group; the validator's error on an end before its start. */
export const EndBeforeStart: Story = {
  args: {
    fields: [{ field: MORNING }],
    values: { morning: { start: '12:00', end: '09:00' } },
    errors: { 'morning.end': "L'orario di fine deve essere successivo all'orario di inizio" },
  },
};
