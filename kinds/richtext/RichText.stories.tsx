import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldStoryFrame, fieldOf } from '../../stories/frames/FieldStoryFrame';

const meta = {
  title: 'Fields/RichText',
  component: FieldStoryFrame,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FieldStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const description = fieldOf('news', 'description');

/** Quill 2, loaded lazily: headers, bold, italic, underline, lists, link, clean. */
export const Default: Story = {
  args: {
    fields: [{ field: description, name: 'contents.it.description', required: true }],
    values: {
      contents: {
        it: {
          description:
            '<h2>Mercatini</h2><p>Nelle settimane che precedono il <strong>Natale</strong> le piazze si riempiono di luci.</p><ul><li>Bologna</li><li>Cesenatico</li></ul>',
        },
      },
    },
  },
};

/** An empty editor holds '' (not `<p><br></p>`). */
export const EmptyWithError: Story = {
  args: {
    fields: [{ field: description, name: 'contents.it.description', required: true }],
    values: { contents: { it: { description: '' } } },
    errors: { 'contents.it.description': 'Campo richiesto' },
  },
};
