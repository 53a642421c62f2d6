/**
 * The 404 redirects list (/error404-list): search, 'Nuovo Redirect', rows edited in place (old
 * route, new route, code 301/302/410) and saved on blur, the marker of automatic rules, hits and
 * last hit, deletion with confirmation; a user who may only view reads the rows.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RedirectsPage } from '../../app/features/redirects/RedirectsPage';
import { adminUser } from '../msw/fixtures';
import { signedInAs } from '../msw/handlers';
import { redirectHandlers, redirectRows } from '../msw/redirects';
import { RouteFrame } from '../users/RouteFrame';

function RedirectsStory() {
  return <RouteFrame pattern="/error404-list" path="/error404-list" element={<RedirectsPage />} />;
}

const meta = { title: 'Settings/Redirects', component: RedirectsStory } satisfies Meta<typeof RedirectsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { parameters: { msw: { handlers: redirectHandlers(redirectRows(14)) } } };

export const Empty: Story = { parameters: { msw: { handlers: redirectHandlers([]) } } };

const viewer = { ...adminUser, abilities: { 'error404-view': 1 }, roles: { lettore: 'Lettore' } };

/** Only error404-view: no 'Nuovo Redirect', read-only rows, no delete. */
export const ViewOnly: Story = {
  parameters: {
    session: viewer,
    msw: { handlers: [...signedInAs(viewer), ...redirectHandlers(redirectRows(4))] },
  },
};
