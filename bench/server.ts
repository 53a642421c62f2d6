/**
 * The server process of `npm run bench:api`, forked by `bench/api.ts` with an IPC channel.
 * It is the real back office (`startServer`, configured from the environment the benchmark sets)
 * listening on a free port of 127.0.0.1, so the benchmark can measure its memory on its own.
 *
 * It also runs the raw SQL baseline on command, because PGlite can be opened by one process only:
 * the list statements of `listStatements` (built with `parseListQuery` and the same list context
 * as the routes), compiled once to text and parameters, run straight on the driver (PGlite's
 * `query`, or a `pg` pool of its own on PostgreSQL) by concurrent workers, each "request" being
 * the page and the total statements run together, as `listItems` does. The HTTP server is idle
 * meanwhile.
 *
 * And, on command, the HTTP floor: a second, bare Fastify app on another port that answers each
 * list URL with the body the real server gave for it, from memory (no session, no SQL, no
 * serialisation): what HTTP and the load generator alone cost on this machine.
 */
import { PGlite } from '@electric-sql/pglite';
import Fastify, { type FastifyInstance } from 'fastify';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { readConfig } from '../server/config';
import { postgresSessionOptions, type Db } from '../server/db/client';
import { entityRuntimes } from '../server/http/app';
import { listStatements, parseListQuery, planList } from '../server/crud/list';
import { usageTables } from '../server/crud/routes';
import { startServer } from '../server/start';
import { isCommand, type Command, type ListQuery, type RawOutcome, type Reply, type ServerMessage } from './protocol';
import { cpuSplit, sampleCpu } from './cpu';
import { closedLoop } from './stats';

/** Sends a message to the benchmark; resolves once it is written (so a disconnect may follow). */
function send(message: ServerMessage): Promise<void> {
  return new Promise((resolve) => {
    if (!process.send) {
      resolve();
      return;
    }
    process.send(message, undefined, undefined, () => resolve());
  });
}

interface Compiled {
  readonly text: string;
  readonly params: unknown[];
}

type Run = (query: Compiled) => Promise<Record<string, unknown>[]>;

/** The PGlite instance under Drizzle's database (the server's own, since only one may be open). */
function pgliteOf(db: Db): PGlite {
  const client: unknown = Reflect.get(db, '$client');
  if (!(client instanceof PGlite)) throw new Error('the database is not a PGlite instance');
  return client;
}

