import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldStoryFrame, SAMPLE_FIELDS } from '../../stories/frames/FieldStoryFrame';

const meta = {
  title: 'Fields/Files',
  component: FieldStoryFrame,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FieldStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    fields: [{ field: SAMPLE_FIELDS.files }],
    values: { files: [{ id: 4, name: 'guida-2026.pdf', url: '/files/guida-2026.pdf' }] },
  },
};

/** No file yet: the drop zone says which types the field takes (pdf only). */
export const Empty: Story = {
  args: { fields: [{ field: SAMPLE_FIELDS.files }], values: { files: [] } },
};
