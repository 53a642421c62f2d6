/**
 * The admin's routes: sign-in and recovery outside the frame, every other screen inside the
 * signed-in layout, each entity's list and editor from `generated/routes.tsx` (lazily loaded).
 */
import { useState } from 'react';
import { Navigate, RouterProvider, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { entityRoutes } from '../generated/routes';
import { Providers } from './Providers';
import type { ScreenHandle } from './runtime/types';
import { Dashboard } from './shell/Dashboard';
import { Layout } from './shell/Layout';
import { LoginPage } from './shell/LoginPage';
import { LogoutPage } from './shell/LogoutPage';
import { NotFound } from './shell/NotFound';
import { PasswordResetPage } from './shell/PasswordResetPage';
import { ProfilePage } from './shell/ProfilePage';
import { PublicOnly, RequireSession } from './shell/guards';

export const routes: RouteObject[] = [
  {
    path: '/login',
    element: (
      <PublicOnly>
        <LoginPage />
      </PublicOnly>
    ),
  },
  { path: '/password/reset', element: <PasswordResetPage /> },
  { path: '/user/logout', element: <LogoutPage /> },
  {
    path: '/',
    element: (
      <RequireSession>
        <Layout />
      </RequireSession>
    ),
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      {
        path: 'dashboard',
        element: <Dashboard />,
        handle: { title: { it: 'Dashboard', en: 'Dashboard' }, ability: true } satisfies ScreenHandle,
      },
      {
        path: 'user/profile',
        element: <ProfilePage />,
        handle: { title: { it: 'Il mio Profilo', en: 'My profile' }, ability: true } satisfies ScreenHandle,
      },
      {
        path: 'not-found',
        element: <NotFound />,
        handle: { title: { it: 'Pagina non trovata', en: 'Page not found' } } satisfies ScreenHandle,
      },
      ...entityRoutes,
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
