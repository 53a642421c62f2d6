/**
 * The hand-written screens' route paths, as data: the admin's route tables (`app/App.tsx`,
 * `app/shell/routes.tsx`, `app/features/<feature>/routes.ts`) take their `path` from here, and the
 * generator's check stage refuses a schema whose route would land on one of them (a schema with
 * `route: menu` would hide the menu editor). Paths are relative to the admin root, without the
 * leading slash; the generated screens (entity lists and editors, settings screens) are not here.
 */
export const SCREEN_ROUTES = {
  // Outside the signed-in frame (`app/App.tsx`).
  login: 'login',
  passwordReset: 'password/reset',
  passwordNew: 'password/reset/:code',
  logout: 'user/logout',
  // The shell (`app/shell/routes.tsx`).
  dashboard: 'dashboard',
  profile: 'user/profile',
  notFound: 'not-found',
  // The platform screens (`app/features/<feature>/routes.ts`).
  gallery: 'gallery-frame/:alone',
  galleryEntity: 'gallery-frame-entity/:alone',
  attachments: 'allegati',
  menu: 'menu',
  redirects: 'error404-list',
  categoryTree: 'category-list/:id',
  categoryTreeOfPath: 'category-list/:id/:path',
  categoryTreeOfParent: 'category-list/:id/:path/:parent',
  users: 'users',
  user: 'users/:id',
  userOfPath: 'user/:id/:path?',
  roles: 'users/roles',
  role: 'users/roles/:id',
  desks: 'users/redazioni',
  desk: 'users/redazioni/:id',
  // The administrators' jobs view (issue #34).
  jobs: 'jobs',
  // The data hub's waiting and sent lists (issue #34).
  tdhWaitlist: 'waitlist-tdh',
  tdhSent: 'invii-tdh',
  // The open-data experiences and the trekking activities (issue #34; content.md section 2).
  makexp: 'makexp-list',
  trekksoft: 'trekksoft-list',
  // The translation overview (issue #35).
  translations: 'traduzioni',
  // The administrators' history of every change (issue #35).
  history: 'cronologia',
} as const;

export type ScreenName = keyof typeof SCREEN_ROUTES;

/** The first segment of a route path: `users` for `users/roles/:id`. */
export function firstSegment(route: string): string {
  return route.replace(/^\/+/, '').split('/')[0] ?? '';
}

/**
 * The hand-written screen whose routes a route would shadow or share a first segment with
 * (`menu`, `users/export`...), or null when it is free.
 */
export function screenClaiming(route: string): { readonly name: ScreenName; readonly path: string } | null {
  const segment = firstSegment(route);
  for (const [name, path] of Object.entries(SCREEN_ROUTES) as [ScreenName, string][]) {
    if (firstSegment(path) === segment) return { name, path };
  }
  return null;
}
