/**
 * The places family through the HTTP API, on both databases: each type's status-1 rules of
 * content.md section 5 (table-driven from the spec), the hotel's single name and contact formats,
 * the guide's composed name and birth date, the destination's ordered info points with an address
 * each, the station's price list, and every list filter (municipality from an address or from a
 * municipalities field, province, keywords, status); the interests listed by a category subtree
 * (their list route's scope) with their status-1 rules.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../server/db/client';
import { backends, startTestServer, type TestServer } from './harness';

interface SaveAnswer {
  data: { id: number; message: string; permalink: string | null };
}
interface ListAnswer {
  data: Record<string, unknown>[];
  meta: { total: number };
}
type Errors = Record<string, string[]>;

const REQUIRED = ['Campo richiesto'];

/** Everything an article-like type needs at status 1 (content.md section 5). */
const publishable = (title: string) => ({
  title,
  excerpt: `Riassunto di ${title}`,
  description: `<p>Descrizione di ${title}</p>`,
  status: 1,
  google: { keywords: 'emilia, romagna', title, description: `Descrizione Google di ${title}` },
  social: { title, description: `Descrizione social di ${title}` },
});

/** The article-like types and whether their list has a municipality filter on the address. */
const ARTICLES = [
  { entity: 'place', addressFilter: true },
  { entity: 'eat', addressFilter: true },
  { entity: 'rent', addressFilter: true },
  { entity: 'sportwellness', addressFilter: false },
  { entity: 'station', addressFilter: true },
  { entity: 'destination', addressFilter: false },
] as const;

