import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldStoryFrame, fieldOf } from '../../stories/frames/FieldStoryFrame';

const meta = {
  title: 'Fields/Category',
  component: FieldStoryFrame,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FieldStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** News destination (main 2): several, one primary (`GET categories?main=2`). */
export const WithPrimary: Story = {
  args: {
    fields: [{ field: fieldOf('news', 'destinazione') }, { field: fieldOf('news', 'theme') }],
    values: { destinazione: { ids: [2001, 2002], primary: 2002 }, theme: { ids: [], primary: null } },
  },
};

/** Titles in the content language (English here), falling back to Italian. */
export const English: Story = {
  args: {
    language: 'en',
    fields: [{ field: fieldOf('news', 'theme') }],
    values: { theme: { ids: [100007], primary: 100007 } },
  },
};

/** The press-review category (main 4) with a server error on its ids. */
export const ServerError: Story = {
  args: {
    fields: [{ field: fieldOf('dicono', 'category'), required: true }],
    values: { category: { ids: [999999], primary: 999999 } },
    errors: { 'category.ids': 'Categoria non valida' },
  },
};
