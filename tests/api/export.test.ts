/**
 * An entity's CSV export (`exportCall` in its schema; spec: the IAT list's 'Esporta Tutti' over
 * `GET iat/export/`, downloading iat.csv). The news entity is served here with the construct
 * added to its meta, over its own tables: the call, its file name,
 * one column per exported list column (the actions are not), newest first, the column kinds' own
 * text (status names per language, the languages present), the view ability, and the bound.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityRuntime } from '../../server/crud/entity';
import { entityRuntimes } from '../../server/http/app';
import { registry } from '../../generated/registry';
import { entityContracts } from '../../kinds/contracts/entity';
import { LIST_LIMITS } from '../../core/limits';
import { backends, startTestServer, type TestServer } from './harness';

const news = registry.news;
const exporting = { ...news, meta: { ...news.meta, exportCall: { file: 'notizie.csv' } } };

/** The cells of a CSV the server wrote (BOM, `;`-separated, CRLF, `"` quoting with doubled quotes). */
function parse(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines: string[][] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 1; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      cells.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      cells.push(cell);
      lines.push(cells);
      cells = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  return lines;
}

describe('the export construct', () => {
  it('is a contract of an entity that declares it, and only of such an entity', () => {
    expect(entityContracts(news.meta).exportCsv).toBeNull();
    const call = entityContracts(exporting.meta).exportCsv;
    expect(call).toMatchObject({ method: 'get', path: '/news/export/', format: 'csv', access: 'user' });
    expect(LIST_LIMITS.exportRows).toBeGreaterThanOrEqual(1000);
  });
});

describe.each(backends)('an entity export on $name', (backend) => {
  let t: TestServer;
  let admin: string;
  beforeAll(async () => {
    const entities = entityRuntimes();
    entities.set('news', entityRuntime('news', exporting));
    t = await startTestServer(backend, {}, { entities });
    admin = await t.adminToken();
  }, 60_000);
  afterAll(async () => t.close());

  it("answers every live item as the schema's CSV file, newest first, with the list's columns", async () => {
    const create = async (contents: Record<string, unknown>) => {
      const response = await t.request({ method: 'POST', url: 'news', token: admin, payload: { contents } });
      expect(response.statusCode).toBe(201);
      return (response.json() as { data: { id: number } }).data.id;
    };
    const first = await create({ it: { title: 'Sagra; del =tortellino', status: 2 } });
    const second = await create({ it: { title: 'Notte Rosa', status: 2 }, en: { title: 'Pink Night', status: 2 } });

    const response = await t.request({ method: 'GET', url: 'news/export/', token: admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="notizie.csv"');
    const [header, ...lines] = parse(response.body);
    const exported = news.meta.list.columns.filter((column) => column.kind !== 'actions');
    expect(header).toEqual(exported.map((column) => column.label.it));
    const column = (name: string) => header!.indexOf(name);
    const ids = lines.map((line) => Number(line[column('ID')]));
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    const rowOf = (id: number) => lines.find((line) => Number(line[column('ID')]) === id)!;
    // A formula-looking or `;`-holding title is quoted and defused, never split.
    expect(rowOf(first)[column('TITOLO')]).toBe('Sagra; del =tortellino');
    expect(rowOf(second)[column('STATO')]).toBe('it: Bozza, en: Bozza');
    expect(rowOf(second)[column('LINGUA')]).toBe('it, en');
    expect(rowOf(first)[column('LINGUA')]).toBe('it');
  });

  it("follows the list's query: keywords, filters and order, never its page", async () => {
    const create = async (title: string, status: number) => {
      const payload = { contents: { it: { title, status } } };
      const response = await t.request({ method: 'POST', url: 'news', token: admin, payload });
      expect(response.statusCode).toBe(201);
      return (response.json() as { data: { id: number } }).data.id;
    };
    const draft = await create('Esportami bozza', 2);
    const other = await create('Esportami anche questa', 0);
    const idsOf = async (query: string): Promise<number[]> => {
      const response = await t.request({ method: 'GET', url: `news/export/?${query}`, token: admin });
      expect(response.statusCode).toBe(200);
      return parse(response.body)
        .slice(1)
        .map((line) => Number(line[0]));
    };
    expect(await idsOf('keywords=Esportami&orderBy=%2Bid')).toEqual([draft, other]);
    expect(await idsOf('keywords=Esportami&orderBy=-id')).toEqual([other, draft]);
    expect(await idsOf('keywords=Esportami&stato=2')).toEqual([draft]);
    // The export has no page: `page` and `limit` are not its parameters.
    expect(await idsOf('keywords=Esportami&orderBy=%2Bid&page=2&limit=1')).toEqual([draft, other]);
  });

  it('needs the view ability and a token', async () => {
    expect((await t.request({ method: 'GET', url: 'news/export/' })).statusCode).toBe(401);
    const nobody = (await t.userWith([])).token;
    expect((await t.request({ method: 'GET', url: 'news/export/', token: nobody })).statusCode).toBe(403);
    const viewer = (await t.userWith(['news-view'])).token;
    expect((await t.request({ method: 'GET', url: 'news/export/', token: viewer })).statusCode).toBe(200);
  });

  it('refuses a language the entity does not have', async () => {
    const response = await t.request({ method: 'GET', url: 'news/export/?lang=xx', token: admin });
    expect(response.statusCode).toBe(422);
  });
});
