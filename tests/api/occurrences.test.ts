/**
 * The occurrence days (core/occurrence-days.ts) through the HTTP API, on both databases, over the
 * fixture entity of tests/fixtures/occurrences (schedules in a list's entries and in a list inside
 * a group): what a save writes (the union of every schedule's days, a partial save keeping the
 * stored ones, the bound per item), the list's date-range filter (`date=from..to`, either end
 * open, one date; 422 naming the parameter for a wrong date or a reversed range; the index used),
 * the next-date column (the first day from today, null when none is left) and its CSV text.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OCCURRENCE_LIMITS } from '../../core/limits';
import { dayNumber, wireDay } from '../../core/occurrences';
import { rows } from '../../server/db/client';
import { ensureListCounts } from '../../server/crud/counts';
import { entityRuntime, type EntityRuntime } from '../../server/crud/entity';
import { listStatements, parseListQuery } from '../../server/crud/list';
import { entityRuntimes } from '../../server/http/app';
import { FIXTURE_ENTITY, occurrenceFixture } from '../fixtures/occurrences/fixture';
import { backends, startTestServer, type TestServer } from './harness';

interface ListAnswer {
  data: { id: number; next_date: string | null }[];
  meta: { total: number };
}

const EVERY_DAY = { lun: 1, mar: 1, mer: 1, gio: 1, ven: 1, sab: 1, dom: 1 } as const;
const SATURDAYS = { lun: 0, mar: 0, mer: 0, gio: 0, ven: 0, sab: 1, dom: 0 } as const;

/** A schedule value: from `start` to `end` on the weekdays, plus and minus single days. */
function schedule(
  start: string,
  end: string,
  options: { weekdays?: Record<string, 0 | 1>; includes?: string[]; excludes?: string[] } = {},
) {
  return {
    start,
    end,
    includes: options.includes ?? [],
    excludes: options.excludes ?? [],
    weekdays: options.weekdays ?? EVERY_DAY,
  };
}

/** Today in UTC (the server's "today" for the next date), and days from it. */
const today = new Date().toISOString().slice(0, 10);
const fromToday = (days: number): string => wireDay(dayNumber(today) + days);

