import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidKey, TooLarge, createLocalStorage, isStorageKey, type MediaStorage } from '../../server/media/storage';

let dir: string;
let root: string;
let storage: MediaStorage;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'media-storage-'));
  root = path.join(dir, 'uploads');
  storage = createLocalStorage(root);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const KEY_FORM = /^([0-9a-f]{2})\/([0-9a-f]{2})\/([0-9a-f]{32})\.([a-z0-9]+)$/;

async function* chunks(count: number, size: number, onChunk?: (index: number) => void): AsyncGenerator<Uint8Array> {
  for (let index = 0; index < count; index += 1) {
    onChunk?.(index);
    yield new Uint8Array(size).fill(index % 256);
  }
}

async function temporaryEntries(): Promise<string[]> {
  return readdir(path.join(root, '.tmp')).catch(() => []);
}

describe('local media storage', () => {
  it('streams a file into a generated key with a two-level fan-out', async () => {
    const content = Buffer.from('nome;comune\nRocca;Forlì\n');
    const stored = await storage.write(Readable.from([content.subarray(0, 5), content.subarray(5)]), {
      extension: 'csv',
      maxBytes: 1024,
    });
    const match = KEY_FORM.exec(stored.key);
    expect(match).not.toBeNull();
    const [, first, second, name, extension] = match ?? [];
    expect(name?.startsWith(`${first}${second}`)).toBe(true);
    expect(extension).toBe('csv');
    expect(stored.bytes).toBe(content.length);
    expect(stored.sha256).toBe(createHash('sha256').update(content).digest('hex'));
    const file = storage.absolutePath(stored.key);
    expect(file).toBe(path.join(root, first ?? '', second ?? '', `${name}.csv`));
    expect(await readFile(file)).toEqual(content);
    expect(await temporaryEntries()).toEqual([]);
  });

  it('gives every file its own name', async () => {
    const keys = await Promise.all(
      [1, 2, 3, 4, 5].map(async () => (await storage.write(chunks(1, 10), { extension: 'bin', maxBytes: 100 })).key),
    );
    expect(new Set(keys).size).toBe(5);
  });

  it('writes atomically: nothing is at the final place until the stream ends', async () => {
    const before = new Set(await listFiles());
    let seenDuringWrite: string[] | null = null;
    async function* watched(): AsyncGenerator<Uint8Array> {
      yield new Uint8Array(1000);
      yield new Uint8Array(1000);
      // The first chunks are written: look at the folder before the stream ends.
      seenDuringWrite = await listFiles();
      yield new Uint8Array(1000);
    }
    await storage.write(watched(), { extension: 'bin', maxBytes: 10_000 });
    const added = (await listFiles()).filter((file) => !before.has(file));
    expect(added).toHaveLength(1);
    expect(seenDuringWrite).not.toBeNull();
    expect((seenDuringWrite ?? []).filter((file) => !before.has(file))).toEqual([]);
    expect(await temporaryEntries()).toEqual([]);
  });

  it('stops a stream past maxBytes at once and leaves no file', async () => {
    const before = await listFiles();
    let produced = 0;
    const error: unknown = await storage
      .write(
        chunks(1000, 1024, () => (produced += 1)),
        { extension: 'pdf', maxBytes: 10 * 1024 },
      )
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TooLarge);
    expect((error as TooLarge).maxBytes).toBe(10 * 1024);
    expect(produced).toBe(11);
    expect(await listFiles()).toEqual(before);
    expect(await temporaryEntries()).toEqual([]);
  });

  it('accepts exactly maxBytes', async () => {
    const stored = await storage.write(chunks(2, 512), { extension: 'bin', maxBytes: 1024 });
    expect(stored.bytes).toBe(1024);
  });

  it('removes the temporary file when the source fails', async () => {
    const before = await listFiles();
    async function* failing(): AsyncGenerator<Uint8Array> {
      yield new Uint8Array(100);
      throw new Error('connection reset');
    }
    await expect(storage.write(failing(), { extension: 'bin', maxBytes: 1000 })).rejects.toThrow('connection reset');
    expect(await listFiles()).toEqual(before);
    expect(await temporaryEntries()).toEqual([]);
  });

  it('refuses an extension that is not lower-case letters and digits', async () => {
    for (const extension of ['', '../x', 'PDF', 'a/b', 'x'.repeat(11), 'p\u0000f']) {
      await expect(storage.write(chunks(1, 1), { extension, maxBytes: 10 })).rejects.toBeInstanceOf(InvalidKey);
    }
  });

  it('moves a temporary file in and removes stored files', async () => {
    const temporary = await storage.temporaryPath('png');
    expect(path.dirname(temporary)).toBe(path.join(root, '.tmp'));
    await writeFile(temporary, Buffer.from('12345'));
    const stored = await storage.moveIn(temporary, 'png');
    expect(KEY_FORM.test(stored.key)).toBe(true);
    expect(stored.bytes).toBe(5);
    await expect(stat(temporary)).rejects.toThrow();
    expect(await readFile(storage.absolutePath(stored.key), 'utf8')).toBe('12345');

    await storage.remove(stored.key);
    await expect(stat(storage.absolutePath(stored.key))).rejects.toThrow();
    await expect(storage.remove(stored.key)).resolves.toBeUndefined();
  });

  it('moves in a file from another folder', async () => {
    const outside = path.join(dir, 'outside.jpg');
    await writeFile(outside, 'jpeg');
    const stored = await storage.moveIn(outside, 'jpg');
    expect(await readFile(storage.absolutePath(stored.key), 'utf8')).toBe('jpeg');
  });

  it('refuses any key that is not of the generated form', async () => {
    const good = 'ab/cd/abcd0123456789abcdef0123456789ab.jpg';
    expect(isStorageKey(good)).toBe(true);
    expect(storage.absolutePath(good)).toBe(path.join(root, 'ab', 'cd', 'abcd0123456789abcdef0123456789ab.jpg'));
    const bad = [
      '../../etc/passwd',
      '/etc/passwd',
      'a\u0000b',
      '',
      'ab/cd/../../../../etc/passwd',
      'ab/cd/abcd0123456789abcdef0123456789ab.jpg\u0000.png',
      'ab/cd/abcd0123456789abcdef0123456789ab.jpg/',
      '/ab/cd/abcd0123456789abcdef0123456789ab.jpg',
      'ab\\cd\\abcd0123456789abcdef0123456789ab.jpg',
      'AB/CD/ABCD0123456789ABCDEF0123456789AB.jpg',
      'ff/cd/abcd0123456789abcdef0123456789ab.jpg', // folders that do not match the name
      'ab/cd/abcd0123456789abcdef0123456789ab',
      'ab/cd/abcd0123456789abcdef0123456789a.jpg',
      'ab/cd/abcd0123456789abcdef0123456789ab.jpg\n',
      '.tmp/abcd0123456789abcdef0123456789ab.part',
      'ab/cd/abcd0123456789abcdef0123456789ab..jpg',
    ];
    for (const key of bad) {
      expect(isStorageKey(key)).toBe(false);
      expect(() => storage.absolutePath(key)).toThrow(InvalidKey);
    }
    await expect(storage.remove('../../etc/passwd')).rejects.toBeInstanceOf(InvalidKey);
  });
});

async function listFiles(): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && !entry.parentPath.includes('.tmp'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}
