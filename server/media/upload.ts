/**
 * One upload, from the multipart stream to a row of `media` (spec platform.md "Uploads"):
 *
 * 1. the uploader's file name is checked (kept as data only: never a path, never a stored name);
 * 2. the stream goes to a temporary file, stopped at once past the rules' byte limit;
 * 3. the type is decided by the content (`detect.ts`) and checked against the rules: images only
 *    for the images collection, the schema field's accepted types for file fields;
 * 4. images are decoded with sharp (pixel limit, minimum longest side) through the app's bounded
 *    queue (`queue.ts`) and stored as a standard rendition and a thumbnail with their metadata
 *    stripped; SVG is sanitised (`svg.ts`); other files are moved in as received;
 * 5. the row is inserted. On any failure the temporary file and every file stored so far are
 *    removed, so a refused or cut-off upload leaves neither a file nor a row.
 *
 * Every refusal answers the spec's message ('Impossibile caricare il file...'), or the field's own
 * message for a type it does not accept ('Sono ammessi solo files pdf.'): 413 past the size
 * limit, 422 otherwise. An image finding the queue full answers 503 'Riprova tra poco' with a
 * Retry-After (before its body is read when the collection takes images only).
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { UPLOAD_LIMITS } from '#core/limits';
import { formatMessage } from '#core/messages';
import type { FieldMeta } from '#core/model';
import type { UiLanguage } from '#core/languages';
import { rows, type Executor } from '../db/client';
import { ApiError, invalid } from '../http/errors';
import type { ServerContext } from '../http/context';
import { detectType, HEAD_BYTES, matchesAccepted, type DetectedType } from './detect';
import { ImageRejected, processImage } from './images';
import { QUEUE_RETRY_SECONDS, QueueFull } from './queue';
import { sanitizeSvg, SvgRejected } from './svg';
import { TooLarge } from './storage';

export { UPLOAD_LIMITS };

/** The collection of the media gallery. */
export const IMAGES_COLLECTION = 'images';
/** The collection of `POST attachments/upload`. */
export const ATTACHMENTS_COLLECTION = 'attachments';

/** What an upload must satisfy. */
export interface UploadRules {
  readonly collection: string;
  /** Only images (JPEG, PNG, WebP, GIF, SVG). */
  readonly imagesOnly: boolean;
  /** The field's accepted types (`.pdf`, `image/*`...); empty accepts every type we recognise. */
  readonly accept: readonly string[];
  /** Validation message key for a type the field does not accept. */
  readonly typeMessage: string;
  readonly maxBytes: number;
  /** Minimum longest side of an image (and the `{n}` of the refusal message). */
  readonly minLongestSide: number;
  /** False where the spec exempts images from the side check (file fields, attachments). */
  readonly checkSide: boolean;
}

/** The rules of a collection when no schema field names them. */
export function collectionRules(collection: string): UploadRules {
  const images = collection === IMAGES_COLLECTION;
  return {
    collection,
    imagesOnly: images,
    accept: [],
    typeMessage: 'uploadRejected',
    maxBytes: images ? UPLOAD_LIMITS.imageBytes : UPLOAD_LIMITS.fileBytes,
    minLongestSide: UPLOAD_LIMITS.minLongestSide,
    checkSide: images,
  };
}

/** The rules of a schema field of kind images or files; null for other kinds. */
export function fieldRules(collection: string, field: FieldMeta): UploadRules | null {
  if (field.kind === 'images') {
    return { ...collectionRules(IMAGES_COLLECTION), collection, minLongestSide: field.minLongestSide };
  }
  if (field.kind === 'files') {
    return {
      collection,
      imagesOnly: false,
      accept: field.accept,
      typeMessage: field.acceptMessage,
      maxBytes: Math.min(field.maxBytes, UPLOAD_LIMITS.fileBytes),
      minLongestSide: UPLOAD_LIMITS.minLongestSide,
      checkSide: false,
    };
  }
  return null;
}

