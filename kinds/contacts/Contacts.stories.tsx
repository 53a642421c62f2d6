import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldStoryFrame, SAMPLE_FIELDS } from '../../stories/frames/FieldStoryFrame';

const meta = {
  title: 'Fields/Contacts',
  component: FieldStoryFrame,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FieldStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rows of type, label and value; each value is checked by its type when left. */
export const Default: Story = {
  args: {
    fields: [{ field: SAMPLE_FIELDS.contacts }],
    values: {
      contacts: [
        { type: 'email', label: 'Informazioni', value: 'info@example.org', order: 1 },
        { type: 'telephone', label: '', value: '+39 051 123456', order: 2 },
      ],
    },
  },
};

export const Invalid: Story = {
  args: {
    fields: [{ field: SAMPLE_FIELDS.contacts }],
    values: { contacts: [{ type: 'website', label: '', value: 'www.example', order: 1 }] },
    errors: { 'contacts.0.value': 'URL non valida' },
  },
};
