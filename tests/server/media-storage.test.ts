/**
 * The media storage's drivers (`server/media/storage.ts`, `server/media/s3.ts`) against one
 * contract: the local folder, and an S3-compatible bucket (the `s3rver` fake, under a key prefix).
 * Streaming writes into generated keys, atomic and stopped at once past the byte limit, leaving
 * nothing on any failure; moving temporary files in; open, stat, list, remove; keys of any other
 * form refused; the writability check. Then what is each driver's own: the local layout on disk,
 * the bucket's objects, content types and signed URLs.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../server/config';
import { createS3Storage, type S3Storage } from '../../server/media/s3';
import {
  InvalidKey,
  TooLarge,
  createLocalStorage,
  isStorageKey,
  newKey,
  type MediaStorage,
} from '../../server/media/storage';
import { startFakeS3, type FakeS3 } from '../support/s3';

const KEY_FORM = /^([0-9a-f]{2})\/([0-9a-f]{2})\/([0-9a-f]{32})\.([a-z0-9]+)$/;
const GOOD_KEY = 'ab/cd/abcd0123456789abcdef0123456789ab.jpg';
const BAD_KEYS = [
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

async function* chunks(count: number, size: number, onChunk?: (index: number) => void): AsyncGenerator<Uint8Array> {
  for (let index = 0; index < count; index += 1) {
    onChunk?.(index);
    yield new Uint8Array(size).fill(index % 256);
  }
}

async function readAll(body: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of body) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** Every stored key, sorted. */
async function keysOf(storage: MediaStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const stored of storage.list()) keys.push(stored.key);
  return keys.sort();
}

async function contentOf(storage: MediaStorage, key: string): Promise<string | null> {
  const opened = await storage.open(key);
  return opened === null ? null : (await readAll(opened.body)).toString('utf8');
}

let dir: string;
let fake: FakeS3;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'media-storage-'));
  fake = await startFakeS3();
}, 60_000);

afterAll(async () => {
  await fake.stop();
  await rm(dir, { recursive: true, force: true });
});

interface DriverCase {
  readonly name: string;
  make(): Promise<MediaStorage>;
}

const drivers: DriverCase[] = [
  { name: 'local', make: async () => createLocalStorage(path.join(dir, 'uploads')) },
  {
    name: 's3',
    make: () => createS3Storage(fake.settings({ S3_PREFIX: 'media/uploads' }), path.join(dir, 'uploads-tmp')),
  },
];

