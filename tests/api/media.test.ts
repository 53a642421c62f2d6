/**
 * The media library's calls (core/contracts/media.ts) on items stored directly: search and list
 * newest first with the spec's page metadata, the edit of texts, licence, licence version and
 * open-library flag (both required: a published licence and one of its versions), the licences
 * lookup with their versions, the filter of the files lacking them (`license=missing`), deletion
 * with the files, and the media abilities.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaItem, MediaLicencesResult, MediaPage } from '../../generated/api/schemas';
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

  const update = async (id: number, body: Record<string, unknown>, token = admin) =>
    t.request({ method: 'PUT', url: `media/upload/${id}`, payload: body, token });

  /** Creates a licence (published unless `status` says otherwise) with these versions; answers its id. */
  async function createLicence(title: string, versions: readonly string[], status = 1): Promise<number> {
    const answer = await t.request({
      method: 'POST',
      url: 'licence',
      token: admin,
      payload: {
        ...(versions.length > 0 ? { versions: versions.map((name) => ({ name })) } : {}),
        contents: { it: { title, url: 'https://creativecommons.org/licenses/by/4.0/', status } },
      },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return (answer.json() as { data: { id: number } }).data.id;
  }

  const errorsOf = (answer: { json: () => unknown }) => (answer.json() as { errors: Record<string, string[]> }).errors;

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
    expect(none).toEqual({ status: 200, data: [], meta: { current_page: 1, last_page: 1, total: 0 } });
  });

  it('lists images only with images=1', async () => {
    const all = (await t.request({ method: 'GET', url: 'media?limit=100', token: admin })).json() as MediaPage;
    const images = (
      await t.request({ method: 'GET', url: 'media?images=1&limit=100', token: admin })
    ).json() as MediaPage;
    // Spec: `GET media` answers status, data and meta.
    expect(all.status).toBe(200);
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
          versions: [{ name: '4.0' }],
          contents: { it: { title: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/', status: 1 } },
        },
      })
    ).json() as { data: { id: number } };
    const draft = (
      await t.request({
        method: 'POST',
        url: 'licence',
        token: admin,
        payload: {
          versions: [{ name: '1.0' }],
          contents: { it: { title: 'Bozza', status: 2 }, en: { title: 'Draft', status: 2 } },
        },
      })
    ).json() as { data: { id: number } };

    // Spec: `GET licence` answers data[] with per-language contents; the row still shows Italian.
    const listed = (await t.request({ method: 'GET', url: 'licence?limit=10', token: admin })).json() as {
      data: { id: number; title: string; url: string | null; contents: Record<string, Record<string, unknown>> }[];
    };
    expect(listed.data.find((row) => row.id === licence.data.id)).toMatchObject({
      title: 'CC BY 4.0',
      url: 'https://creativecommons.org/licenses/by/4.0/',
      contents: { it: { title: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/', status: 1 } },
    });
    const both = listed.data.find((row) => row.id === draft.data.id);
    expect(both?.title).toBe('Bozza');
    expect(both?.contents).toMatchObject({ it: { title: 'Bozza', status: 2 }, en: { title: 'Draft', status: 2 } });
    expect(Object.keys(listed.data.find((row) => row.id === licence.data.id)?.contents ?? {})).toEqual(['it']);

    // A draft licence is no licence a media item may name, whatever its versions.
    const refused = await update(id, { license_id: draft.data.id, license_version: '1.0' });
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused)).toEqual({ license_id: ['Valore non ammesso'] });

    const saved = await update(id, {
      titolo: '  Portici di Bologna ',
      description: 'Vista serale',
      copyright: 'Regione',
      license_id: licence.data.id,
      license_version: ' 4.0 ',
      openlibrary: true,
    });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as { data: MediaItem }).data).toMatchObject({
      id,
      title: 'Portici di Bologna',
      description: 'Vista serale',
      copyright: 'Regione',
      license_id: licence.data.id,
      license_version: '4.0',
      openlibrary: 1,
    });
    const closed = await update(id, { license_id: licence.data.id, license_version: '4.0', openlibrary: 0 });
    expect((closed.json() as { data: MediaItem }).data).toMatchObject({ title: 'Portici di Bologna', openlibrary: 0 });
    expect((await update(99999999, { license_id: licence.data.id, license_version: '4.0' })).statusCode).toBe(404);
  });

  it('requires a published licence and, when given, one of its versions (422 otherwise, nothing written)', async () => {
    const id = ids[6] as number;
    const ccBy = await createLicence('CC BY', ['4.0', '3.0 IT']);
    const cc0 = await createLicence('CC0', ['1.0']);
    const before = (await search({ id })).json() as MediaPage;

    // No licence, or null: the licence is required (the version may be left to the server).
    const neither = await update(id, { titolo: 'Senza licenza' });
    expect(neither.statusCode).toBe(422);
    expect(errorsOf(neither)).toEqual({ license_id: ['Campo richiesto'] });
    const nulls = await update(id, { license_id: null, license_version: null });
    expect(errorsOf(nulls)).toEqual({ license_id: ['Campo richiesto'] });
    // An empty version is no version of the licence.
    expect(errorsOf(await update(id, { license_id: ccBy, license_version: '   ' }))).toEqual({
      license_version: ['Versione della licenza non valida'],
    });
    // A version without its licence.
    expect(errorsOf(await update(id, { license_version: '4.0' }))).toEqual({ license_id: ['Campo richiesto'] });
    // A version of another licence, or one that matches only in another case.
    const other = await update(id, { license_id: ccBy, license_version: '1.0' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      message: 'I dati inviati non sono validi',
      errors: { license_version: ['Versione della licenza non valida'] },
    });
    const english = await t.request({
      method: 'PUT',
      url: `media/upload/${id}`,
      token: admin,
      headers: { 'accept-language': 'en' },
      payload: { license_id: cc0, license_version: '4.0' },
    });
    expect(errorsOf(english)).toEqual({ license_version: ['Not a version of this licence'] });
    expect(errorsOf(await update(id, { license_id: ccBy, license_version: '3.0 it' }))).toEqual({
      license_version: ['Versione della licenza non valida'],
    });
    // Bounded: 50 characters, a string; an unknown licence id is no licence.
    expect(errorsOf(await update(id, { license_id: ccBy, license_version: 'v'.repeat(51) }))).toEqual({
      license_version: ['Massimo 50 caratteri'],
    });
    expect(errorsOf(await update(id, { license_id: ccBy, license_version: 4 }))).toEqual({
      license_version: ['Valore non valido'],
    });
    expect(errorsOf(await update(id, { license_id: 99999999, license_version: '4.0' }))).toEqual({
      license_id: ['Valore non ammesso'],
    });
    expect(errorsOf(await update(id, { license_id: 'x', license_version: '4.0' }))).toEqual({
      license_id: ['Inserire un numero intero'],
    });
    const nul = await update(id, { license_id: ccBy, license_version: '4.\u00000' });
    expect(nul.statusCode).toBe(422);
    expect(Object.keys(errorsOf(nul))).toEqual(['license_version']);
    // None of these wrote anything.
    expect(((await search({ id })).json() as MediaPage).data).toEqual(before.data);

    // Both: saved, and answered by the list and the search.
    const saved = await update(id, { titolo: 'Con licenza', license_id: ccBy, license_version: '3.0 IT' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as { data: MediaItem }).data).toMatchObject({ license_id: ccBy, license_version: '3.0 IT' });
    const found = ((await search({ id })).json() as MediaPage).data[0];
    expect(found).toMatchObject({ id, title: 'Con licenza', license_id: ccBy, license_version: '3.0 IT' });
    const listed = (
      await t.request({ method: 'GET', url: 'media?searchText=Con%20licenza', token: admin })
    ).json() as MediaPage;
    expect(listed.data.map((item) => [item.id, item.license_id, item.license_version])).toEqual([[id, ccBy, '3.0 IT']]);

    // A version the licence no longer has is refused on the next save.
    const current = (await t.request({ method: 'GET', url: `licence/${ccBy}`, token: admin })).json() as {
      data: { version: number };
    };
    const edited = await t.request({
      method: 'PUT',
      url: `licence/${ccBy}`,
      token: admin,
      payload: {
        version: current.data.version,
        versions: [{ name: '4.0' }],
        contents: { it: { title: 'CC BY', url: 'https://creativecommons.org/licenses/by/4.0/', status: 1 } },
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(errorsOf(await update(id, { license_id: ccBy, license_version: '3.0 IT' }))).toEqual({
      license_version: ['Versione della licenza non valida'],
    });
  });

  it("takes the spec's body without a version: the stored one, else the licence's current one", async () => {
    const id = ids[8] as number;
    const ccBy = await createLicence('CC BY spec', ['4.0', '3.0 IT']);
    const cc0 = await createLicence('CC0 spec', ['1.0']);
    // Spec platform.md section 7: PUT media/upload/{id} {titolo, description, copyright, license_id, openlibrary}.
    const spec = { titolo: 'Corpo della specifica', description: 'Descrizione', copyright: 'APT', openlibrary: 1 };
    const versionOf = (answer: { statusCode: number; body: string; json: () => unknown }) => {
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json() as { data: MediaItem }).data.license_version;
    };
    // No version stored: the licence's current one (the first of its list).
    const first = await update(id, { ...spec, license_id: ccBy });
    expect(versionOf(first)).toBe('4.0');
    expect((first.json() as { data: MediaItem }).data).toMatchObject({
      title: 'Corpo della specifica',
      description: 'Descrizione',
      copyright: 'APT',
      license_id: ccBy,
      openlibrary: 1,
    });
    // Another version chosen, then the spec's body again (absent or null): the stored one is kept.
    expect(versionOf(await update(id, { license_id: ccBy, license_version: '3.0 IT' }))).toBe('3.0 IT');
    expect(versionOf(await update(id, { ...spec, license_id: ccBy }))).toBe('3.0 IT');
    expect(versionOf(await update(id, { ...spec, license_id: ccBy, license_version: null }))).toBe('3.0 IT');
    // Another licence: its current version, whatever was stored.
    expect(versionOf(await update(id, { ...spec, license_id: cc0 }))).toBe('1.0');
    // Back to the first licence: its current one, not the version stored under the other.
    expect(versionOf(await update(id, { ...spec, license_id: ccBy }))).toBe('4.0');
    // A stored version the licence has since lost: the current one.
    await update(id, { license_id: ccBy, license_version: '3.0 IT' });
    await t.server.database.db.execute(
      sql`update licence set versions = '[{"name": "5.0"}, {"name": "4.0"}]'::jsonb where id = ${ccBy}`,
    );
    expect(versionOf(await update(id, { ...spec, license_id: ccBy }))).toBe('5.0');
    const found = ((await search({ id })).json() as MediaPage).data[0];
    expect(found).toMatchObject({ license_id: ccBy, license_version: '5.0' });
  });

  it('accepts a licence without versions, and no version of it', async () => {
    const id = ids[10] as number;
    // The licence's editor requires a version to publish: one published before versions existed.
    const bare = await createLicence('Licenza senza versioni', ['1.0']);
    await t.server.database.db.execute(sql`update licence set versions = '[]'::jsonb where id = ${bare}`);
    const listed = (
      (await t.request({ method: 'GET', url: 'media/licences', token: admin })).json() as MediaLicencesResult
    ).data;
    expect(listed.find((licence) => licence.id === bare)).toEqual({
      id: bare,
      title: 'Licenza senza versioni',
      versions: [],
    });
    const ccBy = await createLicence('CC BY prima', ['4.0']);
    expect((await update(id, { license_id: ccBy })).statusCode).toBe(200);

    const saved = await update(id, { titolo: 'Senza versioni', license_id: bare, openlibrary: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as { data: MediaItem }).data).toMatchObject({ license_id: bare, license_version: null });
    expect(((await search({ id })).json() as MediaPage).data[0]).toMatchObject({
      title: 'Senza versioni',
      license_id: bare,
      license_version: null,
    });
    // A version it does not have is refused, in Italian, and nothing is written.
    const refused = await update(id, { titolo: 'Con versione', license_id: bare, license_version: '1.0' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message: 'I dati inviati non sono validi',
      errors: { license_version: ['Versione della licenza non valida'] },
    });
    expect(((await search({ id })).json() as MediaPage).data[0]).toMatchObject({ title: 'Senza versioni' });
  });

  it.runIf(backend.name === 'postgres').each([
    { named: 'a version named', version: '1.0', status: 422, saved: null },
    { named: 'no version (the stored one, just lost)', version: undefined, status: 200, saved: '2.0' },
  ])(
    'checks $named against a licence edited at the same moment as it is, after that edit',
    async ({ version, status, saved }) => {
      const id = ids[7] as number;
      const licence = await createLicence('Licenza contesa', ['2.0', '1.0']);
      expect((await update(id, { license_id: licence, license_version: '1.0' })).statusCode).toBe(200);
      const { db } = t.server.database;
      let saving: ReturnType<typeof update> | undefined;
      await db.transaction(async (tx) => {
        // A licence save under way drops version 1.0 ...
        await tx.execute(
          sql`update licence set versions = '[{"name": "2.0", "order": 1}]'::jsonb where id = ${licence}`,
        );
        // ... while a media save names it, or keeps it: it waits for the licence's row, then reads the new one.
        saving = update(id, { license_id: licence, ...(version === undefined ? {} : { license_version: version }) });
        const deadline = Date.now() + 10_000;
        let waiting = 0;
        while (waiting === 0 && Date.now() < deadline) {
          const [row] = await rows<{ n: number }>(
            db,
            sql`select count(*)::int as n from pg_stat_activity
                 where datname = current_database() and wait_event_type = 'Lock' and query like '%for share of m%'`,
          );
          waiting = row?.n ?? 0;
          if (waiting === 0) await new Promise((resolve) => setTimeout(resolve, 20));
        }
        expect(waiting).toBe(1);
      });
      const answer = await (saving as ReturnType<typeof update>);
      expect(answer.statusCode).toBe(status);
      if (saved === null) {
        expect(errorsOf(answer)).toEqual({ license_version: ['Versione della licenza non valida'] });
        expect(((await search({ id })).json() as MediaPage).data[0]).toMatchObject({ license_version: '1.0' });
      } else {
        expect((answer.json() as { data: MediaItem }).data.license_version).toBe(saved);
      }
      expect((await update(id, { license_id: licence, license_version: '2.0' })).statusCode).toBe(200);
    },
  );

  it('answers the published licences with their versions (the detail panel’s selects)', async () => {
    const published = await createLicence('Licenza con versioni', ['2.0', '1.0']);
    const draft = await createLicence('Licenza in bozza', ['1.0'], 2);
    const answer = await t.request({ method: 'GET', url: 'media/licences', token: admin });
    expect(answer.statusCode).toBe(200);
    const licences = (answer.json() as MediaLicencesResult).data;
    expect(licences.find((licence) => licence.id === published)).toEqual({
      id: published,
      title: 'Licenza con versioni',
      versions: ['2.0', '1.0'],
    });
    expect(licences.some((licence) => licence.id === draft)).toBe(false);
    expect(licences.map((licence) => licence.id)).toEqual(
      [...licences.map((licence) => licence.id)].sort((a, b) => a - b),
    );
    // A media viewer reads them; without the media abilities, no.
    const viewer = await t.userWith(['media-view']);
    expect((await t.request({ method: 'GET', url: 'media/licences', token: viewer.token })).statusCode).toBe(200);
    const nobody = await t.userWith(['news-view']);
    expect((await t.request({ method: 'GET', url: 'media/licences', token: nobody.token })).statusCode).toBe(403);
  });

  it('refuses a published licence without versions, and versions named twice', async () => {
    const save = async (versions: unknown, status = 1) =>
      t.request({
        method: 'POST',
        url: 'licence',
        token: admin,
        payload: {
          ...(versions === undefined ? {} : { versions }),
          contents: { it: { title: 'Licenza', url: 'https://example.org/licenza', status } },
        },
      });
    const none = await save(undefined);
    expect(none.statusCode).toBe(422);
    expect(errorsOf(none)).toEqual({ versions: ['Campo richiesto'] });
    expect(errorsOf(await save([]))).toEqual({ versions: ['Campo richiesto'] });
    const twice = await save([{ name: '4.0' }, { name: '3.0' }, { name: ' 4.0 ' }]);
    expect(twice.statusCode).toBe(422);
    expect(errorsOf(twice)).toEqual({ 'versions.2.name': ['Valore ripetuto'] });
    expect(errorsOf(await save([{ name: 'Beta' }, { name: 'BETA' }], 2))).toEqual({
      'versions.1.name': ['Valore ripetuto'],
    });
    // A draft may have none; names are trimmed when stored.
    expect((await save(undefined, 2)).statusCode).toBe(201);
    const stored = await save([{ name: ' 4.0 ' }, { name: '3.0' }]);
    expect(stored.statusCode).toBe(201);
    const loaded = await t.request({
      method: 'GET',
      url: `licence/${(stored.json() as { data: { id: number } }).data.id}`,
      token: admin,
    });
    expect(
      (loaded.json() as { data: { versions: { name: string }[] } }).data.versions.map((entry) => entry.name),
    ).toEqual(['4.0', '3.0']);
  });

  it('lists the files lacking a licence or its version with license=missing, counted in meta.total', async () => {
    const licence = await createLicence('Filtro', ['1.0']);
    const complete = await insertMedia({ title: 'Filtro licenza completa', image: true });
    const withoutVersion = await insertMedia({ title: 'Filtro licenza senza versione', image: true });
    const withoutLicence = await insertMedia({ title: 'Filtro licenza assente', image: true });
    const aFile = await insertMedia({ title: 'Filtro licenza documento', image: false });
    expect((await update(complete, { license_id: licence, license_version: '1.0' })).statusCode).toBe(200);
    // A file saved before licences had versions: its licence, no version.
    await t.server.database.db.execute(sql`update media set license_id = ${licence} where id = ${withoutVersion}`);

    const listed = async (query: string) =>
      (
        await t.request({ method: 'GET', url: `media?searchText=Filtro%20licenza&${query}`, token: admin })
      ).json() as MediaPage;
    const all = await listed('limit=100');
    expect(all.meta.total).toBe(4);
    const missing = await listed('license=missing&limit=100');
    expect(missing.data.map((item) => item.id)).toEqual([aFile, withoutLicence, withoutVersion]);
    expect(missing.meta).toEqual({ current_page: 1, last_page: 1, total: 3 });
    const paged = await listed('license=missing&limit=2&page=2');
    expect(paged.data.map((item) => item.id)).toEqual([withoutVersion]);
    expect(paged.meta).toEqual({ current_page: 2, last_page: 2, total: 3 });
    // The gallery's search (images only) takes the same filter.
    const searched = (await search({ query: 'Filtro licenza', license: 'missing' })).json() as MediaPage;
    expect(searched.data.map((item) => item.id)).toEqual([withoutLicence, withoutVersion]);
    expect(searched.meta.total).toBe(2);
    expect(((await search({ query: 'Filtro licenza' })).json() as MediaPage).meta.total).toBe(3);

    // Completed, a file leaves the filter.
    expect((await update(withoutVersion, { license_id: licence, license_version: '1.0' })).statusCode).toBe(200);
    expect((await listed('license=missing')).data.map((item) => item.id)).toEqual([aFile, withoutLicence]);

    // Under a licence without versions, a file lacks nothing without one (issue #48 item 3).
    const bare = await createLicence('Filtro senza versioni', ['1.0']);
    await t.server.database.db.execute(sql`update licence set versions = '[]'::jsonb where id = ${bare}`);
    expect((await update(withoutLicence, { license_id: bare })).statusCode).toBe(200);
    expect((await listed('license=missing')).data.map((item) => item.id)).toEqual([aFile]);
    expect(((await search({ query: 'Filtro licenza', license: 'missing' })).json() as MediaPage).meta.total).toBe(0);

    // Any other value is refused, as the other enumerated parameters are.
    const bad = await t.request({ method: 'GET', url: 'media?license=present', token: admin });
    expect(bad.statusCode).toBe(422);
    expect(errorsOf(bad)).toEqual({ license: ['Valore non ammesso'] });
    const badSearch = await search({ license: 'present' });
    expect(badSearch.statusCode).toBe(422);
    expect(errorsOf(badSearch)).toEqual({ license: ['Valore non ammesso'] });
    expect(errorsOf(await search({ license: 1 }))).toEqual({ license: ['Valore non ammesso'] });
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
