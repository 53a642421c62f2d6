/**
 * The media library's core flow on each storage driver (issue #36): the local folder, an S3 bucket
 * served through the server (`S3_SERVE=proxy`, the default) and one served by redirect to signed
 * URLs (`S3_SERVE=redirect`), the bucket being the `s3rver` fake. An image is uploaded, its
 * renditions are served with the same headers whatever the driver (or the bucket sends them at the
 * signed URL), an attachment downloads under its name, unknown keys answer 404, and a delete
 * removes the stored files. The rest of the media tests run on the local folder: what they check
 * does not depend on where the files are.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Attachment, MediaItem } from '../../generated/api/schemas';
import { UPLOADS_CONTENT_SECURITY_POLICY } from '../../server/http/security';
import { createS3Storage } from '../../server/media/s3';
import { createLocalStorage, SCRATCH_FOLDER, type MediaStorage } from '../../server/media/storage';
import { jpegWithGps, multipart, pdf } from '../fixtures/files';
import { startFakeS3, type FakeS3 } from '../support/s3';
import { backends, startTestServer, type Backend, type TestServer } from './harness';

const IMMUTABLE = 'public, max-age=31536000, immutable';

interface DriverCase {
  readonly name: string;
  readonly backend: Backend;
  readonly serve: 'local' | 'proxy' | 'redirect';
}

/**
 * S3 through the server on every database; the local folder (whose flow the other media tests
 * also run on every database) and the redirect (which reads no more of the database) on the first.
 */
const cases: DriverCase[] = [
  ...backends
    .slice(0, 1)
    .map((backend): DriverCase => ({ name: `local folder on ${backend.name}`, backend, serve: 'local' })),
  ...backends.map((backend): DriverCase => ({
    name: `S3 through the server on ${backend.name}`,
    backend,
    serve: 'proxy',
  })),
  ...backends
    .slice(0, 1)
    .map((backend): DriverCase => ({ name: `S3 by redirect on ${backend.name}`, backend, serve: 'redirect' })),
];

let fake: FakeS3;
beforeAll(async () => {
  fake = await startFakeS3();
}, 60_000);
afterAll(async () => fake.stop());

