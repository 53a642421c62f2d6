/**
 * The section 5 rules of the static page, blog, observatory (`newsim`) and IAT against the real
 * server, on both databases: every case of `tests/fixtures/article-rules.cases.ts` is sent as a new item
 * (`POST {path}` with lang), and the server answers the error paths the generated validators give
 * (`tests/unit/article-rules.test.ts`), as 422 `{message, errors}` with the Italian messages; a
 * valid case is saved (201) and read back. One server per database; the cases run one after the
 * other on it, each with slugs of its own.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../server/db/client';
import { RULE_TABLES, type RuleCase, type RuleTable, type Refs } from '../fixtures/article-rules.cases';
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

describe.each(backends)('article rules (content.md section 5) on $name', (backend) => {
  let t: TestServer;
  let admin = '';
  /** The references of the valid cases, made once per server; `tag` is set per case. */
  let shared: Omit<Refs, 'tag'>;

  /** A save, with the item's language (the platform calls, categories, take none). */
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
    const pages: number[] = [];
    for (let index = 1; index <= 50; index += 1) {
      pages.push(await created('page', { contents: { it: { title: `Correlata ${index}`, status: 2 } } }));
    }
    const media = async (count: number, image: boolean): Promise<number[]> => {
      const ids: number[] = [];
      for (let index = 1; index <= count; index += 1) {
        const key = `rules/${image ? 'img' : 'doc'}-${index}`;
        const [row] = image
          ? await rows<{ id: number }>(
              db,
              sql`insert into media (collection, storage_key, thumb_key, name, mime, bytes, width, height)
                  values ('images', ${`${key}.jpg`}, ${`${key}-thumb.jpg`}, ${`foto-${index}.jpg`}, 'image/jpeg', 10, 800, 600)
                  returning id`,
            )
          : await rows<{ id: number }>(
              db,
              sql`insert into media (collection, storage_key, name, mime, bytes)
                  values ('files', ${`${key}.pdf`}, ${`documento-${index}.pdf`}, 'application/pdf', 10) returning id`,
            );
        if (!row) throw new Error('no media row');
        ids.push(row.id);
      }
      return ids;
    };
    const found = await rows<{ id: number; istat: string }>(
      db,
      sql`select id, istat from municipalities where istat in ('037006', '099014') order by istat`,
    );
    const [bologna, rimini] = found.map((row) => row.id);
    if (bologna === undefined || rimini === undefined) throw new Error('the seed has no Bologna and Rimini');
    shared = {
      pages,
      images: await media(10, true),
      files: await media(20, false),
      municipalities: [bologna, rimini],
      categories: {
        interest: await category(5, 'Mare'),
        blog: await category(15, 'Eventi'),
        observatory: await category(20, 'Statistiche'),
      },
      template: await created('templates', { name: 'Pagina interessi', view: 'pages.interessi' }),
    };
  }, 120_000);
  afterAll(async () => t?.close());

  /** The item as the server answers it. */
  const read = async (path: string, id: number): Promise<Obj> => {
    const response = await t.request({ method: 'GET', url: `${path}/${id}`, token: admin });
    expect(response.statusCode).toBe(200);
    const data = (response.json() as { data?: unknown }).data;
    if (!isObj(data)) throw new Error(`${path}/${id} answers no item`);
    return data;
  };

  /** What the item read back must show of what was sent: each language's title and status, the lists' lengths. */
  const expectStored = (sent: Obj, stored: Obj): void => {
    const contents = isObj(sent.contents) ? sent.contents : {};
    const storedContents = isObj(stored.contents) ? stored.contents : {};
    for (const [language, content] of Object.entries(contents)) {
      if (!isObj(content)) continue;
      const title = typeof content.title === 'string' ? content.title.trim() : undefined;
      expect(storedContents[language], language).toMatchObject({ title, status: content.status });
    }
    for (const field of ['related', 'paragrafi', 'files', 'attachments']) {
      const value = sent[field];
      if (Array.isArray(value)) expect((stored[field] as unknown[] | undefined)?.length, field).toBe(value.length);
    }
    for (const field of ['annoriferimento', 'fonte', 'comune']) {
      if (sent[field] !== undefined) expect(stored[field], field).toEqual(sent[field]);
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
});

describe.each(backends)('the IAT search (content.md section 5: more than 2 characters) on $name', (backend) => {
  let t: TestServer;
  let admin = '';

  beforeAll(async () => {
    t = await startTestServer(backend);
    admin = await t.adminToken();
    const response = await t.request({
      method: 'POST',
      url: 'iat',
      token: admin,
      payload: { lang: 'it', contents: { it: { title: 'IAT Ferrara Castello', status: 1 } } },
    });
    expect(response.statusCode).toBe(201);
  });

  afterAll(async () => {
    await t.close();
  });

  const titles = async (keywords: string): Promise<string[]> => {
    const response = await t.request({ method: 'POST', url: 'iat/search', token: admin, payload: { keywords } });
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: { title: string }[] }).data.map((row) => row.title);
  };

  it('finds nothing from 2 characters, the office from 3', async () => {
    expect(await titles('Fe')).toEqual([]);
    expect(await titles('Fer')).toEqual(['IAT Ferrara Castello']);
  });
});
