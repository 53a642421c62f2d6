/**
 * The open-data experiences and the trekking activities (content.md sections 2 and 6; issue #34):
 * event-view opens them, else /not-found.
 */
import type { RouteObject } from 'react-router-dom';
import { FEED_ABILITIES } from '#core/feeds';
import { SCREEN_ROUTES } from '#core/screens';
import type { ScreenHandle } from '../../runtime/types';

export const feedRoutes: RouteObject[] = [
  {
    path: SCREEN_ROUTES.makexp,
    lazy: async () => ({ Component: (await import('./MakexpListPage')).MakexpListPage }),
    handle: {
      title: { it: 'Esperienze open data', en: 'Open-data experiences' },
      ability: FEED_ABILITIES.view,
    } satisfies ScreenHandle,
  },
  {
    path: SCREEN_ROUTES.trekksoft,
    lazy: async () => ({ Component: (await import('./TrekkingListPage')).TrekkingListPage }),
    handle: {
      title: { it: 'Attività trekking', en: 'Trekking activities' },
      ability: FEED_ABILITIES.view,
    } satisfies ScreenHandle,
  },
];