/** The field at a dotted path (`attachments`, `paragrafi.attachments`) among `fields`. */
export function fieldAt(fields: readonly FieldMeta[], path: string): FieldMeta | null {
  const [head, ...rest] = path.split('.');
  const field = fields.find((candidate) => candidate.name === head);
  if (!field) return null;
  if (rest.length === 0) return field;
  return field.kind === 'group' || field.kind === 'list' ? fieldAt(field.fields, rest.join('.')) : null;
}

/** A file part of a multipart request, as the contract's upload reader hands it over. */
export interface IncomingFile {
  /** The name the client sent, undecoded path included (never used as a path). */
  readonly filename: string;
  readonly stream: NodeJS.ReadableStream;
}

/** Control characters (NUL included) and path separators have no place in a file's name. */
function hasUnsafeCharacter(name: string): boolean {
  for (const char of name) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || code === 0x7f || char === '/' || char === '\\') return true;
  }
  return false;
}

/** Whether the uploader's name can be kept as data: 1-255 characters, no path, no control characters. */
export function isAcceptableName(name: string): boolean {
  const trimmed = name.trim();
  return (
    trimmed.length > 0 &&
    name.length <= UPLOAD_LIMITS.name &&
    !hasUnsafeCharacter(name) &&
    trimmed !== '.' &&
    trimmed !== '..'
  );
}

/** A refused upload: the spec's message, or the rule's own. */
function refused(language: UiLanguage, rules: UploadRules, status: 413 | 422, key = 'uploadRejected'): ApiError {
  const message = formatMessage(key, language, { n: rules.minLongestSide, max: rules.maxBytes });
  return new ApiError(status, 'uploadRefused', { message }, { file: [message] });
}

/** The answer to an image that finds the queue full. */
function busy(): ApiError {
  return new ApiError(503, 'tryAgainShortly', {}, null, { 'retry-after': String(QUEUE_RETRY_SECONDS) });
}

