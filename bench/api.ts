/**
 * `npm run bench:api`: the list call of the API under load, against the same SQL run directly.
 *
 * 1. A fresh database: `bench_<random>` on the PostgreSQL of TEST_DATABASE_URL (dropped at the
 *    end), else PGlite in a temporary DATA_DIR (removed at the end), also on errors and Ctrl-C.
 * 2. In this process: migrations and base seed (`prepareDatabase`), then `--items` news items,
 *    `--places` places, `--itineraries` itineraries and `--events` events seeded with set-based SQL
 *    (`bench/seed.ts`); the database is closed again.
 * 3. The real server (`startServer`) in a child process (`bench/server.ts`, over IPC) on a
 *    free port, bundled and run by plain Node as `npm start` runs it (`benchServerScript`), so its
 *    memory is its own and the deployed one: peak RSS is the kernel's VmHWM of that process
 *    (`/proc/<pid>/status`), read after the HTTP scenarios, before the baseline; elsewhere than
 *    Linux, the RSS the process sampled itself every 50 ms.
 * 4. Per scenario (`list`: page 1, 50 rows, `-id`; `status`: the same with status 1 in `it`;
 *    `filtered`: status 1 and the municipality of Bologna), for news (municipalities in a relation
 *    table) and again for places (`place list`...: the municipality in the address's JSON, kept
 *    by the database in a generated column, a different filter path), and for itineraries
 *    (`itinerary list`, and `itin. durata` with the Durata filter, a categories relation), and for events
 *    (`event list`, and `event month` with the date-range filter over a month: the occurrence days, a
 *    GiST-indexed datemultirange; when the `event` schema exists), autocannon from this
 *    process with `--connections` connections and the administrator's token, a warm-up, then
 *    `--duration` seconds measured on the same connections (requests started after the warm-up).
 *    Twice: a server with the totals cache on (5 s, the default), then one with it off (each its
 *    own process, one after the other, so a PGlite directory has one owner at a time).
 * 5. The raw SQL baseline (in the second server): the statements the server runs for the same
 *    query (`parseListQuery` and `listStatements` with the routes' list context), run by as many
 *    concurrent workers on a driver of their own (a `pg` pool of that size, or the server's PGlite
 *    instance), a request being the page and the total statements run together, as `listItems`
 *    does. It runs in the server process, idle meanwhile, because a PGlite directory can be opened
 *    by one process only.
 * 6. The HTTP floor (in the same process): a bare Fastify app answering each scenario's URL with
 *    the body the server gave, from memory, under the same load: what HTTP and autocannon alone
 *    cost here. The SQL and the HTTP share the CPUs, so a server adding no work of its own would
 *    reach 1 / (1/raw + 1/floor) req/s: its ratio to the raw SQL is at least 1 + raw/floor, printed
 *    beside the 1.2 target.
 * 7. Where the CPU goes (Linux, `./cpu.ts`): for each measured run, the CPU milliseconds per request
 *    of the server process (for the raw SQL: the process running the driver), of PostgreSQL's
 *    processes on this machine, of autocannon (this process) and of the rest, and the share of
 *    the CPUs left idle: what the server adds to its SQL, and where.
 * 8. One process against two (PostgreSQL only, issue #36): three more servers on the same database,
 *    totals cache off, one with a pool of `--connections` and two with half that each; each
 *    scenario measured on the one, then at once on the two with the connections dealt round-robin
 *    between them (`twoProcessRuns`); both figures and their ratio reported.
 *
 * Latencies of both sides are exact percentiles over every completed request (autocannon's own
 * histogram rounds to whole milliseconds). The server's database pool has `--connections`
 * connections, like the baseline. Targets (issue #15), on PostgreSQL with the totals cache off:
 * the raw SQL at least 500 req/s for `list`, 110 for `status` and 130 for `filtered` (three to
 * four times the statements of November 2026), the server within 1.2 times its raw SQL's req/s,
 * and the filtered p99 under 250 ms. A missed target is reported, not an error: the exit status is
 * non-zero only on errors and on non-2xx answers.
 *
 * Options (flags, or environment): --items (BENCH_ITEMS, 100000), --duration seconds
 * (BENCH_DURATION, 10), --warmup seconds (BENCH_WARMUP, 2), --connections (BENCH_CONNECTIONS, 20),
 * --places (BENCH_PLACES, 100000; 0: news only), --itineraries (BENCH_ITINERARIES, 100000; 0: none:
 * the itinerary list and its Durata filter, `itinerary list` and `itin. durata`), --events (BENCH_EVENTS, 100000;
 * 0: none: the events list and its date-range filter over a month, `event list` and `event month`, when the
 * `event` schema exists; skipped, and said so, otherwise), --explain (prints EXPLAIN ANALYZE of the
 * statements of each scenario).
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import { sql } from 'drizzle-orm';
import { readConfig } from '../server/config';
import { openDatabase, rows } from '../server/db/client';
import { prepareDatabase } from '../server/start';
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  benchServerScript,
  createDatabase,
  login,
  procMemory,
  runBenchmark,
  ServerProcess,
  type Cleanup,
} from './harness';
import { cpuPerRequest, cpuSplit, sampleCpu, type CpuSample, type CpuSplit } from './cpu';
import type { ListQuery, RawOutcome } from './protocol';
import {
  EVENT_SPAN,
  seedEvents,
  seedItineraries,
  seedNews,
  seedPlaces,
  type EventDaysField,
  type EventSeedSummary,
  type ItinerarySeedSummary,
  type PlaceSeedSummary,
  type SeedSummary,
} from './seed';
import { ms, ratio, summarise, type Measurement } from './stats';
import { registry } from '../generated/registry';
import { FILTER_DEFINITIONS } from '../kinds/filters/registry.generator';
import type { FilterDefinition } from '../kinds/filters/types';
import { entityRuntime, type RegistryEntry } from '../server/crud/entity';
import { hasDays } from '../server/crud/save/occurrences';
import { serverKind } from '../server/crud/kinds';

/** Raw SQL throughput each kind of list scenario should reach (req/s, at `--connections` workers). */
const RAW_RPS_TARGET: Readonly<Record<Exclude<ScenarioKind, 'overview'>, number>> = {
  list: 500,
  status: 110,
  filtered: 130,
};
/** The translation overview's p99 (server, totals cache off; issue #35): no raw SQL baseline, its statements are its own. */
const OVERVIEW_P99_TARGET_MS = 250;
/** The server's req/s at most this much below its raw SQL's. */
const RATIO_TARGET = 1.2;
/** The filtered scenario's p99 (server, totals cache off). */
const FILTERED_P99_TARGET_MS = 250;
const MB = 1024 * 1024;
/** Seconds before autocannon gives a request up (an error): long, as 20 requests queue on PGlite. */
const REQUEST_TIMEOUT_SECONDS = 60;