describe.each(drivers)('the $name media storage', (driver) => {
  let storage: MediaStorage;

  beforeAll(async () => {
    storage = await driver.make();
  });
  afterAll(async () => storage.close());

  const temporaryEntries = () => readdir(storage.temporaryFolder).catch(() => []);

  it('streams a file into a generated key with a two-level fan-out, read back with open and stat', async () => {
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
    const opened = await storage.open(stored.key);
    expect(opened?.bytes).toBe(content.length);
    expect(await readAll(opened?.body ?? Readable.from([]))).toEqual(content);
    const found = await storage.stat(stored.key);
    expect(found).toMatchObject({ key: stored.key, bytes: content.length });
    expect(Math.abs((found?.lastModified.getTime() ?? 0) - Date.now())).toBeLessThan(10 * 60_000);
    expect(await keysOf(storage)).toContain(stored.key);
    expect(await temporaryEntries()).toEqual([]);
  });

  it('gives every file its own name', async () => {
    const keys = await Promise.all(
      [1, 2, 3, 4, 5].map(async () => (await storage.write(chunks(1, 10), { extension: 'bin', maxBytes: 100 })).key),
    );
    expect(new Set(keys).size).toBe(5);
  });

  it('writes atomically: nothing is stored until the stream ends', async () => {
    const before = new Set(await keysOf(storage));
    let seenDuringWrite: string[] | null = null;
    async function* watched(): AsyncGenerator<Uint8Array> {
      yield new Uint8Array(1000);
      yield new Uint8Array(1000);
      // The first chunks are written: look at the storage before the stream ends.
      seenDuringWrite = await keysOf(storage);
      yield new Uint8Array(1000);
    }
    await storage.write(watched(), { extension: 'bin', maxBytes: 10_000 });
    const added = (await keysOf(storage)).filter((key) => !before.has(key));
    expect(added).toHaveLength(1);
    expect(seenDuringWrite).not.toBeNull();
    expect((seenDuringWrite ?? []).filter((key) => !before.has(key))).toEqual([]);
    expect(await temporaryEntries()).toEqual([]);
  });

  it('stops a stream past maxBytes at once and leaves nothing', async () => {
    const before = await keysOf(storage);
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
    expect(await keysOf(storage)).toEqual(before);
    expect(await temporaryEntries()).toEqual([]);

    // receive, as an upload uses it: the same stop, no temporary file left.
    produced = 0;
    const received: unknown = await storage
      .receive(
        chunks(1000, 1024, () => (produced += 1)),
        { maxBytes: 4 * 1024, headBytes: 16 },
      )
      .catch((caught: unknown) => caught);
    expect(received).toBeInstanceOf(TooLarge);
    expect(produced).toBe(5);
    expect(await temporaryEntries()).toEqual([]);
  });

  it('accepts exactly maxBytes', async () => {
    const stored = await storage.write(chunks(2, 512), { extension: 'bin', maxBytes: 1024 });
    expect(stored.bytes).toBe(1024);
  });

  it('leaves nothing when the source fails', async () => {
    const before = await keysOf(storage);
    async function* failing(): AsyncGenerator<Uint8Array> {
      yield new Uint8Array(100);
      throw new Error('connection reset');
    }
    await expect(storage.write(failing(), { extension: 'bin', maxBytes: 1000 })).rejects.toThrow('connection reset');
    expect(await keysOf(storage)).toEqual(before);
    expect(await temporaryEntries()).toEqual([]);
  });

  it('refuses an extension that is not lower-case letters and digits', async () => {
    for (const extension of ['', '../x', 'PDF', 'a/b', 'x'.repeat(11), 'p\u0000f']) {
      await expect(storage.write(chunks(1, 1), { extension, maxBytes: 10 })).rejects.toBeInstanceOf(InvalidKey);
      await expect(storage.temporaryPath(extension)).rejects.toBeInstanceOf(InvalidKey);
    }
  });

  it('receives into a temporary file with its head, moves it in, removes stored files', async () => {
    const received = await storage.receive(
      Readable.from([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.from('rest of it')]),
      {
        maxBytes: 100,
        headBytes: 6,
      },
    );
    expect(path.dirname(received.path)).toBe(storage.temporaryFolder);
    expect(received.bytes).toBe(14);
    expect(Buffer.from(received.head).toString('latin1')).toBe('\x89PNGre');
    const stored = await storage.moveIn(received.path, 'png');
    expect(KEY_FORM.test(stored.key)).toBe(true);
    expect(stored.bytes).toBe(14);
    await expect(stat(received.path)).rejects.toThrow();
    const opened = await storage.open(stored.key);
    expect((await readAll(opened?.body ?? Readable.from([]))).toString('latin1')).toBe('\x89PNGrest of it');

    await storage.remove(stored.key);
    expect(await storage.open(stored.key)).toBeNull();
    expect(await storage.stat(stored.key)).toBeNull();
    expect(await keysOf(storage)).not.toContain(stored.key);
    await expect(storage.remove(stored.key)).resolves.toBeUndefined();
  });

  it('moves in a file written to a temporary path, and one from another folder', async () => {
    const temporary = await storage.temporaryPath('png');
    expect(path.dirname(temporary)).toBe(storage.temporaryFolder);
    await writeFile(temporary, Buffer.from('12345'));
    const stored = await storage.moveIn(temporary, 'png');
    expect(stored.bytes).toBe(5);
    await expect(stat(temporary)).rejects.toThrow();
    expect(await contentOf(storage, stored.key)).toBe('12345');

    const outside = path.join(dir, `outside-${driver.name}.jpg`);
    await writeFile(outside, 'jpeg');
    const moved = await storage.moveIn(outside, 'jpg');
    expect(await contentOf(storage, moved.key)).toBe('jpeg');
    await expect(stat(outside)).rejects.toThrow();
  });

  it('answers null for a key of the right form that holds nothing', async () => {
    expect(isStorageKey(GOOD_KEY)).toBe(true);
    expect(await storage.open(GOOD_KEY)).toBeNull();
    expect(await storage.stat(GOOD_KEY)).toBeNull();
  });

  it('refuses any key that is not of the generated form', async () => {
    for (const key of BAD_KEYS) {
      expect(isStorageKey(key), key).toBe(false);
      await expect(storage.open(key), key).rejects.toBeInstanceOf(InvalidKey);
      await expect(storage.stat(key), key).rejects.toBeInstanceOf(InvalidKey);
      await expect(storage.remove(key), key).rejects.toBeInstanceOf(InvalidKey);
      if (storage.signedUrl) {
        await expect(
          storage.signedUrl(key, { contentType: 'image/jpeg', cacheControl: 'no-store' }),
          key,
        ).rejects.toBeInstanceOf(InvalidKey);
      }
    }
  });

  it('proves itself writable, leaving nothing behind', async () => {
    const before = await keysOf(storage);
    await expect(storage.check()).resolves.toBeUndefined();
    expect(await keysOf(storage)).toEqual(before);
    expect(await temporaryEntries()).toEqual([]);
  });
});

