/**
 * Three server processes on one PostgreSQL database and one S3-compatible bucket (issue #36,
 * docs/deployment.md): the real entry point (`server/main.ts`) three times, on a database of this
 * file's own (a copy of the run's seeded template, dropped at the end) and a fake bucket (s3rver,
 * started here), the requests spread round-robin over them as a load balancer would. Run by
 * `npm test` when TEST_DATABASE_URL is set; skipped otherwise (PGlite is one process's).
 *
 * The processes keep sessions for 60 s and list totals for an hour, so that what reaches another
 * process within this file's bounds can only have come through the change bus
 * (`server/cluster/bus.ts`), not from a cache running out. Delays are printed, never asserted: the
 * machine is shared; the bounds only end hangs.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../support/until';
import { ADMIN_PASSWORD, dropPostgresDatabase, FIXTURE_ENV } from '../api/harness';
import { multipart, solid } from '../fixtures/files';
import { startFakeS3, type FakeS3 } from '../support/s3';
import { freePort, holdRequest, startServerProcess, stopAll, waitForHealth, type Running } from './process';

const SERVER_URL = process.env.TEST_DATABASE_URL;

/** Sign-in attempts a minute for one address and username (counted in the database, across processes). */
const ATTEMPTS = 6;
/** Writes acknowledged before one process is killed, and after. */
const ACKS_BEFORE_KILL = 12;
const ACKS_AFTER_KILL = 12;

interface Node {
  readonly name: string;
  readonly base: string;
  readonly port: number;
  readonly dataDir: string;
  readonly running: Running;
  /** False once this file has killed or stopped it. */
  alive: boolean;
}

interface Answer {
  readonly status: number;
  readonly body: unknown;
  readonly bytes: Buffer;
  readonly type: string | null;
}

