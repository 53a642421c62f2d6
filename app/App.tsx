/**
 * The admin's routes: sign-in and recovery outside the frame, every other screen inside the
 * signed-in layout. The signed-in screens' table (`shell/routes.tsx`: each entity's list and editor
 * from `generated/routes.tsx`, and the platform screens) is itself loaded on the first path that
 * needs it (React Router's `patchRoutesOnNavigation`), so `/login` downloads none of it.
 */
import { Suspense, lazy, useState } from 'react';
import {
  Navigate,
  RouterProvider,
  createBrowserRouter,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router-dom';
import { CoreProviders } from './shell/CoreProviders';
import { LoginPage } from './shell/LoginPage';
import { LogoutPage } from './shell/LogoutPage';
import { Loading, PublicOnly, RequireSession } from './shell/guards';
import { loadSignedInFrame, loadSignedInRoutes } from './shell/lazy';
import { SCREEN_ROUTES } from '#core/screens';

/** The id of the signed-in frame's route, under which its screens are added. */
const SIGNED_IN = 'signed-in';

// Only the login screen is in the first bundle; the signed-in frame (with notifications, the query
// client and modals) and its screens load lazily.
const SignedInFrame = lazy(async () => ({ default: (await loadSignedInFrame()).SignedInFrame }));

export const routes: RouteObject[] = [
  {
    path: `/${SCREEN_ROUTES.login}`,
    element: (
      <PublicOnly>
        <LoginPage />
      </PublicOnly>
    ),
  },
  {
    path: `/${SCREEN_ROUTES.passwordReset}`,
    lazy: async () => ({ Component: (await import('./shell/PasswordResetPage')).PasswordResetPage }),
  },
  {
    // The link of the recovery e-mail.
    path: `/${SCREEN_ROUTES.passwordNew}`,
    lazy: async () => ({ Component: (await import('./shell/PasswordNewPage')).PasswordNewPage }),
  },
  { path: `/${SCREEN_ROUTES.logout}`, element: <LogoutPage /> },
  {
    id: SIGNED_IN,
    path: '/',
    HydrateFallback: Loading,
    element: (
      <RequireSession>
        <Suspense fallback={<Loading />}>
          <SignedInFrame />
        </Suspense>
      </RequireSession>
    ),
    children: [{ index: true, element: <Navigate to="/dashboard" replace /> }],
  },
];

/**
 * For a router over `routes`: adds the signed-in screens under the frame when a path is not
 * matched without them (unknown paths then reach the frame's '*' route, /not-found). React Router
 * drops the patch of a navigation that was interrupted, so each call patches (identical routes are
 * not added twice); the module itself is fetched once.
 */
export function discoverSignedInRoutes(): PatchRoutesOnNavigationFunction {
  return async ({ patch }) => {
    // Every screen of the table renders in the signed-in frame: fetch it alongside (a deep link
    // opened signed in never shows the login page, which otherwise prefetches both).
    loadSignedInFrame().catch(() => undefined);
    const { signedInRoutes } = await loadSignedInRoutes();
    patch(SIGNED_IN, signedInRoutes);
  };
}

export function App() {
  const [router] = useState(() => createBrowserRouter(routes, { patchRoutesOnNavigation: discoverSignedInRoutes() }));
  return (
    <CoreProviders>
      <RouterProvider router={router} />
    </CoreProviders>
  );
}
