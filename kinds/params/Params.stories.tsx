import type { Meta, StoryObj } from '@storybook/react-vite';
import { asKind, FieldStoryFrame, fieldOf } from '../../stories/frames/FieldStoryFrame';

const meta = {
  title: 'Fields/Params',
  component: FieldStoryFrame,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FieldStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const params = asKind(fieldOf('templates', 'params'), 'params');

/** Key/value rows held as JSON text (templates), 'Aggiungi' adds a row. */
export const Default: Story = {
  args: { fields: [{ field: params }], values: { params: '{"layout":"wide","cols":"3"}' } },
};

export const Empty: Story = {
  args: { fields: [{ field: params }], values: { params: '' } },
};

/** At `max` rows the add button is gone. */
export const AtMax: Story = {
  args: { fields: [{ field: { ...params, max: 2 } }], values: { params: '{"a":"1","b":"2"}' } },
};
