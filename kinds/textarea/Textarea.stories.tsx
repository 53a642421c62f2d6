import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldStoryFrame, fieldOf, memberOf } from '../../stories/frames/FieldStoryFrame';

const meta = {
  title: 'Fields/Textarea',
  component: FieldStoryFrame,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FieldStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The introduction (max 250, counter) and the Google meta description (max 170). */
export const Default: Story = {
  args: {
    fields: [
      { field: fieldOf('news', 'excerpt'), name: 'contents.it.excerpt', required: true },
      { field: memberOf('news', 'google', 'description'), name: 'contents.it.google.description' },
    ],
    values: {
      contents: {
        it: {
          excerpt: 'Mercatini nelle piazze, presepi artistici e luminarie.',
          google: { description: '' },
        },
      },
    },
  },
};

export const Required: Story = {
  args: {
    fields: [{ field: fieldOf('news', 'excerpt'), name: 'contents.it.excerpt', required: true }],
    values: { contents: { it: { excerpt: '' } } },
    errors: { 'contents.it.excerpt': 'Campo richiesto' },
  },
};
