/**
 * Password recovery (platform.md sections 2, 5 and 7): `POST password/reset/email` and
 * `POST password/reset/{code}`.
 *
 * - The request answers the same message, in the same time, whether or not the address belongs to
 *   an active user and whatever the mail transport does (no account enumeration): the lookup, the
 *   code and the mail are done after the answer has left (`server/http/background.ts`).
 * - Limits, counted in the database (docs/security.md): a client (IP address) makes
 *   `USER_LIMITS.resetRequestsPerHour` requests an hour, then 429, whatever the addresses; an
 *   address receives `USER_LIMITS.resetMailsPerAddress` mails in a link's lifetime, then requests
 *   for it get the same answer and send nothing. Others' requests never refuse the owner's.
 * - The e-mail holds a link to the admin's `/password/reset/{code}`: 256 random bits, stored only
 *   as a SHA-256 hash, single-use, valid `USER_LIMITS.resetLinkMinutes` minutes.
 * - A reset sets the new password, uses the code up (and every other code of the user), and ends
 *   every session of the user.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
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

/**
 * The recovery work starts at a random moment within this many milliseconds after the answer: a
 * known address costs the server more work (a code, a mail) than an unknown one, and a request
 * sent right after the answer would otherwise wait for it (a PGlite database runs in the process).
 */
export const RECOVERY_JITTER_MS = 2000;

/** The count of one client's recovery requests. */
function clientKey(ip: string): string {
  return `reset-ip|${ip}`;
}

/** The count of the recovery mails sent to one address. */
function addressKey(email: string): string {
  return `reset-email|${email}`;
}

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

  /**
   * The work after the answer: an active user's address gets a mail with a new code, at most
   * `USER_LIMITS.resetMailsPerAddress` in a link's lifetime; an unknown address gets nothing. A
   * failure is logged by the caller (`BackgroundWork`).
   */
  async function sendRecoveryMail(email: string, log: FastifyBaseLogger): Promise<void> {
    const [user] = await rows<{ id: number; username: string; email: string }>(
      db,
      sql`select id, username, email from users
           where lower(email) = ${email} and active = 1 and deleted_at is null
           order by id limit 1`,
    );
    // Counted for every address, known or not (the same work either way). The window is a link's
    // lifetime: while the cap holds mails back, the last mail's link still works.
    const mails = await hit(db, addressKey(email), USER_LIMITS.resetLinkMinutes * 60);
    if (!user) return;
    if (mails.count > USER_LIMITS.resetMailsPerAddress) {
      log.info({ userId: user.id }, 'password recovery: no e-mail, the address had its mails for this hour');
      return;
    }
    const code = randomBytes(32).toString('base64url');
    await db.execute(sql`
      insert into password_resets (user_id, code_hash, expires_at)
      values (${user.id}, ${hashCode(code)}, now() + make_interval(mins => ${USER_LIMITS.resetLinkMinutes}))`);
    const mail = recoveryMail(`${config.adminUrl}/password/reset/${code}`, user.username);
    await context.mailer.send({ to: user.email, ...mail });
  }

  return {
    requestPasswordReset: async ({ body, request, reply }) => {
      const language = languageOf(request);
      // The one limit an answer shows is the client's own: it counts this client's requests,
      // whatever the addresses, so it tells nothing about an address, and the requests of others
      // never refuse the owner's.
      const counted = await hit(db, clientKey(request.ip), HOUR_SECONDS);
      if (counted.count > USER_LIMITS.resetRequestsPerHour) {
        throw new ApiError(429, 'tooManyRequests', { seconds: counted.remaining }, null, {
          'retry-after': String(counted.remaining),
        });
      }
      // Everything that depends on the address happens after the answer has left, so the answer
      // takes the same time whatever the address (#28 item 6).
      const email = body.email.toLowerCase();
      context.background.afterAnswer(
        reply,
        { what: 'the password recovery e-mail', log: request.log, jitterMs: RECOVERY_JITTER_MS },
        () => sendRecoveryMail(email, request.log),
      );
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
