import type { Meta, StoryObj } from '@storybook/react-vite';
import { EDITOR, FieldStoryFrame, fieldOf } from '../../stories/frames/FieldStoryFrame';

const meta = {
  title: 'Fields/Tags',
  component: FieldStoryFrame,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FieldStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const tags = fieldOf('news', 'tags');

/** An administrator may create a tag by typing (view-tag): 'Crea il tag "..."' is offered. */
export const CanCreate: Story = {
  args: {
    fields: [{ field: tags, name: 'contents.it.tags' }],
    values: { contents: { it: { tags: [{ id: 10, name: 'Famiglie' }] } } },
  },
};

/** Without view-tag only existing tags can be chosen. */
export const ChooseOnly: Story = {
  args: {
    user: EDITOR,
    fields: [{ field: tags, name: 'contents.it.tags' }],
    values: { contents: { it: { tags: [] } } },
  },
};
