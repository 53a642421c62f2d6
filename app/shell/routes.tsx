/**
 * The screens inside the signed-in frame: dashboard, profile, not-found, each entity's list and
 * editor (`generated/routes.tsx`) and the platform screens; anything else leads to /not-found.
 * Loaded with the first signed-in path (`App.tsx`), each screen's code lazily after that.
 */
import { Navigate, type RouteObject } from 'react-router-dom';
import { entityRoutes } from '../../generated/routes';
import { mediaRoutes } from '../features/media/routes';
import { userRoutes } from '../features/users/routes';
// 404 redirects (issue #13).
import { redirectRoutes } from '../features/redirects/routes';
// Category trees and menus.
import { categoryRoutes } from '../features/categories/routes';
import { menuRoutes } from '../features/menus/routes';
import { settingsScreenRoutes } from '../features/settings/routes';
// The administrators' jobs view (issue #34).
import { jobRoutes } from '../features/jobs/routes';
// The data hub's lists (issue #34).
import { tdhRoutes } from '../features/tdh/routes';
// The open-data experiences and the trekking activities (issue #34).
import { feedRoutes } from '../features/feeds/routes';
// The translation overview (issue #35).
import { translationRoutes } from '../features/translations/routes';
// The administrators' history of every change (issue #35).
import { historyRoutes } from '../features/history/routes';
import type { ScreenHandle } from '../runtime/types';
import { SCREEN_ROUTES } from '#core/screens';

export const signedInRoutes: RouteObject[] = [
  {
    path: SCREEN_ROUTES.dashboard,
    lazy: async () => ({ Component: (await import('./Dashboard')).Dashboard }),
    handle: { title: { it: 'Dashboard', en: 'Dashboard' }, ability: true } satisfies ScreenHandle,
  },
  {
    path: SCREEN_ROUTES.profile,
    lazy: async () => ({ Component: (await import('./ProfilePage')).ProfilePage }),
    handle: { title: { it: 'Il mio Profilo', en: 'My profile' }, ability: true } satisfies ScreenHandle,
  },
  {
    path: SCREEN_ROUTES.notFound,
    lazy: async () => ({ Component: (await import('./NotFound')).NotFound }),
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
  ...jobRoutes,
  ...tdhRoutes,
  ...feedRoutes,
  ...translationRoutes,
  ...historyRoutes,
  { path: '*', element: <Navigate to="/not-found" replace /> },
];
