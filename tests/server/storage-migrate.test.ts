/**
 * `npm run storage:migrate` (`server/media/migrate.ts`, `scripts/storage-migrate.ts`): a local
 * uploads folder copied into a bucket (the `s3rver` fake), every object verified; a second run
 * copies nothing; an object changed in the bucket is found and copied again; an object that reads
 * back different from its file after the copy is reported as failed; and the command prints its
 * summary and exits non-zero when anything failed.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../server/config';
import { migrateUploads } from '../../server/media/migrate';
import { createS3Storage, type S3Storage } from '../../server/media/s3';
import { createLocalStorage } from '../../server/media/storage';
import { startFakeS3, type FakeS3 } from '../support/s3';

const run = promisify(execFile);

let dir: string;
let root: string;
let fake: FakeS3;
let bucket: S3Storage;
/** The stored files of the folder: key → content. */
const files = new Map<string, Buffer>();

async function readAll(body: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of body) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'storage-migrate-'));
  root = path.join(dir, 'uploads');
  fake = await startFakeS3();
  bucket = await createS3Storage(fake.settings({ S3_PREFIX: 'migrated' }), path.join(dir, 'scratch'));
  const local = createLocalStorage(root);
  const contents = [
    Buffer.alloc(0),
    Buffer.from('%PDF-1.4 orari'),
    Buffer.alloc(300_000, 7),
    createHash('sha512').update('x').digest(),
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  ];
  const extensions = ['txt', 'pdf', 'jpg', 'bin', 'svg'];
  for (const [index, content] of contents.entries()) {
    const stored = await local.write(Readable.from([content]), {
      extension: extensions[index] ?? 'bin',
      maxBytes: 1_000_000,
    });
    files.set(stored.key, content);
  }
  // Not stored files: left out.
  await writeFile(path.join(root, 'LEGGIMI.txt'), 'x');
  await mkdir(path.join(root, '.tmp'), { recursive: true });
  await writeFile(path.join(root, '.tmp', 'abandoned.part'), 'x');
}, 60_000);

