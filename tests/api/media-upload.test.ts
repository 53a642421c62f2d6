/**
 * Uploads (`POST media/upload/{collection}/{parentId}`, `POST attachments/upload`): the table of
 * hostile uploads, each refused with the spec's message and nothing stored; images stored
 * stripped of their metadata with a thumbnail; the schema field's rules; streaming (a file past
 * the limit is refused while it is still being sent; a cut-off upload leaves nothing); parallel
 * uploads; deleting a file in use; the attachments list; the abilities.
 */
import { readdir, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '#core/messages';
import type { Attachment, MediaItem } from '../../generated/api/schemas';
import { rows } from '../../server/db/client';
import { jpegWithGps, lyingPng, multipart, pdf, solid } from '../fixtures/files';
import { backends, startTestServer, type TestServer } from './harness';

const MESSAGE =
  'Impossibile caricare il file. Verificare anche il tipo di file caricato. Per le immagini assicurarsi che il lato più lungo sia almeno di 300px.';
const PDF_ONLY = 'Sono ammessi solo files pdf.';
const MB = 1024 * 1024;

/** Every file under the uploads folder (temporary files included), as relative paths. */
async function storedFiles(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, 'uploads');
  const found: string[] = [];
  async function walk(folder: string): Promise<void> {
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) await walk(full);
      else found.push(path.relative(root, full));
    }
  }
  await walk(root);
  return found.sort();
}

