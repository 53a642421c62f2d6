/**
 * The API's error answers (ARCHITECTURE.md, "Errors"): every failure becomes `{message}` (422 adds
 * `errors` keyed by field path) in the caller's language. Nothing else reaches a client: a 500
 * says only its request id, under which the error is logged.
 */
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

/** Fastify's own errors (body parsing, limits) mapped to our messages. */
const FASTIFY_ERRORS: Readonly<Record<string, { status: number; key: ApiMessageKey }>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'invalidJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'invalidJson' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'payloadTooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'unsupportedMediaType' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'invalidJson' },
};

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'code' in error;
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
  request.log.error({ err: error, requestId: request.id }, 'request failed');
  return reply.code(500).send({ message: apiMessage('serverError', language, { requestId: request.id }) });
}
