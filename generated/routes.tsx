// Generated from 7 schemas under schemas/ by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import type { RouteObject } from 'react-router-dom';
import type { EntityRouteHandle } from '#runtime/types.ts';

/** The list and editor route of every entity; screens load lazily. */
export const entityRoutes: RouteObject[] = [
  {
    path: 'dicono',
    handle: {
      entity: 'dicono',
      screen: 'list',
      ability: 'dicono-view',
      title: { it: 'Gestione Rassegna Stampa', en: 'Press review' },
      redazione: true,
    } satisfies EntityRouteHandle,
    lazy: async () => ({ Component: (await import('./entities/dicono/List')).default }),
  },
  {
    path: 'dicono/:id',
    handle: {
      entity: 'dicono',
      screen: 'editor',
      ability: 'dicono-view',
      title: { it: 'Gestione Rassegna Stampa', en: 'Press review' },
      redazione: false,
    } satisfies EntityRouteHandle,
    lazy: async () => ({ Component: (await import('./entities/dicono/Editor')).default }),
  },
  {
    path: 'download',
    handle: {
      entity: 'download',
      screen: 'list',
      ability: 'download-view',
      title: { it: 'Gestione Brochure', en: 'Brochures' },
      redazione: true,
    } satisfies EntityRouteHandle,
    lazy: async () => ({ Component: (await import('./entities/download/List')).default }),
  },
  {
    path: 'download-list',
    handle: {
      entity: 'download',
      screen: 'list',
      ability: 'download-view',
      title: { it: 'Gestione Brochure', en: 'Brochures' },
      redazione: true,
    } satisfies EntityRouteHandle,
    lazy: async () => ({ Component: (await import('./entities/download/List')).default }),
  },
  {
    path: 'download/:id',
    handle: {
      entity: 'download',
      screen: 'editor',
      ability: 'download-view',
      title: { it: 'Gestione Brochure', en: 'Brochures' },
      redazione: true,
    } satisfies EntityRouteHandle,
    lazy: async () => ({ Component: (await import('./entities/download/Editor')).default }),
  },
  {
    path: 'download/:id/:path',
    handle: {
      entity: 'download',
      screen: 'editor',
      ability: 'download-view',
      title: { it: 'Gestione Brochure', en: 'Brochures' },
      redazione: true,
    } satisfies EntityRouteHandle,
    lazy: async () => ({ Component: (await import('./entities/download/Editor')).default }),
  },
  {
    path: 'licenze',
    handle: {
      entity: 'licence',
      screen: 'list',
      ability: 'licence-view',
      title: { it: 'Gestione Licenze', en: 'Licences' },
      redazione: true,
    } satisfies EntityRouteHandle,
    lazy: async () => ({ Component: (await import('./entities/licence/List')).default }),
  },
  {
    path: 'licenze/:id',
    handle: {
      entity: 'licence',
      screen: 'editor',
      ability: 'licence-view',
      title: { it: 'Gestione Licenze', en: 'Licences' },
      redazione: true,
    } satisfies EntityRouteHandle,
    lazy: async () => ({ Component: (await import('./entities/licence/Editor')).default }),
  },
  {
    path: 'news',
    handle: {
      entity: 'news',
      screen: 'list',
      ability: 'news-view',
      title: { it: 'Gestione News', en: 'News' },
      redazione: true,
    } satisfies EntityRouteHandle,
    lazy: async () => ({ Component: (await import('./entities/news/List')).default }),
  },
  {
    path: 'news/:id',
    handle: {
      entity: 'news',
      screen: 'editor',
      ability: 'news-view',
      title: { it: 'Gestione News', en: 'News' },
      redazione: false,
    } satisfies EntityRouteHandle,
    lazy: async () => ({ Component: (await import('./entities/news/Editor')).default }),
  },
  {
    path: 'tags',
    handle: {
      entity: 'tags',
      screen: 'list',
      ability: 'tag-view',
      title: { it: 'Gestione Tags', en: 'Tags' },
      redazione: true,
    } satisfies EntityRouteHandle,
    lazy: async () => ({ Component: (await import('./entities/tags/List')).default }),
  },
  {
    path: 'tags/:id',
    handle: {
      entity: 'tags',
      screen: 'editor',
      ability: 'tag-view',
      title: { it: 'Gestione Tags', en: 'Tags' },
      redazione: true,
    } satisfies EntityRouteHandle,
    lazy: async () => ({ Component: (await import('./entities/tags/Editor')).default }),
  },
  {
    path: 'templates',
    handle: {
      entity: 'templates',
      screen: 'list',
      ability: 'templates-view',
      title: { it: 'Gestione Template', en: 'Templates' },
      redazione: true,
    } satisfies EntityRouteHandle,
    lazy: async () => ({ Component: (await import('./entities/templates/List')).default }),
  },
  {
    path: 'templates/:id',
    handle: {
      entity: 'templates',
      screen: 'editor',
      ability: 'templates-view',
      title: { it: 'Gestione Template', en: 'Templates' },
      redazione: true,
    } satisfies EntityRouteHandle,
    lazy: async () => ({ Component: (await import('./entities/templates/Editor')).default }),
  },
  {
    path: 'webcam',
    handle: {
      entity: 'webcam',
      screen: 'list',
      ability: 'webcam-view',
      title: { it: 'Gestione Webcam', en: 'Webcams' },
      redazione: true,
    } satisfies EntityRouteHandle,
    lazy: async () => ({ Component: (await import('./entities/webcam/List')).default }),
  },
  {
    path: 'webcam-list',
    handle: {
      entity: 'webcam',
      screen: 'list',
      ability: 'webcam-view',
      title: { it: 'Gestione Webcam', en: 'Webcams' },
      redazione: true,
    } satisfies EntityRouteHandle,
    lazy: async () => ({ Component: (await import('./entities/webcam/List')).default }),
  },
  {
    path: 'webcam/:id',
    handle: {
      entity: 'webcam',
      screen: 'editor',
      ability: 'webcam-view',
      title: { it: 'Gestione Webcam', en: 'Webcams' },
      redazione: false,
    } satisfies EntityRouteHandle,
    lazy: async () => ({ Component: (await import('./entities/webcam/Editor')).default }),
  },
  {
    path: 'webcam/:id/:path',
    handle: {
      entity: 'webcam',
      screen: 'editor',
      ability: 'webcam-view',
      title: { it: 'Gestione Webcam', en: 'Webcams' },
      redazione: false,
    } satisfies EntityRouteHandle,
    lazy: async () => ({ Component: (await import('./entities/webcam/Editor')).default }),
  },
];