async function main(): Promise<void> {
  const config = readConfig();
  const server = await startServer({ config, logger: { level: config.logLevel } });
  const runtimes = entityRuntimes();
  // The bench's own runtimes get their list plans as the server's routes give theirs, at start.
  for (const runtime of runtimes.values()) planList(runtime, usageTables(runtime, [...runtimes.values()]));
  const dialect = new PgDialect();
  const statements = (entity: string, query: ListQuery): { page: Compiled; total: Compiled } => {
    const runtime = [...runtimes.values()].find((candidate) => candidate.name === entity);
    if (!runtime) throw new Error(`no entity ${entity}`);
    const built = listStatements(runtime, parseListQuery(runtime, query, 'it'));
    const compile = (statement: SQL): Compiled => {
      const compiled = dialect.sqlToQuery(statement);
      return { text: compiled.sql, params: compiled.params };
    };
    return { page: compile(built.page), total: compile(built.total) };
  };

  let sampledPeakRss = process.memoryUsage.rss();
  const sampler = setInterval(() => {
    sampledPeakRss = Math.max(sampledPeakRss, process.memoryUsage.rss());
  }, 50);
  sampler.unref();

  /** A driver of the same database for the baseline, and how to release it. */
  const driver = (connections: number): { run: Run; close(): Promise<void> } => {
    if (config.databaseUrl) {
      // The server's own session settings, so both sides run the statements alike.
      const pool = new pg.Pool({
        connectionString: config.databaseUrl,
        max: connections,
        options: postgresSessionOptions(config.databaseParallelWorkers),
      });
      return {
        run: async (query) => (await pool.query<Record<string, unknown>>(query.text, query.params)).rows,
        close: () => pool.end(),
      };
    }
    const client = pgliteOf(server.database.db);
    return {
      run: async (query) => (await client.query<Record<string, unknown>>(query.text, query.params)).rows,
      close: async () => undefined,
    };
  };

  const raw = async (command: Extract<Command, { type: 'raw' }>): Promise<RawOutcome> => {
    const { page, total } = statements(command.entity, command.query);
    const { run, close } = driver(command.connections);
    try {
      const [pageRows, totalRows] = await Promise.all([run(page), run(total)]);
      const request = async (): Promise<void> => {
        await Promise.all([run(page), run(total)]);
      };
      await closedLoop(command.connections, command.warmupSeconds, request);
      // The benchmark (the parent) is idle meanwhile; this process runs the driver.
      const roles = { server: process.pid, bench: process.ppid };
      const before = sampleCpu(roles);
      const measurement = await closedLoop(command.connections, command.seconds, request);
      const cpu = cpuSplit(before, sampleCpu(roles), measurement.count);
      return { measurement, rows: pageRows.length, total: Number(totalRows[0]?.total ?? -1), cpu };
    } finally {
      await close();
    }
  };

  const explain = async (entity: string, query: ListQuery): Promise<{ page: string[]; total: string[] }> => {
    const { page, total } = statements(entity, query);
    const { run, close } = driver(1);
    const plan = async (compiled: Compiled): Promise<string[]> =>
      (await run({ text: `explain (analyze, buffers) ${compiled.text}`, params: compiled.params })).map((row) =>
        String(Object.values(row)[0]),
      );
    try {
      return { page: await plan(page), total: await plan(total) };
    } finally {
      await close();
    }
  };

  let replayApp: FastifyInstance | null = null;
  const replay = async (bodies: Readonly<Record<string, string>>): Promise<number> => {
    await replayApp?.close();
    const app = Fastify({ logger: false });
    replayApp = app;
    app.get('/*', async (request, reply) => {
      const body = bodies[request.url];
      if (body === undefined) return reply.code(404).send();
      return reply.type('application/json; charset=utf-8').send(body);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('the replay server has no TCP address');
    return address.port;
  };

  let stopping = false;
  const stop = async (): Promise<void> => {
    if (stopping) return;
    stopping = true;
    clearInterval(sampler);
    await replayApp?.close();
    await server.close();
  };

  const answer = async (command: Command): Promise<Reply> => {
    switch (command.type) {
      case 'raw':
        return { id: command.id, type: 'raw', outcome: await raw(command) };
      case 'explain':
        return { id: command.id, type: 'explain', plans: await explain(command.entity, command.query) };
      case 'memory':
        return { id: command.id, type: 'memory', memory: { rss: process.memoryUsage.rss(), sampledPeakRss } };
      case 'replay':
        return { id: command.id, type: 'replay', port: await replay(command.bodies) };
      case 'stop':
        await stop();
        return { id: command.id, type: 'stop' };
    }
  };

  process.on('message', (message: unknown) => {
    if (!isCommand(message)) return;
    answer(message)
      .then(
        async (reply) => {
          await send(reply);
          if (reply.type === 'stop') process.disconnect();
        },
        (error: unknown) => send({ id: message.id, type: 'error', message: errorText(error) }),
      )
      .catch(() => process.exit(1));
  });
  // The benchmark gone (or interrupted): close the database cleanly and leave.
  const leave = (): void => {
    stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('disconnect', leave);
  process.on('SIGINT', leave);
  process.on('SIGTERM', leave);

  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the server has no TCP address');
  await send({ type: 'ready', port: address.port, poolSize: config.poolSize });
}

function errorText(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

main().catch(async (error: unknown) => {
  await send({ type: 'failed', message: errorText(error) });
  process.exit(1);
});
