/**
 * The admin's routes: sign-in and recovery outside the frame, every other screen inside the
 * signed-in layout, each entity's list and editor from `generated/routes.tsx` (lazily loaded).
 */
import { Suspense, lazy, useState } from 'react';
import { Navigate, RouterProvider, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { entityRoutes } from '../generated/routes';
import { mediaRoutes } from './features/media/routes';
import { userRoutes } from './features/users/routes';
// 404 redirects (issue #13).
import { redirectRoutes } from './features/redirects/routes';
// Category trees and menus.
import { categoryRoutes } from './features/categories/routes';
import { menuRoutes } from './features/menus/routes';
import { settingsScreenRoutes } from './features/settings/routes';
import { Providers } from './Providers';
import type { ScreenHandle } from './runtime/types';
import { LoginPage } from './shell/LoginPage';
import { LogoutPage } from './shell/LogoutPage';
import { Loading, PublicOnly, RequireSession } from './shell/guards';

// Only the login screen is in the first bundle; the signed-in frame and its screens load lazily.
const Layout = lazy(async () => ({ default: (await import('./shell/Layout')).Layout }));

export const routes: RouteObject[] = [
  {
    path: '/login',
    element: (
      <PublicOnly>
        <LoginPage />
      </PublicOnly>
    ),
  },
  {
    path: '/password/reset',
    lazy: async () => ({ Component: (await import('./shell/PasswordResetPage')).PasswordResetPage }),
  },
  {
    // The link of the recovery e-mail.
    path: '/password/reset/:code',
    lazy: async () => ({ Component: (await import('./shell/PasswordNewPage')).PasswordNewPage }),
  },
  { path: '/user/logout', element: <LogoutPage /> },
  {
    path: '/',
    HydrateFallback: Loading,
    element: (
      <RequireSession>
        <Suspense fallback={<Loading />}>
          <Layout />
        </Suspense>
      </RequireSession>
    ),
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      {
        path: 'dashboard',
        lazy: async () => ({ Component: (await import('./shell/Dashboard')).Dashboard }),
        handle: { title: { it: 'Dashboard', en: 'Dashboard' }, ability: true } satisfies ScreenHandle,
      },
      {
        path: 'user/profile',
        lazy: async () => ({ Component: (await import('./shell/ProfilePage')).ProfilePage }),
        handle: { title: { it: 'Il mio Profilo', en: 'My profile' }, ability: true } satisfies ScreenHandle,
      },
      {
        path: 'not-found',
        lazy: async () => ({ Component: (await import('./shell/NotFound')).NotFound }),
        handle: { title: { it: 'Pagina non trovata', en: 'Page not found' } } satisfies ScreenHandle,
      },
      ...entityRoutes,
      ...mediaRoutes,
      ...userRoutes,
      ...redirectRoutes,
      // Category trees and menus.
      ...categoryRoutes,
      ...menuRoutes,
      ...settingsScreenRoutes,
      { path: '*', element: <Navigate to="/not-found" replace /> },
    ],
  },
];

export function App() {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
