// Generated from schemas/sidebar.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import type { MenuGroup } from '#core/menu';

/** The sidebar groups and links, each shown only with its ability (`true`: everyone). */
export const sidebar = [
  {
    label: { it: 'News', en: 'News' },
    icon: 'news',
    ability: true,
    children: [
      { label: { it: 'Elenco news', en: 'News' }, href: '/news', ability: 'news-view' },
      { label: { it: 'Nuova news', en: 'New news item' }, href: '/news/new', ability: 'news-create' },
    ],
  },
  {
    label: { it: 'Rassegna Stampa', en: 'Press review' },
    icon: 'quote',
    ability: true,
    children: [{ label: { it: 'Dicono di noi', en: 'Press review' }, href: '/dicono', ability: 'dicono-view' }],
  },
  {
    label: { it: 'Tags', en: 'Tags' },
    icon: 'tag',
    ability: true,
    children: [{ label: { it: 'Tags', en: 'Tags' }, href: '/tags', ability: 'tag-view' }],
  },
  {
    label: { it: 'Brochure', en: 'Brochures' },
    icon: 'download',
    ability: true,
    children: [
      { label: { it: 'Brochure', en: 'Brochures' }, href: '/download', ability: 'download-view' },
      { label: { it: 'Nuova brochure', en: 'New brochure' }, href: '/download/new', ability: 'download-create' },
    ],
  },
  {
    label: { it: 'Media', en: 'Media' },
    icon: 'photo',
    ability: true,
    children: [
      { label: { it: 'Immagini', en: 'Images' }, href: '/gallery-frame-entity/true', ability: 'media-view' },
      { label: { it: 'File', en: 'Files' }, href: '/allegati', ability: 'attachments-view' },
      { label: { it: 'Licenze', en: 'Licences' }, href: '/licenze', ability: 'licence-view' },
    ],
  },
  {
    label: { it: 'Impostazioni', en: 'Settings' },
    icon: 'settings',
    ability: true,
    children: [
      { label: { it: 'Redirect 404', en: '404 redirects' }, href: '/error404-list', ability: 'error404-view' },
      { label: { it: 'Template', en: 'Templates' }, href: '/templates', ability: 'templates-view' },
      { label: { it: 'Utenti', en: 'Users' }, href: '/users', ability: 'user-view' },
      { label: { it: 'Ruoli', en: 'Roles' }, href: '/users/roles', ability: '*' },
      { label: { it: 'Redazioni', en: 'Editorial desks' }, href: '/users/redazioni', ability: 'redazioni-view' },
    ],
  },
  {
    label: { it: 'Account', en: 'Account' },
    icon: 'user',
    ability: true,
    children: [
      { label: { it: 'Il mio Profilo', en: 'My profile' }, href: '/user/profile', ability: true },
      { label: { it: 'Logout', en: 'Log out' }, href: '/user/logout', ability: true },
    ],
  },
] as const satisfies readonly MenuGroup[];
