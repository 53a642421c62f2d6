/**
 * The events list and editor calls against the real server, on both databases (platform.md
 * sections 2, 4 and 7): `GET event` with keywords, comune (any stage's address) and stato, `data`
 * and `meta.total`; the list's own status names; `DELETE event/{ids}`.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../server/db/client';
import { backends, startTestServer, type TestServer } from './harness';

type Obj = Record<string, unknown>;

interface City {
  readonly id: number;
  readonly city: string;
  readonly province: string;
  readonly province_short: string;
  readonly region: string;
  readonly zip_code: string;
  readonly country: string;
}

const stage = (title: string, city: City | null, extra: Obj = {}): Obj => ({
  title: { it: title },
  dates: { start: '2026-12-01' },
  ...(city ? { location: { address: 'Piazza Maggiore, 1', city, lat: 44.49, lng: 11.34 } } : {}),
  ...extra,
});

describe.each(backends)('events (platform.md sections 2, 4 and 7) on $name', (backend) => {
  let t: TestServer;
  let admin = '';
  const cities: Record<string, City> = {};

  const save = async (body: Obj): Promise<{ status: number; id: number; errors: Record<string, string[]> }> => {
    const response = await t.request({ method: 'POST', url: 'event', token: admin, payload: { ...body, lang: 'it' } });
    const json = response.json() as { data?: { id?: number }; errors?: Record<string, string[]> };
    return { status: response.statusCode, id: json.data?.id ?? 0, errors: json.errors ?? {} };
  };
  const event = async (title: string, stages: Obj[], status = 2): Promise<number> => {
    const answer = await save({
      contents: { it: { title, description: `<p>${title}</p>`, status } },
      stages,
    });
    expect(answer.status, JSON.stringify(answer.errors)).toBe(201);
    return answer.id;
  };
  const list = async (query: string): Promise<{ ids: number[]; total: number }> => {
    const response = await t.request({ method: 'GET', url: `event?${query}`, token: admin });
    expect(response.statusCode, response.body).toBe(200);
    const json = response.json() as { data: { id: number }[]; meta: { total: number } };
    return { ids: json.data.map((row) => row.id), total: json.meta.total };
  };

  beforeAll(async () => {
    t = await startTestServer(backend);
    admin = await t.adminToken();
    const found = await rows<{ id: number; name: string; istat: string; province: string; short: string }>(
      t.server.database.db,
      sql`select mu.id, mu.name, mu.istat, p.nome as province, p.sigla as short
            from municipalities mu join provinces p on p.id = mu.province_id
           where mu.istat in ('037006', '039014', '036023')`,
    );
    for (const row of found) {
      cities[row.istat] = {
        id: row.id,
        city: row.name,
        province: row.province,
        province_short: row.short,
        region: 'Emilia-Romagna',
        zip_code: '',
        country: 'Italia',
      };
    }
  }, 120_000);
  afterAll(async () => t?.close());

  it('finds events by any stage municipality (comune), keywords and status, with meta.total', async () => {
    const bologna = cities['037006']!;
    const ravenna = cities['039014']!;
    const modena = cities['036023']!;
    const tour = await event('Tournée comune-test', [stage('Bologna', bologna), stage('Ravenna', ravenna)], 1);
    const local = await event('Sagra comune-test', [stage('Modena', modena)]);
    const nowhere = await event('Evento online comune-test', [stage('Online', null)]);

    expect(await list(`keywords=comune-test&comune=${ravenna.id}`)).toEqual({ ids: [tour], total: 1 });
    expect(await list(`keywords=comune-test&comune=${modena.id}`)).toEqual({ ids: [local], total: 1 });
    expect((await list(`keywords=comune-test&orderBy=-id`)).ids).toEqual([nowhere, local, tour]);
    expect(await list(`keywords=comune-test&stato=1`)).toEqual({ ids: [tour], total: 1 });
    expect(await list(`keywords=comune-test&stato=2&page=1&limit=1`)).toEqual({ ids: [nowhere], total: 2 });

    const removed = await t.request({ method: 'DELETE', url: `event/${local},${nowhere}`, token: admin });
    expect(removed.statusCode).toBe(200);
    expect(await list(`keywords=comune-test`)).toEqual({ ids: [tour], total: 1 });
  });

  it('refuses an event without stages, and keeps at least one', async () => {
    const answer = await save({ contents: { it: { title: 'Senza tappe', description: '<p>x</p>', status: 2 } } });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.errors)).toContain('stages');
    const empty = await save({
      contents: { it: { title: 'Tappe vuote', description: '<p>x</p>', status: 2 } },
      stages: [],
    });
    expect(empty.status).toBe(422);
  });

  it('requires title, slug (filled from the title) and description, and bounds the subtitle at 140', async () => {
    const answer = await save({
      contents: { it: { title: '', subtitle: 'x'.repeat(141), status: 2 } },
      stages: [stage('Una tappa', null)],
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.errors).sort()).toEqual(
      ['contents.it.description', 'contents.it.slug', 'contents.it.subtitle', 'contents.it.title'].sort(),
    );
    const id = await event('Slug dal titolo', [stage('Una tappa', null)]);
    const read = await t.request({ method: 'GET', url: `event/${id}`, token: admin });
    const item = (read.json() as { data: { contents: Record<string, { slug: string }> } }).data;
    expect(item.contents.it?.slug).toBe('slug-dal-titolo');
  });
  it('checks every stage rule (content.md sections 3 and 5) and says where', async () => {
    const body = (over: Obj): Obj => ({
      contents: { it: { title: 'Regole tappa', description: '<p>x</p>', status: 2 } },
      stages: [{ title: { it: 'Tappa' }, dates: { start: '2026-12-01', end: '2026-12-10' }, ...over }],
    });
    const cases: [Obj, string][] = [
      [{ dates: { start: '2026-12-10', end: '2026-12-01' } }, 'stages.0.dates.end'],
      [{ dates: { start: '2026-12-01', end: '2026-12-10', includes: ['2026-12-11'] } }, 'stages.0.dates.includes.0'],
      [
        { dates: { start: '2026-12-01', end: '2026-12-10', includes: ['2026-12-05'], excludes: ['2026-12-05'] } },
        'stages.0.dates.excludes.0',
      ],
      [{ dates: { end: '2026-12-10' } }, 'stages.0.dates.start'],
      [{ times: { type: 'timerange', morning: { start: '10:00', end: '09:30' } } }, 'stages.0.times.morning.end'],
      [{ times: { type: 'timerange', evening: { start: '25:00' } } }, 'stages.0.times.evening.start'],
      [{ times: { type: 'freetext', freetext: { it: 'x'.repeat(301) } } }, 'stages.0.times.freetext.it'],
      [{ ticketing: { ingresso: -1 } }, 'stages.0.ticketing.ingresso'],
      [{ ticketing: { ingresso: 1, info: { it: { sito: 'non un indirizzo' } } } }, 'stages.0.ticketing.info.it.sito'],
    ];
    for (const [over, path] of cases) {
      const answer = await save(body(over));
      expect(answer.status, JSON.stringify(over)).toBe(422);
      expect(Object.keys(answer.errors), JSON.stringify(over)).toContain(path);
    }
    // A time range hidden by another time type is neither checked nor kept.
    const id = (await save(body({ times: { type: 'program', morning: { start: '10:00', end: '09:00' } } }))).id;
    expect(id).toBeGreaterThan(0);
    const read = await t.request({ method: 'GET', url: `event/${id}`, token: admin });
    const stored = (read.json() as { data: { stages: { times: Obj }[] } }).data.stages[0]?.times;
    expect(stored?.type).toBe('program');
    expect(stored?.morning).toBeUndefined();
  });

  it('finds events by a day of any stage (date=from..to), never by an excluded day, with the next date', async () => {
    const id = await event('Rassegna date-test', [
      stage('Prima', null, {
        dates: { start: '2027-03-01', end: '2027-03-10', excludes: ['2027-03-05'] },
      }),
      stage('Seconda', null, { dates: { start: '2027-04-20' } }),
    ]);
    const find = async (range: string): Promise<number[]> => (await list(`keywords=date-test&date=${range}`)).ids;
    expect(await find('2027-03-05..2027-03-05')).toEqual([]);
    expect(await find('2027-03-04..2027-03-06')).toEqual([id]);
    expect(await find('2027-04-20..')).toEqual([id]);
    expect(await find('..2027-02-28')).toEqual([]);
    const response = await t.request({ method: 'GET', url: 'event?keywords=date-test', token: admin });
    const row = (response.json() as { data: { id: number; next_date: string | null }[] }).data[0];
    expect(row?.next_date).toBe('2027-03-01');
    const bad = await t.request({ method: 'GET', url: 'event?date=2027-03-10..2027-03-01', token: admin });
    expect(bad.statusCode).toBe(422);
  });
});
