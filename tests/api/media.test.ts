/**
 * The media library's calls (core/contracts/media.ts) on items stored directly: search and list
 * newest first with the spec's page metadata, the edit of texts, licence and open-library flag
 * (the licence must be a published licence), deletion with the files, and the media abilities.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaItem, MediaPage } from '../../generated/api/schemas';
import { rows } from '../../server/db/client';
import { CONTENT_SECURITY_POLICY, UPLOADS_CONTENT_SECURITY_POLICY } from '../../server/http/security';
import { backends, startTestServer, type TestServer } from './harness';

/** A key of the storage's own form: two fan-out levels and a random name. */
function storageKey(extension: string): string {
  const name = randomBytes(16).toString('hex');
  return `${name.slice(0, 2)}/${name.slice(2, 4)}/${name}.${extension}`;
}

describe.each(backends)('media library on $name', (backend) => {
  let t: TestServer;
  let admin = '';
  const ids: number[] = [];

  async function insertMedia(values: { title: string; image: boolean; name?: string }): Promise<number> {
    const key = storageKey(values.image ? 'jpg' : 'pdf');
    const [row] = await rows<{ id: number }>(
      t.server.database.db,
      sql`insert into media (collection, storage_key, thumb_key, name, mime, bytes, width, height, title)
          values (${values.image ? 'images' : 'files'}, ${key}, ${values.image ? storageKey('jpg') : null},
                  ${values.name ?? `${values.title}.${values.image ? 'jpg' : 'pdf'}`},
                  ${values.image ? 'image/jpeg' : 'application/pdf'}, 1234,
                  ${values.image ? 1200 : null}, ${values.image ? 800 : null}, ${values.title})
          returning id`,
    );
    if (!row) throw new Error('insert failed');
    return row.id;
  }

  beforeAll(async () => {
    t = await startTestServer(backend);
    admin = await t.adminToken();
    for (let index = 1; index <= 35; index += 1) {
      ids.push(await insertMedia({ title: `Foto ${index}`, image: index % 5 !== 0 }));
    }
    ids.push(await insertMedia({ title: 'Tramonto a Rimini', image: true, name: 'spiaggia.jpg' }));
  }, 60_000);
  afterAll(async () => t.close());

  const search = async (body: unknown, token = admin) =>
    t.request({ method: 'POST', url: 'media/search', payload: body as object, token });

  it('searches the images newest first, 30 by default, with the last page', async () => {
    for (let index = 1; index <= 5; index += 1) await insertMedia({ title: `Altra ${index}`, image: true });
    const first = await search({});
    expect(first.statusCode).toBe(200);
    const page = first.json() as MediaPage;
    expect(page.data).toHaveLength(30);
    expect(page.data[0]?.title).toBe('Altra 5');
    // 34 of the 41 are images: files are not offered in the gallery.
    expect(page.meta).toEqual({ current_page: 1, last_page: 2, total: 34 });
    expect(page.data.every((item) => item.url_thumb !== null)).toBe(true);
    const second = (await search({ page: 2, limit: 24 })).json() as MediaPage;
    expect(second.data).toHaveLength(10);
    expect(second.meta).toMatchObject({ current_page: 2, last_page: 2 });
    const item = page.data[0] as MediaItem;
    expect(item.url).toMatch(/^\/uploads\/[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{32}\.jpg$/);
    expect(item.url_thumb).toMatch(/^\/uploads\//);
  });

  it('finds by words in the title or the file name, and by id', async () => {
    const byTitle = (await search({ query: 'rimini' })).json() as MediaPage;
    expect(byTitle.data.map((item) => item.title)).toEqual(['Tramonto a Rimini']);
    const byName = (await search({ query: 'SPIAGGIA' })).json() as MediaPage;
    expect(byName.meta.total).toBe(1);
    const byId = (await search({ id: ids[0] })).json() as MediaPage;
    expect(byId.data.map((item) => item.id)).toEqual([ids[0]]);
    const none = (await search({ query: '%_\\' })).json() as MediaPage;
    expect(none).toEqual({ data: [], meta: { current_page: 1, last_page: 1, total: 0 } });
  });

  it('lists images only with images=1', async () => {
    const all = (await t.request({ method: 'GET', url: 'media?limit=100', token: admin })).json() as MediaPage;
    const images = (
      await t.request({ method: 'GET', url: 'media?images=1&limit=100', token: admin })
    ).json() as MediaPage;
    expect(all.meta.total).toBe(41);
    expect(images.meta.total).toBe(34);
    expect(images.data.every((item) => item.url_thumb !== null)).toBe(true);
  });

  it('refuses bad paging with 422 naming the field', async () => {
    const answer = await search({ limit: 101, page: 0, extra: 1 });
    expect(answer.statusCode).toBe(422);
    expect(Object.keys((answer.json() as { errors: Record<string, unknown> }).errors).sort()).toEqual([
      'extra',
      'limit',
      'page',
    ]);
  });

  it('edits the texts, the licence (a published one only) and the open-library flag', async () => {
    const id = ids[1] as number;
    const licence = (
      await t.request({
        method: 'POST',
        url: 'licence',
        token: admin,
        payload: {
          contents: { it: { title: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/', status: 1 } },
        },
      })
    ).json() as { data: { id: number } };
    const draft = (
      await t.request({
        method: 'POST',
        url: 'licence',
        token: admin,
        payload: { contents: { it: { title: 'Bozza', status: 2 } } },
      })
    ).json() as { data: { id: number } };

    const refused = await t.request({
      method: 'PUT',
      url: `media/upload/${id}`,
      token: admin,
      payload: { license_id: draft.data.id },
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys((refused.json() as { errors: Record<string, unknown> }).errors)).toEqual(['license_id']);

    const saved = await t.request({
      method: 'PUT',
      url: `media/upload/${id}`,
      token: admin,
      payload: {
        titolo: '  Portici di Bologna ',
        description: 'Vista serale',
        copyright: 'Regione',
        license_id: licence.data.id,
        openlibrary: true,
      },
    });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as { data: MediaItem }).data).toMatchObject({
      id,
      title: 'Portici di Bologna',
      description: 'Vista serale',
      copyright: 'Regione',
      license_id: licence.data.id,
      openlibrary: 1,
    });
    const cleared = await t.request({
      method: 'PUT',
      url: `media/upload/${id}`,
      token: admin,
      payload: { license_id: null, openlibrary: 0 },
    });
    expect((cleared.json() as { data: MediaItem }).data).toMatchObject({ license_id: null, openlibrary: 0 });
    expect(
      (await t.request({ method: 'PUT', url: 'media/upload/99999999', token: admin, payload: {} })).statusCode,
    ).toBe(404);
  });

  it('deletes an item and its files', async () => {
    const id = ids[2] as number;
    const [row] = await rows<{ storage_key: string; thumb_key: string }>(
      t.server.database.db,
      sql`select storage_key, thumb_key from media where id = ${id}`,
    );
    const files = [row?.storage_key, row?.thumb_key].map((key) => path.join(t.dataDir, 'uploads', key ?? ''));
    for (const file of files) {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, 'x');
    }
    const answer = await t.request({ method: 'DELETE', url: `media/upload/${id}`, token: admin });
    expect(answer.statusCode).toBe(200);
    expect(files.map((file) => existsSync(file))).toEqual([false, false]);
    expect((await search({ id })).json()).toMatchObject({ data: [] });
    expect((await t.request({ method: 'DELETE', url: `media/upload/${id}`, token: admin })).statusCode).toBe(404);
  });

  it('serves stored files: images inline, others as downloads, nothing outside the uploads', async () => {
    const [image, pdf] = await rows<{ storage_key: string; name: string }>(
      t.server.database.db,
      sql`select storage_key, name from media where id in (${ids[5] as number}, ${ids[4] as number}) order by id desc`,
    );
    for (const row of [image, pdf]) {
      const file = path.join(t.dataDir, 'uploads', row?.storage_key ?? '');
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, 'contenuto');
    }
    const shown = await t.request({ method: 'GET', url: `/uploads/${image?.storage_key ?? ''}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/jpeg');
    expect(shown.headers['x-content-type-options']).toBe('nosniff');
    expect(shown.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(shown.headers['content-disposition']).toBeUndefined();
    expect(shown.body).toBe('contenuto');
    const downloaded = await t.request({ method: 'GET', url: `/uploads/${pdf?.storage_key ?? ''}` });
    expect(downloaded.headers['content-type']).toBe('application/pdf');
    expect(downloaded.headers['content-disposition']).toContain(`filename="${pdf?.name ?? ''}"`);
    // Every stored file keeps its own sandbox policy (the admin's used to overwrite it): an SVG
    // opened from /uploads/ runs nothing in the admin's origin, should the sanitiser ever miss.
    const svgKey = storageKey('svg');
    const svgFile = path.join(t.dataDir, 'uploads', svgKey);
    await mkdir(path.dirname(svgFile), { recursive: true });
    await writeFile(svgFile, '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const svg = await t.request({ method: 'GET', url: `/uploads/${svgKey}` });
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    for (const [name, answer] of [
      ['image', shown],
      ['pdf', downloaded],
      ['svg', svg],
    ] as const) {
      expect(answer.statusCode, name).toBe(200);
      expect(answer.headers['content-security-policy'], name).toBe(UPLOADS_CONTENT_SECURITY_POLICY);
      expect(answer.headers['x-content-type-options'], name).toBe('nosniff');
      expect(answer.headers['x-frame-options'], name).toBe('DENY');
    }
    // Any other answer keeps the admin's policy.
    const listed = await t.request({ method: 'GET', url: 'dashboard', token: admin });
    expect(listed.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    // A key of another form reaches the route and is not found (an encoded slash stays in the key).
    for (const url of ['/uploads/..%2f..%2fetc%2fpasswd', '/uploads/ab/cd/x.jpg']) {
      expect((await t.request({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    // Dot segments, plain or encoded, are resolved by URL parsing before routing: the path is then
    // /etc/passwd, which is no upload (the admin's page where the admin is built, else a 404);
    // the folder itself lists nothing.
    for (const url of ['/uploads/../../etc/passwd', '/uploads/%2e%2e/%2e%2e/etc/passwd', '/uploads/']) {
      const resolved = await t.request({ method: 'GET', url });
      expect(resolved.body, url).not.toContain('root:');
      expect(resolved.headers['cache-control'], url).not.toBe('public, max-age=31536000, immutable');
    }
  });

  it('follows the media abilities', async () => {
    const viewer = await t.userWith(['media-view']);
    const nobody = await t.userWith(['news-view']);
    expect((await search({}, nobody.token)).statusCode).toBe(403);
    expect((await search({}, viewer.token)).statusCode).toBe(200);
    const id = ids[3] as number;
    expect(
      (await t.request({ method: 'PUT', url: `media/upload/${id}`, token: viewer.token, payload: { titolo: 'x' } }))
        .statusCode,
    ).toBe(403);
    expect((await t.request({ method: 'DELETE', url: `media/upload/${id}`, token: viewer.token })).statusCode).toBe(
      403,
    );
  });

  it("opens the picker's search to the editors of an entity, for its images fields only", async () => {
    // A blog editor without media abilities: the images box of an article (and of its paragraphs).
    const blogger = await t.userWith(['blog-view', 'blog-create', 'blog-edit']);
    const creator = await t.userWith(['blog-view', 'blog-create']);
    const reader = await t.userWith(['blog-view']);
    const pick = { entity: 'blog', field: 'attachments' };
    expect((await search({}, blogger.token)).statusCode).toBe(403);
    const picked = await search(pick, blogger.token);
    expect(picked.statusCode, picked.body).toBe(200);
    const images = picked.json() as MediaPage;
    expect(images.meta.total).toBeGreaterThan(0);
    expect(images.data.every((item) => item.url_thumb !== null)).toBe(true);
    const nested = await search({ entity: 'blog', field: 'paragrafi.attachments', query: 'Rimini' }, blogger.token);
    expect(nested.statusCode, nested.body).toBe(200);
    expect((nested.json() as MediaPage).data.map((item) => item.title)).toEqual(['Tramonto a Rimini']);
    const preview = await search({ ...pick, id: ids[0] }, creator.token);
    expect(preview.statusCode, preview.body).toBe(200);
    expect((preview.json() as MediaPage).data.map((item) => item.id)).toEqual([ids[0]]);

    // Refused as today: a viewer only, another entity, a field of another kind (files, text).
    expect((await search(pick, reader.token)).statusCode).toBe(403);
    expect((await search({ entity: 'news', field: 'attachments' }, blogger.token)).statusCode).toBe(403);
    expect((await search({ entity: 'blog', field: 'files' }, blogger.token)).statusCode).toBe(403);
    expect((await search({ entity: 'blog', field: 'paragrafi.title' }, blogger.token)).statusCode).toBe(403);
    // The gallery screen's list stays with the media abilities.
    expect((await t.request({ method: 'GET', url: 'media', token: blogger.token })).statusCode).toBe(403);
    // A media viewer searches with or without them.
    const viewer = await t.userWith(['media-view']);
    expect((await search(pick, viewer.token)).statusCode).toBe(200);
    expect((await search({ entity: 'blog', field: 'files' }, viewer.token)).statusCode).toBe(200);
  });

  it("checks the picker's entity and field against the registry (422, whoever asks)", async () => {
    const blogger = await t.userWith(['blog-create', 'blog-edit']);
    const cases: { body: Record<string, unknown>; errors: Record<string, string[]> }[] = [
      { body: { entity: 'nope', field: 'attachments' }, errors: { entity: ['Valore non ammesso'] } },
      { body: { entity: 'blog', field: 'nope' }, errors: { field: ['Valore non ammesso'] } },
      { body: { entity: 'blog', field: 'paragrafi.nope' }, errors: { field: ['Valore non ammesso'] } },
      { body: { entity: 'blog' }, errors: { field: ['Campo richiesto'] } },
      { body: { field: 'attachments' }, errors: { entity: ['Campo richiesto'] } },
      { body: { entity: '../blog', field: 'attachments' }, errors: { entity: ['Formato non valido'] } },
      { body: { entity: 'blog', field: 'a.b.c.d.e' }, errors: { field: ['Formato non valido'] } },
      { body: { entity: 'b'.repeat(65), field: 'attachments' }, errors: { entity: ['Massimo 64 caratteri'] } },
      { body: { entity: 'blog', field: 7 }, errors: { field: ['Valore non valido'] } },
    ];
    for (const token of [blogger.token, admin]) {
      for (const { body, errors } of cases) {
        const answer = await search(body, token);
        expect(answer.statusCode, JSON.stringify(body)).toBe(422);
        expect(answer.json(), JSON.stringify(body)).toEqual({ message: 'I dati inviati non sono validi', errors });
      }
    }
  });
});
