/**
 * `npm start` as a user runs it: the real entry point in a child process on a fresh DATA_DIR. It
 * answers health, login and the API docs; SIGTERM stops it cleanly; a restart on the same
 * directory finds every acknowledged write and does not seed again.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess, stopAll, waitForHealth, type Running } from './process';

const start = (dataDir: string, port: number): Running => startServerProcess(dataDir, port, { SEED_DEMO: 'true' });

describe('the server process', () => {
  let dataDir = '';
  afterAll(async () => {
    await stopAll();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('starts, prints the generated password once, stops on SIGTERM and keeps every write', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'backoffice-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;

    const first = start(dataDir, port);
    await waitForHealth(base, first);
    expect(await (await fetch(`${base}/api/v1/health`)).json()).toEqual({ status: 'ok' });
    const printed = /password '([^']+)'/.exec(first.output.join(''));
    expect(printed).not.toBeNull();
    const password = printed?.[1] ?? '';

    const login = await fetch(`${base}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password }),
    });
    expect(login.status).toBe(200);
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

    const docs = await fetch(`${base}/api/docs/json`);
    expect(docs.status).toBe(200);
    expect(((await docs.json()) as { paths: Record<string, unknown> }).paths).toHaveProperty('/news/{id}');

    const demo = (await (await fetch(`${base}/api/v1/news?limit=100`, { headers: auth })).json()) as {
      meta: { total: number };
    };
    expect(demo.meta.total).toBeGreaterThan(0);

    const saved = await fetch(`${base}/api/v1/news`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ contents: { it: { title: 'Scritta prima del riavvio', status: 2 } } }),
    });
    expect(saved.status).toBe(201);
    const id = ((await saved.json()) as { data: { id: number } }).data.id;

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = start(dataDir, port);
    await waitForHealth(base, second);
    expect(second.output.join('')).not.toMatch(/password '/);
    const again = await fetch(`${base}/api/v1/news/${id}`, { headers: auth });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { data: { contents: { it: { title: string } } } }).data.contents.it.title).toBe(
      'Scritta prima del riavvio',
    );
    const after = (await (await fetch(`${base}/api/v1/news?limit=100`, { headers: auth })).json()) as {
      meta: { total: number };
    };
    expect(after.meta.total).toBe(demo.meta.total + 1);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  }, 400_000);
});