describe.each(backends)('places family on $name', (backend) => {
  let t: TestServer;
  let admin: string;
  const city = { bologna: { id: 0, city: 'Bologna' }, rimini: { id: 0, city: 'Rimini' } };

  beforeAll(async () => {
    t = await startTestServer(backend);
    admin = await t.adminToken();
    const found = await rows<{ id: number; istat: string }>(
      t.server.database.db,
      sql`select id, istat from municipalities where istat in ('037006', '099014')`,
    );
    city.bologna.id = found.find((row) => row.istat === '037006')?.id ?? 0;
    city.rimini.id = found.find((row) => row.istat === '099014')?.id ?? 0;
  }, 60_000);
  afterAll(async () => t.close());

  const save = async (entity: string, body: Record<string, unknown>) => {
    const response = await t.request({ method: 'POST', url: entity, token: admin, payload: { ...body, lang: 'it' } });
    const json = response.json() as Partial<SaveAnswer> & { errors?: Errors };
    return { status: response.statusCode, id: json.data?.id ?? 0, errors: json.errors ?? {} };
  };
  const get = async (path: string) => {
    const response = await t.request({ method: 'GET', url: path, token: admin });
    expect(response.statusCode).toBe(200);
    return response.json() as Record<string, unknown>;
  };
  const list = async (entity: string, query = '') => (await get(`${entity}?${query}`)) as unknown as ListAnswer;
  const address = (where: { id: number; city: string }, street = 'Via Emilia') => ({
    address: street,
    number: '1',
    city: where,
    lat: 44.49,
    lng: 11.34,
  });

  it.each(ARTICLES)(
    '$entity: at status 1 needs the texts of section 5, as a draft only the title',
    async ({ entity }) => {
      const bare = await save(entity, { contents: { it: { title: 'Solo titolo', status: 1 } } });
      expect(bare.status).toBe(422);
      for (const path of ['excerpt', 'description', 'google.title', 'google.keywords', 'social.title']) {
        expect(bare.errors[`contents.it.${path}`], path).toEqual(REQUIRED);
      }
      expect((await save(entity, { contents: { it: { status: 2 } } })).errors['contents.it.title']).toEqual(REQUIRED);
      const draft = await save(entity, { contents: { it: { title: 'Solo titolo', status: 2 } } });
      expect(draft.status).toBe(201);
      const full = await save(entity, { contents: { it: publishable(`Pubblicato ${entity}`) } });
      expect(full.status).toBe(201);
      const item = (await get(`${entity}/${full.id}`)).data as { contents: { it: { slug: string; status: number } } };
      expect(item.contents.it).toMatchObject({ slug: `pubblicato-${entity}`, status: 1 });
      // The meta description allows 170 characters.
      const long = publishable(`Lungo ${entity}`);
      const tooLong = await save(entity, {
        contents: { it: { ...long, google: { ...long.google, description: 'x'.repeat(171) } } },
      });
      expect(tooLong.errors['contents.it.google.description']).toEqual(['Massimo 170 caratteri']);
    },
  );

  it.each(ARTICLES.filter((type) => type.addressFilter))(
    '$entity: lists by municipality of the address, with the COMUNE column',
    async ({ entity }) => {
      const inBologna = await save(entity, {
        contents: { it: { title: `A Bologna ${entity}`, status: 2 } },
        locations: address(city.bologna),
      });
      const inRimini = await save(entity, {
        contents: { it: { title: `A Rimini ${entity}`, status: 2 } },
        locations: address(city.rimini),
      });
      expect([inBologna.status, inRimini.status]).toEqual([201, 201]);
      const bologna = await list(entity, `comune=${city.bologna.id}`);
      expect(bologna.data.map((row) => row.id)).toEqual([inBologna.id]);
      expect(bologna.meta.total).toBe(1);
      if (entity !== 'rent') expect(bologna.data[0]?.city).toBe('Bologna');
      const searched = await list(entity, `keywords=${encodeURIComponent('A Rimini')}`);
      expect(searched.data.map((row) => row.id)).toEqual([inRimini.id]);
      expect((await list(entity, 'stato=1')).data.every((row) => (row.statuses as { it: number }).it === 1)).toBe(true);
    },
  );

  it('place: lists COMUNE and PROVINCIA, and refuses an address without coordinates', async () => {
    const saved = await save('place', {
      contents: { it: { title: 'Piazza Maggiore', status: 2 } },
      locations: address(city.bologna, 'Piazza Maggiore'),
    });
    const row = (await list('place', `comune=${city.bologna.id}`)).data.find((entry) => entry.id === saved.id);
    expect(row).toMatchObject({ title: 'Piazza Maggiore', city: 'Bologna', province: 'Bologna' });
    const noCoordinates = await save('place', {
      contents: { it: { title: 'Senza coordinate', status: 2 } },
      locations: { ...address(city.bologna), lat: null, lng: null },
    });
    expect(noCoordinates.status).toBe(422);
    expect(noCoordinates.errors['locations.lat']).toEqual(['Latitudine e longitudine sono obbligatorie']);
  });

  it('stay: a single name without languages, contacts in their formats, a rating from 0 to 5', async () => {
    expect((await save('stay', { contents: { it: { status: 2 } } })).errors['contents.it.name']).toEqual(REQUIRED);
    const bad = await save('stay', {
      contents: { it: { name: 'Grand Hotel', status: 2 } },
      contacts: { email: 'non-una-mail', phone: 'abc', website: 'ftp:/x' },
      rating: 6,
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.errors).sort()).toEqual(['contacts.email', 'contacts.phone', 'contacts.website', 'rating']);
    const good = await save('stay', {
      contents: { it: { name: 'Grand Hotel Rimini', status: 1 } },
      contacts: { email: 'info@grandhotel.test', phone: '+39 0541 56000', website: 'https://grandhotel.test' },
      rating: 4.5,
      locations: address(city.rimini, 'Parco Federico Fellini'),
    });
    expect(good.status).toBe(201);
    const item = (await get(`stay/${good.id}`)).data as Record<string, unknown>;
    expect(item).toMatchObject({ rating: 4.5, contacts: { email: 'info@grandhotel.test' } });
    expect(Object.keys(item.contents as object)).toEqual(['it']);
    // A language the hotel does not have is refused.
    const english = await save('stay', { contents: { en: { name: 'Grand Hotel', status: 2 } } });
    expect(english.status).toBe(422);
    const rows = (await list('stay', `comune=${city.rimini.id}`)).data;
    expect(rows.map((row) => [row.title, row.city])).toEqual([['Grand Hotel Rimini', 'Rimini']]);
  });

  it('guide: first and last name required whatever the status, the NAME composed of both', async () => {
    const missing = await save('guide', { contents: { it: { status: 2 } } });
    expect(missing.errors['contents.it.nome']).toEqual(REQUIRED);
    expect(missing.errors['contents.it.cognome']).toEqual(REQUIRED);
    const badDate = await save('guide', {
      contents: { it: { nome: 'Anna', cognome: 'Neri', nascita: '31/12/1980', status: 2 } },
    });
    expect(Object.keys(badDate.errors)).toEqual(['contents.it.nascita']);
    const saved = await save('guide', {
      contents: {
        it: { nome: ' Maria ', cognome: 'Bianchi', nascita: '1980-12-31', tesserino: 'BO-123', status: 1, title: 'X' },
      },
      comune: city.bologna.id,
    });
    expect(saved.status).toBe(201);
    const item = (await get(`guide/${saved.id}`)).data as { contents: { it: Record<string, unknown> } };
    // The title is the server's: whatever the body said, first and last name.
    expect(item.contents.it).toMatchObject({
      title: 'Maria Bianchi',
      slug: 'maria-bianchi',
      nome: 'Maria',
      nascita: '1980-12-31',
    });
    const found = await list('guide', `comune=${city.bologna.id}&keywords=bianchi`);
    // COMUNE shows the city with its short province (spec: the guides' 'Bologna (BO)').
    expect(found.data.map((row) => [row.title, row.city])).toEqual([['Maria Bianchi', 'Bologna (BO)']]);
  });

  it('destination: info points in order, a name per language and an address each', async () => {
    const point = (it: string, en: string, where = city.bologna) => ({
      info: { it, en },
      location: address(where, `Via ${it}`),
    });
    const saved = await save('destination', {
      contents: { it: { title: 'Bologna-Modena', status: 2 }, en: { title: 'Bologna-Modena', status: 2 } },
      comuni: [city.bologna.id],
      locations: [point('Centro', 'Centre'), point('Stazione', 'Station'), point('Aeroporto', 'Airport')],
    });
    expect(saved.status).toBe(201);
    const item = (await get(`destination/${saved.id}`)).data as { locations: Record<string, unknown>[] };
    expect(item.locations.map((entry) => [entry.order, (entry.info as { en: string }).en])).toEqual([
      [1, 'Centre'],
      [2, 'Station'],
      [3, 'Airport'],
    ]);
    const withoutCoordinates = await save('destination', {
      contents: { it: { title: 'Senza coordinate', status: 2 } },
      locations: [
        point('Centro', 'Centre'),
        { info: { it: 'Porto' }, location: { address: 'Molo', city: city.rimini } },
      ],
    });
    expect(withoutCoordinates.errors['locations.1.location.lat']).toEqual([
      'Latitudine e longitudine sono obbligatorie',
    ]);
    const [province] = await rows<{ province_id: number }>(
      t.server.database.db,
      sql`select province_id from municipalities where id = ${city.bologna.id}`,
    );
    expect((await list('destination', `comune=${city.bologna.id}`)).data.map((row) => row.id)).toEqual([saved.id]);
    expect((await list('destination', `provincia=${province?.province_id ?? 0}`)).data.map((row) => row.id)).toEqual([
      saved.id,
    ]);
    expect((await list('destination', `comune=${city.rimini.id}`)).data).toEqual([]);
  });

  it('POI collections: a code from the name; their POIs listed by code with address and municipality', async () => {
    const collection = await save('tipologia-luoghi', { title: 'Musei civici' });
    expect(collection.status).toBe(201);
    const collections = (await get('tipologia-luoghi')) as { data: Record<string, unknown>[]; total: number };
    expect(collections.total).toBeGreaterThanOrEqual(1);
    expect(collections.data.find((row) => row.id === collection.id)).toMatchObject({
      title: 'Musei civici',
      code: 'musei-civici',
    });
    // A second collection of the same name gets the next free code; a typed code in use is refused.
    const twin = await save('tipologia-luoghi', { title: 'Musei civici' });
    expect(((await get(`tipologia-luoghi/${twin.id}`)).data as { code: string }).code).toBe('musei-civici-2');
    expect((await save('tipologia-luoghi', { title: 'Altri musei', code: 'musei-civici' })).errors).toEqual({
      code: ['Slug già in uso'],
    });
    const destination = await save('destination', { contents: { it: { title: 'Bologna città', status: 2 } } });
    const unknownDestination = await save('luoghi', {
      code: 'musei-civici',
      contents: { it: { nome: 'Museo', status: 1 } },
      destination: { id: 999_999, name: 'Nessuna' },
    });
    expect(Object.keys(unknownDestination.errors)).toEqual(['destination']);
    const museum = await save('luoghi', {
      destination: { id: destination.id, name: 'Bologna città' },
      code: 'musei-civici',
      contents: { it: { nome: 'Museo Civico Archeologico', info: 'x'.repeat(250), status: 1 } },
      location: address(city.bologna, 'Via dell Archiginnasio'),
      mail: 'museo@comune.test',
    });
    expect(museum.status).toBe(201);
    // The name does not block saving (content.md section 5); the information has at most 250 characters.
    const unnamed = await save('luoghi', { code: 'altra-collezione', contents: { it: { status: 1 } } });
    expect(unnamed.status).toBe(201);
    const tooLong = await save('luoghi', {
      code: 'musei-civici',
      contents: { it: { info: 'x'.repeat(251), status: 1 } },
    });
    expect(tooLong.errors['contents.it.info']).toEqual(['Massimo 250 caratteri']);
    const pois = (await get('luoghi?code=musei-civici')) as { data: Record<string, unknown>[]; total: number };
    expect(pois.total).toBe(1);
    expect(pois.data[0]).toMatchObject({
      id: museum.id,
      title: 'Museo Civico Archeologico',
      street: 'Via dell Archiginnasio 1',
      city: 'Bologna',
    });
    expect(((await get('luoghi?code=nessuna')) as { total: number }).total).toBe(0);
    // The destination filter reads the POI's reference; the route's collection still applies.
    const inDestination = (await get(`luoghi?code=musei-civici&destinazione=${destination.id}`)) as {
      data: { id: number }[];
    };
    expect(inDestination.data.map((row) => row.id)).toEqual([museum.id]);
    expect(
      ((await get(`luoghi?code=musei-civici&destinazione=${destination.id + 1}`)) as { total: number }).total,
    ).toBe(0);
    expect(
      ((await get(`luoghi?code=altra-collezione&destinazione=${destination.id}`)) as { total: number }).total,
    ).toBe(0);
    const item = (await get(`luoghi/${museum.id}`)).data as Record<string, unknown>;
    expect(item).toMatchObject({
      code: 'musei-civici',
      mail: 'museo@comune.test',
      destination: { id: destination.id, name: 'Bologna città' },
    });
  });

  it('interests: GET interessi?main=<category> lists the items whose theme is it or below it', async () => {
    const addCategory = async (parent: number, title: string): Promise<number> => {
      const response = await t.request({
        method: 'POST',
        url: 'categories',
        token: admin,
        payload: { parent_id: parent, contents: { it: { title } } },
      });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as SaveAnswer).data.id;
    };
    const castles = await addCategory(5, 'Castelli e rocche');
    const fortresses = await addCategory(castles, 'Rocche malatestiane');
    const lakes = await addCategory(5, 'Laghi');
    const theme = (ids: number[]) => ({ ids, primary: ids[0] ?? null });
    const fortress = await save('interessi', {
      contents: { it: publishable('Rocca di Gradara') },
      theme: theme([fortresses]),
    });
    const lake = await save('interessi', {
      contents: { it: { title: 'Lago di Suviana', status: 2 } },
      theme: theme([lakes]),
    });
    const both = await save('interessi', {
      contents: { it: { title: 'Castello sul lago', status: 2 } },
      theme: theme([lakes, castles]),
    });
    const none = await save('interessi', { contents: { it: { title: 'Senza interesse', status: 2 } } });
    for (const saved of [fortress, lake, both, none]) expect(saved.status).toBe(201);
    const ids = async (query: string) => (await list('interessi', query)).data.map((row) => row.id);
    expect(await ids(`main=${castles}`)).toEqual([both.id, fortress.id]);
    expect(await ids(`main=${fortresses}`)).toEqual([fortress.id]);
    expect(await ids(`main=${lakes}`)).toEqual([both.id, lake.id]);
    expect((await list('interessi', `main=${lakes}`)).meta.total).toBe(2);
    // Without the route's category every item is listed; the other filters narrow within it.
    expect(await ids('')).toEqual(expect.arrayContaining([fortress.id, lake.id, both.id, none.id]));
    expect(await ids(`main=${castles}&tema=${fortresses}`)).toEqual([fortress.id]);
    expect(await ids(`main=${castles}&stato=1`)).toEqual([fortress.id]);
    // INTERESSE: the theme's name, the primary first; 'assente' is the admin's for none.
    const rows = (await list('interessi', '')).data;
    expect(rows.find((row) => row.id === fortress.id)?.theme).toBe('Rocche malatestiane');
    expect(rows.find((row) => row.id === both.id)?.theme).toBe('Laghi');
    expect(rows.find((row) => row.id === none.id)?.theme ?? null).toBeNull();
    expect((await t.request({ method: 'GET', url: 'interessi?main=abc', token: admin })).statusCode).toBe(422);
  });

  it('interests: status 1 requires the article texts; subtitle 90 and meta description 160', async () => {
    const bare = await save('interessi', { contents: { it: { title: 'Solo titolo', status: 1 } } });
    expect(bare.status).toBe(422);
    expect(Object.keys(bare.errors)).toEqual(
      expect.arrayContaining([
        'contents.it.excerpt',
        'contents.it.description',
        'contents.it.google.keywords',
        'contents.it.google.title',
        'contents.it.google.description',
        'contents.it.social.title',
        'contents.it.social.description',
      ]),
    );
    const long = publishable('Troppo lungo');
    const tooLong = await save('interessi', {
      contents: {
        it: { ...long, subtitle: 'x'.repeat(91), google: { ...long.google, description: 'x'.repeat(161) } },
      },
    });
    expect(tooLong.errors['contents.it.subtitle']).toEqual(['Massimo 90 caratteri']);
    expect(tooLong.errors['contents.it.google.description']).toEqual(['Massimo 160 caratteri']);
  });

  it("POI collections: 'Gestione Luoghi' saves over POST set-luogo/{id}/{title}, id -1 creating", async () => {
    const setLuogo = async (id: string, title: string, token: string | null = admin) => {
      const response = await t.request({
        method: 'POST',
        url: `set-luogo/${id}/${encodeURIComponent(title)}`,
        token,
      });
      return { status: response.statusCode, body: response.json() as Record<string, unknown> };
    };
    const created = await setLuogo('-1', 'Ville storiche');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 201, data: { message: 'Elemento creato correttamente' } });
    const id = (created.body.data as { id: number }).id;
    const renamed = await setLuogo(String(id), 'Ville e giardini storici');
    expect(renamed.body).toMatchObject({ status: 200, data: { id, message: 'Elemento salvato correttamente' } });
    // The code stays what it was when the collection was created (its POIs refer to it).
    const item = (await get(`tipologia-luoghi/${id}`)).data as Record<string, unknown>;
    expect(item).toMatchObject({ title: 'Ville e giardini storici', code: 'ville-storiche' });
    expect((await setLuogo('999999', 'Nessuna')).status).toBe(404);
    expect((await setLuogo('-1', 'x'.repeat(256))).status).toBe(422);
    expect((await setLuogo('-1', '   ')).status).toBe(422);
    expect((await setLuogo('-1', 'Senza permesso', null)).status).toBe(401);
    const viewer = await t.userWith(['tipologia-luoghi-view']);
    expect((await setLuogo('-1', 'Senza permesso', viewer.token)).status).toBe(403);
  });

  it('station: keeps its price list of label and value in euro', async () => {
    const saved = await save('station', {
      contents: { it: { title: 'Stazione di Bologna Centrale', status: 2 } },
      prices: [
        { label: 'Biglietto corsa semplice', value: 1.5 },
        { label: 'Abbonamento mensile', value: 36 },
      ],
    });
    expect(saved.status).toBe(201);
    const item = (await get(`station/${saved.id}`)).data as { prices: Record<string, unknown>[] };
    expect(item.prices.map((entry) => [entry.label, entry.value])).toEqual([
      ['Biglietto corsa semplice', 1.5],
      ['Abbonamento mensile', 36],
    ]);
    expect(
      (await save('station', { contents: { it: { title: 'X', status: 2 } }, prices: [{ value: -1 }] })).status,
    ).toBe(422);
  });
});

