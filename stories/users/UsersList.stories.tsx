/**
 * The users list (/users): search, sortable columns, the status badge that toggles the account
 * ('clicca per disattivare l'utente'), CSV export, bulk delete, pages.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { UsersPage } from '../../app/features/users/UsersPage';
import { userHandlers, userRows } from '../msw/users';
import { RouteFrame } from './RouteFrame';

function UsersListStory() {
  return <RouteFrame pattern="/users" path="/users" element={<UsersPage />} />;
}

const meta = { title: 'Users/UsersList', component: UsersListStory } satisfies Meta<typeof UsersListStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { parameters: { msw: { handlers: userHandlers(userRows(14)) } } };

export const Empty: Story = { parameters: { msw: { handlers: userHandlers([]) } } };
