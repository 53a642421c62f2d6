import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldStoryFrame, SAMPLE_FIELDS } from '../../stories/frames/FieldStoryFrame';

const meta = {
  title: 'Fields/Number',
  component: FieldStoryFrame,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FieldStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { fields: [{ field: SAMPLE_FIELDS.number, required: true }], values: { rating: 3 } },
};

export const OutOfRange: Story = {
  args: {
    fields: [{ field: SAMPLE_FIELDS.number, required: true }],
    values: { rating: 9 },
    errors: { rating: 'Il valore massimo è 5' },
  },
};
