/**
 * The server side of the platform calls declared in `core/contracts/platform.ts`: one route per
 * contract, registered from the contract's method and path, its parameters read and its body
 * parsed by the contract before the handler runs (422 naming each field, in the caller's
 * language), the token required unless the call is public. Handlers come as one object typed by
 * the contracts, so a contract without a handler (or a handler without a contract) does not
 * compile, and each handler's answer is checked against the contract's answer type.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  isComponentRef,
  type AnswerOf,
  type AnyCall,
  type BodyOf,
  type ContractContext,
  type ParamValues,
} from '#core/contracts/define';
import { PLATFORM_CALLS, type PlatformCalls } from '#core/contracts/platform';
import { QueryReader, type Query } from '#core/query';
import type { CurrentUser } from '../auth/session';
import type { IncomingFile } from '../media/upload';
import { formatMessage } from '#core/messages';
import { can } from '#core/abilities';
import { ApiError, forbidden, invalid, invalidFromZod, languageOf } from './errors';
import { userOf, type ServerContext } from './context';
import type { ResponseSchemaOf } from './answers';

export interface CallInput<C extends AnyCall> {
  readonly query: ParamValues<C['query']>;
  readonly params: ParamValues<C['params']>;
  readonly body: BodyOf<C>;
  /** The signed-in user; null only on public calls. */
  readonly user: C['access'] extends 'public' ? CurrentUser | null : CurrentUser;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  /**
   * The file part of an upload call (`upload` in its contract), streamed: the part's bytes are
   * not read until the handler reads the stream, and reading past `maxBytes` fails. A request
   * without the part answers 422. Calls that are no upload have no file: it throws.
   */
  readonly upload: (limits: { readonly maxBytes: number }) => Promise<IncomingFile>;
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
  responses: ResponseSchemaOf | undefined,
): void {
  const url = call.path.replace(/\{([^}]+)\}/g, ':$1');
  const response = responses?.(call);
  app.route({
    ...(response ? { schema: { response } } : {}),
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
      for (const set of call.together ?? []) {
        const missing = set.filter((name) => query[name] === undefined);
        if (missing.length < set.length) for (const name of missing) reader.fail(name, 'required');
      }
      if (!pathReader.ok || !reader.ok) throw invalid({ ...pathReader.errors, ...reader.errors }, 'invalidQuery');
      let body: unknown = undefined;
      if (call.body && isComponentRef(call.body)) {
        // An entity's item: its own validators check it, with their messages per field.
        body = request.body;
      } else if (call.body) {
        // The spec's query form: the body's fields as query parameters, when there is no body.
        const source = request.body ?? (call.queryForm ? request.query : undefined) ?? {};
        const parsed = call.body.safeParse(source);
        if (!parsed.success) throw invalidFromZod(parsed.error, language);
        body = parsed.data;
      }
      const parseErrors = new Set<Error>();
      const upload = async (limits: { readonly maxBytes: number }): Promise<IncomingFile> => {
        const part = call.upload;
        if (!part) throw new Error(`${call.method} ${call.path} declares no upload`);
        const missing = () => invalid({ [part.field]: [formatMessage('required', language)] });
        if (!request.isMultipart()) throw missing();
        const file = await request
          .file({
            // One byte over the limit, so that the reader sees the excess and refuses the file.
            limits: {
              fileSize: limits.maxBytes + 1,
              files: 1,
              fields: 10,
              fieldSize: 1024,
              parts: 11,
              headerPairs: 100,
            },
            throwFileSizeLimit: true,
          })
          .catch((error: unknown) => {
            throw malformedUpload(error);
          });
        if (!file) throw missing();
        if (file.fieldname !== part.field) {
          file.file.resume();
          throw missing();
        }
        // A client that goes away mid-upload: the part's stream fails, so the reader stops and
        // removes what it wrote (the parser alone would leave it waiting for more bytes).
        const stream = file.file;
        request.raw.once('close', () => {
          if (!request.raw.complete && !stream.readableEnded) stream.destroy(new Error('The upload was cut off'));
        });
        // The parser's own errors on the file's stream (a body that ends before the closing
        // boundary), and the cut-off above of a client that went away: the reader fails with
        // them, and the answer is a 400 (Fastify's 'request completed' line, at info level), not
        // a 500 logged as the server's error.
        const noteParseError = (error: unknown) => {
          if (error instanceof Error && !hasStatus(error)) parseErrors.add(error);
        };
        // A body already read whole (the usual case for a small one) may have failed before now.
        if (stream.errored) noteParseError(stream.errored);
        stream.on('error', noteParseError);
        return { filename: file.filename, stream };
      };
      reply.code(call.status);
      // The values were read by the contract's own parameters and body: they have its types.
      const input = { query, params, body, user, request, reply, upload } as CallInput<C>;
      if (!call.upload) return handler(input);
      try {
        return await handler(input);
      } catch (error) {
        // A refused upload answers at once; the rest of its body is not worth receiving.
        if (!request.raw.complete) reply.header('connection', 'close');
        throw error instanceof Error && parseErrors.has(error) ? new ApiError(400, 'malformedUpload') : error;
      }
    },
  });
}

/** An error that says its own HTTP status (the multipart plugin's limits, the API's errors). */
function hasStatus(error: Error): boolean {
  return error instanceof ApiError || typeof (error as { statusCode?: unknown }).statusCode === 'number';
}

/**
 * What reading a multipart body threw: the plugin's own errors keep their status (limits: 413);
 * the parser's (no boundary, a boundary that is not the body's, a body or part header that ends
 * early) are the client's: a 400 with its message, not a 500 with a stack trace in the log.
 */
function malformedUpload(error: unknown): unknown {
  return error instanceof Error && !hasStatus(error) ? new ApiError(400, 'malformedUpload') : error;
}

/** Registers each call of `contracts` with its handler. */
/**
 * Registers each call of `contracts` with its handler; with `responses` (`addAnswerSchemas`), each
 * JSON answer is written by its contract's schema.
 */
export function registerCalls<Calls extends Readonly<Record<string, AnyCall>>>(
  app: FastifyInstance,
  contracts: Calls,
  handlers: CallHandlers<Calls>,
  context: ContractContext,
  responses?: ResponseSchemaOf,
): void {
  for (const name of Object.keys(contracts) as (keyof Calls & string)[]) {
    register(app, contracts[name] as AnyCall, handlers[name] as CallHandler<AnyCall>, context, responses);
  }
}

/** Registers every platform call with its handler. */
export function registerPlatformCalls(
  app: FastifyInstance,
  context: ServerContext,
  handlers: PlatformHandlers,
  responses?: ResponseSchemaOf,
): void {
  registerCalls(app, PLATFORM_CALLS, handlers, contractContext(context), responses);
}
