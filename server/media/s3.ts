/**
 * The S3-compatible driver of `MediaStorage` (`STORAGE=s3`: AWS S3, MinIO, Ceph, Garage...;
 * settings in docs/configuration.md). Object keys are the storage keys under `S3_PREFIX`.
 *
 * Uploads stream through the local scratch folder (`DATA_DIR/uploads-tmp`): a stream is written
 * there first, stopped at once past its byte limit, and the complete file is then sent with one
 * PutObject from a file stream with its length (never held in memory whole; up to 100 MB, well
 * under S3's 5 GB for one request). A PutObject stores the object whole or not at all; after a
 * failed or uncertain one the key is deleted as well, so a failure leaves no object.
 *
 * The SDK is loaded when the driver is created, not with the server: the local default does not
 * pay its half second and 20 MB. Its default trailing checksums (`aws-chunked` bodies) are turned
 * off: several S3-compatible servers store them as part of the object.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';
import { contentTypeOf } from './content-types';
import {
  checkExtension,
  checkKey,
  createScratch,
  isStorageKey,
  newKey,
  type ByteSource,
  type MediaStorage,
  type OpenedFile,
  type SignedResponse,
  type SignedUrl,
  type StoredFile,
  type StoredObject,
  type WriteOptions,
} from './storage';

/** An object as HeadObject answers it (`head`), for the migration's checks. */
export interface ObjectHead {
  readonly bytes: number;
  /** The ETag without its quotes: the content's MD5 in hex for a single-part upload. */
  readonly etag: string | null;
  readonly lastModified: Date;
}

export interface S3Storage extends MediaStorage {
  readonly driver: 's3';
  readonly bucket: string;
  readonly prefix: string;
  /** Uploads the local `file` as `key` (a storage key), sending its MD5 for the server to check when given. */
  putFile(key: string, file: string, options?: { readonly md5Base64?: string }): Promise<void>;
  /** HeadObject of `key`; null when there is none. */
  head(key: string): Promise<ObjectHead | null>;
  signedUrl(key: string, response: SignedResponse): Promise<SignedUrl>;
}

/** Attempts of a PutObject (each from a fresh file stream: the SDK cannot rewind one). */
const PUT_ATTEMPTS = 3;
/** Objects asked for in one ListObjectsV2 page (S3's most). */
const LIST_PAGE = 1000;
/** Connections to the bucket at most per process (each proxied download holds one while it lasts). */
const MAX_SOCKETS = 256;

interface ErrorWithMetadata {
  readonly name?: string;
  readonly $metadata?: { readonly httpStatusCode?: number };
  readonly $retryable?: unknown;
}

function statusOf(error: unknown): number | undefined {
  return (error as ErrorWithMetadata | null)?.$metadata?.httpStatusCode;
}

/** No such object (a missing bucket is an error of the settings, not a missing file; HeadObject cannot tell). */
function isNotFound(error: unknown): boolean {
  const name = (error as ErrorWithMetadata | null)?.name;
  return name === 'NoSuchKey' || name === 'NotFound' || (statusOf(error) === 404 && name !== 'NoSuchBucket');
}

/** Worth another attempt: no answer at all, a server error, throttling, or what the SDK says is retryable. */
function isTransient(error: unknown): boolean {
  const status = statusOf(error);
  return (
    status === undefined || status >= 500 || status === 429 || Boolean((error as ErrorWithMetadata | null)?.$retryable)
  );
}

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** The client options the settings give (`endpoint` replaced for the signer of public URLs). */
function clientConfig(settings: S3Settings, endpoint: string | null, maxAttempts: number): S3ClientConfig {
  const agent = { keepAlive: true, maxSockets: MAX_SOCKETS };
  return {
    region: settings.region,
    ...(endpoint === null ? {} : { endpoint }),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials === null ? {} : { credentials: settings.credentials }),
    maxAttempts,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      connectionTimeout: Math.min(settings.timeoutMs, 10_000),
      socketTimeout: settings.timeoutMs,
      httpAgent: agent,
      httpsAgent: agent,
    },
  };
}

