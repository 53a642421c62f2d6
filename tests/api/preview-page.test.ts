/**
 * The server's own HTML preview page (issue #35, docs/preview.md) on both databases:
 * `GET /anteprima?secret=...` shows a draft's (a revision draft's) current text, not the
 * published one, with the 'Anteprima' band, its status and language, its images from the media
 * library and the schema's main fields (a place's address and contacts in the reader's language);
 * every text is escaped; the page runs nothing, is never indexed nor cached; expired, revoked,
 * altered and malformed secrets and items gone get an HTML page with the API's status and message.
 * Without PUBLIC_SITE_URL a link's address is this page.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../server/db/client';
import { backends, startTestServer, type TestServer, publishableNews as publishable } from './harness';

type Json = Record<string, unknown>;

interface Created {
  link: { id: number };
  secret: string;
  url: string | null;
  page: string;
}

const ENTITY = 'news';

describe.each(backends)('the preview page on $name', (backend) => {
  let t: TestServer;
  let publisher: string;

  beforeAll(async () => {
    t = await startTestServer(backend);
    publisher = (await t.userWith(['news-view', 'news-create', 'news-edit', 'news-publish'])).token;
  }, 60_000);
  afterAll(async () => t.close());

  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string | null, payload?: Json) => {
    const response = await t.request({ method, url, token, ...(payload === undefined ? {} : { payload }) });
    return { status: response.statusCode, body: response.json() as Json };
  };

  async function create(contents: Json): Promise<number> {
    const created = await call('POST', ENTITY, publisher, { contents: { it: contents } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return (created.body.data as { id: number }).id;
  }

  async function link(id: number, lang = 'it'): Promise<Created> {
    const answer = await call('POST', 'preview/links', publisher, { entity: ENTITY, id, lang });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data as Created;
  }

  /** The page of a secret, as a browser without a session asks it. */
  const page = (secret: string) =>
    t.server.app.inject({ method: 'GET', url: `/anteprima?secret=${encodeURIComponent(secret)}` });

  it("shows a revision draft's text, not the published one, read-only and never indexed", async () => {
    const liveId = await create(publishable('Fiera del tartufo', 'fiera-del-tartufo'));
    const live = (await call('GET', `${ENTITY}/${liveId}`, publisher)).body.data as { version: number };
    const editor = (await t.userWith(['news-view', 'news-create', 'news-edit'])).token;
    const revised = await call('PUT', `${ENTITY}/${liveId}`, editor, {
      version: live.version,
      contents: {
        it: {
          ...publishable('Fiera del tartufo bianco', 'fiera-del-tartufo'),
          subtitle: 'Sottotitolo della bozza',
          description: '<p>Testo <strong>nuovo</strong> della bozza</p>',
          status: 5,
        },
      },
    });
    expect(revised.status, JSON.stringify(revised.body)).toBe(200);
    const revisionId = (revised.body.data as { id: number }).id;
    const created = await link(revisionId);
    // The address of the public site (PUBLIC_SITE_URL is set), and the server's own page beside it.
    expect(created.url).toMatch(/^https:\/\/portal\.test\/preview\?/);
    expect(created.page).toMatch(/\/anteprima\?secret=/);
    expect(new URL(created.page).searchParams.get('secret')).toBe(created.secret);

    const answer = await page(created.secret);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(answer.headers['cache-control']).toBe('no-store');
    const policy = String(answer.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain('script-src');
    expect(policy).not.toContain('unsafe-inline');
    const html = answer.body;
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toMatch(/<h1 data-preview="title">Fiera del tartufo bianco<\/h1>/);
    expect(html).not.toMatch(/<h1[^>]*>Fiera del tartufo<\/h1>/);
    expect(html).toContain('Sottotitolo della bozza');
    expect(html).toContain('<p>Testo <strong>nuovo</strong> della bozza</p>');
    expect(html).toContain('>Anteprima<');
    expect(html).toContain('Stato: Validazione richiesta');
    expect(html).toContain('Lingua: italiano (IT)');
    expect(html).toContain('Bozza di revisione');
    expect(html).not.toContain('<form');
    expect(html).not.toContain('<script');
  });

  it('escapes every text and says when the item changed since the link was made', async () => {
    const id = await create({ title: '<script>alert("x")</script> & "amici"', status: 2, subtitle: '<img src=x>' });
    const created = await link(id);
    const first = await page(created.secret);
    expect(first.statusCode).toBe(200);
    expect(first.body).not.toContain('<script>alert');
    expect(first.body).not.toContain('<img src=x>');
    expect(first.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;amici&quot;');
    expect(first.body).toContain('&lt;img src=x&gt;');
    expect(first.body).not.toContain('data-preview="changed"');

    const current = (await call('GET', `${ENTITY}/${id}`, publisher)).body.data as { version: number };
    const saved = await call('PUT', `${ENTITY}/${id}`, publisher, {
      version: current.version,
      contents: { it: { title: 'Titolo cambiato', status: 2 } },
    });
    expect(saved.status).toBe(200);
    const after = await page(created.secret);
    expect(after.body).toContain('Titolo cambiato');
    expect(after.body).toContain('data-preview="changed"');
    expect(after.body).toContain('Il contenuto è stato modificato dopo la creazione di questo link');
  });

  it("shows the item's images from the media library", async () => {
    const [file] = await rows<{ id: number }>(
      t.server.database.db,
      sql`insert into media (collection, storage_key, thumb_key, name, mime, bytes, title)
          values ('images', 'preview/photo.jpg', 'preview/photo_thumb.jpg', 'photo.jpg', 'image/jpeg', 10, 'Il porto')
          returning id`,
    );
    expect(file).toBeDefined();
    if (!file) return;
    const id = await create({ title: 'Con immagine', status: 2 });
    const current = (await call('GET', `${ENTITY}/${id}`, publisher)).body.data as { version: number };
    const saved = await call('PUT', `${ENTITY}/${id}`, publisher, {
      version: current.version,
      attachments: [{ id: file.id, is_primary: true }],
      contents: { it: { title: 'Con immagine', status: 2 } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const html = (await page((await link(id)).secret)).body;
    expect(html).toContain('<img class="cover" src="/uploads/preview/photo.jpg" alt="Il porto">');
  });

  it("shows a place's address and contacts, escaped, in the reader's language", async () => {
    const admin = await t.adminToken();
    const [bologna] = await rows<{ id: number }>(
      t.server.database.db,
      sql`select id from municipalities where istat = '037006'`,
    );
    const city = { id: bologna?.id ?? 0, city: 'Bologna', province_short: 'BO', zip_code: '40124' };
    const created = await t.request({
      method: 'POST',
      url: 'place',
      token: admin,
      payload: {
        locations: {
          venue: 'Basilica <di> San Petronio',
          address: 'Piazza Galvani',
          number: '5',
          city,
          lat: 44.49,
          lng: 11.34,
        },
        contents: {
          it: {
            title: 'San Petronio',
            status: 2,
            contacts: [
              { type: 'telephone', value: '+39 051 000 0001' },
              { type: 'email', label: 'Info & prenotazioni', value: 'info@example.org' },
            ],
          },
        },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { data: { id: number } }).data.id;
    const made = await t.request({
      method: 'POST',
      url: 'preview/links',
      token: admin,
      payload: { entity: 'place', id, lang: 'it' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const { secret } = (made.json() as { data: Created }).data;
    const read = (language: string) =>
      t.server.app.inject({
        method: 'GET',
        url: `/anteprima?secret=${encodeURIComponent(secret)}`,
        headers: { 'accept-language': language },
      });
    const italian = (await read('it')).body;
    expect(italian).toContain(
      '<h2>Contatti</h2>Telefono: +39 051 000 0001<br>Info &amp; prenotazioni: info@example.org</section>',
    );
    expect(italian).toContain(
      '<h2>Indirizzo</h2>Basilica &lt;di&gt; San Petronio<br>Piazza Galvani 5<br>40124 Bologna (BO)</section>',
    );
    const english = (await read('en')).body;
    expect(english).toContain('<h2>Contacts</h2>Telephone: +39 051 000 0001<br>');
    expect(english).toContain('<h2>Address</h2>Basilica &lt;di&gt; San Petronio<br>');
  });

  it('refuses expired, revoked, altered and malformed secrets, and items gone, with an HTML page', async () => {
    const id = await create({ title: 'Notte rosa', status: 2 });
    const expired = await link(id);
    await t.server.database.db.execute(
      sql`update preview_links set expires_at = now() - interval '1 minute' where id = ${expired.link.id}`,
    );
    const refusals: [string, number, string][] = [];
    refusals.push([expired.secret, 403, 'Anteprima scaduta']);

    const revoked = await link(id);
    expect((await call('DELETE', `preview/links/${revoked.link.id}`, publisher)).status).toBe(200);
    refusals.push([revoked.secret, 403, 'Anteprima revocata']);

    const valid = await link(id);
    const [version = '', body = '', signature = ''] = valid.secret.split('.');
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    refusals.push([`${version}.${body}.${flipped}`, 403, 'Anteprima non valida']);
    refusals.push(['<script>', 422, 'Anteprima non valida']);
    refusals.push(['a'.repeat(2000), 422, 'Anteprima non valida']);

    for (const [secret, status, message] of refusals) {
      const answer = await page(secret);
      expect(answer.statusCode, message).toBe(status);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
      expect(answer.body).toContain(`<h1>${message}</h1>`);
      expect(answer.body).not.toContain('Notte rosa');
      expect(answer.body).not.toContain('<script>');
    }
    const none = await t.server.app.inject({ method: 'GET', url: '/anteprima' });
    expect(none.statusCode).toBe(422);
    expect(none.body).toContain('Anteprima non valida');

    // In English for an English reader.
    const english = await t.server.app.inject({
      method: 'GET',
      url: `/anteprima?secret=${encodeURIComponent(revoked.secret)}`,
      headers: { 'accept-language': 'en' },
    });
    expect(english.body).toContain('Preview link revoked');

    expect((await page(valid.secret)).statusCode).toBe(200);
    expect((await call('DELETE', `${ENTITY}/${id}`, await t.adminToken())).status).toBe(200);
    const gone = await page(valid.secret);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('Elemento non trovato');
  });
});

describe.each(backends)('preview links without PUBLIC_SITE_URL on $name', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend, { PUBLIC_SITE_URL: '' });
  }, 60_000);
  afterAll(async () => t.close());

  it("give the server's own page as their address, slug or not", async () => {
    const token = await t.adminToken();
    const created = await t.request({
      method: 'POST',
      url: ENTITY,
      token,
      payload: { contents: { it: { title: 'Senza sito', status: 2 } } },
    });
    const id = (created.json() as { data: { id: number } }).data.id;
    const answer = await t.request({
      method: 'POST',
      url: 'preview/links',
      token,
      payload: { entity: ENTITY, id, lang: 'it' },
    });
    expect(answer.statusCode).toBe(201);
    const data = (answer.json() as { data: Created }).data;
    expect(data.url).toBe(data.page);
    const address = new URL(data.page);
    expect(address.pathname).toBe('/anteprima');
    const shown = await t.server.app.inject({ method: 'GET', url: `${address.pathname}${address.search}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Senza sito');
  });
});
