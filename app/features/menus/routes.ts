/** The menu editor (content.md "Menu editor"; platform.md section 6: the menu needs user-create). */
import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../runtime/types';
import { SCREEN_ROUTES } from '#core/screens';

export const menuRoutes: RouteObject[] = [
  {
    path: SCREEN_ROUTES.menu,
    lazy: async () => ({ Component: (await import('./MenuPage')).MenuPage }),
    handle: { title: { it: 'Editor Menu', en: 'Menu editor' }, ability: 'user-create' } satisfies ScreenHandle,
  },
];
