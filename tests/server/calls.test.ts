/**
 * The server side of a contract (server/http/calls.ts), on a contract of its own: the route comes
 * from the method and path, the ability is checked before the handler, path and query parameters
 * are read with the list rules and the body parsed by its zod schema (422 naming each field),
 * and the handler receives typed values and answers with the contract's status.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall, param } from '../../core/contracts/define';
import { VALIDATION_MESSAGES } from '../../core/messages';
import type { CurrentUser } from '../../server/auth/session';
import { registerCalls } from '../../server/http/calls';
import { sendError } from '../../server/http/errors';

// Not registered as components: only the generator needs their names, and it never sees these.
const Note = z.strictObject({ text: z.string({ error: 'required' }).max(5, { error: 'maxLength' }) });
const Echo = z.object({ data: z.object({ id: z.number(), size: z.string(), text: z.string() }) });

const CALLS = {
  echoNote: defineCall({
    method: 'post',
    path: '/notes/{id}',
    summary: 'Echo',
    access: 'user',
    ability: 'note-edit',
    params: { id: param.integer({ min: 1, max: 99, required: true, description: 'Note id.' }) },
    query: { size: param.oneOf(['s', 'l'], { default: 's', description: 'Size.' }) },
    body: Note,
    answer: Echo,
    status: 201,
    errors: [401, 403, 422],
  }),
};

function user(abilities: Record<string, 1>): CurrentUser {
  return { id: 1, username: 'u', first_name: '', last_name: '', email: '', roles: {}, abilities, redazione_tipo: null };
}

describe('a call registered from its contract', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    app.decorateRequest('user', null);
    app.decorateRequest('tokenId', null);
    app.addHook('onRequest', async (request) => {
      request.user = request.headers['x-test-user'] === 'editor' ? user({ 'note-edit': 1 }) : user({});
    });
    app.setErrorHandler((error, request, reply) => sendError(request, reply, error));
    registerCalls(
      app,
      CALLS,
      {
        echoNote: async ({ params, query, body }) => ({ data: { id: params.id, size: query.size, text: body.text } }),
      },
      { entities: [] },
    );
    await app.ready();
  });
  afterAll(async () => app.close());

  const post = (url: string, payload: unknown, who = 'editor') =>
    app.inject({ method: 'POST', url, payload: payload as object, headers: { 'x-test-user': who } });

  it('answers the handler with the contract status and typed values', async () => {
    const answer = await post('/notes/7?size=l', { text: 'ciao' });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({ data: { id: 7, size: 'l', text: 'ciao' } });
    expect((await post('/notes/7', { text: 'ciao' })).json()).toEqual({ data: { id: 7, size: 's', text: 'ciao' } });
  });

  it('refuses a caller without the ability before reading anything', async () => {
    expect((await post('/notes/0?size=x', {}, 'reader')).statusCode).toBe(403);
  });

  it('names every bad parameter at once, then every bad body field', async () => {
    const parameters = await post('/notes/100?size=x', { text: 'ciao' });
    expect(parameters.statusCode).toBe(422);
    expect(parameters.json().errors).toEqual({
      id: [VALIDATION_MESSAGES.maxNumber.it.replace('{max}', '99')],
      size: [VALIDATION_MESSAGES.option.it],
    });
    const body = await post('/notes/1', { text: 'troppo lungo', other: 1 });
    expect(body.statusCode).toBe(422);
    expect(Object.keys(body.json().errors as Record<string, unknown>).sort()).toEqual(['other', 'text']);
  });
});
