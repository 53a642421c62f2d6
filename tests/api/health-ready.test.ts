/**
 * `GET health/ready` for a load balancer (`server/cluster/health.ts`): 200 when the database
 * answers, holds every committed migration and the file storage takes a probe; 503 naming what
 * failed otherwise (a storage whose probe throws, a database missing its last migration), and 503
 * 'stopping' once the process has been told to stop. `GET health` stays the liveness answer.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '#core/messages';
import { openDatabase, type Database } from '../../server/db/client';
import { buildApp } from '../../server/http/app';
import { createLocalStorage } from '../../server/media/storage';
import { backends, testConfig } from './harness';

describe.each(backends)('health/ready on $name', (backend) => {
  let database: Database;
  let app: FastifyInstance;
  let failing: FastifyInstance;
  let drop: () => Promise<void> = async () => undefined;
  let dataDir = '';

  beforeAll(async () => {
    const created = await backend.create();
    drop = created.drop;
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'er-ready-'));
    database = await openDatabase(created.location, { poolSize: 4 });
    const config = testConfig({ DATA_DIR: dataDir });
    app = await buildApp({ database, config });
    // The same database, with a storage whose probe fails (a full disk, a bucket refusing writes).
    const storage = Object.assign(createLocalStorage(path.join(dataDir, 'other')), {
      check: async () => {
        throw new Error('disco pieno');
      },
    });
    failing = await buildApp({ database, config, media: storage });
    await app.ready();
    await failing.ready();
  }, 120_000);
  afterAll(async () => {
    await failing?.close();
    await app?.close();
    await database?.close();
    await drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const ready = async (server: FastifyInstance, language = 'it') => {
    const response = await server.inject({
      method: 'GET',
      url: '/api/v1/health/ready',
      headers: { 'accept-language': language },
    });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  };

  it('answers 200 with every check passed, and whether this process runs the periodic tasks', async () => {
    expect(await ready(app)).toEqual({
      status: 200,
      body: { status: 'ready', runner: true, checks: { database: 'ok', migrations: 'ok', storage: 'ok' } },
    });
    // Public: no token needed; `health` (alive) unchanged.
    const alive = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(alive.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 naming the storage when its probe fails', async () => {
    expect(await ready(failing)).toEqual({
      status: 503,
      body: {
        status: 'unavailable',
        message: API_MESSAGES.storageUnwritable.it,
        checks: { database: 'ok', migrations: 'ok', storage: 'failed' },
      },
    });
    expect((await ready(failing, 'en')).body.message).toBe(API_MESSAGES.storageUnwritable.en);
  });

  it('answers 503 naming the migrations when the database lacks the last one', async () => {
    const [last] = (
      (await database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)
            returning hash, created_at`,
      )) as unknown as { rows: { hash: string; created_at: string }[] }
    ).rows;
    try {
      expect(await ready(app)).toEqual({
        status: 503,
        body: {
          status: 'unavailable',
          message: API_MESSAGES.migrationsBehind.it,
          checks: { database: 'ok', migrations: 'failed', storage: 'ok' },
        },
      });
      expect((await ready(failing)).body.message).toBe(
        `${API_MESSAGES.migrationsBehind.it}; ${API_MESSAGES.storageUnwritable.it}`,
      );
    } finally {
      await database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${last?.hash}, ${last?.created_at})`,
      );
    }
    expect((await ready(app)).status).toBe(200);
  });

  it('answers 503 stopping once the process is told to stop', async () => {
    failing.lifecycle.stop();
    expect(await ready(failing)).toEqual({
      status: 503,
      body: { status: 'stopping', message: API_MESSAGES.shuttingDown.it },
    });
    // Every answer now closes its connection.
    const alive = await failing.inject({ method: 'GET', url: '/api/v1/health' });
    expect(alive.headers.connection).toBe('close');
    // Nothing is left in flight.
    expect(failing.lifecycle.unfinished()).toEqual([]);
  });
});
