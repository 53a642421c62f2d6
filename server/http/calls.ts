/**
 * The server side of the platform calls declared in `core/contracts/platform.ts`: one route per
 * contract, registered from the contract's method and path, its parameters read and its body
 * parsed by the contract before the handler runs (422 naming each field, in the caller's
 * language), the token required unless the call is public. Handlers come as one object typed by
 * the contracts, so a contract without a handler (or a handler without a contract) does not
 * compile, and each handler's answer is checked against the contract's answer type.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AnswerOf, AnyCall, BodyOf, ContractContext, ParamValues } from '#core/contracts/define';
import { PLATFORM_CALLS, type PlatformCalls } from '#core/contracts/platform';
import { QueryReader, type Query } from '#core/query';
import type { CurrentUser } from '../auth/session';
import { can } from '#core/abilities';
import { forbidden, invalid, invalidFromZod, languageOf } from './errors';
import { userOf, type ServerContext } from './context';

export interface CallInput<C extends AnyCall> {
  readonly query: ParamValues<C['query']>;
  readonly params: ParamValues<C['params']>;
  readonly body: BodyOf<C>;
  /** The signed-in user; null only on public calls. */
  readonly user: C['access'] extends 'public' ? CurrentUser | null : CurrentUser;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

/** A handler answers the contract's answer, or sends another answer itself (a 503). */
export type CallHandler<C extends AnyCall> = (input: CallInput<C>) => Promise<AnswerOf<C> | FastifyReply>;

export type CallHandlers<Calls extends Readonly<Record<string, AnyCall>>> = {
  readonly [K in keyof Calls]: CallHandler<Calls[K]>;
};

export type PlatformHandlers = CallHandlers<PlatformCalls>;

/** What the parameters of the contracts depend on, from the server's entities. */
export function contractContext(context: ServerContext): ContractContext {
  return {
    entities: [...context.entities.values()].map((runtime) => ({ name: runtime.name, hasStatus: runtime.hasStatus })),
  };
}

function readParams(
  declared: AnyCall['query'],
  reader: QueryReader,
  context: ContractContext,
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [name, param] of Object.entries(declared)) result[name] = param.read(reader, name, context);
  return result;
}

function register<C extends AnyCall>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
  context: ContractContext,
): void {
  const url = call.path.replace(/\{([^}]+)\}/g, ':$1');
  app.route({
    method: call.method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE',
    url,
    config: { public: call.access === 'public' },
    handler: async (request, reply) => {
      const user = call.access === 'public' ? request.user : userOf(request);
      if (call.ability !== undefined && !can(user, call.ability)) throw forbidden();
      const language = languageOf(request);
      const pathReader = new QueryReader((request.params ?? {}) as Query, language);
      const params = readParams(call.params, pathReader, context);
      const reader = new QueryReader((request.query ?? {}) as Query, language);
      const query = readParams(call.query, reader, context);
      if (!pathReader.ok || !reader.ok) throw invalid({ ...pathReader.errors, ...reader.errors }, 'invalidQuery');
      let body: unknown = undefined;
      if (call.body) {
        const parsed = (call.body as z.ZodType).safeParse(request.body ?? {});
        if (!parsed.success) throw invalidFromZod(parsed.error, language);
        body = parsed.data;
      }
      reply.code(call.status);
      // The values were read by the contract's own parameters and body: they have its types.
      return handler({ query, params, body, user, request, reply } as CallInput<C>);
    },
  });
}

/** Registers each call of `contracts` with its handler. */
export function registerCalls<Calls extends Readonly<Record<string, AnyCall>>>(
  app: FastifyInstance,
  contracts: Calls,
  handlers: CallHandlers<Calls>,
  context: ContractContext,
): void {
  for (const name of Object.keys(contracts) as (keyof Calls & string)[]) {
    register(app, contracts[name] as AnyCall, handlers[name] as CallHandler<AnyCall>, context);
  }
}

/** Registers every platform call with its handler. */
export function registerPlatformCalls(app: FastifyInstance, context: ServerContext, handlers: PlatformHandlers): void {
  registerCalls(app, PLATFORM_CALLS, handlers, contractContext(context));
}
