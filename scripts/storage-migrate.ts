/**
 * `npm run storage:migrate [-- --from <folder>] [--concurrency <n>] [--verify content|etag]`:
 * copies a local uploads folder (default `DATA_DIR/uploads`) into the bucket the environment
 * names (`S3_BUCKET`, `S3_ENDPOINT`... as for the server: docs/configuration.md) and verifies
 * every object (`server/media/migrate.ts`). Prints a summary; exits 1 when any object failed, 2
 * on a wrong setting or option. Running it again copies only what is missing or differs.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, readConfig } from '../server/config';
import { migrateUploads, type VerifyMode } from '../server/media/migrate';
import { createS3Storage } from '../server/media/s3';
import { SCRATCH_FOLDER } from '../server/media/storage';

class UsageError extends Error {}

function options() {
  let values;
  try {
    ({ values } = parseArgs({
      options: { from: { type: 'string' }, concurrency: { type: 'string' }, verify: { type: 'string' } },
      strict: true,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const concurrency = Number(values.concurrency ?? '4');
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 32) {
    throw new UsageError(`--concurrency must be a whole number between 1 and 32 (got '${values.concurrency ?? ''}')`);
  }
  const modes: readonly VerifyMode[] = ['content', 'etag'];
  const verify = modes.find((mode) => mode === (values.verify ?? 'content'));
  if (verify === undefined) {
    throw new UsageError(`--verify must be content or etag (got '${values.verify ?? ''}')`);
  }
  return { from: values.from ?? null, concurrency, verify };
}

async function main(): Promise<number> {
  const args = options();
  const config = readConfig();
  if (config.storage.driver !== 's3') {
    throw new UsageError('no bucket to copy into: set S3_BUCKET (and S3_ENDPOINT, S3_REGION... as for the server)');
  }
  const from = path.resolve(args.from ?? path.join(config.dataDir, 'uploads'));
  const folder = await stat(from).catch(() => null);
  if (!folder?.isDirectory()) throw new UsageError(`${from} is not a folder`);
  const bucket = `${config.storage.bucket}${config.storage.prefix === '' ? '' : `/${config.storage.prefix}`}`;
  console.log(`storage:migrate: ${from} -> bucket ${bucket} (verify by ${args.verify})`);
  const storage = await createS3Storage(config.storage, path.join(config.dataDir, SCRATCH_FOLDER));
  try {
    const started = performance.now();
    const summary = await migrateUploads({
      from,
      to: storage,
      concurrency: args.concurrency,
      verify: args.verify,
      log: (line) => console.log(`  ${line}`),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `storage:migrate: ${summary.files} files: ${summary.copied} copied (${(summary.bytesCopied / 1024 / 1024).toFixed(1)} MB), ` +
        `${summary.skipped} skipped (already there, same content), ${summary.verified} verified, ` +
        `${summary.failed.length} failed, in ${seconds} s`,
    );
    for (const failure of summary.failed.slice(0, 20)) console.error(`  failed: ${failure.key}: ${failure.reason}`);
    if (summary.failed.length > 20) console.error(`  ... and ${summary.failed.length - 20} more`);
    return summary.failed.length === 0 ? 0 : 1;
  } finally {
    await storage.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError || error instanceof ConfigError) {
      console.error(`storage:migrate: ${error.message}`);
      process.exit(2);
    }
    console.error(error);
    process.exit(1);
  },
);
