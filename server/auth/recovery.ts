/**
 * Password recovery (platform.md sections 2, 5 and 7): `POST password/reset/email` and
 * `POST password/reset/{code}`.
 *
 * - The request answers the same message whether or not the address belongs to an active user,
 *   and whatever the mail transport does (no account enumeration); it is rate limited per address
 *   and per client address, counted in the database, the same for known and unknown addresses.
 * - The e-mail holds a link to the admin's `/password/reset/{code}`: 256 random bits, stored only
 *   as a SHA-256 hash, single-use, valid `USER_LIMITS.resetLinkMinutes` minutes.
 * - A reset sets the new password, uses the code up (and every other code of the user), and ends
 *   every session of the user.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { USER_LIMITS } from '#core/limits';
import { apiMessage } from '#core/messages';
import { rows, type Executor } from '../db/client';
import type { PlatformHandlers } from '../http/calls';
import type { ServerContext } from '../http/context';
import { ApiError, languageOf } from '../http/errors';
import { hashPassword } from './passwords';
import { revokeUserTokens } from './session';
import { hit } from './throttle';

const HOUR_SECONDS = 3600;

function hashCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/** The recovery e-mail, in Italian with an English line (the back office's languages). */
export function recoveryMail(link: string, username: string): { subject: string; text: string } {
  return {
    subject: 'Reimpostazione della password',
    text: [
      `Buongiorno,`,
      '',
      `è stata richiesta la reimpostazione della password dell'utente ${username} del back office.`,
      `Per scegliere una nuova password apri questo link entro ${USER_LIMITS.resetLinkMinutes} minuti:`,
      '',
      link,
      '',
      'Il link vale una sola volta. Se non hai chiesto tu la reimpostazione, ignora questo messaggio:',
      'la password attuale resta valida.',
      '',
      `(EN) A password reset was requested for ${username}: open the link above within ${USER_LIMITS.resetLinkMinutes} minutes to choose a new password.`,
    ].join('\n'),
  };
}

/** Removes codes that are used or expired (run at start-up). */
export async function purgePasswordResets(db: Executor): Promise<void> {
  await db.execute(sql`delete from password_resets where used_at is not null or expires_at <= now()`);
}

export function recoveryHandlers(
  context: ServerContext,
): Pick<PlatformHandlers, 'requestPasswordReset' | 'resetPassword'> {
  const { db } = context.database;
  const { config } = context;

  return {
    requestPasswordReset: async ({ body, request }) => {
      const language = languageOf(request);
      const email = body.email.toLowerCase();
      for (const key of [`reset-ip|${request.ip}`, `reset-email|${email}`]) {
        const counted = await hit(db, key, HOUR_SECONDS);
        if (counted.count > USER_LIMITS.resetRequestsPerHour) {
          throw new ApiError(429, 'tooManyRequests', { seconds: counted.remaining }, null, {
            'retry-after': String(counted.remaining),
          });
        }
      }
      const [user] = await rows<{ id: number; username: string; email: string }>(
        db,
        sql`select id, username, email from users
             where lower(email) = ${email} and active = 1 and deleted_at is null
             order by id limit 1`,
      );
      if (user) {
        const code = randomBytes(32).toString('base64url');
        await db.execute(sql`
          insert into password_resets (user_id, code_hash, expires_at)
          values (${user.id}, ${hashCode(code)}, now() + make_interval(mins => ${USER_LIMITS.resetLinkMinutes}))`);
        const mail = recoveryMail(`${config.adminUrl}/password/reset/${code}`, user.username);
        try {
          await context.mailer.send({ to: user.email, ...mail });
        } catch (error) {
          // The answer stays the same: whether a mail left must not tell whether the address exists.
          request.log.error({ err: error }, 'the password recovery e-mail could not be sent');
        }
      }
      return { data: { message: apiMessage('passwordResetSent', language) } };
    },

    resetPassword: async ({ params, body, request }) => {
      const language = languageOf(request);
      const invalid = (): ApiError => new ApiError(404, 'passwordResetInvalid');
      const counted = await hit(db, `reset-code-ip|${request.ip}`, HOUR_SECONDS);
      if (counted.count > USER_LIMITS.resetRequestsPerHour * 10) {
        throw new ApiError(429, 'tooManyRequests', { seconds: counted.remaining }, null, {
          'retry-after': String(counted.remaining),
        });
      }
      const passwordHash = await hashPassword(body.password);
      const done = await db.transaction(async (tx) => {
        // The code is taken under a row lock: two resets with one code cannot both pass.
        const [reset] = await rows<{ id: number; user_id: number; email: string }>(
          tx,
          sql`select r.id, r.user_id, u.email
                from password_resets r join users u on u.id = r.user_id
               where r.code_hash = ${hashCode(params.code)} and r.used_at is null and r.expires_at > now()
                 and u.active = 1 and u.deleted_at is null
               for update of r`,
        );
        if (!reset) return false;
        if (body.email_token !== undefined && body.email_token.toLowerCase() !== reset.email.toLowerCase())
          return false;
        await tx.execute(
          sql`update users set password_hash = ${passwordHash}, updated_at = now() where id = ${reset.user_id}`,
        );
        await tx.execute(
          sql`update password_resets set used_at = now() where user_id = ${reset.user_id} and used_at is null`,
        );
        await revokeUserTokens(tx, reset.user_id);
        return true;
      });
      if (!done) throw invalid();
      return { data: { message: apiMessage('passwordResetDone', language) } };
    },
  };
}
