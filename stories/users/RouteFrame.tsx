/** A screen of the admin at a route of a memory router, inside the app's providers (stories). */
import { useState, type ReactElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { Providers } from '../../app/Providers';

export function RouteFrame({ pattern, path, element }: { pattern: string; path: string; element: ReactElement }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: pattern, element },
        { path: '*', element: <p>Altra pagina</p> },
      ],
      { initialEntries: [path] },
    ),
  );
  return (
    <Providers>
      <div style={{ padding: 16, background: 'var(--mantine-color-gray-0)', minHeight: '100vh' }}>
        <RouterProvider router={router} />
      </div>
    </Providers>
  );
}
