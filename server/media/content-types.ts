/**
 * The answer headers of a stored file, decided by its key's extension (which the upload chose from
 * the file's content): the content type, and whether it is shown inline. Used by `serve.ts` for
 * `/uploads/`, and by the S3 driver, which stores each object with its type.
 */

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

/** Images and the articles' MP3 audio are shown (played) inline; anything else is a download. */
const INLINE: ReadonlySet<string> = new Set(['jpg', 'png', 'gif', 'webp', 'svg', 'mp3']);

/** The extension of a storage key (`ab/cd/abcd….jpg` → `jpg`). */
export function extensionOf(key: string): string {
  return key.slice(key.lastIndexOf('.') + 1);
}

export function contentTypeOf(key: string): string {
  return MEDIA_TYPES[extensionOf(key)] ?? 'application/octet-stream';
}

export function isInline(key: string): boolean {
  return INLINE.has(extensionOf(key));
}

/** Stored files never change (a new upload gets a new key): cached for a year. */
export const STORED_FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
