/**
 * The section 5 rules of open data and the two stay-proposal types against the real server, on
 * both databases: every case of `tests/fixtures/opendata-rules.cases.ts` is sent as a new item
 * (`POST {path}` with lang), and the server answers the error paths the generated validators give
 * (`tests/unit/opendata-rules.test.ts`) or the ones a case says it answers instead, as 422
 * `{message, errors}` with the Italian messages; a valid case is saved (201) and read back. The
 * library's files are rows of the media table with the type detected on upload: .csv, .xml and
 * .json data files and a PDF, which open data refuses with 'Sono ammessi solo file .csv, .xml e
 * .json' whatever name it is sent under.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../server/db/client';
import { RULE_TABLES, type RuleCase, type RuleTable, type Refs } from '../fixtures/opendata-rules.cases';
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

describe.each(backends)('open data and stay proposal rules (content.md section 5) on $name', (backend) => {
  let t: TestServer;
  let admin = '';
  /** The references of the valid cases, made once per server; `tag` is set per case. */
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

  beforeAll(async () => {
    t = await startTestServer(backend);
    admin = await t.adminToken();
    const db = t.server.database.db;
    /** A file of the library as the upload stores it: its detected MIME type and its name. */
    const file = async (key: string, name: string, mime: string, image = false): Promise<number> => {
      const [row] = image
        ? await rows<{ id: number }>(
            db,
            sql`insert into media (collection, storage_key, thumb_key, name, mime, bytes, width, height)
                values ('images', ${`${key}.jpg`}, ${`${key}-thumb.jpg`}, ${name}, ${mime}, 10, 800, 600)
                returning id`,
          )
        : await rows<{ id: number }>(
            db,
            sql`insert into media (collection, storage_key, name, mime, bytes)
                values ('files', ${key}, ${name}, ${mime}, 10) returning id`,
          );
      if (!row) throw new Error('no media row');
      return row.id;
    };
    const csv: number[] = [];
    for (let index = 1; index <= 11; index += 1)
      csv.push(await file(`opendata-rules/dati-${index}.csv`, `dati-${index}.csv`, 'text/csv'));
    const images: number[] = [];
    for (let index = 1; index <= 10; index += 1)
      images.push(await file(`opendata-rules/foto-${index}`, `foto-${index}.jpg`, 'image/jpeg', true));
    const found = await rows<{ id: number; istat: string }>(
      db,
      sql`select id, istat from municipalities where istat in ('037006', '099014') order by istat`,
    );
    const [bologna, rimini] = found.map((row) => row.id);
    if (bologna === undefined || rimini === undefined) throw new Error('the seed has no Bologna and Rimini');
    const category = (parent: number, title: string): Promise<number> =>
      created('categories', { parent_id: parent, contents: { it: { title } } }, null);
    shared = {
      images,
      data: {
        csv,
        xml: await file('opendata-rules/strutture.xml', 'strutture.xml', 'application/xml'),
        json: await file('opendata-rules/strutture.json', 'strutture.json', 'application/json'),
      },
      pdf: await file('opendata-rules/regolamento.pdf', 'regolamento.pdf', 'application/pdf'),
      municipalities: [bologna, rimini],
      categories: { interest: await category(5, 'Terme'), stay: await category(10, 'Benessere') },
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

  /** What the item read back must show of what was sent. */
  const expectStored = (sent: Obj, stored: Obj): void => {
    const contents = isObj(sent.contents) ? sent.contents : {};
    const storedContents = isObj(stored.contents) ? stored.contents : {};
    for (const [language, content] of Object.entries(contents)) {
      if (!isObj(content)) continue;
      const title = typeof content.title === 'string' ? content.title.trim() : undefined;
      expect(storedContents[language], language).toMatchObject({ title, status: content.status });
      if (content.price !== undefined)
        expect(storedContents[language], language).toMatchObject({ price: content.price });
    }
    for (const field of ['attachments']) {
      const value = sent[field];
      if (Array.isArray(value)) expect((stored[field] as unknown[] | undefined)?.length, field).toBe(value.length);
    }
    if (sent.comune !== undefined) expect(stored.comune, 'comune').toEqual(sent.comune);
    for (const field of ['category', 'theme', 'destinazione']) {
      if (isObj(sent[field])) expect(stored[field], field).toMatchObject(sent[field] as Obj);
    }
  };

  describe.each(RULE_TABLES)('$entity (POST $path)', (table: RuleTable) => {
    let counter = 0;
    const check = async (testCase: RuleCase): Promise<void> => {
      counter += 1;
      const input = testCase.input({ ...shared, tag: `${table.entity.replace('_', '')}${counter}` }) as Obj;
      const expected = testCase.server?.errors ?? testCase.errors;
      const messages = testCase.server?.messages ?? testCase.messages ?? {};
      const answer = await post(table.path, input);
      if (expected.length === 0) {
        expect(answer.status, JSON.stringify(answer.errors)).toBe(201);
        expectStored(input, await read(table.path, answer.id));
        return;
      }
      expect(answer.status, JSON.stringify(answer.errors)).toBe(422);
      expect(typeof answer.message).toBe('string');
      expect(Object.keys(answer.errors).sort()).toEqual([...expected].sort());
      for (const [path, message] of Object.entries(messages)) {
        if (expected.includes(path)) expect(answer.errors[path]).toContain(message);
      }
    };
    it.each(table.cases)('$name', check);
  });
});
