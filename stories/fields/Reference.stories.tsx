import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldStoryFrame, SAMPLE_FIELDS } from './FieldStoryFrame';

const meta = {
  title: 'Fields/Reference',
  component: FieldStoryFrame,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FieldStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Linked contents (chosen with the content picker of a later issue): reorder and remove. */
export const Default: Story = {
  args: {
    fields: [{ field: SAMPLE_FIELDS.reference }],
    values: {
      related: [
        { id: 3, type: 'news', title: 'Natale in Emilia-Romagna' },
        { id: 9, type: 'event', title: 'Fiera di Santa Lucia' },
      ],
    },
  },
};
