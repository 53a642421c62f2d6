/**
 * An S3-compatible fake for tests and benchmarks: `s3rver` started in this process on a free port
 * of 127.0.0.1, storing in a temporary folder, with one bucket; path-style addresses (no DNS for
 * `<bucket>.127.0.0.1`). `stop()` closes it and removes the folder.
 *
 * A server process is pointed at it with `fake.env` (STORAGE, S3_BUCKET, S3_ENDPOINT, ...); a
 * driver in this process with `fake.settings()`.
 *
 * What the fake does not do, and the tests therefore do not prove: s3rver checks no signature
 * (a signed URL with a wrong signature, or wrong credentials, are accepted), and it stores the
 * SDK's default `aws-chunked` trailing-checksum bodies as they come (the driver turns those off,
 * which real S3 and MinIO accept too).
 *
 * On Node 20 one thing of s3rver's breaks, worked around here: a ListObjectsV2 answer of more than
 * one page fails with InternalError, as its continuation token is enciphered with DES, which
 * OpenSSL 3 has only in its legacy provider. `pageListings` answers such listings with a token of
 * its own (the last key, which the next request turns into `start-after`). The AWS SDK's one-time
 * warning that its releases after January 2027 need Node 22 is silenced.
 */
import { mkdtemp, rm, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { readConfig, type S3Settings } from '../../server/config';

/** The SDK's warning about Node 20, once per process: noise in test output. */
const SDK_WARNING = 'AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED';

/** What `pageListings` uses of s3rver's Koa context. */
interface ListingContext {
  readonly method: string;
  querystring: string;
  body: unknown;
  store: {
    listObjects(
      bucket: string,
      options: unknown,
    ): Promise<{ readonly isTruncated: boolean; readonly objects: readonly { readonly key: string }[] }>;
  };
}

const TOKEN_MARK = 'fake-s3:';

/**
 * Paged ListObjectsV2 without s3rver's DES token: a continuation token of ours becomes
 * `start-after`, and a truncated listing is answered untruncated by s3rver (so it makes no token)
 * and marked truncated, with our token, afterwards.
 */
async function pageListings(ctx: ListingContext, next: () => Promise<void>): Promise<void> {
  const query = new URLSearchParams(ctx.querystring);
  if (ctx.method !== 'GET' || query.get('list-type') !== '2') return next();
  const token = query.get('continuation-token');
  if (token !== null) {
    const decoded = Buffer.from(token, 'base64url').toString('utf8');
    query.delete('continuation-token');
    if (decoded.startsWith(TOKEN_MARK)) query.set('start-after', decoded.slice(TOKEN_MARK.length));
    ctx.querystring = query.toString();
  }
  const store = ctx.store;
  let lastKey: string | null = null;
  // The store itself for everything else the request does (CORS, the bucket's configuration...).
  const paged = Object.create(store) as ListingContext['store'];
  paged.listObjects = async (bucket, options) => {
    const result = await store.listObjects(bucket, options);
    if (!result.isTruncated) return result;
    lastKey = result.objects[result.objects.length - 1]?.key ?? null;
    return { ...result, isTruncated: false };
  };
  ctx.store = paged;
  await next();
  if (lastKey !== null && typeof ctx.body === 'string') {
    const nextToken = Buffer.from(`${TOKEN_MARK}${lastKey}`).toString('base64url');
    ctx.body = ctx.body.replace(
      '<IsTruncated>false</IsTruncated>',
      `<IsTruncated>true</IsTruncated><NextContinuationToken>${nextToken}</NextContinuationToken>`,
    );
  }
}

export interface FakeS3 {
  /** `http://127.0.0.1:<port>`. */
  readonly endpoint: string;
  readonly bucket: string;
  readonly region: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  /** Where s3rver keeps the bucket (`<directory>/<bucket>/...`). */
  readonly directory: string;
  /** The environment of a server process storing its uploads in the bucket. */
  readonly env: Readonly<Record<string, string>>;
  /** The driver settings `env` gives, with these variables added or replaced (`S3_SERVE`, `S3_PREFIX`...). */
  settings(overrides?: Readonly<Record<string, string>>): S3Settings;
  /** The file holding the content of the object named `objectKey` (prefix included), to corrupt it in tests. */
  objectFile(objectKey: string): string;
  /** Makes the object look last written `ageMs` ago (its Last-Modified is its file's mtime). */
  age(objectKey: string, ageMs: number): Promise<void>;
  /** Closes the fake (connections included) and removes its folder. */
  stop(): Promise<void>;
}

export async function startFakeS3(options: { readonly bucket?: string } = {}): Promise<FakeS3> {
  process.env[SDK_WARNING] = 'true';
  const bucket = options.bucket ?? 'er-uploads';
  const directory = await mkdtemp(path.join(os.tmpdir(), 'fake-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  // First of its middleware (s3rver is a Koa application; they are composed when it listens).
  (server as unknown as { middleware: unknown[] }).middleware.unshift(pageListings);
  let address;
  try {
    address = await server.run();
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
  // Node's server closes a kept-alive connection 5 s after its last answer; a client sending on it
  // at that moment reads ECONNRESET (a test's `fetch` did, in CI under load). Kept open longer
  // here, the clients end them (and `stop()` closes them all).
  const listening = (server as unknown as { httpServer?: { keepAliveTimeout: number; headersTimeout: number } })
    .httpServer;
  if (listening) {
    listening.keepAliveTimeout = 10 * 60_000;
    listening.headersTimeout = 10 * 60_000 + 1_000;
  }
  const endpoint = `http://127.0.0.1:${address.port}`;
  // s3rver's own default credentials (it checks none).
  const accessKeyId = 'S3RVER';
  const secretAccessKey = 'S3RVER';
  const region = 'us-east-1';
  const env: Record<string, string> = {
    STORAGE: 's3',
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: region,
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
    [SDK_WARNING]: 'true',
  };
  // s3rver's file system store: `<directory>/<bucket>/<folders of the key>/<name>._S3rver_object`.
  const objectFile = (objectKey: string): string => {
    const parts = objectKey.split('/');
    const name = parts.pop() ?? '';
    return path.join(directory, bucket, ...parts, `${name}._S3rver_object`);
  };
  let stopped: Promise<void> | null = null;
  return {
    endpoint,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    directory,
    env,
    objectFile,
    async age(objectKey, ageMs) {
      const when = new Date(Date.now() - ageMs);
      await utimes(objectFile(objectKey), when, when);
    },
    settings(overrides = {}) {
      const { storage } = readConfig({ ...env, ...overrides });
      if (storage.driver !== 's3') throw new Error('the fake S3 settings name no bucket');
      return storage;
    },
    stop() {
      stopped ??= (async () => {
        // Kept-alive connections of clients still open would hold close() until they time out.
        const http = (server as unknown as { httpServer?: { closeAllConnections?: () => void } }).httpServer;
        const closing = server.close();
        http?.closeAllConnections?.();
        await closing;
        await rm(directory, { recursive: true, force: true });
      })();
      return stopped;
    },
  };
}