describe.each(backends)('occurrence days on $name', (backend) => {
  let t: TestServer;
  let admin: string;
  let runtime: EntityRuntime;
  const path = FIXTURE_ENTITY;

  beforeAll(async () => {
    const fixture = await occurrenceFixture();
    runtime = entityRuntime(FIXTURE_ENTITY, fixture);
    const entities = entityRuntimes() as Map<string, EntityRuntime>;
    entities.set(FIXTURE_ENTITY, runtime);
    t = await startTestServer(backend, {}, { entities });
    const { db } = t.server.database;
    for (const statement of fixture.create) await db.execute(sql.raw(statement));
    await ensureListCounts(db, [runtime]);
    admin = await t.adminToken();
  }, 60_000);
  afterAll(async () => t.close());

  const create = async (title: string, fields: Record<string, unknown>): Promise<number> => {
    const response = await t.request({
      method: 'POST',
      url: path,
      token: admin,
      payload: { ...fields, contents: { it: { title, status: 2 } } },
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { data: { id: number } }).data.id;
  };
  const stored = async (id: number): Promise<string | null> => {
    const [row] = await rows<{ days: string | null }>(
      t.server.database.db,
      sql`select occurrence_days::text as days from ${sql.identifier(path)} where id = ${id}`,
    );
    return row?.days ?? null;
  };
  const list = async (query: string) => t.request({ method: 'GET', url: `${path}?limit=100&${query}`, token: admin });
  const idsOn = async (range: string, keywords: string): Promise<number[]> => {
    const response = await list(`keywords=${encodeURIComponent(keywords)}&orderBy=%2Bid&date=${range}`);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as ListAnswer;
    expect(answer.meta.total).toBe(answer.data.length);
    return answer.data.map((row) => row.id);
  };

  it('keeps the union of every schedule of the item, at any depth, as day ranges', async () => {
    const id = await create('Rassegna unione', {
      stages: [
        // Four days, one of them excluded.
        { title: { it: 'Prima' }, dates: schedule('2026-12-01', '2026-12-04', { excludes: ['2026-12-02'] }) },
        // Saturdays of January 2027, and one Wednesday.
        {
          title: { it: 'Seconda' },
          dates: schedule('2027-01-01', '2027-01-31', { weekdays: SATURDAYS, includes: ['2027-01-13'] }),
        },
      ],
      extra: { sessions: [{ when: schedule('2026-12-04', '2026-12-05') }] },
    });
    expect(await stored(id)).toBe(
      '{[2026-12-01,2026-12-02),[2026-12-03,2026-12-06),[2027-01-02,2027-01-03),[2027-01-09,2027-01-10),' +
        '[2027-01-13,2027-01-14),[2027-01-16,2027-01-17),[2027-01-23,2027-01-24),[2027-01-30,2027-01-31)}',
    );
    // The API item is its fields: the column is the lists' own.
    const item = await t.request({ method: 'GET', url: `${path}/${id}`, token: admin });
    expect(item.json()).not.toHaveProperty('data.occurrence_days');
  });

  it('filters by a range, either end open or one day, with exact totals', async () => {
    const december = await create('Filtro dicembre', {
      stages: [{ title: { it: 'Tappa' }, dates: schedule('2026-12-20', '2026-12-22') }],
    });
    const weekly = await create('Filtro sabati', {
      stages: [{ title: { it: 'Tappa' }, dates: schedule('2027-02-01', '2027-04-30', { weekdays: SATURDAYS }) }],
    });
    const nested = await create('Filtro sessione', {
      extra: { sessions: [{ when: schedule('2027-06-15', '') }] },
    });
    const none = await create('Filtro senza date', {});
    const all = 'Filtro';
    expect(await idsOn('2026-12-01..2026-12-31', all)).toEqual([december]);
    expect(await idsOn('2026-12-22..2026-12-22', all)).toEqual([december]);
    expect(await idsOn('2026-12-23..2027-02-05', all)).toEqual([]);
    // 2027-02-06 is a Saturday.
    expect(await idsOn('2027-02-06', all)).toEqual([weekly]);
    expect(await idsOn('2027-01-01..', all)).toEqual([weekly, nested]);
    expect(await idsOn('..2027-02-06', all)).toEqual([december, weekly]);
    expect(await idsOn('2027-06-15', all)).toEqual([nested]);
    // Without the filter every item is listed, those without days too.
    const unfiltered = await list(`keywords=${all}&orderBy=%2Bid`);
    expect((unfiltered.json() as ListAnswer).data.map((row) => row.id)).toEqual([december, weekly, nested, none]);
    // `..` alone narrows nothing.
    expect(await idsOn('..', all)).toEqual([december, weekly, nested, none]);
  });

  it('answers 422 naming the parameter for a wrong date, a wrong range or a reversed one', async () => {
    for (const [range, message] of [
      ['2026-13-01..2026-12-31', 'Intervallo di date non valido'],
      ['2026-02-30', 'Intervallo di date non valido'],
      ['dicembre', 'Intervallo di date non valido'],
      ['..2026-12-01..', 'Intervallo di date non valido'],
      ['2026-12-1..', 'Intervallo di date non valido'],
      ['2026-12-31..2026-12-01', 'La data di inizio è successiva a quella di fine'],
      ['2026-12-01....', 'Intervallo di date non valido'],
    ] as const) {
      const response = await list(`date=${encodeURIComponent(range)}`);
      expect(response.statusCode, range).toBe(422);
      const body = response.json() as { errors: Record<string, string[]> };
      expect(body.errors.date?.[0], range).toContain(message);
    }
    const long = await list(`date=${'2026-12-01..'.repeat(3)}`);
    expect(long.statusCode).toBe(422);
    expect((long.json() as { errors: Record<string, string[]> }).errors.date?.[0]).toContain(
      String(OCCURRENCE_LIMITS.rangeParameter),
    );
  });

  it('shows the next day from today, none when every day is past, and exports it', async () => {
    const upcoming = await create('Prossima in arrivo', {
      stages: [
        { title: { it: 'Passata' }, dates: schedule(fromToday(-10), fromToday(-8)) },
        { title: { it: 'In corso' }, dates: schedule(fromToday(-1), fromToday(5), { excludes: [today] }) },
      ],
    });
    const ongoing = await create('Prossima oggi', {
      stages: [{ title: { it: 'Oggi' }, dates: schedule(fromToday(-3), fromToday(3)) }],
    });
    const past = await create('Prossima passata', {
      stages: [{ title: { it: 'Passata' }, dates: schedule(fromToday(-30), fromToday(-20)) }],
    });
    const response = await list('keywords=Prossima&orderBy=%2Bid');
    const answer = response.json() as ListAnswer;
    const nextOf = (id: number) => answer.data.find((row) => row.id === id)?.next_date;
    expect(nextOf(upcoming)).toBe(fromToday(1));
    expect(nextOf(ongoing)).toBe(today);
    expect(nextOf(past)).toBeNull();

    const exported = await t.request({
      method: 'GET',
      url: `${path}/export/?keywords=Prossima&orderBy=%2Bid`,
      token: admin,
    });
    expect(exported.statusCode).toBe(200);
    const lines = exported.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]?.split(';')).toContain('PROSSIMA DATA');
    const column = lines[0]?.split(';').indexOf('PROSSIMA DATA') ?? -1;
    expect(lines.slice(1).map((line) => line.split(';')[column])).toEqual([fromToday(1), today, '']);
  });

  it('keeps the stored days on a save that leaves the fields out, and rewrites them on one that changes them', async () => {
    const id = await create('Parziale', {
      stages: [{ title: { it: 'Tappa' }, dates: schedule('2028-05-01', '2028-05-02') }],
    });
    const version = async (): Promise<number> =>
      ((await t.request({ method: 'GET', url: `${path}/${id}`, token: admin })).json() as { data: { version: number } })
        .data.version;
    const titleOnly = await t.request({
      method: 'PUT',
      url: `${path}/${id}`,
      token: admin,
      payload: { version: await version(), contents: { it: { title: 'Parziale bis', status: 2 } } },
    });
    expect(titleOnly.statusCode, titleOnly.body).toBe(200);
    expect(await stored(id)).toBe('{[2028-05-01,2028-05-03)}');
    const moved = await t.request({
      method: 'PUT',
      url: `${path}/${id}`,
      token: admin,
      payload: {
        version: await version(),
        stages: [{ title: { it: 'Tappa' }, dates: schedule('2028-06-01', '2028-06-01') }],
        contents: { it: { title: 'Parziale bis', status: 2 } },
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await stored(id)).toBe('{[2028-06-01,2028-06-02)}');
    const cleared = await t.request({
      method: 'PUT',
      url: `${path}/${id}`,
      token: admin,
      payload: { version: await version(), stages: [], contents: { it: { title: 'Parziale bis', status: 2 } } },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await stored(id)).toBeNull();
  });

  it('refuses an item with more days than the bound, on the field holding them', async () => {
    // Twelve year-long stages: 4,383 distinct days, over the bound.
    const stages = Array.from({ length: 12 }, (_, index) => ({
      title: { it: `Anno ${index}` },
      dates: schedule(`${2030 + index}-01-01`, `${2030 + index}-12-31`),
    }));
    const response = await t.request({
      method: 'POST',
      url: path,
      token: admin,
      payload: { stages, contents: { it: { title: 'Troppi giorni', status: 2 } } },
    });
    expect(response.statusCode).toBe(422);
    expect((response.json() as { errors: Record<string, string[]> }).errors.stages?.[0]).toBe(
      `Troppi giorni di svolgimento: al massimo ${OCCURRENCE_LIMITS.days} in tutto`,
    );
  });

  it('answers the filter from the index', async () => {
    const request = parseListQuery(runtime, { date: '2026-12-01..2026-12-31', orderBy: '-id' }, 'it');
    const { total } = listStatements(runtime, request);
    const plan = await t.server.database.db.transaction(async (tx) => {
      // Few rows here: the planner is told to prefer an index, to show the condition can use one.
      await tx.execute(sql`set local enable_seqscan = off`);
      return rows<Record<string, string>>(tx, sql`explain ${total}`);
    });
    const text = plan.map((row) => Object.values(row).join(' ')).join('\n');
    expect(text).toMatch(/festival_occurrence_days_idx/);
  });
});
