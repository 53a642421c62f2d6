/**
 * The signed-in frame (sidebar, top bar) with its screens, through the app's own routes in a
 * memory router: the dashboard as administrator (the spec's cards first, each a link to its list),
 * as a news-only editor (only News in the sidebar and on the dashboard), the reduced dashboard of
 * 'redazione-destinazione-turistica', and /not-found.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { http, HttpResponse } from 'msw';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { discoverSignedInRoutes, routes } from '../../app/App';
import { Providers } from '../../app/Providers';
import type { DashboardResult } from '../../generated/api/schemas';
import { adminUser, fixtures } from '../msw/fixtures';
import { API, signedInAs } from '../msw/handlers';

function ShellStory({ path }: { path: string }) {
  const [router] = useState(() =>
    createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation: discoverSignedInRoutes() }),
  );
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}

const meta = {
  title: 'Shell/Frame',
  component: ShellStory,
  args: { path: '/dashboard' },
} satisfies Meta<typeof ShellStory>;

export default meta;

type Story = StoryObj<typeof meta>;

export const AdministratorDashboard: Story = {};

const newsEditor = {
  ...adminUser,
  first_name: 'Nadia',
  last_name: 'News',
  roles: { editor: 'Editor' },
  abilities: { 'news-view': 1, 'news-create': 1, 'news-edit': 1 },
  redazione_tipo: null,
};

/** The captured dashboard as the server answers a user who views only these types. */
function dashboardOf(types: readonly string[]): DashboardResult {
  const { data } = fixtures.dashboard as DashboardResult;
  return {
    data: {
      summary: data.summary.filter((card) => types.includes(card.tipo)),
      drafts: data.drafts.filter((group) => group.children.every((child) => types.includes(child.entity_type))),
    },
  };
}

export const NewsOnlyEditor: Story = {
  parameters: {
    session: newsEditor,
    msw: {
      handlers: [
        ...signedInAs(newsEditor),
        http.get(`${API}/dashboard`, () => HttpResponse.json(dashboardOf(['news']))),
      ],
    },
  },
};

const destinationDesk = {
  ...adminUser,
  first_name: 'Dario',
  last_name: 'Destinazione',
  roles: { 'redazione-destinazione-turistica': 'Redazione destinazione turistica' },
  abilities: { 'news-view': 1, 'webcam-view': 1 },
  redazione_tipo: 'redazione-destinazione-turistica',
};

export const ReducedDashboard: Story = {
  parameters: { session: destinationDesk, msw: { handlers: signedInAs(destinationDesk) } },
};

export const NotFound: Story = { args: { path: '/not-found' } };
