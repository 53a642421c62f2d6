import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldStoryFrame, fieldOf, memberOf } from '../../stories/frames/FieldStoryFrame';

const meta = {
  title: 'Fields/Text',
  component: FieldStoryFrame,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FieldStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = fieldOf('news', 'title');
const subtitle = fieldOf('news', 'subtitle');

/** A required title (the editor fills the slug from it when it is left) and a subtitle with its counter. */
export const Default: Story = {
  args: {
    fields: [
      { field: title, name: 'contents.it.title', required: true },
      { field: subtitle, name: 'contents.it.subtitle' },
    ],
    values: { contents: { it: { title: 'Natale in Emilia-Romagna', subtitle: "Dalle città d'arte ai borghi" } } },
  },
};

/** Over the limit: the counter goes negative and red; the browser does not cut the text. */
export const OverLimit: Story = {
  args: {
    fields: [{ field: subtitle, name: 'contents.it.subtitle' }],
    values: { contents: { it: { subtitle: 'x'.repeat(150) } } },
    errors: { 'contents.it.subtitle': 'Massimo 140 caratteri' },
  },
};

/** A URL (`format: url`) with a server error under it, as after a 422 answer. */
export const UrlWithServerError: Story = {
  args: {
    fields: [{ field: fieldOf('licence', 'url'), name: 'contents.it.url', required: true }],
    values: { contents: { it: { url: 'creativecommons' } } },
    errors: { 'contents.it.url': 'URL non valida' },
  },
};

/** Google title: a group member, named by its full path. */
export const GroupMember: Story = {
  args: {
    fields: [{ field: memberOf('news', 'google', 'title'), name: 'contents.it.google.title' }],
    values: { contents: { it: { google: { title: '' } } } },
  },
};

export const Disabled: Story = {
  args: {
    fields: [{ field: title, name: 'contents.it.title', required: true, disabled: true }],
    values: { contents: { it: { title: 'Sola lettura' } } },
  },
};
