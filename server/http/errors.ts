/**
 * The API's error answers (ARCHITECTURE.md, "Errors"): every failure becomes `{message}` (422 adds
 * `errors` keyed by field path) in the caller's language. Nothing else reaches a client: a 500
 * says only its request id, under which the error is logged.
 */
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiMessage, type ApiMessageKey } from '#core/messages';
import { issuesByPath } from '#core/validation';
import { uiLanguageFrom, type UiLanguage } from '#core/languages';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly key: ApiMessageKey,
    readonly params: Readonly<Record<string, string | number>> = {},
    /** Field path → messages (422), already in the caller's language. */
    readonly errors: Readonly<Record<string, string[]>> | null = null,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(key);
  }
}

export const unauthenticated = (): ApiError => new ApiError(401, 'unauthenticated');
export const forbidden = (): ApiError => new ApiError(403, 'forbidden');
export const notFound = (): ApiError => new ApiError(404, 'notFound');
export const conflict = (): ApiError => new ApiError(409, 'conflict');

/** A 422 with field errors. */
export function invalid(errors: Readonly<Record<string, string[]>>, key: ApiMessageKey = 'validationFailed'): ApiError {
  return new ApiError(422, key, {}, errors);
}

/** A 422 from a zod failure, messages in the caller's language. */
export function invalidFromZod(error: z.ZodError, language: UiLanguage, key?: ApiMessageKey): ApiError {
  return invalid(issuesByPath(error, language), key);
}

export function languageOf(request: FastifyRequest): UiLanguage {
  return uiLanguageFrom(request.headers['accept-language']);
}

/**
 * Fastify's own errors (body parsing, limits, the router through `frameworkErrors`, static files)
 * mapped to our messages. The router's errors carry the URL in their text: it is never sent.
 */
const FASTIFY_ERRORS: Readonly<Record<string, { status: number; key: ApiMessageKey }>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'invalidJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'invalidJson' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'payloadTooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'unsupportedMediaType' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'invalidJson' },
  // A percent-encoding that does not decode (`%E0%A4%A`).
  FST_ERR_BAD_URL: { status: 400, key: 'badRequest' },
  // A path parameter longer than the router's `maxParamLength`.
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, key: 'uriTooLong' },
  // A static path that is not canonical (`..`, `//`) or that the file system cannot check (a name
  // too long): no file is served under it, so it is missing like any other.
  FST_STATIC_FORBIDDEN_PATH: { status: 404, key: 'routeNotFound' },
};

/** The message of any other client error a library raises (the file server's 412 or 416, say). */
const STATUS_MESSAGES: Readonly<Partial<Record<number, ApiMessageKey>>> = {
  403: 'forbidden',
  404: 'routeNotFound',
  408: 'requestTimeout',
  413: 'payloadTooLarge',
  414: 'uriTooLong',
  415: 'unsupportedMediaType',
  431: 'headersTooLarge',
};

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'code' in error;
}

/** The 4xx status a library's error carries (`statusCode`, as Fastify and http-errors set it). */
function clientErrorStatus(error: unknown): number | null {
  if (!(error instanceof Error) || !('statusCode' in error)) return null;
  const status = error.statusCode;
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 499 ? status : null;
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  const language = languageOf(request);
  if (error instanceof ApiError) {
    const body: { message: string; errors?: Readonly<Record<string, string[]>> } = {
      message: apiMessage(error.key, language, error.params),
    };
    if (error.errors) body.errors = error.errors;
    return reply.code(error.status).headers(error.headers).send(body);
  }
  if (error instanceof z.ZodError) {
    return sendError(request, reply, invalidFromZod(error, language));
  }
  if (isFastifyError(error)) {
    const known = FASTIFY_ERRORS[error.code];
    if (known) return reply.code(known.status).send({ message: apiMessage(known.key, language) });
    // JSON.parse failures surface as a SyntaxError with statusCode 400 on some paths.
    if (error.statusCode === 400 && error instanceof SyntaxError) {
      return reply.code(400).send({ message: apiMessage('invalidJson', language) });
    }
  }
  const status = clientErrorStatus(error);
  if (status !== null) {
    return reply.code(status).send({ message: apiMessage(STATUS_MESSAGES[status] ?? 'badRequest', language) });
  }
  request.log.error({ err: loggedError(error), requestId: request.id }, 'request failed');
  return reply.code(500).send({ message: apiMessage('serverError', language, { requestId: request.id }) });
}

/** Characters of an error's message and stack written to the log. */
const LOGGED_TEXT_MAX = 4000;

/**
 * An unexpected error as it is logged: its type, message and stack (and its cause's), each cut
 * to a few kB, since a failed statement's message carries its parameters, which a hostile request
 * can make megabytes long.
 */
export function loggedError(error: unknown, depth = 0): Record<string, unknown> {
  const cut = (text: string): string =>
    text.length > LOGGED_TEXT_MAX ? `${text.slice(0, LOGGED_TEXT_MAX)}… (${text.length} characters)` : text;
  if (!(error instanceof Error)) return { message: cut(String(error)) };
  const logged: Record<string, unknown> = {
    type: error.name,
    message: cut(error.message),
    stack: cut(error.stack ?? ''),
  };
  if ('code' in error && typeof error.code === 'string') logged.code = error.code;
  if (error.cause !== undefined && depth < 3) logged.cause = loggedError(error.cause, depth + 1);
  return logged;
}

/** The answer to an error of Node's HTTP parser: its status, reason phrase and message. */
function parserErrorAnswer(code: string | undefined): { status: number; reason: string; key: ApiMessageKey } {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, reason: 'Request Header Fields Too Large', key: 'headersTooLarge' };
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, reason: 'Request Timeout', key: 'requestTimeout' };
  return { status: 400, reason: 'Bad Request', key: 'badRequest' };
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refused (headers too large, not
 * HTTP at all, too slow) never becomes a Fastify request, so the answer is written on the socket:
 * a `{message}` in Italian (the headers, `accept-language` among them, cannot be trusted), the
 * headers given, and the connection closed.
 */
export function answerClientError(
  error: Error & { code?: string },
  socket: Socket,
  headers: Readonly<Record<string, string>> = {},
): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // Like Node's own handler: nothing is written after an answer has started on this socket.
  const pending = (socket as Socket & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
  if (!socket.writable || pending?.headersSent) {
    socket.destroy(error);
    return;
  }
  const { status, reason, key } = parserErrorAnswer(error.code);
  const body = JSON.stringify({ message: apiMessage(key, 'it') });
  const lines = [
    `HTTP/1.1 ${status} ${reason}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`, () => socket.destroy());
}
