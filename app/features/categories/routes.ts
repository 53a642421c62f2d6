/**
 * The category editor (content.md "Category editor"; route `category-list/{id}`): category-view
 * opens it, read-only without category-edit. The top bar names it after the sidebar link to the
 * address ('Categorie news', 'Tipologie hotel'...), 'Categorie' otherwise.
 */
import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../runtime/types';
import { SCREEN_ROUTES } from '#core/screens';

// The spec's forms with its path and parent parameters open the same editor (they name the list).
export const categoryRoutes: RouteObject[] = [
  SCREEN_ROUTES.categoryTree,
  SCREEN_ROUTES.categoryTreeOfPath,
  SCREEN_ROUTES.categoryTreeOfParent,
].map((path) => ({
  path,
  lazy: async () => ({ Component: (await import('./CategoryTreePage')).CategoryTreePage }),
  handle: {
    title: { it: 'Categorie', en: 'Categories' },
    ability: 'category-view',
    sidebarTitle: true,
  } satisfies ScreenHandle,
}));
