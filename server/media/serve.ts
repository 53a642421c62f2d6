/**
 * Serves the stored files at `/uploads/<key>` (the `url` and `url_thumb` of media items). Only
 * keys of the storage's own form reach the disk (`absolutePath` refuses any other, so no path
 * leads out of the uploads folder); names never change, so answers are cached for a year. The
 * type comes from the key's extension, which the upload chose from the file's content; images
 * and the articles' MP3 audio are shown (played) inline, anything else is a download under the
 * uploaded file's name. Every answer
 * says `nosniff` and carries a CSP that runs nothing, should a file be opened directly.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rows } from '../db/client';
import { ApiError } from '../http/errors';
import { UPLOADS_CONTENT_SECURITY_POLICY } from '../http/security';
import type { ServerContext } from '../http/context';
import { MEDIA_URL_PREFIX } from './calls';

/** Content types by the extensions the upload stores. */
export const MEDIA_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  json: 'application/json',
  xml: 'application/xml',
  // The articles' spoken audio (issue #34), played by the editor's <audio> player.
  mp3: 'audio/mpeg',
};

const INLINE = new Set(['jpg', 'png', 'gif', 'webp', 'svg', 'mp3']);

/** `attachment` with the name in both forms (ASCII fallback and RFC 5987 UTF-8). */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function registerMediaFiles(app: FastifyInstance, context: ServerContext): void {
  const { db } = context.database;
  app.get<{ Params: { '*': string } }>(`${MEDIA_URL_PREFIX}*`, async (request, reply) => {
    const key = request.params['*'];
    let file: string;
    try {
      file = context.media.absolutePath(key);
    } catch {
      throw new ApiError(404, 'routeNotFound');
    }
    const found = await stat(file).catch(() => null);
    if (!found?.isFile()) throw new ApiError(404, 'routeNotFound');
    const extension = key.slice(key.lastIndexOf('.') + 1);
    reply.header('content-type', MEDIA_TYPES[extension] ?? 'application/octet-stream');
    reply.header('content-length', String(found.size));
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('content-security-policy', UPLOADS_CONTENT_SECURITY_POLICY);
    if (!INLINE.has(extension)) {
      const [row] = await rows<{ name: string }>(db, sql`select name from media where storage_key = ${key}`);
      reply.header('content-disposition', attachmentDisposition(row?.name ?? key.slice(key.lastIndexOf('/') + 1)));
    }
    return reply.send(createReadStream(file));
  });
}