/** The bucket the settings name, with temporary files in `scratchFolder`. */
export async function createS3Storage(settings: S3Settings, scratchFolder: string): Promise<S3Storage> {
  const sdk = await import('@aws-sdk/client-s3');
  const { getSignedUrl } = await import('@aws-sdk/s3-request-presigner');
  const { bucket, prefix } = settings;
  const scratch = createScratch(scratchFolder);
  const client: S3Client = new sdk.S3Client(clientConfig(settings, settings.endpoint, 3));
  // Puts retry themselves, each attempt from a fresh stream of the file.
  const putClient: S3Client = new sdk.S3Client(clientConfig(settings, settings.endpoint, 1));
  // Signing makes no request: a client of its own only when browsers reach the bucket elsewhere.
  const signer: S3Client =
    settings.publicEndpoint === null ? client : new sdk.S3Client(clientConfig(settings, settings.publicEndpoint, 1));

  const objectKey = (key: string): string => `${prefix}${checkKey(key)}`;

  /** PutObject of a local file under the full object key `name`; on failure, no object is left. */
  async function putObject(name: string, file: string, contentType: string, md5Base64?: string): Promise<void> {
    const { size } = await stat(file);
    for (let attempt = 1; ; attempt += 1) {
      try {
        await putClient.send(
          new sdk.PutObjectCommand({
            Bucket: bucket,
            Key: name,
            Body: createReadStream(file),
            ContentLength: size,
            ContentType: contentType,
            ...(md5Base64 === undefined ? {} : { ContentMD5: md5Base64 }),
          }),
        );
        return;
      } catch (error) {
        if (attempt < PUT_ATTEMPTS && isTransient(error)) {
          await sleep(100 * 2 ** attempt);
          continue;
        }
        // An uncertain failure (a timeout after the body was sent) may have stored it: delete.
        await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: name })).catch(() => undefined);
        throw error;
      }
    }
  }

  async function putFile(key: string, file: string, options: { readonly md5Base64?: string } = {}): Promise<void> {
    await putObject(objectKey(key), file, contentTypeOf(key), options.md5Base64);
  }

  async function moveIn(tempPath: string, extension: string): Promise<StoredFile> {
    checkExtension(extension);
    const { size } = await stat(tempPath);
    const key = newKey(extension);
    await putFile(key, tempPath);
    await rm(tempPath, { force: true });
    return { key, bytes: size };
  }

  async function write(source: ByteSource, options: WriteOptions): Promise<StoredFile> {
    checkExtension(options.extension);
    const hash = createHash('sha256');
    const received = await scratch.stream(source, options.maxBytes, (buffer) => hash.update(buffer));
    try {
      const stored = await moveIn(received.path, options.extension);
      return { ...stored, sha256: hash.digest('hex') };
    } finally {
      await rm(received.path, { force: true });
    }
  }

  async function remove(key: string): Promise<void> {
    await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
  }

  async function head(key: string): Promise<ObjectHead | null> {
    try {
      const answer = await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      return {
        bytes: answer.ContentLength ?? 0,
        etag: answer.ETag?.replace(/^"|"$/g, '') ?? null,
        lastModified: answer.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async function statKey(key: string): Promise<StoredObject | null> {
    const found = await head(key);
    return found === null ? null : { key, bytes: found.bytes, lastModified: found.lastModified };
  }

  async function open(key: string): Promise<OpenedFile | null> {
    const name = objectKey(key);
    try {
      const answer = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: name }));
      const body = answer.Body;
      if (!(body instanceof Readable)) throw new Error(`S3 GetObject ${name}: no stream body`);
      return { body, bytes: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async function* list(): AsyncGenerator<StoredObject> {
    let token: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({
          Bucket: bucket,
          MaxKeys: LIST_PAGE,
          ...(prefix === '' ? {} : { Prefix: prefix }),
          ...(token === undefined ? {} : { ContinuationToken: token }),
        }),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(prefix.length) ?? '';
        // Objects of other forms under the prefix (the probe, anything else) are not the storage's.
        if (!object.Key?.startsWith(prefix) || !isStorageKey(key)) continue;
        yield { key, bytes: object.Size ?? 0, lastModified: object.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token !== undefined);
  }

  /**
   * Signed from the start of the current half-lifetime window, so the same file gets the same URL
   * for a while and browsers reuse what they cached under it; it works at least half its lifetime.
   */
  async function signedUrl(key: string, response: SignedResponse): Promise<SignedUrl> {
    const seconds = settings.signedUrlSeconds;
    const windowMs = Math.floor(seconds / 2) * 1000;
    const signingDate = new Date(Math.floor(Date.now() / windowMs) * windowMs);
    const url = await getSignedUrl(
      signer,
      new sdk.GetObjectCommand({
        Bucket: bucket,
        Key: objectKey(key),
        ResponseContentType: response.contentType,
        ResponseCacheControl: response.cacheControl,
        ...(response.contentDisposition === undefined
          ? {}
          : { ResponseContentDisposition: response.contentDisposition }),
      }),
      { expiresIn: seconds, signingDate },
    );
    return { url, expiresAt: new Date(signingDate.getTime() + seconds * 1000) };
  }

  async function check(): Promise<void> {
    await scratch.check();
    // Outside the storage's key form: `list` and the sweeper never see it.
    const probe = `${prefix}.probe/${randomBytes(8).toString('hex')}`;
    await client.send(
      new sdk.PutObjectCommand({ Bucket: bucket, Key: probe, Body: 'probe', ContentType: 'text/plain' }),
    );
    await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: probe }));
  }

  async function close(): Promise<void> {
    client.destroy();
    putClient.destroy();
    if (signer !== client) signer.destroy();
  }

  return {
    driver: 's3',
    temporaryFolder: scratch.folder,
    serve: settings.serve,
    bucket,
    prefix,
    write,
    receive: scratch.receive,
    moveIn,
    temporaryPath: scratch.temporaryPath,
    remove,
    open,
    stat: statKey,
    list,
    signedUrl,
    check,
    putFile,
    head,
    close,
  };
}
