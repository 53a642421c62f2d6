/**
 * The lookup routes the editors share (server/lookups/routes.ts): municipalities, provinces,
 * category trees and lists, users, the tag box, status options and the dashboard. Everything the
 * assertions depend on is either seeded (geography, fixed categories, the administrator) or made in
 * beforeAll, so exact values are asserted; no test creates data, so the counts stay known.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityNames, registry } from '../../generated/registry';
import { rows } from '../../server/db/client';
import type { CategoryNode, Municipality, NamedOption as NamedRow, StatusOption } from '../../generated/api/schemas';
import { backends, startTestServer, type TestServer } from './harness';

interface ErrorAnswer {
  message: string;
  errors?: Record<string, string[]>;
}
interface Dashboard {
  summary: { tipo: string; label: string; conto: number }[];
  drafts: { label: string; children: { id: number; title: string; status: number; entity_type: string }[] }[];
}
interface SaveAnswer {
  data: { id: number };
}

const ITALIAN_STATUS_NAMES = [
  'Nascosto',
  'Pubblico',
  'Bozza',
  'Validazione richiesta',
  'In revisione',
  'Validazione richiesta',
  'Accettato',
  'Non accettato',
];
const ENGLISH_STATUS_NAMES = [
  'Hidden',
  'Published',
  'Draft',
  'Validation requested',
  'In review',
  'Validation requested (revision)',
  'Accepted',
  'Not accepted',
];

/** The eight options of one language, the listed ids active. */
const options = (active: readonly number[], names: readonly string[] = ITALIAN_STATUS_NAMES): StatusOption[] =>
  names.map((name, id) => ({ id: id as StatusOption['id'], name, active: active.includes(id) ? 1 : 0 }));

const published = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  excerpt: `Riassunto di ${title}`,
  description: `<p>Descrizione di ${title}</p>`,
  status: 1,
  google: { keywords: 'emilia, romagna', title, description: `Descrizione Google di ${title}` },
  social: { title, description: `Descrizione social di ${title}` },
  ...extra,
});

/**
 * The dashboard's summary cards as the spec lists them (platform.md section 2: media, events,
 * destinations, iat, itineraries, interests, downloads, pages, users, news, webcams, POI), by
 * their `tipo`: the platform's two and the entities'.
 */
const SPEC_CARDS = [
  'media',
  'event',
  'destination',
  'iat',
  'itinerary',
  'interessi',
  'download',
  'page',
  'users',
  'news',
  'webcam',
  'luoghi',
] as const;

const QUERY_INVALID = 'Parametri della richiesta non validi';