describe.each(backends)('uploads on $name', (backend) => {
  let t: TestServer;
  let admin = '';
  const logLines: string[] = [];

  beforeAll(async () => {
    t = await startTestServer(backend, {}, { logLines });
    admin = await t.adminToken();
  }, 60_000);
  afterAll(async () => t.close());

  const mediaCount = async () =>
    (await rows<{ n: number }>(t.server.database.db, sql`select count(*)::int as n from media`))[0]?.n ?? 0;

  async function upload(
    url: string,
    content: Buffer,
    options: Parameters<typeof multipart>[1] = {},
    token: string | null = admin,
  ) {
    const body = multipart(content, options);
    return t.request({ method: 'POST', url, token, payload: body.payload, headers: body.headers });
  }

  it('stores an image as a standard rendition and a thumbnail, without its EXIF', async () => {
    const response = await upload('media/upload/images/0', await jpegWithGps(2400, 1600), {
      filename: 'Foto mare.JPG',
    });
    expect(response.statusCode, response.body).toBe(201);
    const item = (response.json() as { data: MediaItem }).data;
    expect(item).toMatchObject({
      name: 'Foto mare.JPG',
      mime: 'image/jpeg',
      width: 1200,
      height: 800,
      collection: 'images',
    });
    expect(item.url).toMatch(/^\/uploads\/[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{32}\.jpg$/);
    const served = await t.request({ method: 'GET', url: item.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ width: 1200, height: 800 });
    expect(metadata.exif).toBeUndefined();
    const thumb = await t.request({ method: 'GET', url: item.url_thumb ?? '' });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(400);
  });

  it('sanitises an SVG: stored without its script', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" onload="alert(1)"><script>alert(2)</script><rect width="400" height="300" fill="red"/></svg>',
    );
    const response = await upload('media/upload/images/0', svg, { filename: 'logo.svg' });
    expect(response.statusCode, response.body).toBe(201);
    const item = (response.json() as { data: MediaItem }).data;
    expect(item.mime).toBe('image/svg+xml');
    const served = (await t.request({ method: 'GET', url: item.url })).body;
    expect(served).toContain('<rect');
    expect(served).not.toMatch(/script|onload|alert/i);
  });

  describe('hostile uploads: refused with the spec message, nothing stored', async () => {
    const png = await solid(800, 600).png().toBuffer();
    const jpeg = await solid(800, 600).jpeg().toBuffer();
    const cases: {
      name: string;
      url: string;
      content: () => Promise<Buffer> | Buffer;
      options?: Parameters<typeof multipart>[1];
      status: number;
      message: string;
    }[] = [
      {
        name: 'a PNG renamed .pdf for a pdf-only field',
        url: 'media/upload/files/0?entity=download&field=attachments',
        content: () => png,
        options: { filename: 'brochure.pdf', type: 'application/pdf' },
        status: 422,
        message: PDF_ONLY,
      },
      {
        name: 'an HTML/JPEG polyglot',
        url: 'media/upload/images/0',
        content: () =>
          Buffer.concat([jpeg.subarray(0, 20), Buffer.from('<html><script>alert(1)</script>'), jpeg.subarray(20)]),
        options: { filename: 'foto.jpg' },
        status: 422,
        message: MESSAGE,
      },
      {
        name: 'an image with a longest side of 299 px',
        url: 'media/upload/images/0',
        content: () => solid(299, 200).png().toBuffer(),
        options: { filename: 'piccola.png' },
        status: 422,
        message: MESSAGE,
      },
      {
        name: 'a 6 MB image',
        url: 'media/upload/images/0',
        content: () => Buffer.concat([jpeg, Buffer.alloc(6 * MB - jpeg.length, 1)]),
        options: { filename: 'grande.jpg' },
        status: 413,
        message: MESSAGE,
      },
      {
        name: 'a zero-byte file',
        url: 'media/upload/images/0',
        content: () => Buffer.alloc(0),
        options: { filename: 'vuoto.jpg' },
        status: 422,
        message: MESSAGE,
      },
      {
        name: 'a name with a path',
        url: 'media/upload/images/0',
        content: () => jpeg,
        options: { filename: '../../etc/passwd.jpg' },
        status: 422,
        message: MESSAGE,
      },
      {
        name: 'a Windows path',
        url: 'media/upload/images/0',
        content: () => jpeg,
        options: { filename: '..\\..\\boot.ini.jpg' },
        status: 422,
        message: MESSAGE,
      },
      {
        name: 'a name with NUL',
        url: 'media/upload/images/0',
        content: () => jpeg,
        options: { disposition: `form-data; name="file"; filename*=utf-8''foto%00.php.jpg` },
        status: 422,
        message: MESSAGE,
      },
      {
        name: 'a name of 2,000 characters',
        url: 'media/upload/images/0',
        content: () => jpeg,
        options: { filename: `${'a'.repeat(1996)}.jpg` },
        status: 422,
        message: MESSAGE,
      },
      {
        name: 'a pixel bomb',
        url: 'media/upload/images/0',
        content: () => lyingPng(30_000, 30_000),
        options: { filename: 'bomba.png' },
        status: 422,
        message: MESSAGE,
      },
      {
        name: 'a PDF in the images collection',
        url: 'media/upload/images/0',
        content: () => pdf(),
        options: { filename: 'documento.pdf' },
        status: 422,
        message: MESSAGE,
      },
      {
        name: 'an HTML page as an attachment',
        url: 'attachments/upload',
        content: () => Buffer.from('<!doctype html><html><body>ciao</body></html>'),
        options: { filename: 'pagina.csv', type: 'text/csv' },
        status: 422,
        message: MESSAGE,
      },
    ];

    it.each(cases)('$name', async (hostile) => {
      const before = { rows: await mediaCount(), files: await storedFiles(t.dataDir) };
      const response = await upload(hostile.url, await hostile.content(), hostile.options);
      expect(response.statusCode, response.body).toBe(hostile.status);
      expect(response.json()).toEqual({ message: hostile.message, errors: { file: [hostile.message] } });
      expect(await mediaCount()).toBe(before.rows);
      expect(await storedFiles(t.dataDir)).toEqual(before.files);
    });
  });

  it('applies the schema field: pdf for the brochure, csv/xml/json rules from the field', async () => {
    const accepted = await upload('media/upload/files/0?entity=download&field=attachments', pdf(), {
      filename: 'Brochure Rimini.pdf',
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect((accepted.json() as { data: MediaItem }).data).toMatchObject({
      mime: 'application/pdf',
      url_thumb: null,
      collection: 'files',
    });
    // The picker of a news item's images box: the images rules, a PDF is no image.
    const picked = await upload(
      'media/upload/images/0?entity=news&field=attachments',
      await solid(500, 400).png().toBuffer(),
    );
    expect(picked.statusCode, picked.body).toBe(201);
    const notImage = await upload('media/upload/images/0?entity=news&field=attachments', pdf());
    expect(notImage.statusCode).toBe(422);
    const unknownField = await upload('media/upload/files/0?entity=download&field=title', pdf());
    expect(unknownField.statusCode).toBe(422);
    expect((unknownField.json() as { errors: unknown }).errors).toEqual({ field: ['Valore non ammesso'] });
    const unknownEntity = await upload('media/upload/files/0?entity=nope&field=attachments', pdf());
    expect(unknownEntity.statusCode).toBe(422);
  });

  it('refuses a request without the file part', async () => {
    const other = await upload('media/upload/images/0', await solid(400, 300).png().toBuffer(), { field: 'image' });
    expect(other.statusCode).toBe(422);
    expect((other.json() as { errors: unknown }).errors).toEqual({ file: ['Campo richiesto'] });
    const json = await t.request({ method: 'POST', url: 'media/upload/images/0', token: admin, payload: {} });
    expect(json.statusCode).toBe(422);
  });

  it('needs media-create to upload and attachments abilities for attachments', async () => {
    const viewer = await t.userWith(['media-view', 'attachments-view']);
    const image = await solid(400, 300).png().toBuffer();
    expect((await upload('media/upload/images/0', image, {}, viewer.token)).statusCode).toBe(403);
    expect((await upload('attachments/upload', pdf(), {}, viewer.token)).statusCode).toBe(403);
    expect((await upload('media/upload/images/0', image, {}, null)).statusCode).toBe(401);
    expect((await t.request({ method: 'DELETE', url: 'attachments/1', token: viewer.token })).statusCode).toBe(403);
    const nobody = await t.userWith(['news-view']);
    expect((await t.request({ method: 'GET', url: 'attachments', token: nobody.token })).statusCode).toBe(403);
    // An editor of brochures attaches a file to a brochure without managing the media library.
    const editor = await t.userWith(['download-edit']);
    const field = 'media/upload/files/0?entity=download&field=attachments';
    expect((await upload(field, pdf(), {}, editor.token)).statusCode).toBe(201);
    expect(
      (await upload('media/upload/files/0?entity=news&field=attachments', pdf(), {}, editor.token)).statusCode,
    ).toBe(403);
    expect((await upload('media/upload/files/0', pdf(), {}, editor.token)).statusCode).toBe(403);
    expect((await upload(field, pdf(), {}, nobody.token)).statusCode).toBe(403);
  });

  it('lists, searches and deletes attachments', async () => {
    const added = await upload('attachments/upload', pdf('Orari'), { filename: 'Orari musei.pdf' });
    expect(added.statusCode, added.body).toBe(201);
    const attachment = (added.json() as { data: Attachment }).data;
    expect(attachment).toMatchObject({ name: 'Orari musei.pdf', mime: 'application/pdf' });
    const served = await t.request({ method: 'GET', url: attachment.url });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toMatch(/^attachment/);

    const list = (await t.request({ method: 'GET', url: 'attachments?keywords=musei', token: admin })).json() as {
      data: Attachment[];
      meta: { total: number };
    };
    expect(list.data.map((entry) => entry.id)).toEqual([attachment.id]);
    expect(list.meta.total).toBe(1);
    const all = (await t.request({ method: 'GET', url: 'attachments', token: admin })).json() as { data: Attachment[] };
    // Gallery images are not attachments.
    expect(all.data.every((entry) => !entry.mime.startsWith('image/') || entry.name.endsWith('.svg') === false)).toBe(
      true,
    );

    const missing = await t.request({ method: 'DELETE', url: `attachments/${attachment.id},2147483647`, token: admin });
    expect(missing.statusCode).toBe(404);
    const removed = await t.request({ method: 'DELETE', url: `attachments/${attachment.id}`, token: admin });
    expect(removed.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: attachment.url })).statusCode).toBe(404);
  });

  it('deletes an image in use: detached from the items, the next image becomes the cover', async () => {
    const ids: number[] = [];
    for (const name of ['uno', 'due', 'tre']) {
      const response = await upload('media/upload/images/0', await solid(640, 480).jpeg().toBuffer(), {
        filename: `${name}.jpg`,
      });
      ids.push((response.json() as { data: MediaItem }).data.id);
    }
    const [first, second, third] = ids as [number, number, number];
    const image = (id: number, primary: boolean) => ({ id, title: `Foto ${id}`, is_primary: primary });
    const create = async (title: string, attachments: unknown[]) => {
      const response = await t.request({
        method: 'POST',
        url: 'news',
        token: admin,
        payload: { attachments, contents: { it: { title, slug: title.toLowerCase().replace(/ /g, '-'), status: 3 } } },
      });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { data: { id: number } }).data.id;
    };
    const cover = await create('Con copertina', [image(first, true), image(second, false)]);
    const other = await create('Senza copertina', [image(third, true), image(first, false)]);
    await create('Estranea', [image(second, true)]);

    const usage = (await t.request({ method: 'GET', url: `media/usage/${first}`, token: admin })).json() as {
      data: { total: number; items: { entity: string; id: number; title: string }[] };
    };
    expect(usage.data.total).toBe(2);
    expect(usage.data.items.map((item) => [item.entity, item.id, item.title]).sort()).toEqual(
      [
        ['news', cover, 'Con copertina'],
        ['news', other, 'Senza copertina'],
      ].sort(),
    );

    const removed = await t.request({ method: 'DELETE', url: `media/upload/${first}`, token: admin });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((removed.json() as { data: { detached: number } }).data.detached).toBe(2);
    const read = async (id: number) =>
      (
        (await t.request({ method: 'GET', url: `news/${id}`, token: admin })).json() as {
          data: { attachments: { id: number; is_primary: boolean; order: number }[] };
        }
      ).data.attachments;
    expect(await read(cover)).toMatchObject([{ id: second, is_primary: true, order: 1 }]);
    expect(await read(other)).toMatchObject([{ id: third, is_primary: true, order: 1 }]);
  });

  it('deletes an image that covers a category and a menu item: the usage names them, the delete detaches both', async () => {
    const id = (
      (
        await upload('media/upload/images/0', await solid(640, 480).jpeg().toBuffer(), { filename: 'albero.jpg' })
      ).json() as { data: MediaItem }
    ).data.id;
    const category = await t.request({
      method: 'POST',
      url: 'categories',
      token: admin,
      payload: { parent_id: 15, contents: { it: { title: 'Con copertina' } }, cover: { id } },
    });
    expect(category.statusCode, category.body).toBe(201);
    const categoryId = (category.json() as { data: { id: number } }).data.id;
    const menu = await t.request({
      method: 'POST',
      url: 'menu',
      token: admin,
      payload: { contents: { en: { title: 'Covered', link: '/en' } }, cover: { id } },
    });
    expect(menu.statusCode, menu.body).toBe(201);
    const menuId = (menu.json() as { data: { id: number } }).data.id;

    const usage = (await t.request({ method: 'GET', url: `media/usage/${id}`, token: admin })).json() as {
      data: { total: number; items: unknown[] };
    };
    expect(usage.data).toEqual({
      total: 2,
      items: [
        { entity: 'categories', label: 'Categoria', id: categoryId, title: 'Con copertina' },
        { entity: 'menu', label: 'Voce di menu', id: menuId, title: 'Covered' },
      ],
    });
    const removed = await t.request({ method: 'DELETE', url: `media/upload/${id}`, token: admin });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((removed.json() as { data: { detached: number } }).data.detached).toBe(2);
    const [stored] = await rows<{ cover: unknown }>(
      t.server.database.db,
      sql`select cover from categories where id = ${categoryId}`,
    );
    expect(stored?.cover).toBeNull();
    const tree = (await t.request({ method: 'GET', url: 'menu', token: admin })).json() as {
      data: { id: number; cover: unknown }[];
    };
    expect(tree.data.find((node) => node.id === menuId)?.cover).toBeNull();
  });

  it('deletes an image the settings name: the usage names the sections first, the delete detaches them too', async () => {
    const id = (
      (
        await upload('media/upload/images/0', await solid(640, 480).jpeg().toBuffer(), { filename: 'copertina.jpg' })
      ).json() as {
        data: MediaItem;
      }
    ).data.id;
    const keep = (
      (
        await upload('media/upload/images/0', await solid(320, 240).jpeg().toBuffer(), { filename: 'altra.jpg' })
      ).json() as {
        data: MediaItem;
      }
    ).data.id;
    const settings = async (section: string, data: unknown) => {
      const response = await t.request({
        method: 'POST',
        url: 'operations/settings',
        token: admin,
        payload: { section, data },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    const image = (media: number) => [{ id: media, title: 'Copertina', is_primary: true }];
    // The SEO cover of 'Impostazioni avanzate' and a home video's cover (English only).
    await settings('app', { it: { title: 'Emilia-Romagna Turismo', cover: image(id) } });
    await settings('home', {
      en: { video: [{ titolo: 'Riviera', url: 'https://video.example.org/riviera', image: image(id) }] },
      it: { video: [{ titolo: 'Appennino', url: 'https://video.example.org/appennino', image: image(keep) }] },
    });
    await t.request({
      method: 'POST',
      url: 'news',
      token: admin,
      payload: { attachments: image(id), contents: { it: { title: 'Anche una news', status: 2 } } },
    });

    const usage = (await t.request({ method: 'GET', url: `media/usage/${id}`, token: admin })).json() as {
      data: { total: number; items: { entity: string; label: string; title: string; section?: string }[] };
    };
    expect(usage.data.total).toBe(3);
    expect(usage.data.items.slice(0, 2)).toEqual([
      { entity: 'settings', label: 'Impostazioni avanzate', id: 0, title: 'SEO e social', section: 'app' },
      { entity: 'settings', label: 'Home page', id: 0, title: 'Home page', section: 'home' },
    ]);
    expect(usage.data.items[2]).toMatchObject({ entity: 'news', title: 'Anche una news' });

    const removed = await t.request({ method: 'DELETE', url: `media/upload/${id}`, token: admin });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((removed.json() as { data: { detached: number } }).data.detached).toBe(3);
    const stored = (
      (await t.request({ method: 'GET', url: 'operations/settings?section=app,home', token: admin })).json() as {
        data: {
          app: { it: { title: string; cover: unknown[] } };
          home: Record<string, { video: { image: unknown[] }[] }>;
        };
      }
    ).data;
    expect(stored.app.it).toMatchObject({ title: 'Emilia-Romagna Turismo', cover: [] });
    expect(stored.home.en?.video[0]?.image).toEqual([]);
    // What does not name the file is left as it was.
    expect(stored.home.it?.video[0]?.image).toMatchObject([{ id: keep, is_primary: true }]);
    const again = (await t.request({ method: 'GET', url: `media/usage/${keep}`, token: admin })).json() as {
      data: { total: number };
    };
    expect(again.data.total).toBe(1);
  });

  it('refuses on save images that are not in the library, and files of another type', async () => {
    const response = await t.request({
      method: 'POST',
      url: 'news',
      token: admin,
      payload: {
        attachments: [{ id: 2_000_000_000, is_primary: true }],
        contents: { it: { title: 'Immagine inventata', slug: 'immagine-inventata', status: 3 } },
      },
    });
    expect(response.statusCode).toBe(422);
    expect((response.json() as { errors: Record<string, string[]> }).errors).toEqual({
      attachments: ['File non trovato nella libreria media'],
    });

    const picture = (
      (await upload('media/upload/images/0', await solid(400, 300).png().toBuffer())).json() as { data: MediaItem }
    ).data;
    const brochure = (
      (
        await upload('media/upload/files/0?entity=download&field=attachments', pdf(), { filename: 'Guida.pdf' })
      ).json() as {
        data: MediaItem;
      }
    ).data;
    const save = (attachments: unknown[]) =>
      t.request({
        method: 'POST',
        url: 'download',
        token: admin,
        payload: { attachments, contents: { it: { title: `Brochure ${attachments.length}`, status: 2 } } },
      });
    const wrongType = await save([{ id: picture.id, name: 'finta.pdf' }]);
    expect(wrongType.statusCode).toBe(422);
    expect((wrongType.json() as { errors: Record<string, string[]> }).errors).toEqual({
      attachments: ['Sono ammessi solo files pdf.'],
    });
    const saved = await save([{ id: brochure.id, name: 'altro nome.pdf', url: 'https://evil.example/x.pdf' }]);
    expect(saved.statusCode, saved.body).toBe(201);
    const id = (saved.json() as { data: { id: number } }).data.id;
    const read = (await t.request({ method: 'GET', url: `download/${id}`, token: admin })).json() as {
      data: { attachments: unknown[] };
    };
    expect(read.data.attachments).toEqual([{ id: brochure.id, name: 'Guida.pdf', url: brochure.url }]);
  });

  it('answers malformed multipart with a 400 {message} on both upload calls, logging no error', async () => {
    const body = multipart(pdf(), { filename: 'guida.pdf' });
    const contentType = body.headers['content-type'] ?? '';
    const boundary = contentType.split('boundary=')[1] ?? '';
    const malformed: Record<string, { payload: Buffer; contentType: string }> = {
      'no boundary': { payload: body.payload, contentType: 'multipart/form-data' },
      'a wrong boundary': { payload: body.payload, contentType: 'multipart/form-data; boundary=----altro-confine' },
      'cut before the closing boundary': {
        payload: body.payload.subarray(0, body.payload.length - `\r\n--${boundary}--\r\n`.length - 10),
        contentType,
      },
      'an unterminated part header': {
        payload: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"`),
        contentType,
      },
    };
    for (const url of ['media/upload/files/0', 'attachments/upload']) {
      for (const [name, { payload, contentType }] of Object.entries(malformed)) {
        logLines.length = 0;
        const before = await mediaCount();
        const response = await t.request({
          method: 'POST',
          url,
          token: admin,
          payload,
          headers: { 'content-type': contentType },
        });
        expect(response.statusCode, `${url}, ${name}: ${response.body}`).toBe(400);
        expect(response.json(), `${url}, ${name}`).toEqual({ message: API_MESSAGES.malformedUpload.it });
        expect(await mediaCount(), `${url}, ${name}`).toBe(before);
        expect(
          logLines.filter((line) => /"level":(50|60)/.test(line)),
          `${url}, ${name}`,
        ).toEqual([]);
      }
    }
  });

  describe('over HTTP', () => {
    let port = 0;
    beforeAll(async () => {
      await t.server.app.listen({ host: '127.0.0.1', port: 0 });
      port = (t.server.app.server.address() as AddressInfo).port;
    });

    it('answers a body cut before its closing boundary, arriving in two packets, with a 400 {message}', async () => {
      // Over a real socket the parser fails the file's stream twice ('Part terminated early', then
      // 'Unexpected end of multipart data'): both are the client's, neither a 500.
      for (const url of [
        '/api/v1/media/upload/files/0',
        '/api/v1/media/upload/gallery/0',
        '/api/v1/attachments/upload',
      ]) {
        const content = url.includes('gallery') ? await solid(1200, 900).png().toBuffer() : pdf();
        const body = multipart(content, { filename: url.includes('gallery') ? 'foto.png' : 'guida.pdf' });
        const contentType = body.headers['content-type'] ?? '';
        const boundary = contentType.split('boundary=')[1] ?? '';
        const payload = body.payload.subarray(0, body.payload.length - `\r\n--${boundary}--\r\n`.length - 2);
        logLines.length = 0;
        const before = await mediaCount();
        const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
          const request = http.request(
            {
              host: '127.0.0.1',
              port,
              method: 'POST',
              path: url,
              headers: {
                'content-type': contentType,
                'content-length': payload.length,
                authorization: `Bearer ${admin}`,
              },
            },
            (response) => {
              let text = '';
              response.setEncoding('utf8');
              response.on('data', (piece: string) => (text += piece));
              response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
            },
          );
          request.on('error', reject);
          request.write(payload.subarray(0, 1000));
          setTimeout(() => request.end(payload.subarray(1000)), 50);
        });
        expect(answer.status, `${url}: ${answer.body}`).toBe(400);
        expect(JSON.parse(answer.body), url).toEqual({ message: API_MESSAGES.malformedUpload.it });
        expect(await mediaCount(), url).toBe(before);
        expect(
          logLines.filter((line) => /"level":(50|60)/.test(line)),
          url,
        ).toEqual([]);
      }
    });

    /** Sends a multipart upload chunk by chunk; resolves with the answer and the bytes sent until it came. */
    function stream(
      url: string,
      head: Buffer,
      chunks: number,
      chunk: Buffer,
      options: { cutAfter?: number } = {},
    ): Promise<{ status: number; body: string; sentWhenAnswered: number; total: number }> {
      const boundary = head.toString('latin1').split('\r\n')[0]?.slice(2) ?? '';
      const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
      const total = head.length + chunks * chunk.length + tail.length;
      return new Promise((resolve, reject) => {
        let sent = 0;
        let answered = false;
        const request = http.request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: `/api/v1/${url}`,
          headers: {
            authorization: `Bearer ${admin}`,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': String(total),
          },
        });
        request.on('response', (response) => {
          answered = true;
          const sentWhenAnswered = sent;
          let body = '';
          response.on('data', (data: Buffer) => (body += data.toString()));
          response.on('end', () => {
            request.destroy();
            resolve({ status: response.statusCode ?? 0, body, sentWhenAnswered, total });
          });
        });
        request.on('error', (error) => (answered ? undefined : reject(error)));
        const write = async () => {
          const send = (data: Buffer) =>
            new Promise<void>((done) => {
              sent += data.length;
              if (request.write(data)) done();
              else request.once('drain', done);
            });
          await send(head);
          for (let index = 0; index < chunks && !answered && !request.destroyed; index += 1) {
            if (options.cutAfter !== undefined && index === options.cutAfter) {
              request.destroy();
              resolve({ status: 0, body: '', sentWhenAnswered: sent, total });
              return;
            }
            await send(chunk);
          }
          if (!answered && !request.destroyed) request.end(tail);
        };
        write().catch(reject);
      });
    }

    it('refuses a 101 MB file while it is being sent, not after', async () => {
      const before = { rows: await mediaCount(), files: await storedFiles(t.dataDir) };
      const body = multipart(Buffer.alloc(0), { filename: 'enorme.csv' });
      const head = body.payload.subarray(0, body.payload.indexOf('\r\n\r\n') + 4);
      const answer = await stream('attachments/upload', head, 101, Buffer.alloc(MB, 'a'));
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ message: MESSAGE });
      expect(answer.sentWhenAnswered).toBeLessThan(answer.total);
      expect(await mediaCount()).toBe(before.rows);
      expect(await storedFiles(t.dataDir)).toEqual(before.files);
    });

    it('leaves no file and no row when an upload is cut off mid-stream, and logs no error', async () => {
      logLines.length = 0;
      const before = { rows: await mediaCount(), files: await storedFiles(t.dataDir) };
      const body = multipart(Buffer.alloc(0), { filename: 'interrotto.pdf' });
      const head = body.payload.subarray(0, body.payload.indexOf('\r\n\r\n') + 4);
      await stream('attachments/upload', Buffer.concat([head, pdf()]), 20, Buffer.alloc(256 * 1024, 'a'), {
        cutAfter: 8,
      });
      // The server notices the closed connection asynchronously: wait until the uploads folder
      // has been back to its former state for a while (at most 10 s).
      let settled = 0;
      for (let attempt = 0; attempt < 100 && settled < 5; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        settled = (await storedFiles(t.dataDir)).length === before.files.length ? settled + 1 : 0;
      }
      expect(await mediaCount()).toBe(before.rows);
      expect(await storedFiles(t.dataDir)).toEqual(before.files);
      // A client that goes away is no fault of the server's (#28 item 12).
      expect(logLines.filter((line) => /"level":(50|60)/.test(line))).toEqual([]);
    });

    it('takes parallel uploads', async () => {
      const before = await mediaCount();
      const images = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          solid(500 + index * 10, 400)
            .jpeg()
            .toBuffer(),
        ),
      );
      const answers = await Promise.all(
        images.map(async (image, index) => {
          const form = new FormData();
          form.append('file', new Blob([image]), `parallela-${index}.jpg`);
          const response = await fetch(`http://127.0.0.1:${port}/api/v1/media/upload/images/0`, {
            method: 'POST',
            headers: { authorization: `Bearer ${admin}` },
            body: form,
          });
          return { status: response.status, item: ((await response.json()) as { data: MediaItem }).data };
        }),
      );
      expect(answers.map((answer) => answer.status)).toEqual(images.map(() => 201));
      expect(new Set(answers.map((answer) => answer.item.url)).size).toBe(6);
      expect(answers.map((answer) => answer.item.width).sort()).toEqual([500, 510, 520, 530, 540, 550]);
      expect(await mediaCount()).toBe(before + 6);
      for (const answer of answers) {
        const file = path.join(t.dataDir, 'uploads', answer.item.url.replace('/uploads/', ''));
        expect((await stat(file)).size).toBe(answer.item.bytes);
      }
    });
  });
});
