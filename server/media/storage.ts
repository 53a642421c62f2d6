/**
 * Where uploaded files live: a folder on the local disk (`DATA_DIR/uploads`).
 *
 * Every stored file gets a generated name, never the uploader's: 128 random bits in hex, under
 * two folders named after its first four hex digits (`ab/cd/abcd...ef.jpg`), so that no folder
 * grows past a few hundred entries even with millions of files. That form is the storage key;
 * `absolutePath` accepts no other, so no key can name a file outside the folder.
 *
 * Writes stream into a temporary file in `<root>/.tmp` (the same file system) and are renamed
 * into place once complete, so a stored file is never seen half-written; a stream that goes
 * past its byte limit is stopped at once (`TooLarge`), and on any failure the temporary file is
 * removed.
 */
import { createHash, randomBytes } from 'node:crypto';
import { copyFile, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

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

export interface MediaStorage {
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
  /** Moves a complete file (e.g. a temporary file written for sniffing) into the storage. */
  moveIn(tempPath: string, extension: string): Promise<StoredFile>;
  /**
   * A fresh path in the storage's temporary folder (same file system as the stored files), for
   * files written before `moveIn`; the caller removes it if it is not moved in.
   */
  temporaryPath(extension: string): Promise<string>;
  /** Removes a stored file; a file already gone is no error. */
  remove(key: string): Promise<void>;
  /** The file's path on disk; throws `InvalidKey` for a key the storage did not generate. */
  absolutePath(key: string): string;
}

const EXTENSION = /^[a-z0-9]{1,10}$/;
const KEY = /^([0-9a-f]{2})\/([0-9a-f]{2})\/([0-9a-f]{32})\.([a-z0-9]{1,10})$/;
/** The folder under the root that temporary files are written in (`sweep.ts` clears what a crash left). */
export const TEMPORARY_FOLDER = '.tmp';

/** Whether `key` has the form of a generated storage key. */
export function isStorageKey(key: string): boolean {
  if (key.length > 80) return false;
  const match = KEY.exec(key);
  if (match === null) return false;
  const [, first, second, name] = match;
  return name !== undefined && name.startsWith(`${first}${second}`);
}

function checkExtension(extension: string): string {
  if (!EXTENSION.test(extension)) throw new InvalidKey(extension);
  return extension;
}

function newKey(extension: string): string {
  const name = randomBytes(16).toString('hex');
  return `${name.slice(0, 2)}/${name.slice(2, 4)}/${name}.${checkExtension(extension)}`;
}

function toBuffer(chunk: Uint8Array | string): Buffer {
  return typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/** The storage of files under `root` (created when missing). */
export function createLocalStorage(root: string): MediaStorage {
  const base = path.resolve(root);
  const temporaryFolder = path.join(base, TEMPORARY_FOLDER);

  function absolutePath(key: string): string {
    if (!isStorageKey(key)) throw new InvalidKey(key);
    const file = path.join(base, ...key.split('/'));
    // Belt and braces: the pattern already rules out anything but the folder's own files.
    if (!file.startsWith(base + path.sep)) throw new InvalidKey(key);
    return file;
  }

  async function temporaryPath(extension: string): Promise<string> {
    await mkdir(temporaryFolder, { recursive: true });
    return path.join(temporaryFolder, `${randomBytes(16).toString('hex')}.${checkExtension(extension)}`);
  }

  /** Renames `from` to a new key's path; copies across file systems when renaming cannot. */
  async function place(from: string, extension: string): Promise<string> {
    const key = newKey(extension);
    const target = absolutePath(key);
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await rename(from, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      // Another file system: copy next to the target, then rename, so the target appears whole.
      const partial = `${target}.part`;
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

  /** Streams `source` to a new temporary file; on failure the file is removed. */
  async function stream(
    source: ByteSource,
    maxBytes: number,
    onChunk: (buffer: Buffer) => void,
  ): Promise<{ path: string; bytes: number }> {
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

  async function write(source: ByteSource, options: WriteOptions): Promise<StoredFile> {
    checkExtension(options.extension);
    const hash = createHash('sha256');
    const received = await stream(source, options.maxBytes, (buffer) => hash.update(buffer));
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
    await rm(absolutePath(key), { force: true });
  }

  return { write, receive, moveIn, temporaryPath, remove, absolutePath };
}
