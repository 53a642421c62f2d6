/**
 * Serves the stored files at `/uploads/<key>` (the `url` and `url_thumb` of media items), from
 * whichever storage holds them (`storage.ts`): only keys of the storage's own form are looked
 * up (the drivers refuse any other, so no path leads out of the storage); names never change, so
 * answers are cached for a year. The type comes from the key's extension, which the upload chose
 * from the file's content; images and the articles' MP3 audio are shown (played) inline, anything
 * else is a download under the uploaded file's name. Every answer says `nosniff` and carries a CSP
 * that runs nothing, should a file be opened directly.
 *
 * With S3 and `S3_SERVE=redirect` the server answers a 302 to a short-lived signed URL instead,
 * at which the bucket sends the same type, disposition and caching (it cannot send the nosniff and
 * CSP headers: the bucket's origin is not the admin's, and a proxy or CDN in front of it may add
 * them; docs/configuration.md). Unknown keys answer 404 in both modes.
 */
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rows } from '../db/client';
import { ApiError } from '../http/errors';
import { UPLOADS_CONTENT_SECURITY_POLICY } from '../http/security';
import type { ServerContext } from '../http/context';
import { MEDIA_URL_PREFIX } from './calls';
import { contentTypeOf, isInline, STORED_FILE_CACHE_CONTROL } from './content-types';
import { isStorageKey, type SignedResponse } from './storage';

export { MEDIA_TYPES } from './content-types';

/** `attachment` with the name in both forms (ASCII fallback and RFC 5987 UTF-8). */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** A redirect is cached by the browser until this many seconds before its signed URL expires. */
const REDIRECT_MARGIN_SECONDS = 10;

export function registerMediaFiles(app: FastifyInstance, context: ServerContext): void {
  const { db } = context.database;
  const { media } = context;

  /** The headers of `key`'s answer: its type, caching, and (for downloads) the uploaded name. */
  async function headersOf(key: string): Promise<SignedResponse> {
    const headers = { contentType: contentTypeOf(key), cacheControl: STORED_FILE_CACHE_CONTROL };
    if (isInline(key)) return headers;
    const [row] = await rows<{ name: string }>(db, sql`select name from media where storage_key = ${key}`);
    return { ...headers, contentDisposition: attachmentDisposition(row?.name ?? key.slice(key.lastIndexOf('/') + 1)) };
  }

  app.get<{ Params: { '*': string } }>(`${MEDIA_URL_PREFIX}*`, async (request, reply) => {
    const key = request.params['*'];
    if (!isStorageKey(key)) throw new ApiError(404, 'routeNotFound');
    const headers = await headersOf(key);
    if (media.serve === 'redirect' && media.signedUrl) {
      if ((await media.stat(key)) === null) throw new ApiError(404, 'routeNotFound');
      const signed = await media.signedUrl(key, headers);
      const seconds = Math.floor((signed.expiresAt.getTime() - Date.now()) / 1000) - REDIRECT_MARGIN_SECONDS;
      reply.header('cache-control', seconds > 0 ? `private, max-age=${seconds}` : 'no-store');
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-security-policy', UPLOADS_CONTENT_SECURITY_POLICY);
      return reply.redirect(signed.url, 302);
    }
    // A HEAD (Fastify's, run through this handler) needs no content: the object is not fetched.
    const opened =
      request.method === 'HEAD'
        ? await media.stat(key).then((found) => found && { body: Readable.from([]), bytes: found.bytes })
        : await media.open(key);
    if (opened === null) throw new ApiError(404, 'routeNotFound');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('content-security-policy', UPLOADS_CONTENT_SECURITY_POLICY);
    reply.header('content-type', headers.contentType);
    reply.header('content-length', String(opened.bytes));
    reply.header('cache-control', headers.cacheControl);
    if (headers.contentDisposition !== undefined) reply.header('content-disposition', headers.contentDisposition);
    return reply.send(opened.body);
  });
}