describe.each(backends)('lookups on $name', (backend) => {
  let t: TestServer;
  let admin: string;
  /** news-view only. */
  let reader: string;
  /** news-view, -create, -edit: no publish. */
  let writer: string;
  /** No ability at all. */
  let nobody: string;
  const municipality = new Map<string, number>();
  const category: Record<string, number> = {};
  const news: Record<'published' | 'toValidate' | 'englishToValidate' | 'revision' | 'draft', number> = {
    published: 0,
    toValidate: 0,
    englishToValidate: 0,
    revision: 0,
    draft: 0,
  };
  let licenceToValidate = 0;
  const tag: Record<string, number> = {};
  let liveTags = 0;
  const user: Record<'full' | 'lastNameOnly' | 'nameless' | 'disabled', number> = {
    full: 0,
    lastNameOnly: 0,
    nameless: 0,
    disabled: 0,
  };
  let adminId = 0;

  const get = async (path: string, params: Record<string, string> = {}, token: string | null = admin, lang?: string) =>
    t.request({
      method: 'GET',
      url: Object.keys(params).length > 0 ? `${path}?${new URLSearchParams(params).toString()}` : path,
      token,
      ...(lang ? { headers: { 'accept-language': lang } } : {}),
    });
  const data = async <T>(path: string, params: Record<string, string> = {}, token: string | null = admin) => {
    const response = await get(path, params, token);
    expect(response.statusCode, `${path} ${JSON.stringify(params)}: ${response.body}`).toBe(200);
    return (response.json() as { data: T }).data;
  };
  const create = async (path: string, body: Record<string, unknown>) => {
    const response = await t.request({ method: 'POST', url: path, token: admin, payload: body });
    if (response.statusCode !== 201) throw new Error(`POST ${path}: ${response.statusCode} ${response.body}`);
    return (response.json() as SaveAnswer).data.id;
  };

  beforeAll(async () => {
    t = await startTestServer(backend);
    admin = await t.adminToken();
    reader = (await t.userWith(['news-view'])).token;
    writer = (await t.userWith(['news-view', 'news-create', 'news-edit'])).token;
    nobody = (await t.userWith([])).token;
    const db = t.server.database.db;

    for (const place of await rows<{ id: number; istat: string }>(db, sql`select id, istat from municipalities`)) {
      municipality.set(place.istat, place.id);
    }

    // A tree under main category 5 ('Interesse'): inserted out of order, so that ids and `order` disagree.
    const addCategory = async (key: string, parent: number, order: number, it: string, en?: string) => {
      const [row] = await rows<{ id: number }>(
        db,
        sql`insert into categories (parent_id, "order") values (${parent}, ${order}) returning id`,
      );
      if (!row) throw new Error(`category ${key} not inserted`);
      category[key] = row.id;
      await db.execute(sql`insert into category_contents (category_id, lang, title) values (${row.id}, 'it', ${it})`);
      if (en !== undefined) {
        await db.execute(sql`insert into category_contents (category_id, lang, title) values (${row.id}, 'en', ${en})`);
      }
    };
    await addCategory('nature', 5, 2, 'Natura', 'Nature');
    await addCategory('food', 5, 3, 'Enogastronomia', 'Food and wine');
    await addCategory('art', 5, 1, 'Arte e cultura');
    await addCategory('museums', category.art ?? 0, 2, 'Musei', 'Museums');
    await addCategory('theatres', category.art ?? 0, 1, 'Teatri');
    await addCategory('parks', category.nature ?? 0, 1, 'Parchi', 'Parks');
    await addCategory('archaeology', category.museums ?? 0, 1, 'Musei archeologici');
    // Under main 6 ('Target'): an English row left blank.
    await addCategory('families', 6, 1, 'Famiglie', '');

    // Users for the author list.
    const addUser = async (username: string, first: string, last: string, active: number) => {
      const [row] = await rows<{ id: number }>(
        db,
        sql`insert into users (username, first_name, last_name, email, password_hash, active)
            values (${username}, ${first}, ${last}, ${`${username}@example.org`}, 'not-a-hash', ${active}) returning id`,
      );
      if (!row) throw new Error(`user ${username} not inserted`);
      return row.id;
    };
    user.full = await addUser('mrossi', 'Mario', 'Rossi', 1);
    user.lastNameOnly = await addUser('gverdi', '', 'Verdi', 1);
    user.nameless = await addUser('zz_senzanome', '', '', 1);
    user.disabled = await addUser('disattivato', 'Utente', 'Disattivato', 0);
    const [adminRow] = await rows<{ id: number }>(db, sql`select id from users where username = 'admin'`);
    adminId = adminRow?.id ?? 0;

    // Tags, through the API (and two rows the box must ignore or default).
    const addTag = async (name: string, lang = 'it') => {
      tag[name] = await create('operations/tags', { name, lang });
      liveTags += 1;
    };
    for (const name of ['Spiaggia e mare', 'Mare', 'Amarcord', 'Marina', 'Montagna', '100% Romagna', 'Aq_q', '_qz']) {
      await addTag(name);
    }
    await addTag('Marble', 'en');
    await addTag('Seaside', 'en');
    for (let index = 1; index <= 22; index += 1) await addTag(`Tappa ${String(index).padStart(2, '0')}`);
    await db.execute(
      sql`insert into tags (name, lang, draft, original_id) values ('Mareggiata', 'it', 1, ${tag.Mare})`,
    );
    const [nullLang] = await rows<{ id: number }>(
      db,
      sql`insert into tags (name, lang) values ('Marittima', null) returning id`,
    );
    tag.Marittima = nullLang?.id ?? 0;
    liveTags += 1;

    // News at known statuses (dashboard and status options).
    news.published = await create('news', { contents: { it: published('Notte Rosa 2025') } });
    news.toValidate = await create('news', { contents: { it: { title: 'Sagra da validare', status: 3 } } });
    news.englishToValidate = await create('news', {
      contents: { it: { title: 'Bozza italiana', status: 2 }, en: { title: 'English to validate', status: 3 } },
    });
    news.revision = await create('news', { contents: { it: published('Revisione richiesta') } });
    const moved = await t.request({
      method: 'PUT',
      url: `news/${news.revision}`,
      token: admin,
      payload: { version: 1, contents: { it: published('Revisione richiesta', { status: 5 }) } },
    });
    if (moved.statusCode !== 200) throw new Error(`PUT news to status 5: ${moved.statusCode} ${moved.body}`);
    news.draft = await create('news', { contents: { it: { title: 'Solo bozza', status: 2 } } });
    licenceToValidate = await create('licence', { contents: { it: { title: 'CC BY 4.0', status: 3 } } });
  }, 120_000);
  afterAll(async () => t.close());

  describe('GET operations/comuni', () => {
    it('finds exactly one municipality by id', async () => {
      const bologna = municipality.get('037006') ?? 0;
      expect(await data<Municipality[]>('operations/comuni', { id: String(bologna) })).toEqual([
        { id: bologna, city: 'Bologna', province: 'Bologna', province_short: 'BO', istat: '037006' },
      ]);
      const forli = municipality.get('040012') ?? 0;
      expect(await data<Municipality[]>('operations/comuni', { id: String(forli) })).toEqual([
        { id: forli, city: 'Forlì', province: 'Forlì-Cesena', province_short: 'FC', istat: '040012' },
      ]);
      expect(await data<Municipality[]>('operations/comuni', { id: '999999' })).toEqual([]);
    });

    it('searches names case-insensitively, partial, those starting with the text first', async () => {
      const expected = ['Modena', 'Castelvetro di Modena', 'Novi di Modena'];
      for (const name of ['modena', 'MODENA', 'oDeNa']) {
        const found = await data<Municipality[]>('operations/comuni', { name });
        expect(found.map((row) => row.city).sort()).toEqual([...expected].sort());
        if (name !== 'oDeNa') expect(found.map((row) => row.city)).toEqual(expected);
      }
      const [modena] = await data<Municipality[]>('operations/comuni', { name: 'modena' });
      expect(modena).toEqual({
        id: municipality.get('036023'),
        city: 'Modena',
        province: 'Modena',
        province_short: 'MO',
        istat: '036023',
      });
    });

    it('answers at most 20 names, those starting with the text first', async () => {
      // 33 municipalities contain 'san', 24 of them start with it.
      const found = await data<Municipality[]>('operations/comuni', { name: 'san' });
      expect(found).toHaveLength(20);
      for (const row of found) expect(row.city).toMatch(/^san/i);
      expect(new Set(found.map((row) => row.id)).size).toBe(20);
    });

    it('lists one province with provincia alone', async () => {
      const found = await data<Municipality[]>('operations/comuni', { provincia: '37' });
      expect(found).toHaveLength(55);
      for (const row of found) expect(row).toMatchObject({ province: 'Bologna', province_short: 'BO' });
      expect(found.map((row) => row.istat)).toContain('037006');
      expect(found.map((row) => row.istat)).not.toContain('036023');
      expect(await data<Municipality[]>('operations/comuni', { provincia: '99' })).toHaveLength(25);
    });

    it('combines name and provincia: san in Bologna gives only Bolognese towns', async () => {
      const found = await data<Municipality[]>('operations/comuni', { name: 'san', provincia: '37' });
      expect(found.map((row) => row.city)).toEqual([
        'San Benedetto Val di Sambro',
        'San Giorgio di Piano',
        'San Giovanni in Persiceto',
        'San Lazzaro di Savena',
        'San Pietro in Casale',
        "Sant'Agata Bolognese",
        'Castel San Pietro Terme',
        'Monte San Pietro',
      ]);
      for (const row of found) expect(row).toMatchObject({ province: 'Bologna', province_short: 'BO' });
      // -1 is 'Tutte': every province.
      expect(await data<Municipality[]>('operations/comuni', { name: 'modena', provincia: '-1' })).toHaveLength(3);
      expect(await data<Municipality[]>('operations/comuni', { name: 'modena', provincia: '37' })).toEqual([]);
      expect(found.map((row) => row.istat).sort()).toEqual(
        ['037020', '037042', '037051', '037052', '037053', '037054', '037055', '037056'].sort(),
      );
    });

    it('lists every municipality of the region when nothing narrows it (no parameter is required)', async () => {
      const nothing: Record<string, string>[] = [{}, { provincia: '-1' }, { name: '   ' }];
      for (const params of nothing) {
        const found = await data<Municipality[]>('operations/comuni', params);
        expect(found, JSON.stringify(params)).toHaveLength(328);
        expect(new Set(found.map((row) => row.id)).size).toBe(328);
      }
    });

    it('answers 422 for a bad id or provincia', async () => {
      const cases: [Record<string, string>, Record<string, string[]>][] = [
        [{ id: '1.5', name: 'bo' }, { id: ['Inserire un numero intero'] }],
        [{ id: '0', name: 'bo' }, { id: ['Il valore minimo è 1'] }],
        [{ id: '99999999999', name: 'bo' }, { id: ['Il valore massimo è 2147483647'] }],
        [{ name: 'bo', provincia: 'BO' }, { provincia: ['Inserire un numero intero'] }],
      ];
      for (const [params, errors] of cases) {
        const response = await get('operations/comuni', params);
        expect(response.statusCode, JSON.stringify(params)).toBe(422);
        expect(response.json(), JSON.stringify(params)).toEqual({ message: QUERY_INVALID, errors });
      }
      // Alone, a bad id or an overlong name is reported on its own parameter (the server also adds
      // 'Campo richiesto' on name, not asserted: see the report).
      const badId = await get('operations/comuni', { id: 'abc' });
      expect(badId.statusCode).toBe(422);
      expect((badId.json() as ErrorAnswer).errors?.id).toEqual(['Inserire un numero intero']);
      const long = await get('operations/comuni', { name: 'a'.repeat(101) });
      expect(long.statusCode).toBe(422);
      expect((long.json() as ErrorAnswer).errors?.name).toContain('Massimo 100 caratteri');
      expect(await data<Municipality[]>('operations/comuni', { name: 'a'.repeat(100) })).toEqual([]);
    });

    it('takes SQL-ish text, % and _ literally', async () => {
      for (const name of ["' or 1=1 --", "x'; drop table municipalities; --", '%', '_', '%a', 'a_o', '\\']) {
        expect(await data<Municipality[]>('operations/comuni', { name }), name).toEqual([]);
      }
      const apostrophe = await data<Municipality[]>('operations/comuni', { name: "sant'agata" });
      expect(apostrophe.map((row) => row.city)).toEqual([
        "Sant'Agata Bolognese",
        "Sant'Agata Feltria",
        "Sant'Agata sul Santerno",
      ]);
      expect(await data<Municipality[]>('operations/comuni', { provincia: '37' })).toHaveLength(55);
    });
  });

  describe('GET operations/province', () => {
    it('lists the 9 provinces of the region by name', async () => {
      expect(await data<{ id: number; nome: string }[]>('operations/province')).toEqual([
        { id: 37, nome: 'Bologna' },
        { id: 38, nome: 'Ferrara' },
        { id: 40, nome: 'Forlì-Cesena' },
        { id: 36, nome: 'Modena' },
        { id: 34, nome: 'Parma' },
        { id: 33, nome: 'Piacenza' },
        { id: 39, nome: 'Ravenna' },
        { id: 35, nome: "Reggio nell'Emilia" },
        { id: 99, nome: 'Rimini' },
      ]);
    });
  });

  describe('GET categories (tree)', () => {
    type Leaf = { id: number; contents: Record<string, { title: string }>; children: Leaf[] };
    const leaf = (id: number | undefined, lang: string, title: string, children: Leaf[] = []): Leaf => ({
      id: id ?? -1,
      contents: { [lang]: { title } },
      children,
    });
    /** The tree's ids and titles in one language (the answer also carries the other languages, slugs, order, cover). */
    const titles = (node: CategoryNode, lang: string): Leaf => ({
      id: node.id,
      contents: { [lang]: { title: node.contents[lang]?.title ?? '' } },
      children: node.children.map((child) => titles(child, lang)),
    });
    const tree = async (query: Record<string, string>) =>
      titles(await data<CategoryNode>('categories', query), query.lang ?? 'it');

    it('gives the tree under a main category, nested and ordered by order', async () => {
      expect(await tree({ main: '5' })).toEqual(
        leaf(5, 'it', 'Interesse', [
          leaf(category.art, 'it', 'Arte e cultura', [
            leaf(category.theatres, 'it', 'Teatri'),
            leaf(category.museums, 'it', 'Musei', [leaf(category.archaeology, 'it', 'Musei archeologici')]),
          ]),
          leaf(category.nature, 'it', 'Natura', [leaf(category.parks, 'it', 'Parchi')]),
          leaf(category.food, 'it', 'Enogastronomia'),
        ]),
      );
      // lang=it is the default.
      expect(await data<CategoryNode>('categories', { main: '5', lang: 'it' })).toEqual(
        await data<CategoryNode>('categories', { main: '5' }),
      );
    });

    it('gives English titles where present, Italian otherwise', async () => {
      expect(await tree({ main: '5', lang: 'en' })).toEqual(
        leaf(5, 'en', 'Interest', [
          leaf(category.art, 'en', 'Arte e cultura', [
            leaf(category.theatres, 'en', 'Teatri'),
            leaf(category.museums, 'en', 'Museums', [leaf(category.archaeology, 'en', 'Musei archeologici')]),
          ]),
          leaf(category.nature, 'en', 'Nature', [leaf(category.parks, 'en', 'Parks')]),
          leaf(category.food, 'en', 'Food and wine'),
        ]),
      );
      const german = await data<CategoryNode>('categories', { main: '5', lang: 'de' });
      expect(german.contents.de?.title).toBe('Interesse');
      expect(german.children.map((child) => child.contents.de?.title)).toEqual([
        'Arte e cultura',
        'Natura',
        'Enogastronomia',
      ]);
    });

    // A blank English title ('' is the column default) falls back to Italian.
    it('falls back to Italian when the English title is blank', async () => {
      expect(await tree({ main: '6', lang: 'en' })).toEqual(
        leaf(6, 'en', 'Target', [leaf(category.families, 'en', 'Famiglie')]),
      );
    });

    it('gives the fixed destinations under main 2', async () => {
      expect(await tree({ main: '2' })).toEqual(
        leaf(2, 'it', 'Destinazione', [
          leaf(2001, 'it', 'Emilia'),
          leaf(2002, 'it', 'Romagna'),
          leaf(2003, 'it', 'Bologna-Modena'),
        ]),
      );
      expect(await tree({ main: '2', lang: 'en' })).toEqual(
        leaf(2, 'en', 'Destination', [
          leaf(2001, 'en', 'Emilia'),
          leaf(2002, 'en', 'Romagna'),
          leaf(2003, 'en', 'Bologna-Modena'),
        ]),
      );
      expect(await tree({ main: '0' })).toEqual(leaf(0, 'it', 'Generale'));
      expect(await tree({ main: '50095' })).toEqual(leaf(50095, 'it', 'TDH Difficoltà'));
    });

    it('answers 404 for an unknown main, 422 for a missing or bad main or lang', async () => {
      const unknown = await get('categories', { main: '424242' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Elemento non trovato' });
      const cases: [Record<string, string>, Record<string, string[]>][] = [
        [{}, { main: ['Campo richiesto'] }],
        [{ lang: 'en' }, { main: ['Campo richiesto'] }],
        [{ main: 'abc' }, { main: ['Inserire un numero intero'] }],
        [{ main: '2x' }, { main: ['Inserire un numero intero'] }],
        [{ main: '-1' }, { main: ['Il valore minimo è 0'] }],
        [{ main: '2', lang: 'xx' }, { lang: ['Valore non ammesso'] }],
        [
          { main: 'abc', lang: 'es' },
          { main: ['Inserire un numero intero'], lang: ['Valore non ammesso'] },
        ],
      ];
      for (const [params, errors] of cases) {
        const response = await get('categories', params);
        expect(response.statusCode, JSON.stringify(params)).toBe(422);
        expect(response.json(), JSON.stringify(params)).toEqual({ message: QUERY_INVALID, errors });
      }
    });
  });

  describe('GET operations/categories (flat)', () => {
    const byId = (list: NamedRow[]) => [...list].sort((a, b) => a.id - b.id);

    it('lists every descendant of the main category, not the main itself', async () => {
      const italian = await data<NamedRow[]>('operations/categories', { main: '5', lang: 'it' });
      expect(byId(italian)).toEqual(
        byId([
          { id: category.nature ?? 0, name: 'Natura' },
          { id: category.food ?? 0, name: 'Enogastronomia' },
          { id: category.art ?? 0, name: 'Arte e cultura' },
          { id: category.museums ?? 0, name: 'Musei' },
          { id: category.theatres ?? 0, name: 'Teatri' },
          { id: category.parks ?? 0, name: 'Parchi' },
          { id: category.archaeology ?? 0, name: 'Musei archeologici' },
        ]),
      );
      const english = await data<NamedRow[]>('operations/categories', { main: '5', lang: 'en' });
      expect(byId(english)).toEqual(
        byId([
          { id: category.nature ?? 0, name: 'Nature' },
          { id: category.food ?? 0, name: 'Food and wine' },
          { id: category.art ?? 0, name: 'Arte e cultura' },
          { id: category.museums ?? 0, name: 'Museums' },
          { id: category.theatres ?? 0, name: 'Teatri' },
          { id: category.parks ?? 0, name: 'Parks' },
          { id: category.archaeology ?? 0, name: 'Musei archeologici' },
        ]),
      );
      expect(await data<NamedRow[]>('operations/categories', { main: '2', lang: 'it' })).toEqual([
        { id: 2001, name: 'Emilia' },
        { id: 2002, name: 'Romagna' },
        { id: 2003, name: 'Bologna-Modena' },
      ]);
      expect(await data<NamedRow[]>('operations/categories', { main: '9' })).toEqual([]);
    });

    it('answers 404 for an unknown main, 422 for a missing or bad main or lang', async () => {
      expect((await get('operations/categories', { main: '424242' })).statusCode).toBe(404);
      const missing = await get('operations/categories', { lang: 'it' });
      expect(missing.statusCode).toBe(422);
      expect(missing.json()).toEqual({ message: QUERY_INVALID, errors: { main: ['Campo richiesto'] } });
      const bad = await get('operations/categories', { main: 'nove', lang: 'xx' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toEqual({
        message: QUERY_INVALID,
        errors: { main: ['Inserire un numero intero'], lang: ['Valore non ammesso'] },
      });
    });
  });

  describe('GET operations/users', () => {
    it('lists active users by name: first and last name, or the username when both are empty', async () => {
      const list = await data<NamedRow[]>('operations/users');
      const [{ total } = { total: -1 }] = await rows<{ total: number }>(
        t.server.database.db,
        sql`select count(*)::int as total from users where active = 1`,
      );
      expect(list).toHaveLength(total);
      const names = new Map(list.map((row) => [row.id, row.name]));
      expect(names.get(adminId)).toBe('Amministratore');
      expect(names.get(user.full)).toBe('Mario Rossi');
      expect(names.get(user.lastNameOnly)).toBe('Verdi');
      expect(names.get(user.nameless)).toBe('zz_senzanome');
      expect(names.has(user.disabled)).toBe(false);
      for (const row of list) expect(Object.keys(row).sort()).toEqual(['id', 'name']);
      const known = list.filter((row) => [adminId, user.full, user.lastNameOnly, user.nameless].includes(row.id));
      expect(known.map((row) => row.name)).toEqual(['Amministratore', 'Mario Rossi', 'Verdi', 'zz_senzanome']);
      // Any signed-in user may read it (authors are chosen from it).
      expect(await data<NamedRow[]>('operations/users', {}, nobody)).toEqual(list);
    });
  });

  describe('GET operations/tagsBox', () => {
    const names = async (params: Record<string, string>) =>
      (await data<NamedRow[]>('operations/tagsBox', params)).map((row) => row.name);

    it('finds the tags of the language containing s, those starting with it first', async () => {
      const expected = ['Mare', 'Marina', 'Marittima', 'Amarcord', 'Spiaggia e mare'];
      expect(await names({ lang: 'it', s: 'mar' })).toEqual(expected);
      expect(await names({ lang: 'it', s: 'MAR' })).toEqual(expected);
      expect(await names({ s: 'mar' })).toEqual(expected);
      expect(await data<NamedRow[]>('operations/tagsBox', { lang: 'it', s: 'mare' })).toEqual([
        { id: tag.Mare, name: 'Mare' },
        { id: tag['Spiaggia e mare'], name: 'Spiaggia e mare' },
      ]);
      expect(await data<NamedRow[]>('operations/tagsBox', { lang: 'en', s: 'mar' })).toEqual([
        { id: tag.Marble, name: 'Marble' },
      ]);
      expect(await names({ lang: 'en', s: 'SEA' })).toEqual(['Seaside']);
      expect(await names({ lang: 'de', s: 'mar' })).toEqual([]);
      expect(await names({ lang: 'it', s: 'nulla di simile' })).toEqual([]);
    });

    it('answers at most 20 tags', async () => {
      const tappe = await names({ lang: 'it', s: 'tappa' });
      expect(tappe).toEqual(Array.from({ length: 20 }, (_, index) => `Tappa ${String(index + 1).padStart(2, '0')}`));
      expect(await names({ lang: 'it' })).toHaveLength(20);
    });

    it('takes SQL-ish text, % and _ literally', async () => {
      expect(await names({ lang: 'it', s: '%' })).toEqual(['100% Romagna']);
      expect((await names({ lang: 'it', s: '_' })).sort()).toEqual(['Aq_q', '_qz'].sort());
      expect(await names({ lang: 'it', s: "' or 1=1 --" })).toEqual([]);
      expect(await names({ lang: 'it', s: '\\' })).toEqual([]);
    });

    // The "starts with" ordering takes '_' literally: a tag merely containing the text comes after.
    it('puts tags starting with a text holding _ first', async () => {
      expect(await names({ lang: 'it', s: '_q' })).toEqual(['_qz', 'Aq_q']);
    });

    it('answers 422 for a bad language or an overlong text', async () => {
      const response = await get('operations/tagsBox', { lang: 'xx', s: 'mar' });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: QUERY_INVALID, errors: { lang: ['Valore non ammesso'] } });
      const long = await get('operations/tagsBox', { lang: 'it', s: 'm'.repeat(101) });
      expect(long.statusCode).toBe(422);
      expect(long.json()).toEqual({ message: QUERY_INVALID, errors: { s: ['Massimo 100 caratteri'] } });
    });
  });

  describe('GET operations/related_statuses', () => {
    const statuses = async (params: Record<string, string>, token = admin, lang?: string) => {
      const response = await get('operations/related_statuses', params, token, lang);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { data: Record<string, StatusOption[]> }).data;
    };

    it('starts every language of a new item at -1: 0-3 for a publisher, 2-3 without news-publish', async () => {
      const publisher = options([0, 1, 2, 3]);
      expect(await statuses({ list: 'news', id: 'new' })).toEqual({ it: publisher, en: publisher, de: publisher });
      const editor = options([2, 3]);
      expect(await statuses({ list: 'news', id: 'new' }, writer)).toEqual({ it: editor, en: editor, de: editor });
      // news-view alone is enough to ask, but a user who cannot create has no option to choose.
      const none = options([]);
      expect(await statuses({ list: 'news', id: 'new' }, reader)).toEqual({ it: none, en: none, de: none });
      // The entity's languages: licence has it and en.
      expect(Object.keys(await statuses({ list: 'licence', id: 'new' }))).toEqual(['it', 'en']);
    });

    it('names the statuses in English when asked', async () => {
      const english = options([0, 1, 2, 3], ENGLISH_STATUS_NAMES);
      expect(await statuses({ list: 'news', id: 'new' }, admin, 'en')).toEqual({
        it: english,
        en: english,
        de: english,
      });
    });

    it('follows the transitions of the stored status of each language', async () => {
      expect(await statuses({ list: 'news', id: String(news.published) })).toEqual({
        it: options([1, 0, 2, 5]),
        en: options([0, 1, 2, 3]),
        de: options([0, 1, 2, 3]),
      });
      expect(await statuses({ list: 'news', id: String(news.published) }, writer)).toEqual({
        it: options([1, 2, 5]),
        en: options([2, 3]),
        de: options([2, 3]),
      });
      expect(await statuses({ list: 'news', id: String(news.toValidate) })).toEqual({
        it: options([3, 2, 4, 1, 7]),
        en: options([0, 1, 2, 3]),
        de: options([0, 1, 2, 3]),
      });
      expect(await statuses({ list: 'news', id: String(news.englishToValidate) }, writer)).toEqual({
        it: options([2, 3]),
        en: options([3, 2]),
        de: options([2, 3]),
      });
    });

    it('answers 422 for an unknown list or a missing id, 404 for a missing item, 403 without view', async () => {
      const unknown = await get('operations/related_statuses', { list: 'nope', id: 'new' });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json()).toEqual({ message: QUERY_INVALID, errors: { list: ['Valore non ammesso'] } });
      const noList = await get('operations/related_statuses', { id: 'new' });
      expect(noList.statusCode).toBe(422);
      expect(noList.json()).toEqual({ message: QUERY_INVALID, errors: { list: ['Campo richiesto'] } });
      const noId = await get('operations/related_statuses', { list: 'news' });
      expect(noId.statusCode).toBe(422);
      expect(noId.json()).toEqual({ message: QUERY_INVALID, errors: { id: ['Campo richiesto'] } });

      for (const id of ['999999', 'abc', '0']) {
        const missing = await get('operations/related_statuses', { list: 'news', id });
        expect(missing.statusCode, id).toBe(404);
        expect(missing.json()).toEqual({ message: 'Elemento non trovato' });
      }

      for (const id of ['new', String(news.published)]) {
        const refused = await get('operations/related_statuses', { list: 'news', id }, nobody);
        expect(refused.statusCode, id).toBe(403);
        expect(refused.json()).toEqual({ message: 'Non hai i permessi per questa operazione' });
      }
      // news-view does not open the licences.
      expect((await get('operations/related_statuses', { list: 'licence', id: 'new' }, reader)).statusCode).toBe(403);
    });
  });

  describe('GET dashboard', () => {
    const dashboard = async (token = admin, lang?: string) => {
      const response = await get('dashboard', {}, token, lang);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { data: Dashboard }).data;
    };

    it("places the spec's cards first, in the spec's order, then the other types in theirs", async () => {
      const { summary } = await dashboard();
      // The spec's cards as it lists them (platform.md section 2); a type without a schema yet
      // (the events, until theirs) has no card and leaves no gap.
      const names: readonly string[] = entityNames;
      const spec: readonly string[] = SPEC_CARDS.filter(
        (tipo) => tipo === 'media' || tipo === 'users' || names.includes(tipo),
      );
      expect(spec.length).toBeGreaterThanOrEqual(SPEC_CARDS.length - 1);
      expect(summary.slice(0, spec.length).map((entry) => entry.tipo)).toEqual(spec);
      // Then every other type, those its schema places by their place, the rest in the registry's order.
      const others = entityNames.filter((name) => !spec.includes(name));
      const placed = others
        .filter((name) => registry[name].meta.dashboard.order !== null)
        .sort((a, b) => (registry[a].meta.dashboard.order ?? 0) - (registry[b].meta.dashboard.order ?? 0));
      expect(summary.slice(spec.length).map((entry) => entry.tipo)).toEqual([
        ...placed,
        ...others.filter((name) => registry[name].meta.dashboard.order === null),
      ]);
    });

    it('counts the live items of every entity the administrator can view, each card labelled', async () => {
      const { summary } = await dashboard();
      const [users] = await rows<{ total: number }>(
        t.server.database.db,
        sql`select count(*)::int as total from users where deleted_at is null`,
      );
      const liveUsers = users?.total ?? -1;
      // The platform's cards and the spec's entities as written (name, Italian and English
      // label, live items); an entity added since (one more schema) follows the same rule with
      // its schema's card label and no items, so that adding a type needs no edit here.
      const named = new Map(
        (
          [
            ['media', 'Media', 'Media', 0],
            ['users', 'Utenti', 'Users', liveUsers],
            ['destination', 'Destinazioni', 'Destinations', 0],
            ['dicono', 'Rassegna Stampa', 'Press review', 0],
            ['download', 'Brochure', 'Brochures', 0],
            ['eat', 'Ristoranti', 'Restaurants', 0],
            ['guide', 'Guide', 'Guides', 0],
            ['iat', 'Uffici Informazione', 'Information offices', 0],
            ['interessi', 'Interessi', 'Interests', 0],
            ['itinerary', 'Itinerari', 'Itineraries', 0],
            ['licence', 'Licenze', 'Licences', 1],
            ['luoghi', 'POI', 'Points of interest', 0],
            ['news', 'News', 'News', 5],
            ['page', 'Pagine Statiche', 'Static pages', 0],
            ['place', 'Luoghi', 'Places', 0],
            ['rent', 'Rent a car', 'Car rentals', 0],
            ['sportwellness', 'Sport e benessere', 'Sport and wellness', 0],
            ['station', 'Stazioni', 'Stations', 0],
            ['stay', 'Hotel', 'Hotels', 0],
            ['tags', 'Tags', 'Tags', liveTags],
            ['templates', 'Template', 'Templates', 0],
            ['tipologia_luoghi', 'Collezioni POI', 'POI collections', 0],
            ['webcam', 'Webcam', 'Webcams', 0],
          ] as const
        ).map(([tipo, it, en, conto]) => [tipo as string, { tipo, it, en, conto }]),
      );
      const expected = (tipo: string) => {
        const known = named.get(tipo);
        if (known) return known;
        const { label } = registry[tipo as (typeof entityNames)[number]].meta.dashboard;
        return { tipo, it: label.it, en: label.en, conto: 0 };
      };
      expect([...entityNames, 'media', 'users']).toEqual(expect.arrayContaining([...named.keys()]));
      expect(summary.map((entry) => entry.tipo).sort()).toEqual([...entityNames, 'media', 'users'].sort());
      expect(summary).toEqual(
        summary.map(({ tipo }) => expected(tipo)).map(({ tipo, it, conto }) => ({ tipo, label: it, conto })),
      );
      const english = await dashboard(admin, 'en');
      expect(english.summary.map((entry) => entry.tipo)).toEqual(summary.map((entry) => entry.tipo));
      expect(english.summary.map((entry) => entry.label)).toEqual(summary.map((entry) => expected(entry.tipo).en));
    });

    it("groups the items waiting for validation (status 3 or 5) by entity, in the cards' order", async () => {
      const { drafts } = await dashboard();
      expect(drafts).toEqual([
        {
          label: 'News',
          children: [
            { id: news.revision, title: 'Revisione richiesta', status: 5, entity_type: 'news' },
            { id: news.englishToValidate, title: 'English to validate', status: 3, entity_type: 'news' },
            { id: news.toValidate, title: 'Sagra da validare', status: 3, entity_type: 'news' },
          ],
        },
        {
          label: 'Licenze',
          children: [{ id: licenceToValidate, title: 'CC BY 4.0', status: 3, entity_type: 'licence' }],
        },
      ]);
      const listed = drafts.flatMap((group) =>
        group.children.filter((child) => child.entity_type === 'news').map((child) => child.id),
      );
      expect(listed).not.toContain(news.published);
      expect(listed).not.toContain(news.draft);
    });

    it('shows a user only the entities they can view', async () => {
      const { summary, drafts } = await dashboard(reader);
      expect(summary).toEqual([{ tipo: 'news', label: 'News', conto: 5 }]);
      expect(drafts.map((group) => group.label)).toEqual(['News']);
      expect(drafts[0]?.children.map((child) => child.id)).toEqual([
        news.revision,
        news.englishToValidate,
        news.toValidate,
      ]);
      expect(await dashboard(nobody)).toEqual({ summary: [], drafts: [] });
    });
  });

  it('answers 401 Unauthenticated. to every lookup without a valid token', async () => {
    const calls: [string, Record<string, string>][] = [
      ['operations/comuni', { name: 'bo' }],
      ['operations/comuni', {}],
      ['operations/province', {}],
      ['categories', { main: '2' }],
      ['categories', {}],
      ['operations/categories', { main: '2', lang: 'it' }],
      ['operations/users', {}],
      ['operations/tagsBox', { lang: 'it', s: 'mar' }],
      ['operations/related_statuses', { list: 'news', id: 'new' }],
      ['operations/related_statuses', { list: 'nope', id: 'new' }],
      ['dashboard', {}],
    ];
    for (const [path, params] of calls) {
      for (const token of [null, 'not-a-real-token']) {
        const response = await get(path, params, token);
        expect(response.statusCode, `${path} ${token ?? 'no token'}`).toBe(401);
        expect(response.json() as ErrorAnswer).toEqual({ message: 'Unauthenticated.' });
      }
    }
  });
});
