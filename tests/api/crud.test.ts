/** The generic CRUD engine through the HTTP API, on news (the richest schema) and the simpler entities. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../server/db/client';
import { backends, startTestServer, type TestServer, publishedNews as published } from './harness';

interface SaveAnswer {
  data: { id: number; message: string; permalink: string | null };
}
interface ListAnswer {
  data: Record<string, unknown>[];
  meta: { total: number };
}

describe.each(backends)('generic CRUD on $name', (backend) => {
  let t: TestServer;
  let admin: string;
  let bologna: number;
  let rimini: number;
  let interest: number;

  beforeAll(async () => {
    t = await startTestServer(backend);
    admin = await t.adminToken();
    const db = t.server.database.db;
    const places = await rows<{ id: number; istat: string }>(
      db,
      sql`select id, istat from municipalities where istat in ('037006', '099014')`,
    );
    bologna = places.find((place) => place.istat === '037006')?.id ?? 0;
    rimini = places.find((place) => place.istat === '099014')?.id ?? 0;
    const [child] = await rows<{ id: number }>(
      db,
      sql`insert into categories (parent_id, "order") values (5, 1) returning id`,
    );
    interest = child?.id ?? 0;
    await db.execute(
      sql`insert into category_contents (category_id, lang, title) values (${interest}, 'it', 'Arte e cultura')`,
    );
  }, 60_000);
  afterAll(async () => t.close());

  const create = async (entity: string, body: Record<string, unknown>, token = admin) =>
    t.request({ method: 'POST', url: entity, token, payload: body });
  const get = async (path: string, token = admin) => t.request({ method: 'GET', url: path, token });

  it('creates a news item: 201, id, message, permalink; slug from the title; author is the user', async () => {
    const response = await create('news', {
      contents: { it: published('Festa della Piadina a Rimini') },
      comune: [rimini],
      theme: { ids: [interest], primary: interest },
      lang: 'it',
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json() as SaveAnswer;
    expect(data.message).toBe('Elemento creato correttamente');
    expect(data.permalink).toBe('https://portal.test/it/news/festa-della-piadina-a-rimini');
    const item = (await get(`news/${data.id}`)).json() as { data: Record<string, unknown> };
    expect(item.data).toMatchObject({
      id: data.id,
      version: 1,
      draft: 0,
      original_id: null,
      canSave: true,
      comune: [rimini],
      theme: { ids: [interest], primary: interest },
      contents: {
        it: {
          title: 'Festa della Piadina a Rimini',
          slug: 'festa-della-piadina-a-rimini',
          status: 1,
          author: expect.any(Number) as number,
          permalink: 'https://portal.test/it/news/festa-della-piadina-a-rimini',
        },
      },
    });
    const it = (item.data.contents as Record<string, Record<string, unknown>>).it ?? {};
    expect(String(it.pub_date)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const next = item.data.nextStatuses as Record<string, { id: number; active: number }[]>;
    expect(Object.keys(next)).toEqual(['it', 'en', 'de']);
    expect(next.it?.filter((option) => option.active === 1).map((option) => option.id)).toEqual([0, 1, 2, 5]);
    expect(next.en?.filter((option) => option.active === 1).map((option) => option.id)).toEqual([0, 1, 2, 3]);
  });

  it('gives taken slugs derived from the title a suffix, and refuses other typed ones', async () => {
    const first = (await create('news', { contents: { it: { title: 'Notte Rosa', status: 2 } } })).json() as SaveAnswer;
    const second = (
      await create('news', { contents: { it: { title: 'Notte  rosa!', status: 2 } } })
    ).json() as SaveAnswer;
    const slugOf = async (id: number) =>
      ((await get(`news/${id}`)).json() as { data: { contents: { it: { slug: string } } } }).data.contents.it.slug;
    expect(await slugOf(first.data.id)).toBe('notte-rosa');
    expect(await slugOf(second.data.id)).toBe('notte-rosa-2');
    // The admin fills the slug from the title itself: that slug is still derived, so it gets a suffix.
    const fromAdmin = (
      await create('news', { contents: { it: { title: 'Notte Rosa', slug: 'notte-rosa', status: 2 } } })
    ).json() as SaveAnswer;
    expect(await slugOf(fromAdmin.data.id)).toBe('notte-rosa-3');
    const typed = await create('news', { contents: { it: { title: 'Altro', slug: 'notte-rosa', status: 2 } } });
    expect(typed.statusCode).toBe(422);
    expect(typed.json()).toEqual({
      message: 'I dati inviati non sono validi',
      errors: { 'contents.it.slug': ['Slug già in uso'] },
    });
  });

  it('applies the publish rules of status 1 with Italian messages keyed by field path', async () => {
    const response = await create('news', {
      contents: { it: { title: 'Solo titolo', status: 1 }, en: { title: '', status: 2 } },
    });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json() as { errors: Record<string, string[]> };
    expect(errors['contents.it.excerpt']).toEqual(['Campo richiesto']);
    expect(errors['contents.it.description']).toEqual(['Campo richiesto']);
    expect(errors['contents.it.google.title']).toEqual(['Campo richiesto']);
    expect(errors['contents.it.social.description']).toEqual(['Campo richiesto']);
    expect(errors['contents.en.title']).toEqual(['Campo richiesto']);
    expect(errors['contents.it.slug']).toBeUndefined();
  });

  it('refuses unknown fields, wrong types and oversize strings', async () => {
    const response = await create('news', {
      contents: { it: { title: 'x', status: 2, subtitle: 's'.repeat(141), colour: 'red' } },
      comune: 'Bologna',
      hacked: true,
    });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json() as { errors: Record<string, string[]> };
    expect(errors['contents.it.subtitle']).toEqual(['Massimo 140 caratteri']);
    expect(errors['contents.it.colour']).toEqual(['Campo non previsto']);
    expect(errors.hacked).toEqual(['Campo non previsto']);
    expect(errors.comune).toEqual(['Valore non valido']);
  });

  it('checks references: categories under their main category, municipalities, tags', async () => {
    const response = await create('news', {
      contents: { it: { title: 'Riferimenti', status: 2, tags: [{ id: 999999, name: 'nessuno' }] } },
      comune: [999999],
      theme: { ids: [2001] },
    });
    expect(response.statusCode).toBe(422);
    expect((response.json() as { errors: unknown }).errors).toEqual({
      'theme.ids': ['Categoria non valida'],
      comune: ['Comune non valido'],
      'contents.it.tags': ['Tag non valido'],
    });
  });

  it('sanitises rich text to what the editor produces', async () => {
    const { data } = (
      await create('news', {
        contents: {
          it: {
            title: 'Sanificato',
            status: 2,
            description:
              '<p class="ql-align-center">Ciao <strong>mondo</strong><script>alert(1)</script>' +
              '<a href="javascript:alert(1)" onclick="x()">link</a><img src=x onerror=alert(1)></p>',
          },
        },
      })
    ).json() as SaveAnswer;
    const item = (await get(`news/${data.id}`)).json() as { data: { contents: { it: { description: string } } } };
    expect(item.data.contents.it.description).toBe(
      '<p class="ql-align-center">Ciao <strong>mondo</strong><a>link</a></p>',
    );
  });

  it('updates with the current version, answers 409 on a stale one and changes nothing', async () => {
    const { data } = (
      await create('news', { contents: { it: { title: 'Versioni', status: 2 } } })
    ).json() as SaveAnswer;
    const put = (version: number | undefined, title: string) =>
      t.request({
        method: 'PUT',
        url: `news/${data.id}`,
        token: admin,
        payload: { version, contents: { it: { title, status: 2 } } },
      });
    const ok = await put(1, 'Versioni 2');
    expect(ok.statusCode).toBe(200);
    expect((ok.json() as SaveAnswer).data).toMatchObject({ id: data.id, message: 'Elemento salvato correttamente' });
    const stale = await put(1, 'Versioni perse');
    expect(stale.statusCode).toBe(409);
    expect((stale.json() as { message: string }).message).toMatch(/modificato da un altro utente/);
    const missing = await put(undefined, 'Senza versione');
    expect(missing.statusCode).toBe(422);
    expect((missing.json() as { errors: unknown }).errors).toEqual({ version: ['Campo richiesto'] });
    const item = (await get(`news/${data.id}`)).json() as {
      data: { version: number; contents: { it: { title: string } } };
    };
    expect(item.data.version).toBe(2);
    expect(item.data.contents.it.title).toBe('Versioni 2');
  });

  it('lets exactly one of two concurrent saves from the same version win', async () => {
    const { data } = (
      await create('news', { contents: { it: { title: 'Concorrenza', status: 2 } } })
    ).json() as SaveAnswer;
    const save = (title: string) =>
      t.request({
        method: 'PUT',
        url: `news/${data.id}`,
        token: admin,
        payload: { version: 1, contents: { it: { title, status: 2 } } },
      });
    const answers = await Promise.all([save('Primo'), save('Secondo')]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const winner =
      answers[answers.findIndex((answer) => answer.statusCode === 200)] === answers[0] ? 'Primo' : 'Secondo';
    const item = (await get(`news/${data.id}`)).json() as {
      data: { version: number; contents: { it: { title: string } } };
    };
    expect(item.data).toMatchObject({ version: 2, contents: { it: { title: winner } } });
  });

  it('answers 404 for a missing item and for ids that are not numbers', async () => {
    expect((await get('news/987654')).statusCode).toBe(404);
    expect((await get('news/abc')).statusCode).toBe(404);
    expect((await get('news/987654')).json()).toEqual({ message: 'Elemento non trovato' });
  });

  it('lists with paging, the total, per-language statuses, permalinks and listed columns', async () => {
    await create('news', {
      contents: { it: published('Lista Uno'), en: { title: 'List One', status: 2 } },
      comune: [bologna],
    });
    const answer = (await get('news?limit=2&page=1')).json() as ListAnswer;
    expect(answer.data).toHaveLength(2);
    expect(answer.meta.total).toBeGreaterThanOrEqual(5);
    const first = answer.data[0] ?? {};
    expect(first).toMatchObject({
      title: 'Lista Uno',
      statuses: { it: 1, en: 2, de: -1 },
      permalink: 'https://portal.test/it/news/lista-uno',
      comune: 'Bologna',
    });
    expect(String(first.pub_date)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const ids = answer.data.map((row) => Number(row.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const page2 = (await get('news?limit=2&page=2')).json() as ListAnswer;
    expect(page2.data.map((row) => row.id)).not.toContain(ids[0]);
    const ascending = (await get('news?orderBy=%2Bid&limit=100')).json() as ListAnswer;
    const asc = ascending.data.map((row) => Number(row.id));
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
  });

  it('filters by keywords, status, municipality, province and category', async () => {
    const titles = async (query: string) =>
      ((await get(`news?limit=100&${query}`)).json() as ListAnswer).data.map((row) => row.title);
    expect(await titles('keywords=piadina')).toEqual(['Festa della Piadina a Rimini']);
    expect(await titles('keywords=100%25')).toEqual([]);
    expect(await titles(`comune=${rimini}`)).toEqual(['Festa della Piadina a Rimini']);
    expect(await titles('provincia=99')).toEqual(['Festa della Piadina a Rimini']);
    expect(await titles('provincia=37')).toEqual(['Lista Uno']);
    expect(await titles(`tema=${interest}`)).toEqual(['Festa della Piadina a Rimini']);
    expect(await titles('tema=5')).toEqual(['Festa della Piadina a Rimini']);
    const publishedTitles = await titles('stato=1');
    expect(publishedTitles).toEqual(['Lista Uno', 'Festa della Piadina a Rimini']);
    expect((await titles('stato=-1')).length).toBeGreaterThan(publishedTitles.length);
  });

  it('refuses bad list parameters with 422 naming each one', async () => {
    const response = await get('news?orderBy=title;drop table news&page=-1&limit=1000&stato=9&comune=abc');
    expect(response.statusCode).toBe(422);
    expect((response.json() as { errors: Record<string, string[]> }).errors).toEqual({
      orderBy: ['Ordinamento non ammesso: usare +id, -id, +pub_date, -pub_date'],
      page: ['Il valore minimo è 1'],
      limit: ['Il valore massimo è 100'],
      stato: ['Il valore massimo è 7'],
      comune: ['Inserire un numero intero'],
    });
    const injection = await get(`news?keywords=${encodeURIComponent("' or 1=1; drop table news; --")}`);
    expect(injection.statusCode).toBe(200);
    expect((injection.json() as ListAnswer).data).toEqual([]);
    expect((await get('news')).statusCode).toBe(200);
  });

  it('deletes all or nothing', async () => {
    const a = (
      (await create('news', { contents: { it: { title: 'Da cancellare A', status: 2 } } })).json() as SaveAnswer
    ).data.id;
    const b = (
      (await create('news', { contents: { it: { title: 'Da cancellare B', status: 2 } } })).json() as SaveAnswer
    ).data.id;
    const partial = await t.request({ method: 'DELETE', url: `news/${a},${b},987654`, token: admin });
    expect(partial.statusCode).toBe(404);
    expect((await get(`news/${a}`)).statusCode).toBe(200);
    const done = await t.request({ method: 'DELETE', url: `news/${a},${b}`, token: admin });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ data: { message: '2 elementi eliminati' } });
    expect((await get(`news/${a}`)).statusCode).toBe(404);
    expect((await get(`news/${b}`)).statusCode).toBe(404);
  });

  it('serves the simpler entities: tags (total at the root, usage count), templates (params as JSON text)', async () => {
    const tag = (await create('operations/tags', { name: 'Mare', lang: 'it' })).json() as SaveAnswer;
    expect(tag.data.id).toBeGreaterThan(0);
    await create('news', {
      contents: { it: { title: 'Con tag', status: 2, tags: [{ id: tag.data.id, name: 'Mare' }] } },
    });
    const tags = (await get('operations/tags?keywords=mare')).json() as {
      data: Record<string, unknown>[];
      total: number;
    };
    expect(tags.total).toBe(1);
    expect(tags.data[0]).toMatchObject({ id: tag.data.id, title: 'Mare', name: 'Mare', count: 1 });
    const box = (await get('operations/tagsBox?lang=it&s=ma')).json() as { data: unknown[] };
    expect(box.data).toEqual([{ id: tag.data.id, name: 'Mare' }]);
    // Spec: "PUT or POST operations/tags/{id}": both save.
    for (const [method, name] of [
      ['POST', 'Mare blu'],
      ['PUT', 'Mare'],
    ] as const) {
      const { version } = ((await get(`operations/tags/${tag.data.id}`)).json() as { data: { version: number } }).data;
      const saved = await t.request({
        method,
        url: `operations/tags/${tag.data.id}`,
        token: admin,
        payload: { name, lang: 'it', version },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(((await get(`operations/tags/${tag.data.id}`)).json() as { data: { name: string } }).data.name).toBe(name);
    }
    const missing = await t.request({
      method: 'POST',
      url: 'operations/tags/2147483647',
      token: admin,
      payload: { name: 'X', lang: 'it', version: 1 },
    });
    expect(missing.statusCode).toBe(404);
    expect(
      (await t.request({ method: 'DELETE', url: `operations/tags/${tag.data.id}`, token: admin })).statusCode,
    ).toBe(403);

    const template = (
      await create('templates', { name: 'Pagina larga', view: 'page.wide', params: '{"layout":"wide"}' })
    ).json() as SaveAnswer;
    const loaded = (await get(`templates/${template.data.id}`)).json() as { data: Record<string, unknown> };
    expect(loaded.data).toMatchObject({ name: 'Pagina larga', view: 'page.wide', params: '{"layout":"wide"}' });
    const bad = await create('templates', { name: 'Rotto', params: '{"layout":' });
    expect(bad.statusCode).toBe(422);
    expect((bad.json() as { errors: unknown }).errors).toEqual({ params: ['Valore non valido'] });
  });

  it('serves licences, press review and webcams', async () => {
    const licence = await create('licence', {
      versions: [{ name: '4.0' }],
      contents: { it: { title: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/', status: 1 } },
    });
    expect(licence.statusCode).toBe(201);
    const noUrl = await create('licence', {
      versions: [{ name: '1.0' }],
      contents: { it: { title: 'Senza URL', status: 1 } },
    });
    expect((noUrl.json() as { errors: unknown }).errors).toEqual({ 'contents.it.url': ['Campo richiesto'] });
    const licences = (await get('licence?url=creativecommons')).json() as ListAnswer;
    expect(licences.data.map((row) => row.title)).toEqual(['CC BY 4.0']);

    const dicono = await create('dicono', {
      contents: {
        it: { title: 'Il Resto del Carlino', description: '<p>Articolo</p>', status: 1, url: 'https://example.org/a' },
      },
    });
    expect(dicono.statusCode).toBe(201);

    const webcam = await create('webcam', {
      contents: { it: { title: 'Piazza Maggiore', status: 2 } },
      locations: { address: 'Piazza Maggiore', city: { id: bologna, city: 'Bologna' }, lat: 44.4938, lng: 11.3426 },
      webcam: { url: 'https://example.org/cam.jpg', note: 'Vista sulla piazza' },
    });
    expect(webcam.statusCode).toBe(201);
    const cams = (await get(`webcam?limit=10`)).json() as ListAnswer;
    expect(cams.data[0]).toMatchObject({ title: 'Piazza Maggiore', city: 'Bologna', statuses: { it: 2 } });
  });
});
