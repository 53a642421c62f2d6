/**
 * SIGTERM as a load balancer's orchestrator sends it (`server/main.ts`): the process stops taking
 * connections at once, lets the request in flight finish and keeps its write, then exits 0; a
 * request still unfinished past `SHUTDOWN_TIMEOUT_SECONDS` is cut, named in the log, and the
 * process exits 1 anyway. The real entry point in a child process, on a PostgreSQL database of
 * its own when TEST_DATABASE_URL is set (a copy of the seeded template: no migrations to run),
 * else on a fresh PGlite data directory. Nothing is timed: the bounds only end hangs.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../support/until';
import { ADMIN_PASSWORD, backends } from '../api/harness';
import { freePort, holdRequest, startServerProcess, stopAll, waitForHealth, type Running } from './process';

const HANG_MS = 60_000;

async function refusesConnections(base: string): Promise<boolean> {
  try {
    await fetch(`${base}/api/v1/health`);
    return false;
  } catch {
    return true;
  }
}

describe('SIGTERM', () => {
  const postgres = backends.find((backend) => backend.name === 'postgres');
  let dataDir = '';
  let env: Record<string, string> = {};
  let drop: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'backoffice-shutdown-'));
    env = { ADMIN_PASSWORD, SEED_DEMO: 'false', SPEECH_ENGINE: 'off', NOMINATIM_URL: 'off' };
    if (postgres) {
      const created = await postgres.create();
      drop = created.drop;
      if ('url' in created.location) env.DATABASE_URL = created.location.url;
    }
  });
  afterAll(async () => {
    await stopAll();
    await drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const start = async (settings: Record<string, string>): Promise<{ running: Running; base: string; port: number }> => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const running = startServerProcess(dataDir, port, { ...env, ...settings });
    await waitForHealth(base, running);
    return { running, base, port };
  };

  const login = async (base: string): Promise<string> => {
    const response = await fetch(`${base}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { access_token: string } }).data.access_token;
  };

  let savedId = 0;

  it('says not ready, serves on for SHUTDOWN_DELAY_SECONDS, then refuses new connections, lets the request in flight finish, and exits 0', async () => {
    const { running, base, port } = await start({ SHUTDOWN_TIMEOUT_SECONDS: '120', SHUTDOWN_DELAY_SECONDS: '8' });
    const token = await login(base);
    const held = await holdRequest(
      port,
      token,
      '/api/v1/news',
      JSON.stringify({ contents: { it: { title: 'Salvata durante lo stop', status: 2 } } }),
    );
    running.child.kill('SIGTERM');
    // During the delay a new connection is still served, and readiness says the process is stopping.
    let notReady: unknown = null;
    await until(
      'readiness 503',
      async () => {
        const answer = await fetch(`${base}/api/v1/health/ready`);
        if (answer.status !== 503) return false;
        notReady = await answer.json();
        return true;
      },
      { hangMs: HANG_MS },
    );
    expect(notReady).toMatchObject({ status: 'stopping' });
    await until('new connections refused', () => refusesConnections(base), { hangMs: HANG_MS });
    const saved = await held.finish();
    expect(saved.status, saved.body).toBe(201);
    savedId = (JSON.parse(saved.body) as { data: { id: number } }).data.id;
    expect(await running.exited).toBe(0);
    expect(running.output.join('')).not.toMatch(/not stopped within/);
  }, 400_000);

  it('past SHUTDOWN_TIMEOUT_SECONDS, exits 1 naming the request it cut; the write before is kept', async () => {
    const { running, base, port } = await start({ SHUTDOWN_TIMEOUT_SECONDS: '1' });
    const token = await login(base);
    const kept = await fetch(`${base}/api/v1/news/${savedId}`, { headers: { authorization: `Bearer ${token}` } });
    expect(kept.status).toBe(200);
    const held = await holdRequest(
      port,
      token,
      '/api/v1/news',
      JSON.stringify({ contents: { it: { title: 'Mai finita', status: 2 } } }),
    );
    running.child.kill('SIGTERM');
    try {
      expect(await running.exited).toBe(1);
    } finally {
      held.abandon();
    }
    const output = running.output.join('');
    expect(output).toMatch(/not stopped within SHUTDOWN_TIMEOUT_SECONDS \(1 s\)/);
    expect(output).toMatch(/POST \/api\/v1\/news \(/);
  }, 400_000);
});