interface Options {
  readonly items: number;
  readonly seconds: number;
  readonly warmupSeconds: number;
  readonly connections: number;
  readonly places: number;
  readonly itineraries: number;
  readonly events: number;
  readonly explain: boolean;
}

function readOptions(): Options {
  const { values } = parseArgs({
    options: {
      items: { type: 'string' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      connections: { type: 'string' },
      places: { type: 'string' },
      itineraries: { type: 'string' },
      events: { type: 'string' },
      explain: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const number = (flag: string | undefined, env: string, fallback: number, min: number, max: number): number => {
    const raw = flag ?? process.env[env];
    if (raw === undefined || raw.trim() === '') return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < min || value > max) {
      throw new Error(`${env.toLowerCase().replace('bench_', '--')} must be a number between ${min} and ${max}`);
    }
    return value;
  };
  return {
    items: Math.trunc(number(values.items, 'BENCH_ITEMS', 100_000, 1, 10_000_000)),
    seconds: number(values.duration, 'BENCH_DURATION', 10, 1, 3600),
    warmupSeconds: number(values.warmup, 'BENCH_WARMUP', 2, 0, 600),
    connections: Math.trunc(number(values.connections, 'BENCH_CONNECTIONS', 20, 1, 500)),
    places: Math.trunc(number(values.places, 'BENCH_PLACES', 100_000, 0, 10_000_000)),
    itineraries: Math.trunc(number(values.itineraries, 'BENCH_ITINERARIES', 100_000, 0, 10_000_000)),
    events: Math.trunc(number(values.events, 'BENCH_EVENTS', 100_000, 0, 10_000_000)),
    explain: values.explain ?? false,
  };
}

/** `overview`: the translation overview (`GET translations`, issue #35), over every seeded entity. */
type ScenarioKind = 'list' | 'status' | 'filtered' | 'overview';

/** The entity of the events scenarios (its schema, schemas/event.yaml, gives it a date-range filter). */
const EVENT_ENTITY = 'event';
/** The month the events' date-range scenario asks for: in the middle of the seeded years (`EVENT_SPAN`). */
const EVENT_MONTH = { from: '2026-03-01', to: '2026-03-31' } as const;

/** What the events scenarios need of the entity's schema, found from its meta. */
interface EventsBench {
  readonly entity: string;
  readonly path: string;
  /** The date-range filter's parameter. */
  readonly param: string;
  readonly days: EventDaysField;
}

/**
 * The events scenarios' set-up, or why they are skipped: the entity must exist, keep occurrence
 * days (a field of a kind that occurs), have a date-range filter, and hold its schedules in the
 * entries of a list field (the seed writes one stage per event there).
 */
function eventsBench(): EventsBench | string {
  const entry = (registry as Readonly<Record<string, RegistryEntry | undefined>>)[EVENT_ENTITY];
  if (!entry) return `no '${EVENT_ENTITY}' schema`;
  if (entityRuntime(EVENT_ENTITY, entry).occurrences === null) return `'${EVENT_ENTITY}' keeps no occurrence days`;
  const filter = entry.meta.list.filters.find((candidate) => {
    const definition: FilterDefinition = FILTER_DEFINITIONS[candidate.kind];
    return definition.readsDays === true;
  });
  if (!filter) return `the '${EVENT_ENTITY}' list has no date-range filter`;
  const list = entry.meta.fields.find((field) => 'fields' in field && hasDays(field));
  const member =
    list && 'fields' in list ? list.fields.find((nested) => serverKind(nested).days !== undefined) : undefined;
  if (!list || !member) return `no list field of '${EVENT_ENTITY}' holds a schedule in its entries`;
  return {
    entity: EVENT_ENTITY,
    path: entry.meta.path,
    param: filter.param,
    days: { list: list.name, member: member.name },
  };
}

interface Scenario {
  readonly name: string;
  readonly kind: ScenarioKind;
  /** The entity listed: its name in the registry and its API path. */
  readonly entity: string;
  readonly path: string;
  readonly query: ListQuery;
}

interface HttpRun {
  readonly measurement: Measurement;
  /** Non-2xx answers over the whole run (a run with any fails, so 0 in a report). */
  readonly non2xx: number;
  /** Where the CPU time of the measured part went (Linux). */
  readonly cpu: CpuSplit | null;
}

/** One server a load run sends its requests to: the scenario's URL on it, and its process. */
interface Target {
  readonly url: string;
  readonly pid: number;
}

/**
 * One autocannon run of warm-up plus measured time on the same connections: only the requests
 * started after the warm-up are measured, so the figures are those of established keep-alive
 * connections (fresh connections are accepted one per event-loop turn, which on PGlite, whose
 * queries block the loop, delays the first request of some of them by a second or more).
 * Non-2xx answers, errors and timeouts anywhere in the run fail it.
 *
 * With several targets (the two-process run), the `--connections` connections are dealt out
 * round-robin among them (one autocannon instance per target, all in this process, started
 * together): a balancer's round-robin over keep-alive connections. The figures are over every
 * request of every target, and the server CPU is that of all the targets' processes.
 */
async function cannon(targets: readonly Target[], token: string, options: Options): Promise<HttpRun> {
  const latencies: number[] = [];
  const start = performance.now();
  const measuredFrom = start + options.warmupSeconds * 1000;
  let lastCompletion = measuredFrom;
  const roles = { server: targets.map((target) => target.pid), bench: process.pid };
  let cpuBefore: CpuSample | null = null;
  const warmedUp = setTimeout(() => {
    cpuBefore = sampleCpu(roles);
  }, options.warmupSeconds * 1000);
  const one = (url: string, connections: number): Promise<Result> =>
    new Promise((resolve, reject) => {
      const instance = autocannon(
        {
          url,
          connections,
          duration: options.warmupSeconds + options.seconds,
          timeout: REQUEST_TIMEOUT_SECONDS,
          headers: { authorization: `Bearer ${token}` },
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
      instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
        const now = performance.now();
        if (statusCode < 200 || statusCode >= 300 || now - responseTimeMs < measuredFrom) return;
        latencies.push(responseTimeMs);
        lastCompletion = now;
      });
    });
  try {
    const results = await Promise.all(
      targets.map((target, index) =>
        one(
          target.url,
          // Connection k goes to target k mod n.
          Math.floor(options.connections / targets.length) + (index < options.connections % targets.length ? 1 : 0),
        ),
      ),
    );
    const cpuAfter = sampleCpu(roles);
    for (const [index, result] of results.entries()) {
      if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
        const codes = Object.entries(result.statusCodeStats)
          .map(([code, { count }]) => `${code}: ${count}`)
          .join(', ');
        throw new Error(
          `${targets[index]?.url ?? ''}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ` +
            `${result.timeouts} timeouts (${codes})`,
        );
      }
    }
    return {
      measurement: summarise(latencies, (lastCompletion - measuredFrom) / 1000),
      non2xx: 0,
      cpu: cpuSplit(cpuBefore, cpuAfter, latencies.length),
    };
  } finally {
    clearTimeout(warmedUp);
  }
}

function listUrl(base: string, scenario: Scenario): string {
  return `${base}/api/v1/${scenario.path}?${new URLSearchParams(scenario.query).toString()}`;
}

/** One call, checked: rows and total of the answer, and its body. */
async function probe(
  url: string,
  token: string,
): Promise<{ rows: number; total: number; bytes: number; text: string }> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${text.slice(0, 500)}`);
  const body = JSON.parse(text) as { data?: unknown; meta?: { total?: unknown } };
  if (!Array.isArray(body.data) || typeof body.meta?.total !== 'number') throw new Error(`${url}: unexpected answer`);
  return { rows: body.data.length, total: body.meta.total, bytes: Buffer.byteLength(text), text };
}

const count = (value: number): string => value.toLocaleString('en');
const mb = (bytes: number): string => `${(bytes / MB).toFixed(1)} MB`;

function row(cells: readonly string[], widths: readonly number[]): string {
  return cells
    .map((cell, index) => (index < 2 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0)))
    .join('  ');
}

async function bench(options: Options, cleanup: Cleanup): Promise<void> {
  const cpus = os.cpus();
  console.log('API list benchmark (npm run bench:api)');
  console.log(
    `node ${process.version}, ${cpus.length} CPUs (${cpus[0]?.model.trim() ?? 'unknown'}), ${os.platform()} ${os.arch()}`,
  );

  const database = await createDatabase(cleanup, 'bench-api');
  const script = await benchServerScript(cleanup);
  const benchEnv: Record<string, string> = {
    ...database.env,
    ADMIN_USERNAME,
    ADMIN_PASSWORD,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    LOGIN_ATTEMPTS_PER_MINUTE: '10000',
    PUBLIC_SITE_URL: 'https://www.emiliaromagnaturismo.it',
    DATABASE_POOL_SIZE: String(options.connections),
  };
  const config = readConfig(benchEnv);
  console.log(`database: ${database.where}`);

  // Migrations, base seed and the news items, in this process; closed before the server opens it.
  let seed: SeedSummary;
  let places: PlaceSeedSummary | null = null;
  let itineraries: ItinerarySeedSummary | null = null;
  let events: EventSeedSummary | null = null;
  const eventsSetup = options.events > 0 ? eventsBench() : null;
  if (typeof eventsSetup === 'string') console.log(`events scenarios skipped: ${eventsSetup}`);
  const eventsPlan = typeof eventsSetup === 'string' ? null : eventsSetup;
  let engineVersion: string;
  const prepareStart = performance.now();
  const opened = await openDatabase(database.location, { poolSize: 2 });
  try {
    await prepareDatabase(opened, config);
    const prepared = (performance.now() - prepareStart) / 1000;
    const [version] = await rows<{ version: string }>(opened.db, sql`select version() as version`);
    engineVersion = version?.version.replace(/ on .*$/, '') ?? 'unknown';
    console.log(`engine: ${engineVersion}`);
    console.log(`database prepared (migrations, base seed) in ${prepared.toFixed(1)} s; seeding...`);
    seed = await seedNews(opened.db, {
      items: options.items,
      adminUsername: ADMIN_USERNAME,
      log: (message) => console.log(message),
    });
    if (options.places > 0) {
      places = await seedPlaces(opened.db, {
        items: options.places,
        adminUsername: ADMIN_USERNAME,
        log: (message) => console.log(message),
      });
    }
    if (options.itineraries > 0) {
      itineraries = await seedItineraries(opened.db, {
        items: options.itineraries,
        adminUsername: ADMIN_USERNAME,
        log: (message) => console.log(message),
      });
    }
    if (eventsPlan) {
      events = await seedEvents(opened.db, eventsPlan.entity, eventsPlan.days, {
        items: options.events,
        adminUsername: ADMIN_USERNAME,
        month: EVENT_MONTH,
        log: (message) => console.log(message),
      });
    }
  } finally {
    await opened.close();
  }
  const contents = Object.entries(seed.contents)
    .map(([lang, n]) => `${lang} ${count(n)}`)
    .join(', ');
  console.log(
    `seeded ${count(seed.items)} news items (contents: ${contents}; ${count(seed.municipalityLinks)} municipality ` +
      `links, ${count(seed.themeLinks)} theme links) in ${seed.seconds.toFixed(1)} s, vacuum analyze included`,
  );

  if (places) {
    console.log(
      `seeded ${count(places.items)} places (municipality in the address's JSON) in ${places.seconds.toFixed(1)} s`,
    );
  }
  if (itineraries) {
    console.log(
      `seeded ${count(itineraries.items)} itineraries (${count(itineraries.durationItems)} of them in the Durata ` +
        `asked for, a categories relation) in ${itineraries.seconds.toFixed(1)} s`,
    );
  }
  if (events) {
    console.log(
      `seeded ${count(events.items)} events (${count(events.days)} occurrence days from ${EVENT_SPAN.from} over ` +
        `${EVENT_SPAN.years} years; ${count(events.inMonth)} of them in ${EVENT_MONTH.from}..${EVENT_MONTH.to}) ` +
        `in ${events.seconds.toFixed(1)} s`,
    );
  }
  /** The issue's three scenarios for an entity: page 1 of 50 by `-id`; status 1 in `it`; and Bologna. */
  const scenariosOf = (entity: string, path: string, prefix: string, bolognaId: number): Scenario[] => {
    const page = { page: '1', limit: '50', orderBy: '-id' };
    return [
      { name: `${prefix}list`, kind: 'list', entity, path, query: page },
      { name: `${prefix}status`, kind: 'status', entity, path, query: { ...page, stato: '1' } },
      {
        name: `${prefix}filtered`,
        kind: 'filtered',
        entity,
        path,
        query: { ...page, stato: '1', comune: String(bolognaId) },
      },
    ];
  };
  const scenarios: Scenario[] = [
    ...scenariosOf('news', 'news', '', seed.bolognaId),
    // The keyword box: news whose title holds a word (one seeded subject in ten), page 1 of 50, counted.
    {
      name: 'news words',
      kind: 'filtered',
      entity: 'news',
      path: 'news',
      query: { page: '1', limit: '50', orderBy: '-id', keywords: 'Parmigiano' },
    },
    ...(places ? scenariosOf('place', 'place', 'place ', places.bolognaId) : []),
    // The itinerary list's Durata filter (main category 4, a categories relation), page 1 of 50.
    ...(itineraries
      ? [
          {
            name: 'itinerary list',
            kind: 'list',
            entity: 'itinerary',
            path: 'itinerary',
            query: { page: '1', limit: '50', orderBy: '-id' },
          } satisfies Scenario,
          {
            name: 'itin. durata',
            kind: 'filtered',
            entity: 'itinerary',
            path: 'itinerary',
            query: { page: '1', limit: '50', orderBy: '-id', durata: String(itineraries.durationId) },
          } satisfies Scenario,
        ]
      : []),
    // The events list (issue #32) and its date-range filter over a month, page 1 of 50.
    ...(events && eventsPlan
      ? [
          {
            name: 'event list',
            kind: 'list',
            entity: eventsPlan.entity,
            path: eventsPlan.path,
            query: { page: '1', limit: '50', orderBy: '-id' },
          } satisfies Scenario,
          {
            name: 'event month',
            kind: 'filtered',
            entity: eventsPlan.entity,
            path: eventsPlan.path,
            query: {
              page: '1',
              limit: '50',
              orderBy: '-id',
              [eventsPlan.param]: `${EVENT_MONTH.from}..${EVENT_MONTH.to}`,
            },
          } satisfies Scenario,
        ]
      : []),
    // The translation overview (issue #35) over every seeded entity: page 1 of 50; the items
    // missing English (from the maintained counts), page 1 and page 1,000; the English drafts, page 1
    // and 900; title words in the news (counted).
    ...(
      [
        ['translations', { page: '1', limit: '50' }],
        ['tr. manca en', { page: '1', limit: '50', missing: 'en' }],
        ['tr. page 1000', { page: '1000', limit: '50', missing: 'en' }],
        ['tr. bozza en', { page: '1', limit: '50', status: '2', lang: 'en' }],
        ['tr. bozza deep', { page: '900', limit: '50', status: '2', lang: 'en' }],
        ['tr. title', { page: '1', limit: '50', entity: 'news', keywords: 'Parmigiano' }],
      ] as const
    ).map(([name, query]): Scenario => ({
      name,
      kind: 'overview',
      entity: '',
      path: 'translations',
      query: { ...query },
    })),
  ];

  /** One server at a totals-cache setting: its HTTP runs, memory, and (on the last) the raw SQL. */
  async function serverRuns(cacheSeconds: number, measureRaw: boolean): Promise<CacheRun> {
    const childEnv: NodeJS.ProcessEnv = {
      ...process.env,
      ...benchEnv,
      LIST_TOTAL_CACHE_SECONDS: String(cacheSeconds),
    };
    if (!('DATABASE_URL' in database.env)) delete childEnv.DATABASE_URL;
    const label = cacheSeconds > 0 ? `totals cache ${cacheSeconds} s` : 'totals cache off';
    const startStart = performance.now();
    const server = await ServerProcess.start(script, childEnv);
    // Stopped at the end of its runs, or on any way out (Ctrl-C) before: `stop` is idempotent.
    cleanup.add(`stopping the server (${label})`, () => server.stop());
    try {
      const base = `http://127.0.0.1:${server.port}`;
      const idle = procMemory(server.pid);
      console.log(
        `\nserver (${label}) started in ${((performance.now() - startStart) / 1000).toFixed(1)} s (pid ${server.pid}, ` +
          `database pool ${server.poolSize}${idle ? `, RSS ${mb(idle.rss)}` : ''})`,
      );
      const token = await login(base);
      const probes = new Map<string, Awaited<ReturnType<typeof probe>>>();
      for (const scenario of scenarios) {
        const answer = await probe(listUrl(base, scenario), token);
        probes.set(scenario.name, answer);
        console.log(
          `${scenario.name}: GET ${listUrl('', scenario)} -> ${answer.rows} rows of ${count(answer.total)}, ` +
            `${(answer.bytes / 1024).toFixed(1)} kB`,
        );
      }
      console.log(
        `load: ${options.connections} connections, ${options.warmupSeconds} s warm-up then ${options.seconds} s measured per scenario`,
      );
      // HTTP scenarios, with the server's RSS sampled meanwhile.
      let loadPeakRss = 0;
      const poller = setInterval(() => {
        const memory = procMemory(server.pid);
        if (memory) loadPeakRss = Math.max(loadPeakRss, memory.rss);
      }, 100);
      const http = new Map<string, HttpRun>();
      try {
        for (const scenario of scenarios) {
          const run = await cannon([{ url: listUrl(base, scenario), pid: server.pid }], token, options);
          http.set(scenario.name, run);
          console.log(
            `  server  ${scenario.name.padEnd(15)} p50 ${ms(run.measurement.p50)} ms, p99 ${ms(run.measurement.p99)} ms, ` +
              `${run.measurement.rps.toFixed(0)} req/s`,
          );
        }
      } finally {
        clearInterval(poller);
      }
      const afterLoad = procMemory(server.pid);
      const reported = await server.memory();
      const memory: MemoryFigures = {
        idle: idle?.rss ?? null,
        peak: afterLoad?.hwm ?? reported.sampledPeakRss,
        peakSource: afterLoad ? 'VmHWM' : 'sampled',
        underLoad: loadPeakRss,
        after: afterLoad?.rss ?? reported.rss,
      };

      const raw = new Map<string, RawOutcome>();
      const floor = new Map<string, HttpRun>();
      if (measureRaw) {
        for (const scenario of scenarios) {
          if (scenario.kind === 'overview') continue;
          const outcome = await server.raw(scenario.entity, scenario.query, options);
          raw.set(scenario.name, outcome);
          const answer = probes.get(scenario.name);
          if (answer && (answer.rows !== outcome.rows || answer.total !== outcome.total)) {
            throw new Error(
              `${scenario.name}: the raw SQL gives ${outcome.rows} rows of ${outcome.total}, the API ${answer.rows} of ${answer.total}`,
            );
          }
          console.log(
            `  raw SQL ${scenario.name.padEnd(15)} p50 ${ms(outcome.measurement.p50)} ms, p99 ${ms(outcome.measurement.p99)} ms, ` +
              `${outcome.measurement.rps.toFixed(0)} req/s`,
          );
        }
        // The HTTP floor: the same answers from memory, by a bare Fastify app of the server process.
        const bodies = Object.fromEntries(
          scenarios.map((scenario) => [listUrl('', scenario), probes.get(scenario.name)?.text ?? '']),
        );
        const floorBase = `http://127.0.0.1:${await server.replay(bodies)}`;
        for (const scenario of scenarios) {
          const run = await cannon([{ url: listUrl(floorBase, scenario), pid: server.pid }], token, options);
          floor.set(scenario.name, run);
          console.log(
            `  HTTP    ${scenario.name.padEnd(15)} p50 ${ms(run.measurement.p50)} ms, p99 ${ms(run.measurement.p99)} ms, ` +
              `${run.measurement.rps.toFixed(0)} req/s`,
          );
        }
        if (options.explain) {
          for (const scenario of scenarios) {
            if (scenario.kind === 'overview') continue;
            const plans = await server.explain(scenario.entity, scenario.query);
            console.log(`\nEXPLAIN ANALYZE, ${scenario.name}, page statement:\n${plans.page.join('\n')}`);
            console.log(`\nEXPLAIN ANALYZE, ${scenario.name}, total statement:\n${plans.total.join('\n')}`);
          }
        }
      }
      return { label, http, raw, floor, memory, poolSize: server.poolSize };
    } finally {
      await server.stop();
    }
  }

  /**
   * The same scenarios through one server process and through two on the same database (issue
   * #36), totals cache off as in the `server` run. Three processes are started together: the one
   * (a pool of `--connections`) and the two (half that each, so the database sees as many
   * connections either way; the load generator deals its connections round-robin between them,
   * `cannon`). Each scenario is measured on the one and then at once on the two, so the other work
   * of a shared machine weighs on both alike. PostgreSQL only: a PGlite directory has one owner.
   */
  async function twoProcessRuns(): Promise<PairRun> {
    const pairPool = Math.max(1, Math.ceil(options.connections / 2));
    const env = (poolSize: number): NodeJS.ProcessEnv => ({
      ...process.env,
      ...benchEnv,
      LIST_TOTAL_CACHE_SECONDS: '0',
      DATABASE_POOL_SIZE: String(poolSize),
    });
    const startStart = performance.now();
    // Started together (the set-up lock lets one at a time check the migrations and the seed).
    const started = await Promise.allSettled([
      ServerProcess.start(script, env(options.connections)),
      ServerProcess.start(script, env(pairPool)),
      ServerProcess.start(script, env(pairPool)),
    ]);
    const servers: ServerProcess[] = [];
    for (const outcome of started) {
      if (outcome.status !== 'fulfilled') continue;
      servers.push(outcome.value);
      cleanup.add(`stopping a server (one against two, pid ${outcome.value.pid})`, () => outcome.value.stop());
    }
    try {
      for (const outcome of started) if (outcome.status === 'rejected') throw outcome.reason;
      const targets = (scenario: Scenario, chosen: readonly ServerProcess[]): Target[] =>
        chosen.map((server) => ({ url: listUrl(`http://127.0.0.1:${server.port}`, scenario), pid: server.pid }));
      const [single, ...pair] = servers;
      if (!single || pair.length !== 2) throw new Error('three servers expected');
      console.log(
        `\none server (pool ${options.connections}) and two (pool ${pairPool} each), totals cache off, started in ` +
          `${((performance.now() - startStart) / 1000).toFixed(1)} s (pids ${servers.map((server) => server.pid).join(', ')})`,
      );
      const token = await login(`http://127.0.0.1:${single.port}`);
      // One database: the three answer every scenario alike.
      for (const scenario of scenarios) {
        const answers = await Promise.all(targets(scenario, servers).map((target) => probe(target.url, token)));
        if (answers.some((answer) => answer.rows !== answers[0]?.rows || answer.total !== answers[0]?.total)) {
          throw new Error(`${scenario.name}: the servers answer ${answers.map((answer) => answer.total).join(', ')}`);
        }
      }
      const one = new Map<string, HttpRun>();
      const two = new Map<string, HttpRun>();
      for (const scenario of scenarios) {
        for (const [label, chosen, into] of [
          ['1 server ', [single], one],
          ['2 servers', pair, two],
        ] as const) {
          const run = await cannon(targets(scenario, chosen), token, options);
          into.set(scenario.name, run);
          console.log(
            `  ${label} ${scenario.name.padEnd(15)} p50 ${ms(run.measurement.p50)} ms, p99 ${ms(run.measurement.p99)} ms, ` +
              `${run.measurement.rps.toFixed(0)} req/s`,
          );
        }
      }
      const peaks = servers.map((server) => procMemory(server.pid)?.hwm ?? null);
      return { one, two, onePool: options.connections, pairPool, peaks };
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  }

  // The cache on first (the default setting), then off; the raw SQL beside the latter, whose
  // totals are counted on every call as the raw statements are; then two processes.
  const postgres = 'DATABASE_URL' in database.env;
  const runs = [await serverRuns(5, false), await serverRuns(0, true)];
  const baseline = runs[1]!.raw;
  const pair = postgres ? await twoProcessRuns() : null;
  if (!pair) console.log('\ntwo processes: skipped (PGlite: one process owns its directory; set TEST_DATABASE_URL)');

  // Report.
  const widths = [15, 12, 8, 8, 8, 8, 7, 9, 7];
  console.log(
    `\nResults (${postgres ? 'PostgreSQL' : 'PGlite'}: ${engineVersion}; ${count(seed.items)} news items` +
      `${places ? `, ${count(places.items)} places` : ''}${events ? `, ${count(events.items)} events` : ''})`,
  );
  console.log(
    row(['scenario', 'source', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'req/s', 'requests', 'non-2xx'], widths),
  );
  const verdicts: string[] = [];
  for (const scenario of scenarios) {
    const r = baseline.get(scenario.name)?.measurement;
    if (!r) {
      overviewRows(scenario, runs, widths, verdicts);
      continue;
    }
    for (const run of runs) {
      const server = run.http.get(scenario.name);
      if (!server) continue;
      const s = server.measurement;
      const source = run === runs[1] ? 'server' : 'server+cache';
      console.log(
        row(
          [
            run === runs[0] ? scenario.name : '',
            source,
            ms(s.p50),
            ms(s.p90),
            ms(s.p99),
            ms(s.max),
            s.rps.toFixed(0),
            count(s.count),
            String(server.non2xx),
          ],
          widths,
        ),
      );
      console.log(
        row(['', '  ratio', ratio(s.p50 / r.p50), '', ratio(s.p99 / r.p99), '', ratio(r.rps / s.rps), '', ''], widths),
      );
    }
    console.log(
      row(['', 'raw SQL', ms(r.p50), ms(r.p90), ms(r.p99), ms(r.max), r.rps.toFixed(0), count(r.count), '-'], widths),
    );
    const f = runs[1]!.floor.get(scenario.name)?.measurement;
    if (f) {
      console.log(
        row(
          ['', 'HTTP only', ms(f.p50), ms(f.p90), ms(f.p99), ms(f.max), f.rps.toFixed(0), count(f.count), '-'],
          widths,
        ),
      );
    }
    const uncached = runs[1]!.http.get(scenario.name)?.measurement;
    if (!uncached || scenario.kind === 'overview') continue;
    const slower = r.rps / uncached.rps;
    const rawTarget = RAW_RPS_TARGET[scenario.kind];
    const p99 =
      scenario.kind === 'filtered'
        ? `; p99 < ${FILTERED_P99_TARGET_MS} ms: ${uncached.p99 < FILTERED_P99_TARGET_MS ? 'met' : 'missed'} (${ms(uncached.p99)} ms)`
        : '';
    // The SQL and the HTTP work share the machine's CPUs: a server doing nothing else could reach
    // 1 / (1/raw + 1/floor) req/s at best, so its ratio to the raw SQL is at least 1 + raw/floor.
    const floorRps = runs[1]!.floor.get(scenario.name)?.measurement.rps;
    const best = floorRps ? `, HTTP alone ${floorRps.toFixed(0)} req/s: at best ${ratio(1 + r.rps / floorRps)}` : '';
    verdicts.push(
      `  ${scenario.name.padEnd(15)} cache off: raw SQL >= ${rawTarget} req/s: ${r.rps >= rawTarget ? 'met' : 'missed'} ` +
        `(${r.rps.toFixed(0)}); server within ${RATIO_TARGET}x: ${slower <= RATIO_TARGET ? 'met' : 'missed'} ` +
        `(${ratio(slower)}${best})${p99}`,
    );
    const why = ratioCauses(runs[1]!.http.get(scenario.name)?.cpu, baseline.get(scenario.name)?.cpu);
    if (why) verdicts.push(`  ${''.padEnd(15)} ${why}`);
  }
  console.log('(ratio: server / raw SQL for p50 and p99; raw SQL / server for req/s)');
  const cpuRows: string[][] = [];
  for (const scenario of scenarios) {
    const sources: [string, CpuSplit | null | undefined][] = [
      ['server+cache', runs[0]!.http.get(scenario.name)?.cpu],
      ['server', runs[1]!.http.get(scenario.name)?.cpu],
      ['raw SQL', baseline.get(scenario.name)?.cpu],
      ['HTTP only', runs[1]!.floor.get(scenario.name)?.cpu],
      ['1 process', pair?.one.get(scenario.name)?.cpu],
      ['2 processes', pair?.two.get(scenario.name)?.cpu],
    ];
    let first = true;
    for (const [source, cpu] of sources) {
      if (!cpu) continue;
      cpuRows.push([
        first ? scenario.name : '',
        source,
        ms(cpu.server),
        ms(cpu.postgres),
        ms(cpu.bench),
        ms(cpu.other),
        ms(cpuPerRequest(cpu)),
        `${(cpu.idle * 100).toFixed(0)} %`,
      ]);
      first = false;
    }
  }
  if (cpuRows.length > 0) {
    // The server's own process against the driver's in the raw SQL runs: what the HTTP work, the
    // session, the checks, the statements' building, the rows' mapping and the JSON cost per call;
    // the idle share: CPU time the load leaves unused (one server thread in the chain).
    const cpuWidths = [15, 12, 8, 8, 8, 8, 8, 8];
    console.log('\nCPU per request, ms (/proc: user + system time of the measured part)');
    console.log(row(['scenario', 'source', 'server', 'postgres', 'loadgen', 'other', 'total', 'idle'], cpuWidths));
    for (const cells of cpuRows) console.log(row(cells, cpuWidths));
    console.log(
      '(server: the server process, or for raw SQL the process running the driver, or both servers of the ' +
        'two-process run; loadgen: autocannon)',
    );
  }
  if (pair) twoProcessReport(scenarios, pair, options);
  for (const run of runs) {
    const { memory } = run;
    console.log(
      `server memory (${run.label}): ${memory.idle !== null ? `idle ${mb(memory.idle)}, ` : ''}peak ${mb(memory.peak)} RSS ` +
        `(${memory.peakSource}: start-up and HTTP scenarios)` +
        `${memory.underLoad > 0 ? `, largest sampled under load ${mb(memory.underLoad)}` : ''}, after load ${mb(memory.after)}`,
    );
  }
  console.log(
    `engine ${postgres ? 'PostgreSQL' : 'PGlite'}, node ${process.version}, ${cpus.length} CPUs, ` +
      `${options.connections} connections, server pool ${runs[1]!.poolSize}`,
  );
  console.log(postgres ? '\nTargets (PostgreSQL):' : '\nTargets apply to PostgreSQL; on PGlite, for information:');
  for (const verdict of verdicts) console.log(verdict);
}

/**
 * One process against two on the same database, totals cache off: each scenario's figures through
 * one server (pool of `--connections`) and through two (half each, connections round-robin), and
 * the ratio of the two's req/s to the one's.
 */
function twoProcessReport(scenarios: readonly Scenario[], pair: PairRun, options: Options): void {
  const widths = [15, 12, 8, 8, 8, 8, 7, 9];
  console.log(
    `\nOne process against two on the same database (totals cache off; ${options.connections} connections, ` +
      `round-robin between the two; pool ${pair.onePool} for one, ${pair.pairPool} each for two; each scenario ` +
      'measured on the one, then at once on the two)',
  );
  console.log(row(['scenario', 'source', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'req/s', 'requests'], widths));
  const ratios: number[] = [];
  for (const scenario of scenarios) {
    const single = pair.one.get(scenario.name)?.measurement;
    const double = pair.two.get(scenario.name)?.measurement;
    if (!single || !double) continue;
    for (const [source, m] of [
      ['1 process', single],
      ['2 processes', double],
    ] as const) {
      console.log(
        row(
          [
            source === '1 process' ? scenario.name : '',
            source,
            ms(m.p50),
            ms(m.p90),
            ms(m.p99),
            ms(m.max),
            m.rps.toFixed(0),
            count(m.count),
          ],
          widths,
        ),
      );
    }
    const gain = double.rps / single.rps;
    ratios.push(gain);
    console.log(
      row(
        ['', '  2 / 1', ratio(double.p50 / single.p50), '', ratio(double.p99 / single.p99), '', ratio(gain), ''],
        widths,
      ),
    );
  }
  const sorted = [...ratios].sort((a, b) => a - b);
  if (sorted.length > 0) {
    console.log(
      `(2 / 1: the two processes' figure over the one's; req/s ratio ${ratio(sorted[0] ?? 0)}-` +
        `${ratio(sorted[sorted.length - 1] ?? 0)}, median ${ratio(sorted[Math.floor(sorted.length / 2)] ?? 0)})`,
    );
  }
  const peaks = pair.peaks.map((peak) => (peak === null ? '?' : mb(peak))).join(', ');
  console.log(`server memory (one, then the two): peak ${peaks} RSS (VmHWM)`);
}

/** The report's rows of a scenario without raw SQL (the translation overview): the servers and the HTTP floor, and its p99 verdict. */
function overviewRows(
  scenario: Scenario,
  runs: readonly CacheRun[],
  widths: readonly number[],
  verdicts: string[],
): void {
  const measured: [string, Measurement | undefined, number | string][] = [
    ['server+cache', runs[0]?.http.get(scenario.name)?.measurement, runs[0]?.http.get(scenario.name)?.non2xx ?? 0],
    ['server', runs[1]?.http.get(scenario.name)?.measurement, runs[1]?.http.get(scenario.name)?.non2xx ?? 0],
    ['HTTP only', runs[1]?.floor.get(scenario.name)?.measurement, '-'],
  ];
  let first = true;
  for (const [source, m, non2xx] of measured) {
    if (!m) continue;
    console.log(
      row(
        [
          first ? scenario.name : '',
          source,
          ms(m.p50),
          ms(m.p90),
          ms(m.p99),
          ms(m.max),
          m.rps.toFixed(0),
          count(m.count),
          String(non2xx),
        ],
        widths,
      ),
    );
    first = false;
  }
  const uncached = runs[1]?.http.get(scenario.name)?.measurement;
  if (uncached) {
    verdicts.push(
      `  ${scenario.name.padEnd(15)} cache off: p99 < ${OVERVIEW_P99_TARGET_MS} ms: ` +
        `${uncached.count > 0 && uncached.p99 < OVERVIEW_P99_TARGET_MS ? 'met' : 'missed'} (${ms(uncached.p99)} ms, ${uncached.rps.toFixed(0)} req/s)`,
    );
  }
}

/**
 * The server/SQL req/s ratio from the CPU splits: on CPUs kept busy alike, req/s goes as the busy
 * share over the CPU per request, so the ratio is (server's CPU per request / the raw SQL's) times
 * (the raw SQL's busy share / the server's): what the server adds, and what it leaves unused.
 */
function ratioCauses(server: CpuSplit | null | undefined, raw: CpuSplit | null | undefined): string | null {
  if (!server || !raw) return null;
  if (cpuPerRequest(raw) <= 0 || server.idle >= 1) return null;
  const work = cpuPerRequest(server) / cpuPerRequest(raw);
  const idle = (1 - raw.idle) / (1 - server.idle);
  const percent = (fraction: number): string => `${(fraction * 100).toFixed(0)} %`;
  // PGlite runs in the server's process: no PostgreSQL processes to tell apart.
  const postgres =
    server.postgres > 0 || raw.postgres > 0
      ? `; PostgreSQL ${ms(server.postgres)} against ${ms(raw.postgres)}`
      : ', the database included';
  return (
    `CPU per call ${ratio(work)}x the raw SQL's (server process ${ms(server.server)} ms, driver ${ms(raw.server)}` +
    `${postgres}) x CPUs idle ${percent(server.idle)} against ${percent(raw.idle)} (${ratio(idle)}) = ` +
    ratio(work * idle)
  );
}

interface MemoryFigures {
  readonly idle: number | null;
  readonly peak: number;
  readonly peakSource: 'VmHWM' | 'sampled';
  readonly underLoad: number;
  readonly after: number;
}

/** One process against two (`twoProcessRuns`): the HTTP runs of each by scenario, their pools and peak RSS. */
interface PairRun {
  readonly one: ReadonlyMap<string, HttpRun>;
  readonly two: ReadonlyMap<string, HttpRun>;
  readonly onePool: number;
  readonly pairPool: number;
  readonly peaks: readonly (number | null)[];
}

interface CacheRun {
  readonly label: string;
  readonly http: ReadonlyMap<string, HttpRun>;
  readonly raw: ReadonlyMap<string, RawOutcome>;
  /** The HTTP floor's runs (`./server.ts`), beside the raw SQL. */
  readonly floor: ReadonlyMap<string, HttpRun>;
  readonly memory: MemoryFigures;
  readonly poolSize: number;
}

runBenchmark((cleanup) => bench(readOptions(), cleanup));
