/**
 * The login screen (spec platform.md section 2), signed out. The MSW handler refuses the password
 * 'wrong-password' with the server's Italian message; any other password signs in.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Providers } from '../../app/Providers';
import { LoginPage } from '../../app/shell/LoginPage';

function LoginStory() {
  return (
    <Providers>
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<p>Dashboard</p>} />
        </Routes>
      </MemoryRouter>
    </Providers>
  );
}

const meta = {
  title: 'Shell/Login',
  component: LoginStory,
  parameters: { session: false },
} satisfies Meta<typeof LoginStory>;

export default meta;

type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {};