describe.each(cases)('media files: $name', (driver) => {
  let t: TestServer;
  let admin = '';
  /** The server's storage, reached as the server reaches it, to look at what is stored. */
  let storage: MediaStorage;
  const prefix = `${driver.serve}-${driver.backend.name}/`;

  beforeAll(async () => {
    const overrides: Record<string, string> =
      driver.serve === 'local' ? {} : { ...fake.env, S3_PREFIX: prefix, S3_SERVE: driver.serve };
    t = await startTestServer(driver.backend, overrides);
    admin = await t.adminToken();
    storage =
      driver.serve === 'local'
        ? createLocalStorage(path.join(t.dataDir, 'uploads'))
        : await createS3Storage(fake.settings(overrides), path.join(t.dataDir, SCRATCH_FOLDER));
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await storage.close();
  });

  async function upload(url: string, content: Buffer, filename: string) {
    const body = multipart(content, { filename });
    const response = await t.request({
      method: 'POST',
      url,
      token: admin,
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response;
  }

  const keyOf = (url: string) => url.replace(/^\/uploads\//, '');

  async function storedKeys(): Promise<string[]> {
    const keys: string[] = [];
    for await (const stored of storage.list()) keys.push(stored.key);
    return keys.sort();
  }

  /**
   * GET of a stored file as a browser sees it: the server's answer, or (redirect) the 302 and then
   * the bucket's answer at its location. Answers the headers and the body of the file's answer.
   */
  async function fetchFile(url: string): Promise<{ headers: Record<string, string | undefined>; body: Buffer }> {
    const answer = await t.request({ method: 'GET', url });
    if (driver.serve !== 'redirect') {
      expect(answer.statusCode, answer.body).toBe(200);
      const headers = Object.fromEntries(
        Object.entries(answer.headers).map(([name, value]) => [name, value === undefined ? undefined : String(value)]),
      );
      return { headers, body: answer.rawPayload };
    }
    expect(answer.statusCode, answer.body).toBe(302);
    const location = String(answer.headers.location);
    expect(location.startsWith(`${fake.endpoint}/${fake.bucket}/${prefix}${keyOf(url)}?`)).toBe(true);
    expect(location).toContain('X-Amz-Signature=');
    // The redirect is cached while its URL works, never as long as the file.
    expect(answer.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const maxAge = Number(/max-age=(\d+)/.exec(String(answer.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(300);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    const followed = await fetch(location);
    expect(followed.status).toBe(200);
    return { headers: Object.fromEntries(followed.headers), body: Buffer.from(await followed.arrayBuffer()) };
  }

  it('stores an image as two renditions, serves them with the same headers, deletes them', async () => {
    const response = await upload('media/upload/images/0', await jpegWithGps(2400, 1600), 'Foto mare.JPG');
    const item = (response.json() as { data: MediaItem }).data;
    expect(item).toMatchObject({ name: 'Foto mare.JPG', mime: 'image/jpeg', width: 1200, height: 800 });
    const keys = [keyOf(item.url), keyOf(item.url_thumb ?? '')];
    expect((await storedKeys()).filter((key) => keys.includes(key))).toEqual([...keys].sort());

    const image = await fetchFile(item.url);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['content-length']).toBe(String(image.body.length));
    expect(image.headers['cache-control']).toBe(IMMUTABLE);
    expect(image.headers['content-disposition']).toBeUndefined();
    if (driver.serve !== 'redirect') {
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      expect(image.headers['content-security-policy']).toBe(UPLOADS_CONTENT_SECURITY_POLICY);
    }
    const metadata = await sharp(image.body).metadata();
    expect(metadata).toMatchObject({ width: 1200, height: 800 });
    expect(metadata.exif).toBeUndefined();
    expect(image.body.length).toBe(item.bytes);
    // A HEAD gives the same headers without the content.
    const head = await t.request({ method: 'HEAD', url: item.url });
    if (driver.serve === 'redirect') expect(head.statusCode).toBe(302);
    else {
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-length']).toBe(String(item.bytes));
      expect(head.headers['content-type']).toBe('image/jpeg');
      expect(head.rawPayload.length).toBe(0);
    }
    const thumb = await fetchFile(item.url_thumb ?? '');
    expect((await sharp(thumb.body).metadata()).width).toBe(400);
    // No temporary file is left in the scratch folder.
    expect(await readdir(storage.temporaryFolder).catch(() => [])).toEqual([]);

    const removed = await t.request({ method: 'DELETE', url: `media/upload/${item.id}`, token: admin });
    expect(removed.statusCode, removed.body).toBe(200);
    for (const key of keys) expect(await storage.stat(key), key).toBeNull();
    for (const url of [item.url, item.url_thumb ?? '']) {
      expect((await t.request({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('serves an attachment as a download under its name', async () => {
    const response = await upload('attachments/upload', pdf('Orari'), 'Orari musei.pdf');
    const attachment = (response.json() as { data: Attachment }).data;
    const file = await fetchFile(attachment.url);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Orari musei.pdf"; filename*=UTF-8''Orari%20musei.pdf`,
    );
    expect(file.headers['cache-control']).toBe(IMMUTABLE);
    expect(file.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const removed = await t.request({ method: 'DELETE', url: `attachments/${attachment.id}`, token: admin });
    expect(removed.statusCode).toBe(200);
    expect(await storage.stat(keyOf(attachment.url))).toBeNull();
  });

  it('answers 404 for keys it does not hold and keys of any other form', async () => {
    for (const url of [
      '/uploads/ab/cd/abcd0123456789abcdef0123456789ab.jpg',
      '/uploads/ab/cd/x.jpg',
      '/uploads/..%2f..%2fetc%2fpasswd',
      `/uploads/${prefix}ab/cd/abcd0123456789abcdef0123456789ab.jpg`,
    ]) {
      const answer = await t.request({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers['cache-control'], url).not.toBe(IMMUTABLE);
    }
  });
});
