import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldStoryFrame, SAMPLE_FIELDS } from '../../stories/frames/FieldStoryFrame';

const meta = {
  title: 'Fields/Boolean',
  component: FieldStoryFrame,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FieldStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { fields: [{ field: SAMPLE_FIELDS.boolean }], values: { map: true } },
};