describe.each(backends)('destination search on $name', (backend) => {
  let t: TestServer;
  let admin: string;
  beforeAll(async () => {
    t = await startTestServer(backend);
    admin = await t.adminToken();
  }, 60_000);
  afterAll(async () => t.close());

  const search = async (keywords: unknown, token: string | null = admin) => {
    const response = await t.request({ method: 'POST', url: 'destination/search', token, payload: { keywords } });
    return { status: response.statusCode, body: response.json() as { data: Record<string, unknown>[] } };
  };

  it('finds live destinations by title, those starting with the words first, with their municipality', async () => {
    const [bologna] = await rows<{ id: number }>(
      t.server.database.db,
      sql`select id from municipalities where istat = '037006'`,
    );
    const create = async (it: string, en?: string) => {
      const response = await t.request({
        method: 'POST',
        url: 'destination',
        token: admin,
        payload: {
          contents: { it: { title: it, status: 2 }, ...(en ? { en: { title: en, status: 2 } } : {}) },
          comuni: [bologna?.id ?? 0],
        },
      });
      expect(response.statusCode).toBe(201);
      return (response.json() as SaveAnswer).data.id;
    };
    const riviera = await create('Riviera romagnola', 'Romagna Riviera');
    const colli = await create('Colli della Romagna');
    await create('Appennino modenese');
    const found = await search('romagn');
    expect(found.status).toBe(200);
    // The English title 'Romagna Riviera' starts with the words: first; then the newest.
    expect(found.body.data.map((row) => row.id)).toEqual([riviera, colli]);
    expect(found.body.data.find((row) => row.id === riviera)).toEqual({
      id: riviera,
      title: 'Riviera romagnola',
      contents: { it: { title: 'Riviera romagnola' }, en: { title: 'Romagna Riviera' } },
      comune: 'Bologna',
    });
    expect((await search('Colli')).body.data.map((row) => row.id)).toEqual([colli]);
    expect((await search('r')).body.data).toEqual([]);
    expect((await search('x'.repeat(101))).status).toBe(422);
    expect((await search('a\u0000b')).status).toBe(422);
    expect((await search(7)).status).toBe(422);
    expect((await search('100%_')).body.data).toEqual([]);
    expect((await search('romagn', null)).status).toBe(401);
    // By id: the one live item, to name a chosen one again (a list filter restored from a link).
    const byId = async (id: unknown) => {
      const response = await t.request({ method: 'POST', url: 'destination/search', token: admin, payload: { id } });
      return { status: response.statusCode, body: response.json() as { data: Record<string, unknown>[] } };
    };
    expect((await byId(colli)).body.data).toEqual([
      {
        id: colli,
        title: 'Colli della Romagna',
        contents: { it: { title: 'Colli della Romagna' } },
        comune: 'Bologna',
      },
    ]);
    expect((await byId(2 ** 31 - 1)).body.data).toEqual([]);
    for (const bad of [0, -1, 2 ** 31, 1.5, '07', '2147483648', null]) expect((await byId(bad)).status).toBe(422);
    // The query form, as the platform's other searches take their keywords (`?keywords=`).
    const inQuery = async (query: string) => {
      const response = await t.request({ method: 'POST', url: `destination/search?${query}`, token: admin });
      return { status: response.statusCode, body: response.json() as { data: Record<string, unknown>[] } };
    };
    expect((await inQuery('keywords=romagn')).body.data.map((row) => row.id)).toEqual([riviera, colli]);
    expect((await inQuery(`id=${colli}`)).body.data.map((row) => row.id)).toEqual([colli]);
    expect((await inQuery('id=2147483648')).status).toBe(422);
    expect((await inQuery(`keywords=${'x'.repeat(101)}`)).status).toBe(422);
    expect((await inQuery('')).status).toBe(422);
    const outsider = await t.userWith(['news-view']);
    expect((await search('romagn', outsider.token)).status).toBe(403);
    // A POI editor searches destinations for the POI's destination combo without managing them.
    const poiEditor = await t.userWith(['luoghi-create']);
    expect((await search('romagn', poiEditor.token)).status).toBe(200);
  });
});
