/**
 * The media screens: the gallery at its two addresses (the sidebar's Immagini link is
 * '/gallery-frame-entity/true') and the attachments ('File', '/allegati').
 */
import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../../runtime/types';
import { SCREEN_ROUTES } from '#core/screens';

const galleryHandle = {
  title: { it: 'Media GallerY', en: 'Media GallerY' },
  ability: 'media-view',
} satisfies ScreenHandle;

const galleryScreen = async () => ({ Component: (await import('./GalleryPage')).GalleryPage });

export const mediaRoutes: RouteObject[] = [
  { path: SCREEN_ROUTES.gallery, lazy: galleryScreen, handle: galleryHandle },
  { path: SCREEN_ROUTES.galleryEntity, lazy: galleryScreen, handle: galleryHandle },
  {
    path: SCREEN_ROUTES.attachments,
    lazy: async () => ({ Component: (await import('../attachments/AttachmentsPage')).AttachmentsPage }),
    handle: { title: { it: 'File', en: 'Files' }, ability: 'attachments-view' } satisfies ScreenHandle,
  },
];
