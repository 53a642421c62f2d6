/**
 * Copies a local uploads folder into an S3-compatible bucket and verifies every object
 * (`npm run storage:migrate`, `scripts/storage-migrate.ts`; docs/configuration.md).
 *
 * Every stored file of the folder (keys of the storage's form: `.tmp/` and anything else are left
 * out) is read once for its size, SHA-256 and MD5. An object already in the bucket under its key,
 * of the same size and content, is skipped; any other is uploaded (with its MD5, which S3 checks on
 * receipt) and then verified: its size read back and, by default, its whole content read back and
 * hashed (`verify: 'content'`); or, quicker, its ETag compared with the MD5 (`verify: 'etag'`: an
 * ETag is the MD5 of a single-part upload's content; an ETag of another form, from a multipart
 * upload or some kinds of server-side encryption, is checked by content all the same). A skipped
 * object is checked the same way. Running it again copies only what is missing or differs, so it
 * can be run while the server still writes to the folder, and once more after it is stopped.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { S3Storage } from './s3';
import { createLocalStorage } from './storage';

export type VerifyMode = 'content' | 'etag';

export interface MigrationOptions {
  /** The local uploads folder (`DATA_DIR/uploads`). */
  readonly from: string;
  readonly to: Pick<S3Storage, 'putFile' | 'head' | 'open'>;
  /** Files copied at once (default 4). */
  readonly concurrency?: number;
  readonly verify?: VerifyMode;
  /** Progress lines (default: none). */
  readonly log?: (line: string) => void;
}

export interface MigrationFailure {
  readonly key: string;
  readonly reason: string;
}

export interface MigrationSummary {
  /** Stored files found in the folder. */
  readonly files: number;
  readonly copied: number;
  /** Already in the bucket with the same size and content. */
  readonly skipped: number;
  /** Objects whose size and content in the bucket were checked equal to the file's (copied or skipped). */
  readonly verified: number;
  readonly failed: readonly MigrationFailure[];
  readonly bytesCopied: number;
}

interface LocalFile {
  readonly bytes: number;
  readonly sha256: string;
  readonly md5: string;
}

async function digest(source: Readable): Promise<LocalFile> {
  const sha256 = createHash('sha256');
  const md5 = createHash('md5');
  let bytes = 0;
  for await (const chunk of source) {
    const buffer = chunk as Buffer;
    bytes += buffer.byteLength;
    sha256.update(buffer);
    md5.update(buffer);
  }
  return { bytes, sha256: sha256.digest('hex'), md5: md5.digest('hex') };
}

const PLAIN_MD5 = /^[0-9a-f]{32}$/;

/** Why the object under `key` is not the file `local` (null: it is). */
async function differs(
  to: MigrationOptions['to'],
  key: string,
  local: LocalFile,
  mode: VerifyMode,
): Promise<string | null> {
  const head = await to.head(key);
  if (head === null) return 'not in the bucket';
  if (head.bytes !== local.bytes) return `${head.bytes} bytes in the bucket, ${local.bytes} in the folder`;
  if (mode === 'etag' && head.etag !== null && PLAIN_MD5.test(head.etag)) {
    return head.etag === local.md5 ? null : 'its ETag is not the MD5 of the file';
  }
  const opened = await to.open(key);
  if (opened === null) return 'not in the bucket';
  const remote = await digest(opened.body);
  if (remote.bytes !== local.bytes) return `${remote.bytes} bytes read back, ${local.bytes} in the folder`;
  return remote.sha256 === local.sha256 ? null : 'the content read back differs (SHA-256)';
}

export async function migrateUploads(options: MigrationOptions): Promise<MigrationSummary> {
  const { to } = options;
  const mode = options.verify ?? 'content';
  const log = options.log ?? (() => undefined);
  const root = path.resolve(options.from);
  const source = createLocalStorage(root).list()[Symbol.asyncIterator]();
  let files = 0;
  let copied = 0;
  let skipped = 0;
  let verified = 0;
  let bytesCopied = 0;
  const failed: MigrationFailure[] = [];

  async function migrate(key: string): Promise<void> {
    const file = path.join(root, ...key.split('/'));
    const local = await digest(createReadStream(file));
    if ((await differs(to, key, local, mode)) === null) {
      skipped += 1;
      verified += 1;
      return;
    }
    await to.putFile(key, file, { md5Base64: Buffer.from(local.md5, 'hex').toString('base64') });
    copied += 1;
    bytesCopied += local.bytes;
    const problem = await differs(to, key, local, mode);
    if (problem !== null) throw new Error(`copied, but ${problem}`);
    verified += 1;
  }

  // Workers share the folder's listing (an async generator queues concurrent calls to next()).
  const worker = async (): Promise<void> => {
    for (let next = await source.next(); !next.done; next = await source.next()) {
      const { key } = next.value;
      files += 1;
      try {
        await migrate(key);
      } catch (error) {
        failed.push({ key, reason: error instanceof Error ? error.message : String(error) });
        log(`failed: ${key}: ${failed[failed.length - 1]?.reason ?? ''}`);
      }
      if (files % 100 === 0) log(`${files} files: ${copied} copied, ${skipped} skipped, ${failed.length} failed...`);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  return { files, copied, skipped, verified, failed, bytesCopied };
}
