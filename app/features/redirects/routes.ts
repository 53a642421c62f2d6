/** The 404 redirects list (spec platform.md section 2, 'error404-list'): error404-view, else /not-found. */
import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../runtime/types';
import { SCREEN_ROUTES } from '#core/screens';

export const redirectRoutes: RouteObject[] = [
  {
    path: SCREEN_ROUTES.redirects,
    lazy: async () => ({ Component: (await import('./RedirectsPage')).RedirectsPage }),
    handle: { title: { it: 'Redirect 404', en: '404 redirects' }, ability: 'error404-view' } satisfies ScreenHandle,
  },
];
