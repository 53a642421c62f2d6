/**
 * The handlers of the users (contracts: core/contracts/users.ts): list and search, one user,
 * create, update (also one's own profile), password, status, delete and CSV export.
 *
 * The rules a careful administrator expects beside those of the spec:
 * - no privilege escalation: a caller who is not an administrator neither gives nor edits a role
 *   holding abilities they lack (nor the administrator role), nor edits such a user;
 * - nobody deactivates or deletes themselves, and the last active administrator stays one;
 * - deactivating a user or changing their password ends their sessions at once (a user changing
 *   their own password keeps the session they did it from);
 * - deleting keeps the row (deleted_at): the content they authored keeps its author, shown as a
 *   deleted user; their personal data, roles, sessions and codes go.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ADMINISTRATOR_ROLE, can, isAdministrator, WILDCARD_ABILITY } from '#core/abilities';
import type { UiLanguage } from '#core/languages';
import { apiMessage, formatMessage, deletedMessage } from '#core/messages';
import { sendsMail } from '#core/contracts/users';
import { hashPassword } from '../auth/passwords';
import { revokeUserTokens, type CurrentUser } from '../auth/session';
import { parseIdList } from '../crud/delete';
import { rows, type Executor } from '../db/client';
import { pageOf, type PagedTable } from '../db/paged';
import { idList } from '../db/sql';
import type { PlatformHandlers } from '../http/calls';
import type { ServerContext } from '../http/context';
import { ApiError, forbidden, invalid, languageOf, notFound } from '../http/errors';
import { toCsv } from '../http/csv';
import { titlesOf } from '../media/usage';

interface UserRecord {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  company: string;
  email: string;
  active: 0 | 1;
  role: string | null;
  role_title: string | null;
  role_abilities: string[] | null;
  redazione: number | null;
  redazione_nome: string | null;
}

/** The user's role (the first, as the spec reads the roles object) and desk, with the user. */
const USER_COLUMNS = sql`u.id, u.username, u.first_name, u.last_name, u.company, u.email, u.active::int as active,
  r.name as role, r.title as role_title, r.abilities as role_abilities,
  u.redazione_id as redazione, d.nome as redazione_nome`;
const USER_FROM = sql`users u
  left join lateral (select rr.name, rr.title, rr.abilities from user_roles ur join roles rr on rr.id = ur.role_id
                      where ur.user_id = u.id order by rr.id limit 1) r on true
  left join desks d on d.id = u.redazione_id`;

/** The users list: not deleted; keywords in the names, company and e-mail. */
const USERS_TABLE: PagedTable = {
  from: USER_FROM,
  countFrom: sql`users u`,
  where: sql`u.deleted_at is null`,
  searched: [
    sql`u.username`,
    sql`u.first_name`,
    sql`u.last_name`,
    sql`u.company`,
    sql`u.email`,
    sql`(u.first_name || ' ' || u.last_name)`,
  ],
  order: {
    id: sql`u.id`,
    username: sql`lower(u.username)`,
    first_name: sql`lower(u.first_name)`,
    last_name: sql`lower(u.last_name)`,
    email: sql`lower(u.email)`,
    active: sql`u.active`,
  },
};

async function loadUser(db: Executor, id: number): Promise<UserRecord | undefined> {
  const [user] = await rows<UserRecord>(
    db,
    sql`select ${USER_COLUMNS} from ${USER_FROM} where u.id = ${id} and u.deleted_at is null`,
  );
  return user;
}

/** Whether `caller` may give or act on a role holding `abilities` (no escalation). */
function withinCaller(
  caller: CurrentUser,
  role: { name: string | null; abilities: readonly string[] | null },
): boolean {
  if (isAdministrator(caller)) return true;
  if (role.name === ADMINISTRATOR_ROLE) return false;
  const abilities = role.abilities ?? [];
  return !abilities.includes(WILDCARD_ABILITY) && abilities.every((ability) => can(caller, ability));
}

