/** The first administrator, created on the first start (ARCHITECTURE.md, "Contract points"). */
import { eq } from 'drizzle-orm';
import { ADMINISTRATOR_ROLE } from '../../../core/abilities';
import { rolesTable, userRolesTable, usersTable } from '../../../core/db/platform';
import { hashPassword, randomPassword } from '../../auth/passwords';
import type { Executor } from '../client';
import { defaultRoles } from './roles';

export interface SeedAdminOptions {
  readonly username: string;
  /** Null: a random password is generated and returned, for the caller to print once. */
  readonly password: string | null;
}

export interface SeedAdminResult {
  readonly created: boolean;
  /** The generated password when one was generated (never stored in clear anywhere). */
  readonly generatedPassword: string | null;
}

/** The administrator role's id, inserting the role when it is missing. */
async function administratorRoleId(db: Executor): Promise<number> {
  const find = () => db.select({ id: rolesTable.id }).from(rolesTable).where(eq(rolesTable.name, ADMINISTRATOR_ROLE));
  const [found] = await find();
  if (found) return found.id;
  const role = defaultRoles().find((candidate) => candidate.name === ADMINISTRATOR_ROLE);
  if (!role) throw new Error(`the default roles lack '${ADMINISTRATOR_ROLE}'`);
  await db.insert(rolesTable).values(role).onConflictDoNothing({ target: rolesTable.name });
  const [inserted] = await find();
  if (!inserted) throw new Error(`cannot create the role '${ADMINISTRATOR_ROLE}'`);
  return inserted.id;
}

/**
 * Creates the user `username` with the administrator role when no user has that name. An
 * existing user is left exactly as it is (its password, roles and status included), whatever the
 * options say: the environment's password only applies to the first start.
 */
export async function seedAdmin(db: Executor, options: SeedAdminOptions): Promise<SeedAdminResult> {
  const unchanged: SeedAdminResult = { created: false, generatedPassword: null };
  const [existing] = await db
    .select({ id: usersTable.id })
    .from(usersTable)
    .where(eq(usersTable.username, options.username));
  if (existing) return unchanged;

  const password = options.password ?? randomPassword();
  const generatedPassword = options.password === null ? password : null;
  const [user] = await db
    .insert(usersTable)
    .values({
      username: options.username,
      first_name: 'Amministratore',
      last_name: '',
      password_hash: await hashPassword(password),
      active: 1,
    })
    .onConflictDoNothing({ target: usersTable.username })
    .returning({ id: usersTable.id });
  // Another process created it in the meantime: theirs stands.
  if (!user) return unchanged;

  await db
    .insert(userRolesTable)
    .values({ user_id: user.id, role_id: await administratorRoleId(db) })
    .onConflictDoNothing();
  return { created: true, generatedPassword };
}
