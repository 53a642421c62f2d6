import type { Meta, StoryObj } from '@storybook/react-vite';
import { entityNames, FieldStoryFrame, SAMPLE_FIELDS } from '../../stories/frames/FieldStoryFrame';

const meta = {
  title: 'Fields/Entity',
  component: FieldStoryFrame,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FieldStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const [first = 'news', second = first] = entityNames;

/**
 * The entity picker as a field (limit 3): drag or use the handle's keys to reorder, remove, and
 * 'Aggiungi contenuto' to search (empty or 3+ characters, after 700 ms) and add.
 */
export const Default: Story = {
  args: {
    fields: [{ field: SAMPLE_FIELDS.entity }],
    values: {
      related: [
        { type: first, id: 1, title: 'Titolo salvato' },
        { type: second, id: 2, title: 'Altro contenuto' },
      ],
    },
  },
};

/** At the limit: the add button is disabled. */
export const Full: Story = {
  args: {
    fields: [{ field: SAMPLE_FIELDS.entity }],
    values: {
      related: [
        { type: first, id: 1, title: 'Uno' },
        { type: first, id: 2, title: 'Due' },
        { type: second, id: 3, title: 'Tre' },
      ],
    },
  },
};

/** Nothing picked yet. */
export const Empty: Story = {
  args: { fields: [{ field: SAMPLE_FIELDS.entity }], values: { related: [] } },
};
