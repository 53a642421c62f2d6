/**
 * The desk detail: nome, URLs and language; its users with their status; its municipalities, with
 * the search that adds one ('comune aggiunto') and the removal after 'cancellare associazione con
 * {name}?'.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DeskPage } from '../../app/features/desks/DeskPage';
import { DesksPage } from '../../app/features/desks/DesksPage';
import { deskHandlers, userHandlers } from '../msw/users';
import { RouteFrame } from './RouteFrame';

function DeskStory() {
  return <RouteFrame pattern="/users/redazioni/:id" path="/users/redazioni/1" element={<DeskPage />} />;
}

const meta = {
  title: 'Users/DeskDetail',
  component: DeskStory,
  parameters: { msw: { handlers: [...deskHandlers(), ...userHandlers()] } },
} satisfies Meta<typeof DeskStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The desks list. */
export const DesksList: Story = {
  render: () => <RouteFrame pattern="/users/redazioni" path="/users/redazioni" element={<DesksPage />} />,
};
