/** The data hub's lists (platform.md section 2, issue #34): user-create, else /not-found. */
import type { RouteObject } from 'react-router-dom';
import { SCREEN_ROUTES } from '#core/screens';
import { TDH_ABILITY } from '#core/tdh';
import type { ScreenHandle } from '../../runtime/types';

export const tdhRoutes: RouteObject[] = [
  {
    path: SCREEN_ROUTES.tdhWaitlist,
    lazy: async () => ({ Component: (await import('./TdhListPage')).TdhWaitlistPage }),
    handle: {
      title: { it: 'Data Hub: da inviare', en: 'Data hub: waiting list' },
      ability: TDH_ABILITY,
    } satisfies ScreenHandle,
  },
  {
    path: SCREEN_ROUTES.tdhSent,
    lazy: async () => ({ Component: (await import('./TdhListPage')).TdhSentPage }),
    handle: { title: { it: 'Data Hub: inviati', en: 'Data hub: sent' }, ability: TDH_ABILITY } satisfies ScreenHandle,
  },
];
