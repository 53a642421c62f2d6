import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldStoryFrame, fieldOf } from '../../stories/frames/FieldStoryFrame';

const meta = {
  title: 'Fields/Images',
  component: FieldStoryFrame,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FieldStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const attachments = fieldOf('news', 'attachments');
const thumb = (text: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="48"><rect width="64" height="48" fill="#0b7285"/><text x="32" y="30" fill="#fff" font-size="14" text-anchor="middle">${text}</text></svg>`,
  )}`;

/** Drag to reorder, remove, choose the cover; images are added from the media gallery (next issue). */
export const Default: Story = {
  args: {
    fields: [{ field: attachments }],
    values: {
      attachments: [
        { id: 1, title: 'Piazza Maggiore', url_thumb: thumb('1'), is_primary: true, order: 1 },
        { id: 2, title: 'Portico dei Servi', url_thumb: thumb('2'), is_primary: false, order: 2 },
        { id: 3, title: '', url_thumb: thumb('3'), is_primary: false, order: 3 },
      ],
    },
  },
};

export const Empty: Story = {
  args: { fields: [{ field: attachments }], values: { attachments: [] } },
};
