/**
 * The translation overview (issue #35): open to every signed-in user, the 'redazione' family
 * included; the call answers only the types the user may list.
 */
import type { RouteObject } from 'react-router-dom';
import { SCREEN_ROUTES } from '#core/screens';
import type { ScreenHandle } from '../../runtime/types';

export const translationRoutes: RouteObject[] = [
  {
    path: SCREEN_ROUTES.translations,
    lazy: async () => ({ Component: (await import('./TranslationsPage')).TranslationsPage }),
    handle: {
      title: { it: 'Panoramica traduzioni', en: 'Translation overview' },
      ability: true,
    } satisfies ScreenHandle,
  },
];
