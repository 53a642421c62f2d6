/**
 * The screens of users, roles and desks (spec platform.md section 2: User, Role, RedazioneDetail),
 * all closed to the 'redazione' family. The forms check their own create/edit ability; the roles
 * list is for administrators (`*`: only those who hold every ability).
 */
import type { RouteObject } from 'react-router-dom';
import { WILDCARD_ABILITY } from '#core/abilities';
import type { ScreenHandle } from '../../runtime/types';
import { SCREEN_ROUTES } from '#core/screens';

const usersList = async () => ({ Component: (await import('./UsersPage')).UsersPage });
const userForm = async () => ({ Component: (await import('./UserPage')).UserPage });
const userHandle = { title: { it: 'Utente', en: 'User' }, ability: true, redazione: false } satisfies ScreenHandle;

export const userRoutes: RouteObject[] = [
  {
    path: SCREEN_ROUTES.users,
    lazy: usersList,
    handle: { title: { it: 'Utenti', en: 'Users' }, ability: 'user-view', redazione: false } satisfies ScreenHandle,
  },
  { path: SCREEN_ROUTES.user, lazy: userForm, handle: userHandle },
  // The spec's route name User takes an id and a path: the same form.
  { path: SCREEN_ROUTES.userOfPath, lazy: userForm, handle: userHandle },
  {
    path: SCREEN_ROUTES.roles,
    lazy: async () => ({ Component: (await import('../roles/RolesPage')).RolesPage }),
    handle: { title: { it: 'Ruoli', en: 'Roles' }, ability: WILDCARD_ABILITY, redazione: false } satisfies ScreenHandle,
  },
  {
    path: SCREEN_ROUTES.role,
    lazy: async () => ({ Component: (await import('../roles/RolePage')).RolePage }),
    handle: { title: { it: 'Ruolo', en: 'Role' }, ability: true, redazione: false } satisfies ScreenHandle,
  },
  {
    path: SCREEN_ROUTES.desks,
    lazy: async () => ({ Component: (await import('../desks/DesksPage')).DesksPage }),
    handle: { title: { it: 'Redazioni', en: 'Editorial desks' }, ability: 'redazioni-view' } satisfies ScreenHandle,
  },
  {
    path: SCREEN_ROUTES.desk,
    lazy: async () => ({ Component: (await import('../desks/DeskPage')).DeskPage }),
    handle: {
      title: { it: 'Redazione', en: 'Editorial desk' },
      ability: 'redazioni-view',
      redazione: false,
    } satisfies ScreenHandle,
  },
];
