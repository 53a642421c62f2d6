/**
 * The experiences and operators against the real server, on both databases: every case of
 * `tests/fixtures/offer-rules.cases.ts` is sent as a new item (422 with the validators' error
 * paths and Italian messages, or 201 and read back), and the operator combo `GET operatori/combo`
 * (content.md sections 7 and 9: `{id, nome}`, from 2 characters, with an optional province) with
 * its bounds and its access; the experiences' COMUNE column ('Bologna +  altri').
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../server/db/client';
import { OFFER_TABLES, type OfferCase, type OfferRefs, type OfferTable } from '../fixtures/offer-rules.cases';
import { backends, startTestServer, type TestServer } from './harness';

type Obj = Record<string, unknown>;
type Errors = Record<string, string[]>;

const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);

describe.each(backends)('experiences and operators on $name', (backend) => {
  let t: TestServer;
  let admin = '';
  let shared: Omit<OfferRefs, 'tag'>;
  let provinces: { modena: number; rimini: number };

  const post = async (path: string, body: Obj, token = admin, lang: string | null = 'it') => {
    const payload = lang === null ? body : { ...body, lang };
    const response = await t.request({ method: 'POST', url: path, token, payload });
    const json = response.json() as { message?: unknown; data?: { id?: number }; errors?: Errors };
    return { status: response.statusCode, id: json.data?.id ?? 0, message: json.message, errors: json.errors ?? {} };
  };
  const created = async (path: string, body: Obj, lang: string | null = 'it'): Promise<number> => {
    const answer = await post(path, body, admin, lang);
    expect(answer.status, `${path}: ${JSON.stringify(answer.errors)}`).toBe(201);
    return answer.id;
  };
  const combo = async (query: string, token = admin) => {
    const response = await t.request({ method: 'GET', url: `operatori/combo${query}`, token });
    return { status: response.statusCode, body: response.json() as { data?: { id: number; nome: string }[] } };
  };

  beforeAll(async () => {
    t = await startTestServer(backend);
    admin = await t.adminToken();
    const db = t.server.database.db;
    const found = await rows<{ id: number; istat: string; province_id: number }>(
      db,
      sql`select id, istat, province_id from municipalities where istat in ('036008', '037006', '099014') order by istat`,
    );
    const [castelvetro, bologna, rimini] = found;
    if (!castelvetro || !bologna || !rimini) throw new Error('the seed lacks Castelvetro, Bologna or Rimini');
    provinces = { modena: castelvetro.province_id, rimini: rimini.province_id };
    const operator = (title: string, comune: number) =>
      created('operatori', { contents: { it: { title, status: 1 } }, comune: [comune] });
    shared = {
      operators: [
        await operator('Zafferano Tour Modena', castelvetro.id),
        await operator('Zafferano Bike Rimini', rimini.id),
      ],
      missingOperator: 999_999,
      municipalities: [bologna.id, rimini.id],
      categories: {
        category: await created('categories', { parent_id: 10, contents: { it: { title: 'Gusto' } } }, null),
        network: await created('categories', { parent_id: 5, contents: { it: { title: 'Cibo' } } }, null),
      },
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

  describe.each(OFFER_TABLES)('$entity (POST $path)', (table: OfferTable) => {
    let counter = 0;
    const check = async (testCase: OfferCase): Promise<void> => {
      counter += 1;
      const input = testCase.input({ ...shared, tag: `${table.entity}${counter}` }) as Obj;
      const expected = testCase.server?.errors ?? testCase.errors;
      const answer = await post(table.path, input);
      if (expected.length === 0) {
        expect(answer.status, JSON.stringify(answer.errors)).toBe(201);
        const stored = await read(table.path, answer.id);
        for (const field of ['operatore', 'comune']) {
          if (input[field] !== undefined) expect(stored[field], field).toEqual(input[field]);
        }
        return;
      }
      expect(answer.status, JSON.stringify(answer.errors)).toBe(422);
      expect(Object.keys(answer.errors).sort()).toEqual([...expected].sort());
      for (const [path, message] of Object.entries(testCase.messages ?? {})) {
        if (expected.includes(path)) expect(answer.errors[path]).toContain(message);
      }
    };
    it.each(table.cases)('$name', check);
  });

  it('the combo answers {id, nome} from 2 characters, the matches starting with them first', async () => {
    const [modena, rimini] = shared.operators;
    expect(await combo('?keywords=Z')).toEqual({ status: 200, body: { data: [] } });
    expect(await combo('')).toEqual({ status: 200, body: { data: [] } });
    const two = await combo('?keywords=za');
    expect(two.status).toBe(200);
    expect(two.body.data).toEqual(
      expect.arrayContaining([
        { id: modena, nome: 'Zafferano Tour Modena' },
        { id: rimini, nome: 'Zafferano Bike Rimini' },
      ]),
    );
    const inside = await combo('?keywords=bike');
    expect(inside.body.data).toEqual([{ id: rimini, nome: 'Zafferano Bike Rimini' }]);
  });

  it('the combo narrows by the province of the operators’ municipalities', async () => {
    const [modena, rimini] = shared.operators;
    expect((await combo(`?keywords=Zafferano&provincia=${provinces.modena}`)).body.data).toEqual([
      { id: modena, nome: 'Zafferano Tour Modena' },
    ]);
    expect((await combo(`?keywords=Zafferano&provincia=${provinces.rimini}`)).body.data).toEqual([
      { id: rimini, nome: 'Zafferano Bike Rimini' },
    ]);
    const every = (await combo('?keywords=Zafferano&provincia=-1')).body.data ?? [];
    expect(every.map((row) => row.id).sort()).toEqual([modena, rimini].sort());
  });

  it('the combo refuses keywords over 100 characters and a province that is no id (422)', async () => {
    expect((await combo(`?keywords=${'a'.repeat(101)}`)).status).toBe(422);
    expect((await combo('?keywords=Za&provincia=abc')).status).toBe(422);
    expect((await combo('?keywords=Za&provincia=-2')).status).toBe(422);
  });

  it('the combo is open to the experiences’ editors, closed to others; a draft operator is no match', async () => {
    const editor = await t.userWith(['esperienze-view', 'esperienze-create', 'esperienze-edit']);
    expect((await combo('?keywords=Zafferano', editor.token)).status).toBe(200);
    const outsider = await t.userWith(['news-view']);
    expect((await combo('?keywords=Zafferano', outsider.token)).status).toBe(403);
    const anonymous = await t.request({ method: 'GET', url: 'operatori/combo?keywords=Za' });
    expect(anonymous.statusCode).toBe(401);
    await created('operatori', { contents: { it: { title: 'Zafferano Bozza', status: 2 } } });
    // Drafts of the language are live items all the same (draft > 0 are revisions): the combo finds them.
    expect((await combo('?keywords=Zafferano Bozza')).body.data?.map((row) => row.nome)).toEqual(['Zafferano Bozza']);
  });

  it("lists an experience's first municipality and ' +  altri', or 'nessuno'", async () => {
    const [bologna, rimini] = shared.municipalities;
    const many = await created('esperienze', {
      contents: { it: { title: 'Tante città', status: 2 } },
      comune: [bologna, rimini],
    });
    const one = await created('esperienze', { contents: { it: { title: 'Una città', status: 2 } }, comune: [rimini] });
    const none = await created('esperienze', { contents: { it: { title: 'Nessuna città', status: 2 } } });
    const response = await t.request({ method: 'GET', url: 'esperienze?limit=50', token: admin });
    expect(response.statusCode).toBe(200);
    const listed = (response.json() as { data: { id: number; comune: unknown }[] }).data;
    const comune = (id: number) => listed.find((row) => row.id === id)?.comune;
    expect(comune(many)).toHaveLength(2);
    expect(comune(one)).toEqual(['Rimini']);
    expect(comune(none) ?? []).toEqual([]);
  });
});
