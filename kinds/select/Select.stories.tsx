import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldStoryFrame, SAMPLE_FIELDS, fieldOf } from '../../stories/frames/FieldStoryFrame';

const meta = {
  title: 'Fields/Select',
  component: FieldStoryFrame,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FieldStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One value out of the schema's options (the tag's language). */
export const Single: Story = {
  args: { fields: [{ field: fieldOf('tags', 'lang'), required: true }], values: { lang: 'it' } },
};

/** Several values, one option disabled. */
export const Multiple: Story = {
  args: { fields: [{ field: SAMPLE_FIELDS.selectMultiple }], values: { weekdays: [1] } },
};
