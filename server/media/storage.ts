/**
 * Where uploaded files live: the `MediaStorage` interface, and its default driver, a folder on the
 * local disk (`DATA_DIR/uploads`). The S3-compatible driver is `s3.ts`; `openStorage` picks one
 * from the settings (`STORAGE`, `S3_BUCKET`: docs/configuration.md).
 *
 * Every stored file gets a generated name, never the uploader's: 128 random bits in hex, under
 * two folders named after its first four hex digits (`ab/cd/abcd...ef.jpg`), so that no folder
 * grows past a few hundred entries even with millions of files. That form is the storage key;
 * the drivers accept no other (`InvalidKey`), so no key can name a file outside the storage.
 * Nothing outside the drivers knows where a stored file is: it is read with `open`, listed with
 * `list`, and served by `serve.ts` through them.
 *
 * Temporary files are always local (sharp and the speech engine read and write files): a scratch
 * folder of the driver's (`<root>/.tmp` for the local folder, on the same file system as the
 * stored files; `DATA_DIR/uploads-tmp` for S3). Writes stream into a temporary file and are moved
 * in once complete, so a stored file is never seen half-written; a stream that goes past its byte
 * limit is stopped at once (`TooLarge`), and on any failure the temporary file is removed.
 */
import { createHash, randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, copyFile, mkdir, open, opendir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { StorageSettings } from '../config';

/** A write that went past its `maxBytes`; nothing was stored. */
export class TooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`File larger than ${maxBytes} bytes`);
    this.name = 'TooLarge';
  }
}

/** A key or extension that is not of the storage's own form. */
export class InvalidKey extends Error {
  constructor(what: string) {
    super(`Invalid storage key or extension: ${JSON.stringify(what.slice(0, 100))}`);
    this.name = 'InvalidKey';
  }
}

export interface StoredFile {
  /** The storage key: `ab/cd/<32 hex digits>.<extension>`. */
  readonly key: string;
  readonly bytes: number;
  /** SHA-256 of the content, hex (set by `write`). */
  readonly sha256?: string;
}

/** A stored file as `list` and `stat` see it. */
export interface StoredObject {
  readonly key: string;
  readonly bytes: number;
  /** When it was last written (the local file's mtime, the object's Last-Modified). */
  readonly lastModified: Date;
}

/** A stored file opened for reading (`open`): the caller consumes or destroys `body`. */
export interface OpenedFile {
  readonly body: Readable;
  readonly bytes: number;
}

/** The answer headers a signed URL makes the storage itself send (`signedUrl`). */
export interface SignedResponse {
  readonly contentType: string;
  readonly cacheControl: string;
  /** `attachment; filename=...` for downloads; none for files shown inline. */
  readonly contentDisposition?: string;
}

export interface SignedUrl {
  readonly url: string;
  /** When the URL stops working. */
  readonly expiresAt: Date;
}

export interface WriteOptions {
  /** Extension of the stored file, without the dot: lower-case letters and digits. */
  readonly extension: string;
  /** The write fails with `TooLarge` as soon as the stream goes past this many bytes. */
  readonly maxBytes: number;
}

export type ByteSource = AsyncIterable<Uint8Array> | NodeJS.ReadableStream;

/** A stream received into a temporary file (`receive`). */
export interface ReceivedFile {
  /** The temporary file: moved in with `moveIn`, or removed by the caller. */
  readonly path: string;
  readonly bytes: number;
  /** The first `headBytes` bytes (fewer for a shorter file), to decide the type. */
  readonly head: Uint8Array;
}

export type StorageDriver = 'local' | 's3';

