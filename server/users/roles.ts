/**
 * The handlers of the roles (contracts: core/contracts/roles.ts). Roles and their abilities live
 * in the `roles` table; a session reads its user's roles on every request (server/auth/session.ts),
 * so a change applies to the role's users on their next request, without signing in again.
 *
 * Escalation: a caller who is not an administrator may only grant abilities they hold, may not
 * change a role that holds more than they do, and never touches the administrator role, whose
 * abilities stay `*` (its title may change). Roles still held by users are not deleted.
 */
import { sql } from 'drizzle-orm';
import { ADMINISTRATOR_ROLE, can, canAny, isAdministrator, WILDCARD_ABILITY } from '#core/abilities';
import { apiMessage, formatMessage, deletedMessage } from '#core/messages';
import { slugify } from '#core/slugify';
import type { CurrentUser } from '../auth/session';
import { parseIdList } from '../crud/delete';
import { rows, type Executor } from '../db/client';
import { pageOf, type PagedTable } from '../db/paged';
import { idList } from '../db/sql';
import type { PlatformHandlers } from '../http/calls';
import type { ServerContext } from '../http/context';
import { ApiError, forbidden, invalid, languageOf, notFound } from '../http/errors';
import { knownAbilities, permissionGrid } from './abilities';

interface RoleRecord {
  id: number;
  name: string;
  title: string;
  abilities: string[];
  users_count: number;
}

const USERS_COUNT = sql`(select count(*)::int from user_roles ur join users u on u.id = ur.user_id
                          where ur.role_id = r.id and u.deleted_at is null)`;

const ROLE_COLUMNS = sql`r.id, r.name, r.title, ${USERS_COUNT} as users_count`;

/** The roles list: in id order, every role on one page unless a page size is asked for. */
const ROLES_TABLE: PagedTable = {
  from: sql`roles r`,
  searched: [sql`r.title`, sql`r.name`],
  order: { id: sql`r.id` },
  defaultOrder: '+id',
  defaultLimit: 'all',
};

/** Who may read roles: whoever manages users (the user form picks a role) and administrators. */
export function canReadRoles(user: CurrentUser): boolean {
  return canAny(user, ['user-view', 'user-create', 'user-edit']);
}

/** Whether `user` may change a role holding `abilities` (the escalation rule). */
export function canChangeRole(user: CurrentUser, role: Pick<RoleRecord, 'name' | 'abilities'>): boolean {
  if (isAdministrator(user)) return true;
  if (role.name === ADMINISTRATOR_ROLE || role.abilities.includes(WILDCARD_ABILITY)) return false;
  return role.abilities.every((ability) => can(user, ability));
}

async function loadRole(db: Executor, id: number): Promise<RoleRecord | undefined> {
  const [role] = await rows<RoleRecord>(
    db,
    sql`select r.id, r.name, r.title, r.abilities, ${USERS_COUNT} as users_count from roles r where r.id = ${id}`,
  );
  return role;
}

/** A free role name from the title: its slug, then `-2`, `-3`... */
async function freeName(db: Executor, title: string): Promise<string> {
  const base = slugify(title).slice(0, 50) || 'ruolo';
  const taken = new Set(
    (
      await rows<{ name: string }>(
        db,
        sql`select name from roles where name = ${base} or name like ${`${base.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`} escape '\\'`,
      )
    ).map((row) => row.name),
  );
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) if (!taken.has(`${base}-${suffix}`)) return `${base}-${suffix}`;
}

export function roleHandlers(
  context: ServerContext,
): Pick<
  PlatformHandlers,
  | 'listRoles'
  | 'searchRoles'
  | 'getRole'
  | 'createRole'
  | 'updateRole'
  | 'getAbilityGrid'
  | 'getRoleAbilities'
  | 'deleteRoles'
