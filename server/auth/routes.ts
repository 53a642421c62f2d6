/** The handlers of `login`, `logout` and `user/me` (contracts: core/contracts/platform.ts). */
import { sql } from 'drizzle-orm';
import { apiMessage } from '#core/messages';
import { rows } from '../db/client';
import { ApiError, languageOf } from '../http/errors';
import type { ServerContext } from '../http/context';
import type { PlatformHandlers } from '../http/calls';
import { decoyPasswordHash, verifyPassword } from './passwords';
import { issueToken, purgeExpiredTokens, revokeToken } from './session';
import { clearLoginAttempts, recordLoginAttempt } from './throttle';

export function authHandlers(context: ServerContext): Pick<PlatformHandlers, 'login' | 'logout' | 'getUserMe'> {
  const { db } = context.database;
  const { config } = context;

  return {
    login: async ({ body, request }) => {
      const { username, password } = body;
      const verdict = await recordLoginAttempt(db, request.ip, username, config);
      if (!verdict.allowed) {
        throw new ApiError(429, 'tooManyRequests', { seconds: verdict.retryAfterSeconds }, null, {
          'retry-after': String(verdict.retryAfterSeconds),
        });
      }
      const [user] = await rows<{ id: number; password_hash: string }>(
        db,
        sql`select id, password_hash from users
            where lower(username) = lower(${username}) and active = 1 and deleted_at is null`,
      );
      // An unknown username costs the same time as a wrong password.
      const valid = await verifyPassword(user?.password_hash ?? (await decoyPasswordHash()), password);
      if (!user || !valid) throw new ApiError(401, 'loginFailed');
      await clearLoginAttempts(db, request.ip, username);
      await purgeExpiredTokens(db);
      const token = await issueToken(db, user.id, config);
      return { data: { access_token: token } };
    },

    logout: async ({ request }) => {
      if (request.tokenId !== null) await revokeToken(db, request.tokenId);
      // Every process forgets the sessions it keeps before the answer leaves (`server/cluster/bus.ts`).
      await context.bus.publish({ sessions: true });
      return { data: { message: apiMessage('loggedOut', languageOf(request)) } };
    },

    getUserMe: async ({ user }) => ({ data: user }),
  };
}