afterAll(async () => {
  await bucket.close();
  await fake.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('storage:migrate', () => {
  it('copies every stored file into the bucket and verifies it', async () => {
    const lines: string[] = [];
    const summary = await migrateUploads({ from: root, to: bucket, log: (line) => lines.push(line) });
    expect(summary).toMatchObject({ files: 5, copied: 5, skipped: 0, verified: 5, failed: [] });
    expect(summary.bytesCopied).toBe([...files.values()].reduce((sum, content) => sum + content.length, 0));
    const listed: string[] = [];
    for await (const stored of bucket.list()) listed.push(stored.key);
    expect(listed.sort()).toEqual([...files.keys()].sort());
    for (const [key, content] of files) {
      const opened = await bucket.open(key);
      expect(await readAll(opened?.body ?? Readable.from([])), key).toEqual(content);
      // Stored with its type, and under the prefix.
      expect((await fetch(`${fake.endpoint}/${fake.bucket}/migrated/${key}`)).headers.get('content-type')).toBe(
        {
          txt: 'application/octet-stream',
          pdf: 'application/pdf',
          jpg: 'image/jpeg',
          bin: 'application/octet-stream',
          svg: 'image/svg+xml',
        }[key.slice(key.lastIndexOf('.') + 1)],
      );
    }
    expect(lines).toEqual([]);
  });

  it('copies nothing the second time, verifying every object all the same', async () => {
    for (const verify of ['content', 'etag'] as const) {
      const summary = await migrateUploads({ from: root, to: bucket, verify });
      expect(summary, verify).toMatchObject({ files: 5, copied: 0, skipped: 5, verified: 5, failed: [] });
    }
  });

  it('copies again an object that differs in the bucket', async () => {
    const [key, content] = [...files.entries()].find(([, value]) => value.length === 300_000) ?? [];
    if (!key || !content) throw new Error('no large file');
    // Same size, other bytes (s3rver keeps the ETag it computed at the upload: only the content tells).
    await writeFile(fake.objectFile(`migrated/${key}`), Buffer.alloc(content.length, 8));
    const summary = await migrateUploads({ from: root, to: bucket });
    expect(summary).toMatchObject({ files: 5, copied: 1, skipped: 4, verified: 5, failed: [] });
    expect(await readAll((await bucket.open(key))?.body ?? Readable.from([]))).toEqual(content);
  });

  it('reports an object that reads back different from its file after the copy', async () => {
    const [key] = [...files.entries()].find(([, value]) => value.toString().startsWith('%PDF')) ?? [];
    if (!key) throw new Error('no pdf');
    await bucket.remove(key);
    const wrong = path.join(dir, 'wrong.pdf');
    await writeFile(wrong, '%PDF-1.4 other');
    // A bucket that stores something else than it was sent, for this key.
    const corrupting: Pick<S3Storage, 'putFile' | 'head' | 'open'> = {
      putFile: (target, file) => bucket.putFile(target, target === key ? wrong : file),
      head: (target) => bucket.head(target),
      open: (target) => bucket.open(target),
    };
    const summary = await migrateUploads({ from: root, to: corrupting });
    expect(summary).toMatchObject({ files: 5, copied: 1, skipped: 4, verified: 4 });
    expect(summary.failed).toEqual([{ key, reason: 'copied, but the content read back differs (SHA-256)' }]);
    // The next run mends it.
    expect(await migrateUploads({ from: root, to: bucket })).toMatchObject({ copied: 1, verified: 5, failed: [] });
  });

  it('runs as a command: a summary, exit 0; exit 1 when objects fail; exit 2 on a wrong setting', async () => {
    const command = (env: Record<string, string>, args: string[] = []) =>
      run(process.execPath, ['--import', 'tsx', path.join(PROJECT_ROOT, 'scripts/storage-migrate.ts'), ...args], {
        cwd: PROJECT_ROOT,
        env: { PATH: process.env.PATH ?? '', HOME: os.homedir(), DATA_DIR: dir, ...env },
      }).then(
        ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
        (error: { code?: number; stdout?: string; stderr?: string }) => ({
          code: error.code ?? -1,
          stdout: error.stdout ?? '',
          stderr: error.stderr ?? '',
        }),
      );
    const copied = await command({ ...fake.env, S3_PREFIX: 'cli' }, ['--concurrency', '2']);
    expect(copied.stderr).toBe('');
    expect(copied.code).toBe(0);
    expect(copied.stdout).toContain(`${root} -> bucket ${fake.bucket}/cli/`);
    expect(copied.stdout).toMatch(
      /5 files: 5 copied \(0\.3 MB\), 0 skipped \(already there, same content\), 5 verified, 0 failed/,
    );

    const again = await command({ ...fake.env, S3_PREFIX: 'cli' }, ['--from', root, '--verify', 'etag']);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('5 files: 0 copied (0.0 MB), 5 skipped');

    const missing = await command({ ...fake.env, S3_BUCKET: 'no-such-bucket' });
    expect(missing.code).toBe(1);
    expect(missing.stdout).toContain(
      '5 files: 0 copied (0.0 MB), 0 skipped (already there, same content), 0 verified, 5 failed',
    );
    expect(missing.stderr).toContain('failed: ');

    const local = await command({});
    expect(local.code).toBe(2);
    expect(local.stderr).toContain('storage:migrate: no bucket to copy into');
    const wrongOption = await command(fake.env, ['--verify', 'md5']);
    expect(wrongOption.code).toBe(2);
    expect(wrongOption.stderr).toContain('--verify must be content or etag');
    const wrongFolder = await command(fake.env, ['--from', path.join(dir, 'nowhere')]);
    expect(wrongFolder.code).toBe(2);
    expect(await readFile(path.join(root, 'LEGGIMI.txt'), 'utf8')).toBe('x');
  }, 120_000);
});
