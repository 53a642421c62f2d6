import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldStoryFrame, SAMPLE_FIELDS } from './FieldStoryFrame';

const meta = {
  title: 'Fields/List',
  component: FieldStoryFrame,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FieldStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Entries rendering nested fields (`stops.0.title.it`), reordered, removed down to `min`. */
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
