/**
 * The section 5 and 9 rules of the itineraries and Via Emilia itineraries against the real server,
 * on both databases: every case of `tests/fixtures/itinerary-rules.cases.ts` is sent as a new item
 * (`POST {path}` with lang), and the server answers the error paths the generated validators give
 * (`tests/unit/itinerary-rules.test.ts`), as 422 `{message, errors}` with the Italian messages; a
 * valid case is saved (201) and read back, its stops renumbered from 1 in the order sent.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeSettingsMeta } from '../../generated/settings/home/meta';
import { rows } from '../../server/db/client';
import { RULE_TABLES, type Refs, type RuleCase, type RuleTable } from '../fixtures/itinerary-rules.cases';
import { backends, startTestServer, type TestServer } from './harness';

type Obj = Record<string, unknown>;
type Errors = Record<string, string[]>;

interface Answer {
  readonly status: number;
  readonly id: number;
  readonly message: unknown;
  readonly errors: Errors;
}

const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);

describe.each(backends)('itinerary rules (content.md sections 5 and 9) on $name', (backend) => {
  let t: TestServer;
  let admin = '';
  let shared: Omit<Refs, 'tag'>;

  const post = async (path: string, body: Obj, lang: string | null = 'it'): Promise<Answer> => {
    const payload = lang === null ? body : { ...body, lang };
    const response = await t.request({ method: 'POST', url: path, token: admin, payload });
    const json = response.json() as { message?: unknown; data?: { id?: number }; errors?: Errors };
    return { status: response.statusCode, id: json.data?.id ?? 0, message: json.message, errors: json.errors ?? {} };
  };

  const created = async (path: string, body: Obj, lang: string | null = 'it'): Promise<number> => {
    const answer = await post(path, body, lang);
    expect(answer.status, `${path}: ${JSON.stringify(answer.errors)}`).toBe(201);
    return answer.id;
  };

  const category = (parent: number, title: string): Promise<number> =>
    created('categories', { parent_id: parent, contents: { it: { title } } }, null);

  beforeAll(async () => {
    t = await startTestServer(backend);
    admin = await t.adminToken();
    const db = t.server.database.db;
    const images: number[] = [];
    for (let index = 1; index <= 10; index += 1) {
      const key = `itinerary-rules/img-${index}`;
      const [row] = await rows<{ id: number }>(
        db,
        sql`insert into media (collection, storage_key, thumb_key, name, mime, bytes, width, height)
            values ('images', ${`${key}.jpg`}, ${`${key}-thumb.jpg`}, ${`foto-${index}.jpg`}, 'image/jpeg', 10, 800, 600)
            returning id`,
      );
      if (!row) throw new Error('no media row');
      images.push(row.id);
    }
    shared = {
      images,
      destination: await created('destination', { contents: { it: { title: 'Bologna', status: 2 } } }),
      place: await created('place', { contents: { it: { title: 'San Petronio', status: 2 } } }),
      event: await created('event', {
        contents: { it: { title: 'Festa', description: '<p>Una festa.</p>', status: 2 } },
        stages: [{ title: { it: 'Piazza' }, dates: { start: '2026-12-01' } }],
      }),
      categories: { duration: await category(4, 'Un giorno'), interest: await category(5, 'Arte') },
    };
  }, 120_000);
  afterAll(async () => t?.close());

  const read = async (path: string, id: number): Promise<Obj> => {
    const response = await t.request({ method: 'GET', url: `${path}/${id}`, token: admin });
    expect(response.statusCode).toBe(200);
    const data = (response.json() as { data?: unknown }).data;
    if (!isObj(data)) throw new Error(`${path}/${id} answers no item`);
    return data;
  };

  /** The item read back: each language's title and status; the stops in the order sent, numbered from 1. */
  const expectStored = (sent: Obj, stored: Obj): void => {
    const contents = isObj(sent.contents) ? sent.contents : {};
    const storedContents = isObj(stored.contents) ? stored.contents : {};
    for (const [language, content] of Object.entries(contents)) {
      if (!isObj(content)) continue;
      const title = typeof content.title === 'string' ? content.title.trim() : undefined;
      expect(storedContents[language], language).toMatchObject({ title, status: content.status });
    }
    const sentStops = Array.isArray(sent.tappe) ? (sent.tappe as Obj[]) : [];
    const storedStops = Array.isArray(stored.tappe) ? (stored.tappe as Obj[]) : [];
    expect(storedStops.map((entry) => entry.order)).toEqual(sentStops.map((_, index) => index + 1));
    expect(storedStops.map((entry) => entry.contents)).toEqual(sentStops.map((entry) => entry.contents));
    for (const [index, entry] of sentStops.entries()) {
      for (const slot of ['video', 'planning', 'ricette', 'podcast', 'distanza', 'poi', 'events']) {
        // The slots' entries come back numbered (`order`), as every list's.
        if (entry[slot] !== undefined) expect(storedStops[index]?.[slot], slot).toMatchObject(entry[slot] as Obj);
      }
    }
  };

  describe.each(RULE_TABLES)('$entity (POST $path)', (table: RuleTable) => {
    let counter = 0;
    const check = async (testCase: RuleCase): Promise<void> => {
      counter += 1;
      const input = testCase.input({ ...shared, tag: `${table.entity}${counter}` }) as Obj;
      const expected = testCase.server?.errors ?? testCase.errors;
      const answer = await post(table.path, input);
      if (expected.length === 0) {
        expect(answer.status, JSON.stringify(answer.errors)).toBe(201);
        expectStored(input, await read(table.path, answer.id));
        return;
      }
      expect(answer.status, JSON.stringify(answer.errors)).toBe(422);
      expect(typeof answer.message).toBe('string');
      expect(Object.keys(answer.errors).sort()).toEqual([...expected].sort());
      for (const [path, message] of Object.entries(testCase.messages ?? {})) {
        if (expected.includes(path)) expect(answer.errors[path]).toContain(message);
      }
    };
    it.each(table.cases)('$name', check);
  });

  it('refuses a POI, an event or a recipe image that does not exist, per language', async () => {
    const missing = 2_000_000_000;
    const answer = await post('viaemilia', {
      contents: { it: { title: 'Via Emilia', status: 2 } },
      tappe: [
        {
          contents: { it: { title: 'Bologna' } },
          poi: [{ type: 'place', id: missing }],
          events: { en: [{ type: 'event', id: missing }] },
          ricette: { de: [{ title: 'Tortellini', image: [{ id: missing }] }] },
        },
      ],
    });
    expect(answer.status, JSON.stringify(answer.errors)).toBe(422);
    expect(Object.keys(answer.errors).sort()).toEqual(
      ['tappe.0.events.en', 'tappe.0.poi', 'tappe.0.ricette.de.0.image'].sort(),
    );
  });

  it('lists itineraries by Durata, Interesse and Target (GET itinerary?durata=&tema=&target=)', async () => {
    const { duration, interest } = shared.categories;
    const target = await category(6, 'Famiglie');
    const oneStop = [{ contents: { it: { title: 'Tappa' } } }];
    const day = await created('itinerary', {
      contents: { it: { title: 'Filtri: un giorno', status: 2 } },
      tappe: oneStop,
      durata: { ids: [duration], primary: duration },
      target: { ids: [target], primary: target },
    });
    const art = await created('itinerary', {
      contents: { it: { title: 'Filtri: arte', status: 2 } },
      tappe: oneStop,
      theme: { ids: [interest], primary: interest },
    });
    const ids = async (query: string): Promise<number[]> => {
      const response = await t.request({
        method: 'GET',
        url: `itinerary?limit=50&keywords=Filtri&${query}`,
        token: admin,
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { data: { id: number }[] }).data.map((row) => Number(row.id));
    };
    expect(await ids('')).toEqual([art, day]);
    expect(await ids(`durata=${duration}`)).toEqual([day]);
    expect(await ids('durata=4')).toEqual([day]);
    expect(await ids(`tema=${interest}`)).toEqual([art]);
    expect(await ids(`target=${target}`)).toEqual([day]);
  });

  it("offers itineraries to the home page's featured itineraries (GET entities/list)", async () => {
    // The field's picker searches the types it names that exist (none before this schema).
    const home = homeSettingsMeta.contents.find((section) => section.name === 'home');
    const featured = home?.kind === 'group' ? home.fields.find((member) => member.name === 'itinerari') : undefined;
    expect(featured?.kind === 'entity' ? featured.types : null).toEqual(['itinerary']);
    const id = await created('itinerary', {
      // The picker offers published items (status 1: the article-like set of section 5).
      contents: {
        it: {
          title: 'Itinerario in evidenza',
          slug: 'itinerario-in-evidenza',
          excerpt: 'Introduzione',
          description: '<p>Descrizione</p>',
          google: { keywords: 'itinerario', title: 'Itinerario', description: 'Un itinerario' },
          social: { title: 'Itinerario', description: 'Un itinerario' },
          status: 1,
        },
      },
      tappe: [{ contents: { it: { title: 'Prima tappa' } } }],
    });
    const response = await t.request({
      method: 'GET',
      url: 'entities/list?q=evidenza&page=1&lang=it&entity_type=itinerary',
      token: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { results?: { id: number; type: string; title: string }[] };
    expect(body.results?.map((row) => ({ id: row.id, type: row.type, title: row.title }))).toEqual([
      { id, type: 'itinerary', title: 'Itinerario in evidenza' },
    ]);
  });
});
