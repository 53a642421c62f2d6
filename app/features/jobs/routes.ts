/** The administrators' jobs view (issue #34): `*`, held by the administrator role alone; else /not-found. */
import type { RouteObject } from 'react-router-dom';
import { JOBS_ABILITY } from '#core/jobs';
import { SCREEN_ROUTES } from '#core/screens';
import type { ScreenHandle } from '../../runtime/types';

export const jobRoutes: RouteObject[] = [
  {
    path: SCREEN_ROUTES.jobs,
    lazy: async () => ({ Component: (await import('./JobsPage')).JobsPage }),
    handle: {
      title: { it: 'Attività in background', en: 'Background jobs' },
      ability: JOBS_ABILITY,
      redazione: false,
    } satisfies ScreenHandle,
  },
];
