import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldStoryFrame, SAMPLE_FIELDS, fieldOf } from '../../stories/frames/FieldStoryFrame';

const meta = {
  title: 'Fields/Date',
  component: FieldStoryFrame,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FieldStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Date-time: shown DD/MM/YYYY HH:mm:ss, held YYYY-MM-DD HH:mm:ss; type digits or pick from the calendar. */
export const DateTime: Story = {
  args: {
    fields: [{ field: fieldOf('news', 'pub_date'), name: 'contents.it.pub_date' }],
    values: { contents: { it: { pub_date: '2026-11-20 17:00:00' } } },
  },
};

/** A typed text that is not a real date-time stays as typed and reads as invalid. */
export const InvalidDateTime: Story = {
  args: {
    fields: [{ field: fieldOf('news', 'pub_date'), name: 'contents.it.pub_date' }],
    values: { contents: { it: { pub_date: '31/02/2026 10:00:00' } } },
    errors: { 'contents.it.pub_date': 'Data e ora non valide (GG/MM/AAAA hh:mm:ss)' },
  },
};

/** Date only: shown DD/MM/YYYY, held YYYY-MM-DD. */
export const DateOnly: Story = {
  args: { fields: [{ field: SAMPLE_FIELDS.date }], values: { birth_date: '1980-05-17' } },
};
