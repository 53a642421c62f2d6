/** `POST login`, `GET logout`, `GET user/me`. */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiMessage } from '#core/messages';
import { rows } from '../db/client';
import { ApiError, invalidFromZod, languageOf } from '../http/errors';
import { userOf, type ServerContext } from '../http/context';
import { decoyPasswordHash, verifyPassword } from './passwords';
import { issueToken, purgeExpiredTokens, revokeToken } from './session';
import { clearLoginAttempts, recordLoginAttempt } from './throttle';

const loginBody = z.strictObject({
  username: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(255, { error: 'maxLength' }),
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(1024, { error: 'maxLength' }),
});

export function registerAuthRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db } = context.database;
  const { config } = context;

  app.post('/login', { config: { public: true } }, async (request) => {
    const language = languageOf(request);
    const parsed = loginBody.safeParse(request.body ?? {});
    if (!parsed.success) throw invalidFromZod(parsed.error, language);
    const { username, password } = parsed.data;
    const verdict = await recordLoginAttempt(db, request.ip, username, config);
    if (!verdict.allowed) {
      throw new ApiError(429, 'tooManyRequests', { seconds: verdict.retryAfterSeconds }, null, {
        'retry-after': String(verdict.retryAfterSeconds),
      });
    }
    const [user] = await rows<{ id: number; password_hash: string }>(
      db,
      sql`select id, password_hash from users where lower(username) = lower(${username}) and active = 1`,
    );
    // An unknown username costs the same time as a wrong password.
    const valid = await verifyPassword(user?.password_hash ?? (await decoyPasswordHash()), password);
    if (!user || !valid) throw new ApiError(401, 'loginFailed');
    await clearLoginAttempts(db, request.ip, username);
    await purgeExpiredTokens(db);
    const token = await issueToken(db, user.id, config);
    return { data: { access_token: token } };
  });

  app.get('/logout', async (request) => {
    userOf(request);
    if (request.tokenId !== null) await revokeToken(db, request.tokenId);
    return { data: { message: apiMessage('loggedOut', languageOf(request)) } };
  });

  app.get('/user/me', async (request) => ({ data: userOf(request) }));
}