export interface MediaStorage {
  readonly driver: StorageDriver;
  /** The local folder of temporary files (`temporaryPath`); the sweeper clears what a crash left there. */
  readonly temporaryFolder: string;
  /**
   * How `/uploads/<key>` answers: `proxy`, the content through the server (the local folder
   * always); `redirect`, a redirect to a short-lived `signedUrl` (S3 with `S3_SERVE=redirect`).
   */
  readonly serve: 'proxy' | 'redirect';
  /** Streams `source` into a new stored file. */
  write(source: ByteSource, options: WriteOptions): Promise<StoredFile>;
  /**
   * Streams `source` into a temporary file, keeping its first `headBytes` bytes; fails with
   * `TooLarge` as soon as it goes past `maxBytes` (the temporary file is removed on any failure).
   */
  receive(
    source: ByteSource,
    options: { readonly maxBytes: number; readonly headBytes: number },
  ): Promise<ReceivedFile>;
  /**
   * Stores a complete local file (e.g. a temporary file written for sniffing) under a new key; the
   * file is gone afterwards (moved, or uploaded and removed). On failure nothing is stored and the
   * file stays, for the caller to remove.
   */
  moveIn(tempPath: string, extension: string): Promise<StoredFile>;
  /**
   * A fresh path in the scratch folder, for files written before `moveIn`; the caller removes it
   * if it is not moved in.
   */
  temporaryPath(extension: string): Promise<string>;
  /** Removes a stored file; a file already gone is no error. Throws `InvalidKey` for a key of another form. */
  remove(key: string): Promise<void>;
  /** Opens a stored file for reading; null when there is none. Throws `InvalidKey` for a key of another form. */
  open(key: string): Promise<OpenedFile | null>;
  /** A stored file's size and last write; null when there is none. Throws `InvalidKey` for a key of another form. */
  stat(key: string): Promise<StoredObject | null>;
  /** Every stored file (keys of the storage's form only), in no particular order. */
  list(): AsyncIterable<StoredObject>;
  /**
   * A URL at which the storage serves the file itself for a short while, with these headers (S3
   * only: a pre-signed GET). Throws `InvalidKey` for a key of another form.
   */
  signedUrl?(key: string, response: SignedResponse): Promise<SignedUrl>;
  /**
   * Proves the storage writable: writes a small probe object and removes it, and the scratch
   * folder too; throws (with the storage's own error) when it cannot.
   */
  check(): Promise<void>;
  /** Releases the storage's connections (S3); nothing to release for the local folder. */
  close(): Promise<void>;
}

const EXTENSION = /^[a-z0-9]{1,10}$/;
const KEY = /^([0-9a-f]{2})\/([0-9a-f]{2})\/([0-9a-f]{32})\.([a-z0-9]{1,10})$/;
const FAN_OUT = /^[0-9a-f]{2}$/;
/** The folder under the local root that temporary files are written in (`sweep.ts` clears what a crash left). */
export const TEMPORARY_FOLDER = '.tmp';
/** The scratch folder under DATA_DIR of the drivers whose stored files are not local (S3). */
export const SCRATCH_FOLDER = 'uploads-tmp';

/** Whether `key` has the form of a generated storage key. */
export function isStorageKey(key: string): boolean {
  if (key.length > 80) return false;
  const match = KEY.exec(key);
  if (match === null) return false;
  const [, first, second, name] = match;
  return name !== undefined && name.startsWith(`${first}${second}`);
}

/** `key` when it is of the storage's form; `InvalidKey` otherwise. */
export function checkKey(key: string): string {
  if (!isStorageKey(key)) throw new InvalidKey(key);
  return key;
}

export function checkExtension(extension: string): string {
  if (!EXTENSION.test(extension)) throw new InvalidKey(extension);
  return extension;
}

/** A new storage key with this extension. */
export function newKey(extension: string): string {
  const name = randomBytes(16).toString('hex');
  return `${name.slice(0, 2)}/${name.slice(2, 4)}/${name}.${checkExtension(extension)}`;
}