> {
  const { db } = context.database;

  /** Title unique (case-insensitively) and abilities known and held: 422 or 403, else the list to store. */
  const checkSave = async (
    user: CurrentUser,
    body: { title: string; abilities: readonly string[] },
    language: 'it' | 'en',
    exceptId: number | null,
  ): Promise<string[]> => {
    const abilities = [...new Set(body.abilities)].sort();
    const known = knownAbilities();
    const unknown = abilities.find((ability) => !known.has(ability));
    if (unknown !== undefined) {
      throw invalid({ abilities: [formatMessage('unknownAbility', language, { name: unknown.slice(0, 120) })] });
    }
    const [clash] = await rows<{ id: number }>(
      db,
      sql`select id from roles where lower(title) = lower(${body.title}) and id <> ${exceptId ?? 0}`,
    );
    if (clash) throw invalid({ title: [formatMessage('roleTitleTaken', language)] });
    if (!isAdministrator(user) && abilities.some((ability) => !can(user, ability))) {
      throw new ApiError(403, 'escalation');
    }
    return abilities;
  };

  const list: PlatformHandlers['listRoles'] = async ({ query, user }) => {
    if (!canReadRoles(user)) throw forbidden();
    const page = await pageOf<Omit<RoleRecord, 'abilities'>>(db, ROLES_TABLE, ROLE_COLUMNS, query);
    return { data: page.data, code: 200 as const, meta: page.meta };
  };

  return {
    listRoles: list,
    searchRoles: list,

    getRole: async ({ params, user }) => {
      if (!canReadRoles(user)) throw forbidden();
      const role = await loadRole(db, params.id);
      if (!role) throw notFound();
      return { data: { ...role, editable: canChangeRole(user, role) } };
    },

    createRole: async ({ body, user, request }) => {
      const language = languageOf(request);
      const abilities = await checkSave(user, body, language, null);
      const name = await freeName(db, body.title);
      const [created] = await rows<{ id: number }>(
        db,
        sql`insert into roles (name, title, abilities) values (${name}, ${body.title}, ${JSON.stringify(abilities)}::jsonb)
            returning id`,
      );
      if (!created) throw new Error('the role was not created');
      return { data: { id: created.id, message: apiMessage('created', language) } };
    },

    updateRole: async ({ params, body, user, request }) => {
      const language = languageOf(request);
      const role = await loadRole(db, params.id);
      if (!role) throw notFound();
      if (!canChangeRole(user, role)) throw new ApiError(403, 'escalation');
      if (role.name === ADMINISTRATOR_ROLE) {
        // The administrator holds every ability by its role: only its title changes.
        const [clash] = await rows<{ id: number }>(
          db,
          sql`select id from roles where lower(title) = lower(${body.title}) and id <> ${role.id}`,
        );
        if (clash) throw invalid({ title: [formatMessage('roleTitleTaken', language)] });
        await db.execute(sql`update roles set title = ${body.title}, updated_at = now() where id = ${role.id}`);
        return { data: { id: role.id, message: apiMessage('saved', language) } };
      }
      const abilities = await checkSave(user, body, language, role.id);
      await db.execute(
        sql`update roles set title = ${body.title}, abilities = ${JSON.stringify(abilities)}::jsonb, updated_at = now()
             where id = ${role.id}`,
      );
      return { data: { id: role.id, message: apiMessage('saved', language) } };
    },

    getAbilityGrid: async ({ user, request }) => {
      if (!canReadRoles(user)) throw forbidden();
      return { data: permissionGrid([], languageOf(request)) };
    },

    getRoleAbilities: async ({ params, user, request }) => {
      if (!canReadRoles(user)) throw forbidden();
      const role = await loadRole(db, params.id);
      if (!role) throw notFound();
      // The administrator's `*` is every cell of the grid.
      const held = role.abilities.includes(WILDCARD_ABILITY) ? [...knownAbilities()] : role.abilities;
      return { data: permissionGrid(held, languageOf(request)) };
    },

    deleteRoles: async ({ params, user, request }) => {
      const language = languageOf(request);
      if (!isAdministrator(user)) throw forbidden();
      const ids = parseIdList(params.ids, language);
      if (ids === null) throw notFound();
      await db.transaction(async (tx) => {
        const found = await rows<RoleRecord>(
          tx,
          sql`select r.id, r.name, r.title, r.abilities, ${USERS_COUNT} as users_count from roles r
               where r.id in ${idList(ids)} for update`,
        );
        const missing = ids.filter((id) => !found.some((role) => role.id === id));
        if (missing.length > 0) throw new ApiError(404, 'someNotFound', { ids: missing.join(', ') });
        if (found.some((role) => role.name === ADMINISTRATOR_ROLE)) throw new ApiError(409, 'administratorRole');
        const held = found.find((role) => role.users_count > 0);
        if (held) throw new ApiError(409, 'roleInUse', { title: held.title, count: held.users_count });
        await tx.execute(sql`delete from roles where id in ${idList(ids)}`);
      });
      return {
        data: {
          message: deletedMessage(ids.length, language),
        },
      };
    },
  };
}
