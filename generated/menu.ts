// Generated from schemas/sidebar.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import type { MenuGroup } from '#core/menu';

/** The sidebar groups and links, each shown only with its ability (`true`: everyone). */
export const sidebar = [
  {
    label: { it: 'Pagine', en: 'Pages' },
    icon: 'file-text',
    ability: true,
    children: [
      { label: { it: 'Elenco pagine', en: 'Pages' }, href: '/page', ability: 'page-view' },
      { label: { it: 'Nuova pagina', en: 'New page' }, href: '/page/new', ability: 'page-create' },
    ],
  },
  {
    label: { it: 'News', en: 'News' },
    icon: 'news',
    ability: true,
    children: [
      { label: { it: 'Elenco articoli', en: 'Articles' }, href: '/blog', ability: 'blog-view' },
      { label: { it: 'Nuovo articolo', en: 'New article' }, href: '/blog/new', ability: 'blog-create' },
      { label: { it: 'Categorie news', en: 'News categories' }, href: '/category-list/15', ability: 'category-view' },
    ],
  },
  {
    label: { it: 'Osservatorio', en: 'Observatory' },
    icon: 'chart',
    ability: true,
    children: [
      { label: { it: 'Articoli', en: 'Articles' }, href: '/osservatorio', ability: 'osservatorio-view' },
      { label: { it: 'Nuovo articolo', en: 'New article' }, href: '/osservatorio/new', ability: 'osservatorio-create' },
      { label: { it: 'Categorie', en: 'Categories' }, href: '/category-list/20', ability: 'category-view' },
    ],
  },
  {
    label: { it: 'Destinazioni', en: 'Destinations' },
    icon: 'map',
    ability: true,
    children: [
      { label: { it: 'Destinazioni', en: 'Destinations' }, href: '/destinations', ability: 'destination-view' },
      { label: { it: 'Categorie', en: 'Categories' }, href: '/category-list/10', ability: 'category-view' },
    ],
  },
  {
    label: { it: 'Eventi', en: 'Events' },
    icon: 'calendar',
    ability: true,
    children: [
      { label: { it: 'Eventi', en: 'Events' }, href: '/events', ability: 'event-view' },
      { label: { it: 'Nuovo', en: 'New' }, href: '/events/new', ability: 'event-create' },
      { label: { it: 'Categorie', en: 'Categories' }, href: '/category-list/1', ability: 'category-view' },
      {
        label: { it: 'Esperienze open data', en: 'Open-data experiences' },
        href: '/makexp-list',
        ability: 'event-view',
      },
      { label: { it: 'Attività trekking', en: 'Trekking activities' }, href: '/trekksoft-list', ability: 'event-view' },
    ],
  },
  {
    label: { it: 'Punti di interesse', en: 'Points of interest' },
    icon: 'map-pin',
    ability: true,
    children: [
      { label: { it: 'Luoghi', en: 'Places' }, href: '/places', ability: 'place-view' },
      {
        label: { it: 'Collezioni POI', en: 'POI collections' },
        href: '/punti-interesse',
        ability: 'tipologia-luoghi-view',
      },
      { label: { it: 'Categorie luoghi', en: 'Place categories' }, href: '/category-list/2', ability: 'category-view' },
      { label: { it: 'Hotel', en: 'Hotels' }, href: '/stay', ability: 'stay-view' },
      { label: { it: 'Tipologie hotel', en: 'Hotel types' }, href: '/category-list/21', ability: 'category-view' },
      { label: { it: 'Categorie hotel', en: 'Hotel categories' }, href: '/category-list/22', ability: 'category-view' },
      { label: { it: 'Ristoranti', en: 'Restaurants' }, href: '/restaurants', ability: 'eat-view' },
      {
        label: { it: 'Categorie ristoranti', en: 'Restaurant categories' },
        href: '/category-list/9',
        ability: 'category-view',
      },
    ],
  },
  {
    label: { it: 'Itinerari', en: 'Itineraries' },
    icon: 'route',
    ability: true,
    children: [
      { label: { it: 'Itinerari', en: 'Itineraries' }, href: '/itinerary', ability: 'itinerary-view' },
      { label: { it: 'Via Emilia', en: 'Via Emilia' }, href: '/viaemilia', ability: 'viaemilia-view' },
      { label: { it: 'Categorie', en: 'Categories' }, href: '/category-list/11', ability: 'category-view' },
      { label: { it: 'Stagionalità', en: 'Seasonality' }, href: '/category-list/16', ability: 'category-view' },
      { label: { it: 'Target', en: 'Target' }, href: '/category-list/6', ability: 'category-view' },
      { label: { it: 'Difficoltà', en: 'Difficulty' }, href: '/category-list/50095', ability: 'category-view' },
      { label: { it: 'Tipologia', en: 'Type' }, href: '/category-list/50082', ability: 'category-view' },
    ],
  },
  {
    label: { it: 'Guide', en: 'Guides' },
    icon: 'user-star',
    ability: true,
    children: [
      { label: { it: 'Guide', en: 'Guides' }, href: '/guides', ability: 'guide-view' },
      { label: { it: 'Tipologie', en: 'Types' }, href: '/category-list/13', ability: 'category-view' },
      { label: { it: 'Lingue parlate', en: 'Spoken languages' }, href: '/category-list/17', ability: 'category-view' },
    ],
  },
  {
    label: { it: 'Rassegna Stampa', en: 'Press review' },
    icon: 'quote',
    ability: true,
    children: [
      { label: { it: 'Dicono di noi', en: 'Press review' }, href: '/dicono', ability: 'dicono-view' },
      { label: { it: 'Categorie', en: 'Categories' }, href: '/category-list/4', ability: 'category-view' },
    ],
  },
  {
    label: { it: 'Altri contenuti', en: 'Other content' },
    icon: 'news',
    ability: true,
    children: [
      { label: { it: 'News', en: 'News' }, href: '/news', ability: 'news-view' },
      { label: { it: 'Uffici IAT', en: 'Information offices' }, href: '/iat', ability: 'iat-view' },
      { label: { it: 'Open Data', en: 'Open data' }, href: '/opendata-list', ability: 'opendata-view' },
    ],
  },
  {
    label: { it: 'Offerte', en: 'Offers' },
    icon: 'briefcase',
    ability: true,
    children: [
      { label: { it: 'Esperienze', en: 'Experiences' }, href: '/esperienze', ability: 'esperienze-view' },
      { label: { it: 'Operatori', en: 'Operators' }, href: '/operatori', ability: 'operatori-view' },
      {
        label: { it: 'Proposte soggiorno', en: 'Stay proposals' },
        href: '/proposte-soggiorno',
        ability: 'proposals-stay-view',
      },
      { label: { it: 'Soggiorni', en: 'Stays' }, href: '/soggiorno', ability: 'soggiorno-view' },
    ],
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
      { label: { it: 'Brochure', en: 'Brochures' }, href: '/download-list', ability: 'download-view' },
      {
        label: { it: 'Nuova brochure', en: 'New brochure' },
        href: '/download/new/download',
        ability: 'download-create',
      },
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
    label: { it: 'Contenuti app', en: 'App content' },
    icon: 'device-mobile',
    ability: true,
    children: [
      { label: { it: 'Rent a car', en: 'Car rental' }, href: '/rent-a-car', ability: 'rent-view' },
      {
        label: { it: 'Sport e benessere', en: 'Sport and wellness' },
        href: '/sport-wellness',
        ability: 'sportwellness-view',
      },
      { label: { it: 'Stazioni', en: 'Stations' }, href: '/stations', ability: 'station-view' },
      { label: { it: 'Categorie rent', en: 'Rental categories' }, href: '/category-list/14', ability: 'category-view' },
      { label: { it: 'Categorie sport', en: 'Sport categories' }, href: '/category-list/8', ability: 'category-view' },
    ],
  },
  {
    label: { it: 'Data Hub', en: 'Data hub' },
    icon: 'send',
    ability: 'user-create',
    children: [
      { label: { it: 'Da inviare', en: 'Waiting list' }, href: '/waitlist-tdh', ability: 'user-create' },
      { label: { it: 'Inviati', en: 'Sent' }, href: '/invii-tdh', ability: 'user-create' },
    ],
  },
  {
    label: { it: 'Interessi', en: 'Interests' },
    icon: 'heart',
    ability: true,
    children: [
      { categoryChildren: 5, href: '/interessi-list/:id/:title', ability: 'interessi-view' },
      {
        label: { it: 'Categorie interessi', en: 'Interest categories' },
        href: '/category-list/5',
        ability: 'category-view',
      },
    ],
  },
  {
    label: { it: 'Traduzioni', en: 'Translations' },
    icon: 'language',
    ability: true,
    children: [
      { label: { it: 'Panoramica traduzioni', en: 'Translation overview' }, href: '/traduzioni', ability: true },
    ],
  },
  {
    label: { it: 'Impostazioni', en: 'Settings' },
    icon: 'settings',
    ability: true,
    children: [
      {
        label: { it: 'Categorie generali', en: 'General categories' },
        href: '/category-list/0',
        ability: 'category-view',
      },
      { label: { it: 'Home page', en: 'Home page' }, href: '/home-settings', ability: 'homesettings-edit' },
      {
        label: { it: 'Impostazioni avanzate', en: 'Advanced settings' },
        href: '/home-settings-extra',
        ability: 'homesettings-edit',
      },
      { label: { it: 'Menu', en: 'Menu' }, href: '/menu', ability: 'user-create' },
      { label: { it: 'Mega menu', en: 'Mega menu' }, href: '/megamenu', ability: 'menu-view' },
      { label: { it: 'Redirect 404', en: '404 redirects' }, href: '/error404-list', ability: 'error404-view' },
      { label: { it: 'Template', en: 'Templates' }, href: '/templates', ability: 'templates-view' },
      { label: { it: 'Utenti', en: 'Users' }, href: '/users', ability: 'user-view' },
      { label: { it: 'Ruoli', en: 'Roles' }, href: '/users/roles', ability: '*' },
      { label: { it: 'Redazioni', en: 'Editorial desks' }, href: '/users/redazioni', ability: 'redazioni-view' },
      { label: { it: 'Attività in background', en: 'Background jobs' }, href: '/jobs', ability: '*' },
      { label: { it: 'Cronologia', en: 'History' }, href: '/cronologia', ability: '*' },
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
