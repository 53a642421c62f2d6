import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldStoryFrame, fieldOf } from '../../stories/frames/FieldStoryFrame';

const meta = {
  title: 'Fields/Author',
  component: FieldStoryFrame,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FieldStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Users from `GET operations/users`; the editor sets the current user on a new item. */
export const Default: Story = {
  args: {
    fields: [{ field: fieldOf('news', 'author'), name: 'contents.it.author' }],
    values: { contents: { it: { author: 1 } } },
  },
};
