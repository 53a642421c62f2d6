import type { Meta, StoryObj } from '@storybook/react-vite';
import { EDITOR, FieldStoryFrame, fieldOf } from '../../stories/frames/FieldStoryFrame';

const meta = {
  title: 'Fields/Portal',
  component: FieldStoryFrame,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FieldStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const portal = fieldOf('news', 'portal');

/** An administrator may tick Emilia-Romagna. */
export const Administrator: Story = {
  args: { fields: [{ field: portal }], values: { portal: [1, 2] } },
};

/** Emilia-Romagna is disabled without the redazione-regionale or administrator role. */
export const Editor: Story = {
  args: { user: EDITOR, fields: [{ field: portal }], values: { portal: [2] } },
};