/**
 * Refuses (409 lastAdministrator) a change that would leave no active administrator, when the users
 * `leaving` are to stop being active administrators. Called inside the change's transaction: it
 * first takes the administrators' lock, held to the transaction's end, so that two requests
 * removing each other (two administrators deactivating, deleting or demoting each other at once)
 * run one after the other and the second sees the first's change; then it counts afresh.
 */
async function keepAnAdministrator(tx: Executor, leaving: readonly number[]): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('administrators', 0))`);
  const [row] = await rows<{ leaving: number; staying: number }>(
    tx,
    sql`select count(distinct u.id) filter (where u.id in ${idList(leaving)})::int as leaving,
               count(distinct u.id) filter (where u.id not in ${idList(leaving)})::int as staying
          from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id
         where r.name = ${ADMINISTRATOR_ROLE} and u.active = 1 and u.deleted_at is null`,
  );
  if ((row?.leaving ?? 0) > 0 && (row?.staying ?? 0) === 0) throw new ApiError(409, 'lastAdministrator');
}

interface SaveFields {
  company: string;
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  role: string;
  active: 0 | 1;
  redazione?: number | null | undefined;
  destination?: number[] | undefined;
}

export function userHandlers(
  context: ServerContext,
): Pick<
  PlatformHandlers,
  | 'listUsers'
  | 'searchUsers'
  | 'getUser'
  | 'createUser'
  | 'updateUser'
  | 'updateUserPassword'
  | 'changeUserStatus'
  | 'deleteUsers'
  | 'exportUsers'
  | 'exportSelectedUsers'
> {
  const { db } = context.database;
  // The entity whose items are the destinations a user looks after (`provides: [userDestinations]`).
  const destinationEntity =
    [...context.entities.values()].find((runtime) => runtime.meta.provides.includes('userDestinations')) ?? null;

  /**
   * The user's destinations that still exist, in id order: one deleted since is left out (and
   * leaves the list at the user's next save).
   */
  const storedDestinations = async (userId: number): Promise<number[]> =>
    destinationEntity
      ? (
          await rows<{ destination_id: number }>(
            db,
            sql`select ud.destination_id from user_destinations ud
                 where ud.user_id = ${userId}
                   and exists (select 1 from ${destinationEntity.sqlNames.main} m where m.id = ud.destination_id and m.draft = 0)
                 order by ud.destination_id`,
          )
        ).map((row) => row.destination_id)
      : [];

  /** Replaces a user's destinations (in the caller's transaction). */
  const writeDestinations = async (tx: Executor, userId: number, ids: readonly number[]): Promise<void> => {
    await tx.execute(sql`delete from user_destinations where user_id = ${userId}`);
    const unique = [...new Set(ids)];
    if (unique.length === 0) return;
    await tx.execute(
      sql`insert into user_destinations (user_id, destination_id) values ${sql.join(
        unique.map((id) => sql`(${userId}, ${id})`),
        sql`, `,
      )}`,
    );
  };

  /** The checks that need the database: unique username and e-mail, role and desk exist. */
  const checkFields = async (
    fields: SaveFields,
    language: UiLanguage,
    exceptId: number,
  ): Promise<{ roleId: number; roleAbilities: string[] }> => {
    const errors: Record<string, string[]> = {};
    const [sameName] = await rows<{ id: number }>(
      db,
      sql`select id from users where lower(username) = lower(${fields.username}) and id <> ${exceptId}`,
    );
    if (sameName) errors.username = [formatMessage('usernameTaken', language)];
    const [sameEmail] = await rows<{ id: number }>(
      db,
      sql`select id from users where lower(email) = lower(${fields.email}) and deleted_at is null and id <> ${exceptId}`,
    );
    if (sameEmail) errors.email = [formatMessage('emailTaken', language)];
    const [role] = await rows<{ id: number; abilities: string[] }>(
      db,
      sql`select id, abilities from roles where name = ${fields.role}`,
    );
    if (!role) errors.role = [formatMessage('unknownRole', language)];
    if (fields.redazione !== undefined && fields.redazione !== null) {
      const [desk] = await rows<{ id: number }>(db, sql`select id from desks where id = ${fields.redazione}`);
      if (!desk) errors.redazione = [formatMessage('unknownDesk', language)];
    }
    // Each destination is a stored item (not a revision draft) of the entity that provides them.
    const wanted = [...new Set(fields.destination ?? [])];
    if (wanted.length > 0) {
      const found = destinationEntity
        ? await rows<{ id: number }>(
            db,
            sql`select m.id from ${destinationEntity.sqlNames.main} m where m.id in ${idList(wanted)} and m.draft = 0`,
          )
        : [];
      if (found.length !== wanted.length) errors.destination = [formatMessage('unknownDestination', language)];
    }
    if (Object.keys(errors).length > 0 || !role) throw invalid(errors);
    return { roleId: role.id, roleAbilities: role.abilities };
  };

  const list: PlatformHandlers['listUsers'] = async ({ query }) => {
    const page = await pageOf<UserRecord>(db, USERS_TABLE, USER_COLUMNS, query);
    return { ...page, data: page.data.map(({ role_abilities: _abilities, ...row }) => row) };
  };

  const exportRows = async (ids: readonly number[] | null): Promise<string> => {
    const found = await rows<UserRecord>(
      db,
      sql`select ${USER_COLUMNS} from ${USER_FROM}
           where u.deleted_at is null ${ids === null ? sql`` : sql`and u.id in ${idList(ids)}`} order by u.id`,
    );
    if (ids !== null) {
      const missing = ids.filter((id) => !found.some((row) => row.id === id));
      if (missing.length > 0) throw new ApiError(404, 'someNotFound', { ids: missing.join(', ') });
    }
    return toCsv(
      ['ID', 'Username', 'Nome', 'Cognome', 'Azienda', 'Email', 'Ruolo', 'Stato', 'Redazione'],
      found.map((row) => [
        row.id,
        row.username,
        row.first_name,
        row.last_name,
        row.company,
        row.email,
        row.role_title ?? row.role ?? '',
        row.active === 1 ? 'Attivo' : 'Non Attivo',
        row.redazione_nome ?? '',
      ]),
    );
  };

  return {
    listUsers: list,
    searchUsers: list,

    getUser: async ({ params, user }) => {
      if (params.id !== user.id && !can(user, 'user-view')) throw forbidden();
      const found = await loadUser(db, params.id);
      if (!found) throw notFound();
      const destinationIds = await storedDestinations(found.id);
      const names =
        destinationEntity && destinationIds.length > 0
          ? await titlesOf(
              db,
              destinationIds.map((itemId) => ({ runtime: destinationEntity, itemId })),
            )
          : new Map<string, string>();
      return {
        data: {
          id: found.id,
          username: found.username,
          first_name: found.first_name,
          last_name: found.last_name,
          company: found.company,
          email: found.email,
          active: found.active,
          role: found.role,
          roles: found.role === null ? {} : { [found.role]: found.role_title ?? found.role },
          redazione: found.redazione,
          destinations: Object.fromEntries(
            destinationIds.map((destinationId) => [
              String(destinationId),
              names.get(`${destinationEntity?.name ?? ''}:${destinationId}`) || `#${destinationId}`,
            ]),
          ),
        },
      };
    },

    createUser: async ({ body, user, request }) => {
      const language = languageOf(request);
      const { roleId, roleAbilities } = await checkFields(body, language, 0);
      if (!withinCaller(user, { name: body.role, abilities: roleAbilities })) throw new ApiError(403, 'escalation');
      const passwordHash = await hashPassword(body.password);
      const id = await db.transaction(async (tx) => {
        const [created] = await rows<{ id: number }>(
          tx,
          sql`insert into users (username, first_name, last_name, company, email, password_hash, active, redazione_id)
              values (${body.username}, ${body.first_name}, ${body.last_name}, ${body.company}, ${body.email},
                      ${passwordHash}, ${body.active}, ${body.redazione ?? null})
              returning id`,
        );
        if (!created) throw new Error('the user was not created');
        await tx.execute(sql`insert into user_roles (user_id, role_id) values (${created.id}, ${roleId})`);
        await writeDestinations(tx, created.id, body.destination ?? []);
        return created.id;
      });
      return { data: { id, message: apiMessage('created', language) } };
    },

    updateUser: async ({ params, body, user, request }) => {
      const language = languageOf(request);
      const target = await loadUser(db, params.id);
      if (!target) throw notFound();
      const self = target.id === user.id;
      const manages = can(user, 'user-edit');
      if (!self && !manages) throw forbidden();
      const fields = { ...body };
      if (self && !manages) {
        // One's own profile: what only a user manager may change must come back unchanged.
        const sameDestinations =
          body.destination === undefined ||
          JSON.stringify([...new Set(body.destination)].sort((a, b) => a - b)) ===
            JSON.stringify(await storedDestinations(target.id));
        const unchanged =
          body.username === target.username &&
          body.role === target.role &&
          (body.redazione ?? null) === target.redazione &&
          sameDestinations;
        if (!unchanged) throw new ApiError(403, 'ownProfileOnly');
        fields.active = 1;
      }
      if (self && fields.active === 0) throw new ApiError(409, 'notYourself');
      const { roleId, roleAbilities } = await checkFields(fields, language, target.id);
      if (
        !withinCaller(user, { name: target.role, abilities: target.role_abilities }) ||
        !withinCaller(user, { name: fields.role, abilities: roleAbilities })
      ) {
        throw new ApiError(403, 'escalation');
      }
      const passwordHash = body.password === undefined ? null : await hashPassword(body.password);
      await db.transaction(async (tx) => {
        if (fields.role !== ADMINISTRATOR_ROLE || fields.active === 0) await keepAnAdministrator(tx, [target.id]);
        await tx.execute(
          sql`update users set username = ${fields.username}, first_name = ${fields.first_name},
                     last_name = ${fields.last_name}, company = ${fields.company}, email = ${fields.email},
                     active = ${fields.active}, redazione_id = ${fields.redazione ?? null},
                     ${passwordHash === null ? sql`` : sql`password_hash = ${passwordHash},`} updated_at = now()
               where id = ${target.id}`,
        );
        if (fields.role !== target.role) {
          await tx.execute(sql`delete from user_roles where user_id = ${target.id}`);
          await tx.execute(sql`insert into user_roles (user_id, role_id) values (${target.id}, ${roleId})`);
        }
        // A save without the list keeps the destinations (the profile sends none).
        if (manages && body.destination !== undefined) await writeDestinations(tx, target.id, body.destination);
        if (fields.active === 0) await revokeUserTokens(tx, target.id);
        else if (passwordHash !== null) await revokeUserTokens(tx, target.id, self ? request.tokenId : null);
      });
      return { data: { id: target.id, message: apiMessage('saved', language) } };
    },

    updateUserPassword: async ({ query, body, user, request }) => {
      const language = languageOf(request);
      const target = await loadUser(db, query.id);
      if (!target) throw notFound();
      if (!withinCaller(user, { name: target.role, abilities: target.role_abilities })) {
        throw new ApiError(403, 'escalation');
      }
      const passwordHash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        await tx.execute(
          sql`update users set password_hash = ${passwordHash}, updated_at = now() where id = ${target.id}`,
        );
        await revokeUserTokens(tx, target.id, target.id === user.id ? request.tokenId : null);
      });
      if (sendsMail(body.send) && target.email !== '') {
        try {
          await context.mailer.send({
            to: target.email,
            subject: 'La tua password è stata cambiata',
            // The new password, as the spec's send-email box means (issue #33): the administrator
            // chose to send it. The mail asks the user to choose their own at once.
            text: [
              'Buongiorno,',
              '',
              `un amministratore del back office ha impostato una nuova password per l'utente ${target.username}:`,
              '',
              `    ${body.password}`,
              '',
              `Accedi da ${context.config.adminUrl}/login e scegline una tua dal tuo profilo appena puoi:`,
              'questa mail resta nella tua casella di posta.',
              '',
              `(EN) An administrator set a new password for ${target.username}: ${body.password}`,
              'Sign in and choose your own from your profile as soon as you can.',
            ].join('\n'),
          });
        } catch (error) {
          request.log.warn({ err: error }, 'the password-changed e-mail could not be sent');
        }
      }
      return { data: { message: apiMessage('passwordChanged', language) } };
    },

    changeUserStatus: async ({ query, user, request }) => {
      const language = languageOf(request);
      const target = await loadUser(db, query.id);
      if (!target) throw notFound();
      if (target.id === user.id) throw new ApiError(409, 'notYourself');
      if (!withinCaller(user, { name: target.role, abilities: target.role_abilities })) {
        throw new ApiError(403, 'escalation');
      }
      const active: 0 | 1 = target.active === 1 ? 0 : 1;
      await db.transaction(async (tx) => {
        if (active === 0) await keepAnAdministrator(tx, [target.id]);
        await tx.execute(sql`update users set active = ${active}, updated_at = now() where id = ${target.id}`);
        if (active === 0) await revokeUserTokens(tx, target.id);
      });
      return {
        data: {
          id: target.id,
          active,
          message: apiMessage(active === 1 ? 'userActivated' : 'userDeactivated', language),
        },
      };
    },

    deleteUsers: async ({ params, user, request }) => {
      const language = languageOf(request);
      const ids = parseIdList(params.id, language);
      if (ids === null) throw notFound();
      if (ids.includes(user.id)) throw new ApiError(409, 'notYourself');
      await db.transaction(async (tx) => {
        const found = await rows<UserRecord>(
          tx,
          sql`select ${USER_COLUMNS} from ${USER_FROM} where u.id in ${idList(ids)} and u.deleted_at is null`,
        );
        const missing = ids.filter((id) => !found.some((row) => row.id === id));
        if (missing.length > 0) throw new ApiError(404, 'someNotFound', { ids: missing.join(', ') });
        if (found.some((row) => !withinCaller(user, { name: row.role, abilities: row.role_abilities }))) {
          throw new ApiError(403, 'escalation');
        }
        await keepAnAdministrator(tx, ids);
        for (const id of ids) {
          // The row stays for the content that names it as its author; what identified the person goes.
          const unusable = `!deleted:${randomBytes(16).toString('hex')}`;
          await tx.execute(
            sql`update users set deleted_at = now(), active = 0, username = ${`deleted-${id}`}, email = '',
                       first_name = '', last_name = '', company = '', redazione_id = null,
                       password_hash = ${unusable}, updated_at = now()
                 where id = ${id}`,
          );
        }
        for (const table of ['user_roles', 'access_tokens', 'user_destinations', 'password_resets']) {
          await tx.execute(sql`delete from ${sql.identifier(table)} where user_id in ${idList(ids)}`);
        }
      });
      return {
        data: {
          message: deletedMessage(ids.length, language),
        },
      };
    },

    exportUsers: async ({ reply }) => {
      const text = await exportRows(null);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="utenti.csv"');
      return text;
    },

    exportSelectedUsers: async ({ params, reply, request }) => {
      const ids = parseIdList(params.ids, languageOf(request));
      if (ids === null) throw notFound();
      const text = await exportRows(ids);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="utenti.csv"');
      return text;
    },
  };
}
