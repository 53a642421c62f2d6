import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldStoryFrame, fieldOf } from '../../stories/frames/FieldStoryFrame';

const meta = {
  title: 'Fields/Slug',
  component: FieldStoryFrame,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FieldStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Left, the slug is slugified ("Città d'Arte!" → "citta-d-arte"). */
export const Default: Story = {
  args: {
    fields: [{ field: fieldOf('news', 'slug'), name: 'contents.it.slug', required: true }],
    values: { contents: { it: { slug: "Città d'Arte!" } } },
  },
};

export const Taken: Story = {
  args: {
    fields: [{ field: fieldOf('news', 'slug'), name: 'contents.it.slug', required: true }],
    values: { contents: { it: { slug: 'natale-in-emilia-romagna' } } },
    errors: { 'contents.it.slug': 'Slug già in uso' },
  },
};