/** The stream error of `@fastify/multipart` when a part goes past its `fileSize` limit. */
function isFileSizeLimit(error: unknown): boolean {
  return (
    error instanceof TooLarge || (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE')
  );
}

/** A stored upload, as inserted into `media`. */
export interface StoredUpload {
  readonly id: number;
}

interface Stored {
  readonly storageKey: string;
  readonly thumbKey: string | null;
  readonly mime: string;
  readonly bytes: number;
  readonly width: number | null;
  readonly height: number | null;
}

/** Stores the received file at `path` (of `type`) with the processing its family needs. */
async function storeFile(
  context: ServerContext,
  path: string,
  type: DetectedType,
  rules: UploadRules,
  created: string[],
): Promise<Stored> {
  const { media } = context;
  if (type.family === 'image') {
    const outputs = {
      standard: await media.temporaryPath(type.extension),
      thumb: await media.temporaryPath(type.extension),
    };
    try {
      const processed = await context.imageQueue.run(() =>
        processImage(path, outputs, { minLongestSide: rules.checkSide ? rules.minLongestSide : 1 }),
      );
      const standard = await media.moveIn(outputs.standard, type.extension);
      created.push(standard.key);
      const thumb = await media.moveIn(outputs.thumb, type.extension);
      created.push(thumb.key);
      return {
        storageKey: standard.key,
        thumbKey: thumb.key,
        mime: type.mime,
        bytes: standard.bytes,
        width: processed.standard.width,
        height: processed.standard.height,
      };
    } finally {
      await Promise.all([rm(outputs.standard, { force: true }), rm(outputs.thumb, { force: true })]);
    }
  }
  if (type.family === 'vector') {
    const clean = sanitizeSvg(await readFile(path, 'utf8'));
    const temporary = await media.temporaryPath(type.extension);
    try {
      await writeFile(temporary, clean, { flag: 'wx', mode: 0o640 });
      const stored = await media.moveIn(temporary, type.extension);
      created.push(stored.key);
      // A vector is its own thumbnail.
      return {
        storageKey: stored.key,
        thumbKey: stored.key,
        mime: type.mime,
        bytes: stored.bytes,
        width: null,
        height: null,
      };
    } finally {
      await rm(temporary, { force: true });
    }
  }
  const stored = await media.moveIn(path, type.extension);
  created.push(stored.key);
  return { storageKey: stored.key, thumbKey: null, mime: type.mime, bytes: stored.bytes, width: null, height: null };
}

async function insertRow(db: Executor, rules: UploadRules, name: string, stored: Stored, userId: number) {
  const [row] = await rows<{ id: number }>(
    db,
    sql`insert into media (collection, storage_key, thumb_key, name, mime, bytes, width, height, uploaded_by)
        values (${rules.collection}, ${stored.storageKey}, ${stored.thumbKey}, ${name}, ${stored.mime},
                ${stored.bytes}, ${stored.width}, ${stored.height}, ${userId})
        returning id`,
  );
  if (!row) throw new Error('insert into media returned no row');
  return row;
}

/** Drains what is left of a refused part, so the request ends normally (bounded by the part's limit). */
function discard(stream: NodeJS.ReadableStream): void {
  stream.on('error', () => undefined);
  stream.resume();
}

/**
 * Receives, checks, processes and stores one uploaded file, then inserts its row; answers the
 * new row's id. Throws the API's refusal (413/422) for a file the rules do not allow.
 */
export async function storeUpload(
  context: ServerContext,
  incoming: IncomingFile,
  rules: UploadRules,
  meta: { readonly userId: number; readonly language: UiLanguage },
): Promise<StoredUpload> {
  const { language } = meta;
  if (!isAcceptableName(incoming.filename)) {
    discard(incoming.stream);
    throw refused(language, rules, 422);
  }
  // Only images go to this collection: with the queue full, none of the file is worth receiving.
  if (rules.imagesOnly && context.imageQueue.full) {
    discard(incoming.stream);
    throw busy();
  }
  let received;
  try {
    received = await context.media.receive(incoming.stream, { maxBytes: rules.maxBytes, headBytes: HEAD_BYTES });
  } catch (error) {
    if (isFileSizeLimit(error)) {
      discard(incoming.stream);
      throw refused(language, rules, 413);
    }
    throw error;
  }
  const created: string[] = [];
  try {
    const type = received.bytes === 0 ? null : detectType(received.head);
    if (type === null) throw refused(language, rules, 422);
    if (rules.imagesOnly && type.family !== 'image' && type.family !== 'vector') throw refused(language, rules, 422);
    if (!matchesAccepted(type, rules.accept)) throw refused(language, rules, 422, rules.typeMessage);
    const stored = await storeFile(context, received.path, type, rules, created);
    return await insertRow(context.database.db, rules, incoming.filename.trim(), stored, meta.userId);
  } catch (error) {
    await Promise.all(created.map((key) => context.media.remove(key)));
    if (error instanceof ImageRejected || error instanceof SvgRejected) throw refused(language, rules, 422);
    if (error instanceof QueueFull) throw busy();
    throw error;
  } finally {
    await rm(received.path, { force: true });
  }
}

/**
 * The rules of an upload request: the schema field's when `entity` and `field` name one. The two
 * come together or not at all (the call's `together`, checked before the handler runs).
 */
export function rulesOf(
  context: ServerContext,
  request: { readonly collection: string; readonly entity?: string; readonly field?: string },
  language: UiLanguage,
): UploadRules {
  if (request.entity === undefined || request.field === undefined) return collectionRules(request.collection);
  const runtime = context.entities.get(request.entity);
  if (!runtime) throw invalid({ entity: [formatMessage('option', language)] }, 'invalidQuery');
  const field = fieldAt([...runtime.meta.fields, ...runtime.meta.contents], request.field);
  const rules = field ? fieldRules(request.collection, field) : null;
  if (!rules) throw invalid({ field: [formatMessage('option', language)] }, 'invalidQuery');
  return rules;
}
