/**
 * The user form: a new user (password and confirmation; a taken username answers the server's
 * message under the field), an existing user with the update-password form.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { UserPage } from '../../app/features/users/UserPage';
import { userHandlers } from '../msw/users';
import { RouteFrame } from './RouteFrame';

function UserFormStory({ path }: { path: string }) {
  return <RouteFrame pattern="/users/:id" path={path} element={<UserPage />} />;
}

const meta = {
  title: 'Users/UserForm',
  component: UserFormStory,
  args: { path: '/users/new' },
  parameters: { msw: { handlers: userHandlers() } },
} satisfies Meta<typeof UserFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewUser: Story = {};

export const ExistingUser: Story = { args: { path: '/users/2' } };
