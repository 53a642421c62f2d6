import type { Meta, StoryObj } from '@storybook/react-vite';
import { asKind, FieldStoryFrame, fieldOf } from '../../stories/frames/FieldStoryFrame';

const meta = {
  title: 'Fields/Municipalities',
  component: FieldStoryFrame,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FieldStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const comune = asKind(fieldOf('news', 'comune'), 'municipalities');

/** Search after 2 characters and a 300 ms pause; labels of chosen ids via `GET operations/comuni?id=`. */
export const Default: Story = {
  args: { fields: [{ field: comune }], values: { comune: [28, 89] } },
};

/** At most `shown` chips, then '+N'. */
export const Many: Story = {
  args: {
    fields: [{ field: { ...comune, shown: 3 } }],
    values: { comune: [28, 89, 176, 238, 61] },
  },
};
