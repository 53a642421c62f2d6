// Generated from 15 schemas under schemas/ by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import type { RouteObject } from 'react-router-dom';
import type { EntityRouteHandle } from '#runtime/types.ts';

/** The list and editor route of every entity; screens load lazily. */
export const entityRoutes: RouteObject[] = [
  {
    path: 'destinations',
    handle: {
      entity: 'destination',
      screen: 'list',
      ability: 'destination-view',
      title: { it: 'Gestione Destinazioni', en: 'Destinations' },
      redazione: true,
    } satisfies EntityRouteHandle,
    lazy: async () => ({ Component: (await import('./entities/destination/List')).default }),
  },
  {
    path: 'destinations/:id',
    handle: {
      entity: 'destination',
      screen: 'editor',
      ability: 'destination-create',
      title: { it: 'Gestione Destinazioni', en: 'Destinations' },
      redazione: true,
    } satisfies EntityRouteHandle,
    lazy: async () => ({ Component: (await import('./entities/destination/Editor')).default }),
  },
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
    path: 'restaurants',
    handle: {
      entity: 'eat',
      screen: 'list',
      ability: 'eat-view',
      title: { it: 'Gestione Ristoranti', en: 'Restaurants' },
      redazione: true,
    } satisfies EntityRouteHandle,
    lazy: async () => ({ Component: (await import('./entities/eat/List')).default }),
  },
  {
    path: 'restaurants/:id',
    handle: {
      entity: 'eat',
      screen: 'editor',
      ability: 'eat-view',
      title: { it: 'Gestione Ristoranti', en: 'Restaurants' },
      redazione: true,
    } satisfies EntityRouteHandle,
    lazy: async () => ({ Component: (await import('./entities/eat/Editor')).default }),
  },
  {
    path: 'guides',
    handle: {
      entity: 'guide',
      screen: 'list',
      ability: 'guide-view',
      title: { it: 'Gestione Guide', en: 'Guides' },
      redazione: true,
    } satisfies EntityRouteHandle,
    lazy: async () => ({ Component: (await import('./entities/guide/List')).default }),
  },
  {
    path: 'guides/:id',
    handle: {
      entity: 'guide',
      screen: 'editor',
      ability: 'guide-view',
      title: { it: 'Gestione Guide', en: 'Guides' },
      redazione: true,
    } satisfies EntityRouteHandle,
    lazy: async () => ({ Component: (await import('./entities/guide/Editor')).default }),
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
    path: 'places',
    handle: {
      entity: 'place',
      screen: 'list',
      ability: 'place-view',
      title: { it: 'Gestione Luoghi', en: 'Places' },
      redazione: true,
    } satisfies EntityRouteHandle,
    lazy: async () => ({ Component: (await import('./entities/place/List')).default }),
  },
  {
    path: 'place-list',
    handle: {
      entity: 'place',
      screen: 'list',
      ability: 'place-view',
      title: { it: 'Gestione Luoghi', en: 'Places' },
      redazione: true,
    } satisfies EntityRouteHandle,
    lazy: async () => ({ Component: (await import('./entities/place/List')).default }),
  },
  {
    path: 'places/:id',
    handle: {
      entity: 'place',
      screen: 'editor',
      ability: 'place-create',
      title: { it: 'Gestione Luoghi', en: 'Places' },
      redazione: true,
    } satisfies EntityRouteHandle,
    lazy: async () => ({ Component: (await import('./entities/place/Editor')).default }),
  },
  {
    path: 'rent-a-car',
    handle: {
      entity: 'rent',
      screen: 'list',
      ability: 'rent-view',
      title: { it: 'Gestione Rent', en: 'Car rentals' },
      redazione: true,
    } satisfies EntityRouteHandle,
    lazy: async () => ({ Component: (await import('./entities/rent/List')).default }),
  },
  {
    path: 'rent-a-car/:id',
    handle: {
      entity: 'rent',
      screen: 'editor',
      ability: 'rent-view',
      title: { it: 'Gestione Rent', en: 'Car rentals' },
      redazione: true,
    } satisfies EntityRouteHandle,
    lazy: async () => ({ Component: (await import('./entities/rent/Editor')).default }),
  },
  {
    path: 'sport-wellness',
    handle: {
      entity: 'sportwellness',
      screen: 'list',
      ability: 'sportwellness-view',
      title: { it: 'Gestione Sport e benessere', en: 'Sport and wellness' },
      redazione: true,
    } satisfies EntityRouteHandle,
    lazy: async () => ({ Component: (await import('./entities/sportwellness/List')).default }),
  },
  {
    path: 'sport-wellness/:id',
    handle: {
      entity: 'sportwellness',
      screen: 'editor',
      ability: 'sportwellness-view',
      title: { it: 'Gestione Sport e benessere', en: 'Sport and wellness' },
      redazione: true,
    } satisfies EntityRouteHandle,
    lazy: async () => ({ Component: (await import('./entities/sportwellness/Editor')).default }),
  },
  {
    path: 'stations',
    handle: {
      entity: 'station',
      screen: 'list',
      ability: 'station-view',
      title: { it: 'Gestione Stazioni', en: 'Stations' },
      redazione: true,
    } satisfies EntityRouteHandle,
    lazy: async () => ({ Component: (await import('./entities/station/List')).default }),
  },
  {
    path: 'stations/:id',
    handle: {
      entity: 'station',
      screen: 'editor',
      ability: 'station-view',
      title: { it: 'Gestione Stazioni', en: 'Stations' },
      redazione: true,
    } satisfies EntityRouteHandle,
    lazy: async () => ({ Component: (await import('./entities/station/Editor')).default }),
  },
  {
    path: 'stay',
    handle: {
      entity: 'stay',
      screen: 'list',
      ability: 'stay-view',
      title: { it: 'Gestione Hotel', en: 'Hotels' },
      redazione: true,
    } satisfies EntityRouteHandle,
    lazy: async () => ({ Component: (await import('./entities/stay/List')).default }),
  },
  {
    path: 'stay/:id',
    handle: {
      entity: 'stay',
      screen: 'editor',
      ability: 'stay-view',
      title: { it: 'Gestione Hotel', en: 'Hotels' },
      redazione: true,
    } satisfies EntityRouteHandle,
    lazy: async () => ({ Component: (await import('./entities/stay/Editor')).default }),
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