function toBuffer(chunk: Uint8Array | string): Buffer {
  return typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/** The local scratch folder every driver writes its temporary files in. */
export interface Scratch {
  readonly folder: string;
  temporaryPath(extension: string): Promise<string>;
  /** Streams `source` to a new temporary file, stopped past `maxBytes`; on failure the file is removed. */
  stream(
    source: ByteSource,
    maxBytes: number,
    onChunk: (buffer: Buffer) => void,
  ): Promise<{ readonly path: string; readonly bytes: number }>;
  receive(
    source: ByteSource,
    options: { readonly maxBytes: number; readonly headBytes: number },
  ): Promise<ReceivedFile>;
  /** Writes and removes a probe file: throws when the folder is not writable. */
  check(): Promise<void>;
}

export function createScratch(folder: string): Scratch {
  const base = path.resolve(folder);

  async function temporaryPath(extension: string): Promise<string> {
    await mkdir(base, { recursive: true });
    return path.join(base, `${randomBytes(16).toString('hex')}.${checkExtension(extension)}`);
  }

  async function stream(source: ByteSource, maxBytes: number, onChunk: (buffer: Buffer) => void) {
    const temporary = await temporaryPath('part');
    let bytes = 0;
    try {
      const handle = await open(temporary, 'wx', 0o640);
      try {
        for await (const chunk of source as AsyncIterable<Uint8Array | string>) {
          const buffer = toBuffer(chunk);
          bytes += buffer.byteLength;
          if (bytes > maxBytes) throw new TooLarge(maxBytes);
          onChunk(buffer);
          await handle.write(buffer);
        }
        await handle.sync();
      } finally {
        await handle.close();
      }
      return { path: temporary, bytes };
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async function receive(
    source: ByteSource,
    options: { readonly maxBytes: number; readonly headBytes: number },
  ): Promise<ReceivedFile> {
    const head = Buffer.alloc(options.headBytes);
    let kept = 0;
    const received = await stream(source, options.maxBytes, (buffer) => {
      if (kept < options.headBytes) kept += buffer.copy(head, kept, 0, options.headBytes - kept);
    });
    return { ...received, head: head.subarray(0, kept) };
  }

  async function check(): Promise<void> {
    const probe = await temporaryPath('probe');
    try {
      await writeFile(probe, 'probe', { flag: 'wx', mode: 0o640 });
    } finally {
      await rm(probe, { force: true });
    }
  }

  return { folder: base, temporaryPath, stream, receive, check };
}

/** The storage of files under `root` (created when missing); temporary files in `<root>/.tmp`. */
export function createLocalStorage(root: string): MediaStorage {
  const base = path.resolve(root);
  const scratch = createScratch(path.join(base, TEMPORARY_FOLDER));

  function fileOf(key: string): string {
    const file = path.join(base, ...checkKey(key).split('/'));
    // Belt and braces: the pattern already rules out anything but the folder's own files.
    if (!file.startsWith(base + path.sep)) throw new InvalidKey(key);
    return file;
  }

  /** Renames `from` to a new key's path; copies across file systems when renaming cannot. */
  async function place(from: string, extension: string): Promise<string> {
    const key = newKey(extension);
    const target = fileOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await rename(from, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      // Another file system: copy into the scratch folder (the target's file system), then
      // rename, so the target appears whole; a crash leaves the copy where the sweeper looks.
      const partial = await scratch.temporaryPath('part');
      try {
        await copyFile(from, partial);
        await rename(partial, target);
      } catch (copyError) {
        await rm(partial, { force: true });
        throw copyError;
      }
      await rm(from, { force: true });
    }
    return key;
  }

  async function write(source: ByteSource, options: WriteOptions): Promise<StoredFile> {
    checkExtension(options.extension);
    const hash = createHash('sha256');
    const received = await scratch.stream(source, options.maxBytes, (buffer) => hash.update(buffer));
    try {
      const key = await place(received.path, options.extension);
      return { key, bytes: received.bytes, sha256: hash.digest('hex') };
    } catch (error) {
      await rm(received.path, { force: true });
      throw error;
    }
  }

  async function moveIn(tempPath: string, extension: string): Promise<StoredFile> {
    checkExtension(extension);
    const { size } = await stat(tempPath);
    const key = await place(tempPath, extension);
    return { key, bytes: size };
  }

  async function remove(key: string): Promise<void> {
    await rm(fileOf(key), { force: true });
  }

  async function statKey(key: string): Promise<StoredObject | null> {
    const found = await stat(fileOf(key)).catch(() => null);
    return found?.isFile() ? { key, bytes: found.size, lastModified: found.mtime } : null;
  }

  async function openKey(key: string): Promise<OpenedFile | null> {
    const file = fileOf(key);
    const handle = await open(file, 'r').catch(() => null);
    if (!handle) return null;
    try {
      const found = await handle.stat();
      if (!found.isFile()) {
        await handle.close();
        return null;
      }
      // The stream owns the handle from here (closed at its end or when destroyed).
      return { body: handle.createReadStream(), bytes: found.size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  /** Entries of `folder` (none when it is missing), read one by one. */
  async function* entries(folder: string) {
    const directory = await opendir(folder).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    });
    if (directory) yield* directory;
  }

  async function* list(): AsyncGenerator<StoredObject> {
    // The two fan-out levels, then the files: anything else under the root is not the storage's.
    for await (const first of entries(base)) {
      if (!first.isDirectory() || !FAN_OUT.test(first.name)) continue;
      for await (const second of entries(path.join(base, first.name))) {
        if (!second.isDirectory() || !FAN_OUT.test(second.name)) continue;
        for await (const file of entries(path.join(base, first.name, second.name))) {
          const key = `${first.name}/${second.name}/${file.name}`;
          if (!file.isFile() || !isStorageKey(key)) continue;
          const found = await statKey(key);
          if (found) yield found;
        }
      }
    }
  }

  async function check(): Promise<void> {
    await scratch.check();
    // The stored files' folder itself must be writable too (the scratch folder is inside it).
    await access(base, constants.W_OK);
  }

  return {
    driver: 'local',
    temporaryFolder: scratch.folder,
    serve: 'proxy',
    write,
    receive: scratch.receive,
    moveIn,
    temporaryPath: scratch.temporaryPath,
    remove,
    open: openKey,
    stat: statKey,
    list,
    check,
    close: async () => undefined,
  };
}

/**
 * The storage the settings name: the local folder `DATA_DIR/uploads` (the default), or an
 * S3-compatible bucket, whose SDK is loaded only then (half a second and some 20 MB).
 */
export async function openStorage(settings: StorageSettings, dataDir: string): Promise<MediaStorage> {
  if (settings.driver === 'local') return createLocalStorage(path.join(dataDir, 'uploads'));
  const { createS3Storage } = await import('./s3');
  return createS3Storage(settings, path.join(dataDir, SCRATCH_FOLDER));
}