async function call(
  node: Node,
  method: string,
  url: string,
  options: { token?: string; json?: unknown; body?: Buffer; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | Uint8Array<ArrayBuffer> | undefined = options.body && Uint8Array.from(options.body);
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await fetch(`${node.base}${url.startsWith('/') ? url : `/api/v1/${url}`}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body }),
    redirect: 'manual',
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const type = response.headers.get('content-type');
  let parsed: unknown = null;
  if (type?.startsWith('application/json')) parsed = JSON.parse(bytes.toString('utf8')) as unknown;
  return { status: response.status, body: parsed, bytes, type };
}

/** `answer`'s `data` as `T`, after checking its status. */
function dataOf<T>(answer: Answer, status = 200): T {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return (answer.body as { data: T }).data;
}

/** How a change was seen on another process, for the log. */
function seen(outcome: { ms: number; first: boolean }): string {
  return outcome.first
    ? "by the first request after the write's answer"
    : `not by the first request after the write's answer, ${outcome.ms} ms after it`;
}

/** The delays and counts seen, printed at the end of the file (never asserted). */
const figures: string[] = [];
function figure(line: string): void {
  figures.push(line);
}

describe.skipIf(!SERVER_URL)('three server processes on one PostgreSQL and one bucket', () => {
  const serverUrl = SERVER_URL ?? '';
  const databaseName = `cluster_${randomBytes(6).toString('hex')}`;
  const nodes: Node[] = [];
  let s3: FakeS3 | null = null;
  let admin = '';
  let turn = 0;

  /** The next process that runs, round-robin (the balancer). */
  const next = (): Node => {
    const alive = nodes.filter((node) => node.alive);
    const node = alive[turn % alive.length];
    turn += 1;
    if (!node) throw new Error('no process left');
    return node;
  };
  const others = (node: Node): Node[] => nodes.filter((other) => other.alive && other !== node);

  beforeAll(async () => {
    // The database: a copy of the run's seeded template (tests/setup/api-fixtures.ts), or, without
    // one, empty (the first process to start migrates and seeds it; the others wait on the set-up lock).
    const template = process.env[FIXTURE_ENV.template];
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(
        template ? `create database "${databaseName}" template "${template}"` : `create database "${databaseName}"`,
      );
    } finally {
      await client.end();
    }
    const databaseUrl = new URL(serverUrl);
    databaseUrl.pathname = `/${databaseName}`;
    s3 = await startFakeS3();
    const env: Record<string, string> = {
      DATABASE_URL: databaseUrl.toString(),
      DATABASE_POOL_SIZE: '4',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD,
      SEED_DEMO: 'false',
      PUBLIC_SITE_URL: 'https://portal.test',
      NOMINATIM_URL: 'off',
      SPEECH_ENGINE: 'off',
      IMAGE_JOBS: '1',
      JOB_WORKERS: '1',
      // Kept long, so that only the bus can make another process's change seen within the polls' hang bound.
      SESSION_CACHE_SECONDS: '60',
      LIST_TOTAL_CACHE_SECONDS: '3600',
      LOGIN_ATTEMPTS_PER_MINUTE: String(ATTEMPTS),
      // A survivor tries to take the periodic tasks over every second.
      RUNNER_RETRY_SECONDS: '1',
      SHUTDOWN_TIMEOUT_SECONDS: '120',
      ...s3.env,
    };
    // The three start at once: each loads its sources with tsx, the costly part of a start.
    await Promise.all(
      ['A', 'B', 'C'].map(async (name) => {
        const dataDir = await mkdtemp(path.join(os.tmpdir(), `er-cluster-${name}-`));
        const port = await freePort();
        const running = startServerProcess(dataDir, port, env);
        const node: Node = { name, base: `http://127.0.0.1:${port}`, port, dataDir, running, alive: true };
        nodes.push(node);
        await waitForHealth(node.base, running);
      }),
    );
    // In the order of their names, whichever was ready first.
    nodes.sort((a, b) => a.name.localeCompare(b.name));
    const login = await call(next(), 'POST', 'login', { json: { username: 'admin', password: ADMIN_PASSWORD } });
    admin = dataOf<{ access_token: string }>(login).access_token;
    // Three starts at once beside CI's other lanes: the bound ends hangs only.
  }, 600_000);

  afterAll(async () => {
    await stopAll();
    await s3?.stop();
    await dropPostgresDatabase(serverUrl, databaseName).catch(() => undefined);
    await Promise.all(nodes.map((node) => rm(node.dataDir, { recursive: true, force: true })));
    if (figures.length > 0) console.log(`cluster figures:\n  ${figures.join('\n  ')}`);
  });

  /** A user made through the API, with `role`, signed in on one process. */
  async function newUser(role: string): Promise<{ id: number; username: string; password: string; token: string }> {
    const username = `cluster_${randomBytes(4).toString('hex')}`;
    const password = `password-${username}`;
    const created = await call(next(), 'POST', 'user', {
      token: admin,
      json: {
        company: '',
        first_name: 'Processo',
        last_name: 'Multiplo',
        username,
        email: `${username}@example.org`,
        password,
        password_confirmation: password,
        role,
        active: 1,
      },
    });
    const { id } = dataOf<{ id: number }>(created, 201);
    const login = await call(next(), 'POST', 'login', { json: { username, password } });
    return { id, username, password, token: dataOf<{ access_token: string }>(login).access_token };
  }

  /**
   * After a write through `writer`, each other process refuses `token` on `url` with `status`:
   * asserted, and how long it took printed (the first request after the write's answer usually is).
   */
  async function refusedElsewhere(what: string, writer: Node, token: string, url: string, status: number) {
    for (const node of others(writer)) {
      const outcome = await until(`${what} on ${node.name}`, async () => {
        const answer = await call(node, 'GET', url, { token });
        if (answer.status !== status && answer.status !== 200) {
          throw new Error(`${what} on ${node.name}: ${answer.status} ${JSON.stringify(answer.body)}`);
        }
        return answer.status === status;
      });
      figure(`${what} through ${writer.name}: refused on ${node.name} ${seen(outcome)}`);
    }
  }

  it('refuses on the others, at once, a user deactivated, a password changed and a role edited on one', async () => {
    const { id: roleId } = dataOf<{ id: number }>(
      await call(next(), 'POST', 'user/roles', {
        token: admin,
        json: { title: `Lettori ${randomBytes(3).toString('hex')}`, abilities: ['news-view'] },
      }),
      201,
    );
    const role = dataOf<{ id: number; name: string }>(
      await call(next(), 'GET', `user/roles/${roleId}`, { token: admin }),
    );
    const deactivated = await newUser('editor');
    const repassworded = await newUser('editor');
    const reader = await newUser(role.name);
    // Every process has used (and keeps) each session.
    for (const node of nodes) {
      for (const user of [deactivated, repassworded]) {
        expect((await call(node, 'GET', 'user/me', { token: user.token })).status).toBe(200);
      }
      expect((await call(node, 'GET', 'news?limit=1', { token: reader.token })).status).toBe(200);
    }

    const [a, b, c] = nodes as [Node, Node, Node];
    dataOf(await call(a, 'POST', `user/change_status?id=${deactivated.id}`, { token: admin }));
    await refusedElsewhere('a user deactivated', a, deactivated.token, 'user/me', 401);

    dataOf(
      await call(b, 'POST', `user/update_password_utente?id=${repassworded.id}`, {
        token: admin,
        json: { password: 'nuova-password-cluster', password_confirmation: 'nuova-password-cluster' },
      }),
    );
    await refusedElsewhere('a password changed', b, repassworded.token, 'user/me', 401);

    dataOf(
      await call(c, 'PUT', `user/roles/${role.id}`, {
        token: admin,
        json: { title: 'Lettori di luoghi', abilities: ['place-view'] },
      }),
    );
    await refusedElsewhere("a role's abilities edited", c, reader.token, 'news?limit=1', 403);
  });

  it('reads on the others what one writes, the list totals included', async () => {
    const totalOn = async (node: Node): Promise<number> => {
      const answer = await call(node, 'GET', 'news?limit=1', { token: admin });
      expect(answer.status).toBe(200);
      return (answer.body as { meta: { total: number } }).meta.total;
    };
    // Each process counts, and keeps, the total (for an hour).
    const before = await Promise.all(nodes.map(totalOn));
    expect(new Set(before).size).toBe(1);
    const total = before[0] ?? 0;

    const [a, b, c] = nodes as [Node, Node, Node];
    const { id } = dataOf<{ id: number }>(
      await call(a, 'POST', 'news', { token: admin, json: { contents: { it: { title: 'Scritta su A', status: 2 } } } }),
      201,
    );
    for (const node of [b, c]) {
      const outcome = await until(`the total on ${node.name}`, async () => (await totalOn(node)) === total + 1);
      figure(`a news item created on A: counted in ${node.name}'s list total ${seen(outcome)}`);
      const item = dataOf<{ version: number; contents: { it: { title: string } } }>(
        await call(node, 'GET', `news/${id}`, { token: admin }),
      );
      expect(item.contents.it.title).toBe('Scritta su A');
    }

    // Two saves of the same version through two processes: exactly one wins.
    const saves = await Promise.all(
      [b, c].map((node) =>
        call(node, 'PUT', `news/${id}`, {
          token: admin,
          json: { version: 1, contents: { it: { title: `Scritta su ${node.name}`, status: 2 } } },
        }),
      ),
    );
    expect(saves.map((save) => save.status).sort()).toEqual([200, 409]);
    const winner = saves[0]?.status === 200 ? 'B' : 'C';
    for (const node of nodes) {
      const item = dataOf<{ version: number; contents: { it: { title: string } } }>(
        await call(node, 'GET', `news/${id}`, { token: admin }),
      );
      expect(item).toMatchObject({ version: 2, contents: { it: { title: `Scritta su ${winner}` } } });
    }

    dataOf(await call(c, 'DELETE', `news/${id}`, { token: admin }));
    for (const node of [a, b]) {
      const outcome = await until(`the total on ${node.name}`, async () => (await totalOn(node)) === total);
      figure(`the item deleted on C: gone from ${node.name}'s list total ${seen(outcome)}`);
      expect((await call(node, 'GET', `news/${id}`, { token: admin })).status).toBe(404);
    }
  });

  it('counts the sign-in attempts of all the processes together', async () => {
    const user = await newUser('editor');
    // ATTEMPTS wrong passwords, spread round-robin: each refused as wrong, not yet as too many.
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const answer = await call(next(), 'POST', 'login', { json: { username: user.username, password: 'sbagliata' } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(401);
    }
    // The next, on whichever process, even with the right password: too many (3 processes counting
    // apart would allow 3 x ATTEMPTS).
    for (const node of nodes) {
      const answer = await call(node, 'POST', 'login', { json: { username: user.username, password: user.password } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(429);
    }
  });

  it('serves through every process an image uploaded through one (from the bucket)', async () => {
    const fake = s3;
    if (!fake) throw new Error('no bucket');
    const uploader = next();
    const body = multipart(await solid(1600, 1000).jpeg().toBuffer(), { filename: 'Cluster.jpg' });
    const item = dataOf<{ url: string; url_thumb: string | null }>(
      await call(uploader, 'POST', 'media/upload/images/0', {
        token: admin,
        body: body.payload,
        headers: body.headers,
      }),
      201,
    );
    expect(item.url).toMatch(/^\/uploads\//);
    const original = await call(uploader, 'GET', item.url);
    expect(original.status).toBe(200);
    expect(original.type).toBe('image/jpeg');
    expect(original.bytes.length).toBeGreaterThan(0);
    for (const node of others(uploader)) {
      const served = await call(node, 'GET', item.url);
      expect(served.status).toBe(200);
      expect(served.type).toBe('image/jpeg');
      expect(served.bytes.equals(original.bytes)).toBe(true);
      const thumb = await call(node, 'GET', item.url_thumb ?? '');
      expect(thumb.status).toBe(200);
    }
    // In the bucket, not in the uploader's folder.
    const key = item.url.replace(/^\/uploads\//, '');
    expect(existsSync(path.join(uploader.dataDir, 'uploads', key))).toBe(false);
    const client = new S3Client({
      endpoint: fake.endpoint,
      region: fake.region,
      credentials: { accessKeyId: fake.accessKeyId, secretAccessKey: fake.secretAccessKey },
      forcePathStyle: true,
    });
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: fake.bucket, Key: key }));
      expect(Buffer.from((await object.Body?.transformToByteArray()) ?? []).equals(original.bytes)).toBe(true);
    } finally {
      client.destroy();
    }
  });

  it('loses no acknowledged write when a process is killed under load, and the periodic tasks move to a survivor', async () => {
    const runnerOf = async (node: Node): Promise<boolean | null> => {
      try {
        const answer = await call(node, 'GET', 'health/ready');
        return answer.status === 200 ? (answer.body as { runner: boolean }).runner : null;
      } catch {
        return null;
      }
    };
    const runners = [];
    for (const node of nodes) if (await runnerOf(node)) runners.push(node);
    expect(runners).toHaveLength(1);
    const victim = runners[0] as Node;

    const totalOn = async (node: Node): Promise<number> => {
      const answer = await call(node, 'GET', 'news?limit=1', { token: admin });
      expect(answer.status).toBe(200);
      return (answer.body as { meta: { total: number } }).meta.total;
    };
    const before = await totalOn(victim);
    const acknowledged: { id: number; title: string }[] = [];
    let failed = 0;
    let sent = 0;
    let killedAt = -1;
    let killTime = 0;
    const writer = async (worker: number): Promise<void> => {
      while (killedAt < 0 || acknowledged.length < killedAt + ACKS_AFTER_KILL) {
        const node = next();
        sent += 1;
        const title = `Carico ${worker}-${sent}`;
        try {
          const answer = await call(node, 'POST', 'news', {
            token: admin,
            json: { contents: { it: { title, status: 2 } } },
          });
          if (answer.status === 201)
            acknowledged.push({ id: (answer.body as { data: { id: number } }).data.id, title });
          else throw new Error(`${node.name}: ${answer.status} ${JSON.stringify(answer.body)}`);
        } catch (error) {
          // The balancer's part: a process that does not answer is taken out of the round.
          if (node === victim && killedAt >= 0) {
            failed += 1;
            victim.alive = false;
          } else {
            throw error;
          }
        }
        if (killedAt < 0 && acknowledged.length >= ACKS_BEFORE_KILL) {
          killedAt = acknowledged.length;
          killTime = performance.now();
          victim.running.child.kill('SIGKILL');
        }
        if (sent > 1000) throw new Error('the load did not end');
      }
    };
    await Promise.all([0, 1, 2, 3].map(writer));
    await victim.running.exited;
    victim.alive = false;
    figure(
      `killed ${victim.name} (the runner) after ${killedAt} acknowledged creates; ${acknowledged.length} acknowledged ` +
        `in all, ${failed} lost with the dead process's connections`,
    );

    // A survivor takes the periodic tasks over (it tries every RUNNER_RETRY_SECONDS).
    await until('a new runner', async () => {
      const flags = await Promise.all(others(victim).map(runnerOf));
      return flags.filter((flag) => flag === true).length === 1;
    });
    figure(
      `the periodic tasks seen on a survivor ${Math.round(performance.now() - killTime)} ms after the kill ` +
        '(the load went on meanwhile; survivors try every second)',
    );

    // Every acknowledged create is there, read through the survivors.
    for (const [index, write] of acknowledged.entries()) {
      const item = dataOf<{ contents: { it: { title: string } } }>(
        await call(next(), 'GET', `news/${write.id}`, { token: admin }),
      );
      expect(item.contents.it.title, `write ${index}`).toBe(write.title);
    }
    // The survivors count them alike (a create cut with its process may have been kept or not).
    const totals = await Promise.all(others(victim).map(totalOn));
    expect(new Set(totals).size).toBe(1);
    expect(totals[0]).toBeGreaterThanOrEqual(before + acknowledged.length);
    expect(totals[0]).toBeLessThanOrEqual(before + acknowledged.length + failed);
  });

  it('on SIGTERM finishes the requests in flight, says 503 to the balancer, and exits 0', async () => {
    const target = nodes.find((node) => node.alive);
    if (!target) throw new Error('no process left');
    const survivor = others(target)[0];
    if (!survivor) throw new Error('one more process needed');

    // A save in flight: its headers read by the server (it said 100 Continue), its body not sent yet.
    const payload = JSON.stringify({ contents: { it: { title: 'In volo durante lo stop', status: 2 } } });
    const inFlight = await holdRequest(target.port, admin, '/api/v1/news', payload);

    // A readiness request begun on an open connection (its request line sent, not its end).
    const probe = net.connect(target.port, '127.0.0.1');
    const probeText = new Promise<string>((resolve, reject) => {
      let text = '';
      probe.on('data', (chunk: Buffer) => {
        text += chunk.toString('latin1');
      });
      probe.once('close', () => resolve(text));
      probe.once('error', reject);
    });
    await new Promise<void>((resolve) => probe.once('connect', () => resolve()));
    probe.write('GET /api/v1/health/ready HTTP/1.1\r\nHost: 127.0.0.1\r\n');

    target.running.child.kill('SIGTERM');
    target.alive = false;
    // The stop has begun once the process takes no new connection.
    const { ms: refusedAfter } = await until('the listener closed', async () => {
      try {
        await call(target, 'GET', 'health');
        return false;
      } catch {
        return true;
      }
    });
    figure(`SIGTERM on ${target.name}: new connections refused after ${refusedAfter} ms`);

    // Draining: the readiness request ends now, and is answered 503.
    probe.write('Connection: close\r\n\r\n');
    const ready = await probeText;
    expect(ready).toMatch(/^HTTP\/1\.1 503 /);
    figure(
      `health/ready on the open connection while draining: ${ready.split('\r\n')[0]} ${ready.split('\r\n\r\n')[1] ?? ''}`,
    );

    // The save in flight finishes, and is kept.
    const saved = await inFlight.finish();
    expect(saved.status, saved.body).toBe(201);
    const { id } = (JSON.parse(saved.body) as { data: { id: number } }).data;
    expect(await target.running.exited).toBe(0);
    const item = dataOf<{ contents: { it: { title: string } } }>(
      await call(survivor, 'GET', `news/${id}`, { token: admin }),
    );
    expect(item.contents.it.title).toBe('In volo durante lo stop');
  });
});
