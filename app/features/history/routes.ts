/** The administrators' history of every change (issue #35): `*`, held by the administrator role alone; else /not-found. */
import type { RouteObject } from 'react-router-dom';
import { HISTORY_ADMIN_ABILITY } from '#core/contracts/history';
import { SCREEN_ROUTES } from '#core/screens';
import type { ScreenHandle } from '../../runtime/types';

export const historyRoutes: RouteObject[] = [
  {
    path: SCREEN_ROUTES.history,
    lazy: async () => ({ Component: (await import('./HistoryPage')).HistoryPage }),
    handle: {
      title: { it: 'Cronologia', en: 'History' },
      ability: HISTORY_ADMIN_ABILITY,
      redazione: false,
    } satisfies ScreenHandle,
  },
];