describe('the local folder', () => {
  it('keeps a stored file at its key under the root, temporary files in .tmp', async () => {
    const root = path.join(dir, 'layout');
    const storage = createLocalStorage(root);
    const stored = await storage.write(chunks(1, 3), { extension: 'bin', maxBytes: 10 });
    expect(await readFile(path.join(root, ...stored.key.split('/')))).toEqual(Buffer.from([0, 0, 0]));
    expect(storage.temporaryFolder).toBe(path.join(root, '.tmp'));
    // Files of other forms under the root are not the storage's.
    await writeFile(path.join(root, 'LEGGIMI.txt'), 'x');
    await writeFile(path.join(root, ...stored.key.split('/')) + '.part', 'x');
    expect(await keysOf(storage)).toEqual([stored.key]);
  });

  it('fails its check when the folder cannot be written', async () => {
    const blocker = path.join(dir, 'a-file');
    await writeFile(blocker, 'not a folder');
    await expect(createLocalStorage(path.join(blocker, 'uploads')).check()).rejects.toThrow();
  });
});

describe('the S3 bucket', () => {
  let storage: S3Storage;
  let client: S3Client;

  beforeAll(async () => {
    storage = await createS3Storage(fake.settings({ S3_PREFIX: 'own/' }), path.join(dir, 's3-own-tmp'));
    client = new S3Client({
      endpoint: fake.endpoint,
      region: fake.region,
      forcePathStyle: true,
      credentials: { accessKeyId: fake.accessKeyId, secretAccessKey: fake.secretAccessKey },
    });
  });
  afterAll(async () => {
    await storage.close();
    client.destroy();
  });

  const objectsUnder = async (prefix: string) =>
    ((await client.send(new ListObjectsV2Command({ Bucket: fake.bucket, Prefix: prefix }))).Contents ?? [])
      .map((object) => object.Key ?? '')
      .sort();

  it('stores each key as an object under the prefix, with the content type of its extension', async () => {
    const stored = await storage.write(Readable.from([Buffer.from('%PDF-1.4')]), { extension: 'pdf', maxBytes: 100 });
    expect(await objectsUnder('own/')).toEqual([`own/${stored.key}`]);
    const answer = await fetch(`${fake.endpoint}/${fake.bucket}/own/${stored.key}`);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(await answer.text()).toBe('%PDF-1.4');
    expect(await storage.head(stored.key)).toMatchObject({
      bytes: 8,
      etag: createHash('md5').update('%PDF-1.4').digest('hex'),
    });
  });

  it('lists only keys of its form under its prefix', async () => {
    for (const key of ['own/LEGGIMI.txt', 'own/ab/cd/not-a-key.jpg', `other/${GOOD_KEY}`]) {
      await client.send(new PutObjectCommand({ Bucket: fake.bucket, Key: key, Body: 'x' }));
    }
    const listed = await keysOf(storage);
    expect(listed.every((key) => isStorageKey(key))).toBe(true);
    expect(listed).not.toContain(GOOD_KEY);
    for (const key of ['own/LEGGIMI.txt', 'own/ab/cd/not-a-key.jpg', `other/${GOOD_KEY}`]) {
      await client.send(new DeleteObjectCommand({ Bucket: fake.bucket, Key: key }));
    }
  });

  it('lists past one page of objects', async () => {
    const paged = await createS3Storage(fake.settings({ S3_PREFIX: 'paged' }), path.join(dir, 's3-paged-tmp'));
    try {
      // Put straight into the bucket, 25 at a time: 1,005 uploads one by one take a while.
      const keys = Array.from({ length: 1005 }, () => newKey('txt'));
      for (let start = 0; start < keys.length; start += 25) {
        await Promise.all(
          keys
            .slice(start, start + 25)
            .map((key) => client.send(new PutObjectCommand({ Bucket: fake.bucket, Key: `paged/${key}`, Body: 'x' }))),
        );
      }
      expect(await keysOf(paged)).toEqual(keys.sort());
    } finally {
      await paged.close();
    }
  }, 300_000);

  it('signs a URL at which the bucket serves the object with the headers asked for', async () => {
    const stored = await storage.write(Readable.from([Buffer.from('contenuto')]), { extension: 'pdf', maxBytes: 100 });
    const signed = await storage.signedUrl(stored.key, {
      contentType: 'application/pdf',
      cacheControl: 'public, max-age=31536000, immutable',
      contentDisposition: 'attachment; filename="guida.pdf"',
    });
    expect(signed.url.startsWith(`${fake.endpoint}/${fake.bucket}/own/${stored.key}?`)).toBe(true);
    expect(signed.url).toContain('X-Amz-Signature=');
    // Valid for at least half the configured lifetime (300 s by default), at most all of it.
    const left = signed.expiresAt.getTime() - Date.now();
    expect(left).toBeGreaterThan(140_000);
    expect(left).toBeLessThanOrEqual(300_000);
    // Signed from the start of the window: the same URL again (unless a window ended in between).
    const again = await storage.signedUrl(stored.key, {
      contentType: 'application/pdf',
      cacheControl: 'public, max-age=31536000, immutable',
      contentDisposition: 'attachment; filename="guida.pdf"',
    });
    if (again.expiresAt.getTime() === signed.expiresAt.getTime()) expect(again.url).toBe(signed.url);
    const answer = await fetch(signed.url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="guida.pdf"');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await answer.text()).toBe('contenuto');
  });

  it('signs for the public endpoint when one is set', async () => {
    const publicOne = await createS3Storage(
      fake.settings({ S3_PUBLIC_ENDPOINT: 'https://media.example.org/', S3_SERVE: 'redirect' }),
      path.join(dir, 's3-public-tmp'),
    );
    try {
      expect(publicOne.serve).toBe('redirect');
      const signed = await publicOne.signedUrl(GOOD_KEY, { contentType: 'image/jpeg', cacheControl: 'no-store' });
      expect(signed.url.startsWith(`https://media.example.org/${fake.bucket}/${GOOD_KEY}?`)).toBe(true);
    } finally {
      await publicOne.close();
    }
  });

  it('fails to store, leaving no object and the file in place, and fails its check, on a missing bucket', async () => {
    const missing = await createS3Storage(
      fake.settings({ S3_BUCKET: 'no-such-bucket' }),
      path.join(dir, 's3-missing-tmp'),
    );
    try {
      const temporary = await missing.temporaryPath('jpg');
      await writeFile(temporary, 'jpeg');
      await expect(missing.moveIn(temporary, 'jpg')).rejects.toThrow();
      expect(await readFile(temporary, 'utf8')).toBe('jpeg');
      await rm(temporary);
      await expect(missing.write(chunks(1, 10), { extension: 'bin', maxBytes: 100 })).rejects.toThrow();
      expect(await readdir(missing.temporaryFolder)).toEqual([]);
      await expect(missing.check()).rejects.toThrow();
    } finally {
      await missing.close();
    }
  });

  it('fails its check when the bucket cannot be reached', async () => {
    const unreachable = await createS3Storage(
      fake.settings({ S3_ENDPOINT: 'http://127.0.0.1:9', S3_TIMEOUT_MS: '2000' }),
      path.join(dir, 's3-unreachable-tmp'),
    );
    try {
      await expect(unreachable.check()).rejects.toThrow();
    } finally {
      await unreachable.close();
    }
  });
});

describe('the storage settings (STORAGE, S3_*)', () => {
  const base = { NOMINATIM_URL: 'off' };
  const storageOf = (env: Record<string, string>) => readConfig({ ...base, ...env }).storage;

  it('keeps the local folder unless a bucket is named', () => {
    expect(storageOf({})).toEqual({ driver: 'local' });
    expect(storageOf({ STORAGE: 'local', S3_BUCKET: 'uploads' })).toEqual({ driver: 'local' });
  });

  it('reads the bucket, with its defaults and a normalised prefix', () => {
    expect(storageOf({ S3_BUCKET: 'er-uploads' })).toEqual({
      driver: 's3',
      bucket: 'er-uploads',
      endpoint: null,
      region: 'us-east-1',
      credentials: null,
      forcePathStyle: false,
      prefix: '',
      serve: 'proxy',
      signedUrlSeconds: 300,
      publicEndpoint: null,
      timeoutMs: 30_000,
    });
    expect(
      storageOf({
        STORAGE: 'S3',
        S3_BUCKET: 'er.uploads-1',
        S3_ENDPOINT: 'http://minio:9000/',
        S3_REGION: 'eu-south-1',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PREFIX: 'media/uploads/',
        S3_SERVE: 'redirect',
        S3_SIGNED_URL_SECONDS: '600',
        S3_PUBLIC_ENDPOINT: 'https://media.example.org',
        S3_TIMEOUT_MS: '5000',
      }),
    ).toEqual({
      driver: 's3',
      bucket: 'er.uploads-1',
      endpoint: 'http://minio:9000',
      region: 'eu-south-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
      prefix: 'media/uploads/',
      serve: 'redirect',
      signedUrlSeconds: 600,
      publicEndpoint: 'https://media.example.org',
      timeoutMs: 5000,
    });
    expect(storageOf({ S3_BUCKET: 'b12', S3_PREFIX: 'uploads' })).toMatchObject({ prefix: 'uploads/' });
  });

  it('stops the start on a wrong setting, naming it', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ STORAGE: 'disk' }, /^STORAGE must be local or s3/],
      [{ STORAGE: 's3' }, /^STORAGE=s3 needs S3_BUCKET/],
      [{ S3_ENDPOINT: 'http://minio:9000' }, /^S3_ENDPOINT set without S3_BUCKET/],
      [{ S3_BUCKET: 'Uploads' }, /^S3_BUCKET must be 3 to 63/],
      [{ S3_BUCKET: 'ab' }, /^S3_BUCKET must be 3 to 63/],
      [{ S3_BUCKET: 'a..b' }, /^S3_BUCKET must be 3 to 63/],
      [{ S3_BUCKET: 'b12', S3_REGION: 'EU West' }, /^S3_REGION must be/],
      [
        { S3_BUCKET: 'b12', S3_ACCESS_KEY_ID: 'key' },
        /^S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/,
      ],
      [{ S3_BUCKET: 'b12', S3_ENDPOINT: 'minio:9000' }, /^S3_ENDPOINT must start with http/],
      [{ S3_BUCKET: 'b12', S3_PUBLIC_ENDPOINT: 'ftp://x' }, /^S3_PUBLIC_ENDPOINT must start with http/],
      [{ S3_BUCKET: 'b12', S3_PREFIX: '../up' }, /^S3_PREFIX must be/],
      [{ S3_BUCKET: 'b12', S3_PREFIX: '/up' }, /^S3_PREFIX must be/],
      [{ S3_BUCKET: 'b12', S3_PREFIX: 'a b' }, /^S3_PREFIX must be/],
      [{ S3_BUCKET: 'b12', S3_SERVE: 'direct' }, /^S3_SERVE must be proxy or redirect/],
      [
        { S3_BUCKET: 'b12', S3_SIGNED_URL_SECONDS: '5' },
        /^S3_SIGNED_URL_SECONDS must be an integer between 10 and 604800/,
      ],
      [{ S3_BUCKET: 'b12', S3_SIGNED_URL_SECONDS: '604801' }, /^S3_SIGNED_URL_SECONDS must be an integer/],
      [{ S3_BUCKET: 'b12', S3_TIMEOUT_MS: '100' }, /^S3_TIMEOUT_MS must be an integer between 1000 and 600000/],
      [{ S3_BUCKET: 'b12', S3_FORCE_PATH_STYLE: 'maybe' }, /^S3_FORCE_PATH_STYLE must be true or false/],
    ];
    for (const [env, message] of cases) {
      expect(() => storageOf(env), JSON.stringify(env)).toThrow(ConfigError);
      expect(() => storageOf(env), JSON.stringify(env)).toThrow(message);
    }
  });
});
