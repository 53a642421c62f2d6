/**
 * The server as a user runs it, for tests: `server/main.ts` in a child process on a port of its
 * own, its output collected, and helpers to wait for its health or its exit. Every process started
 * here is killed by `stopAll` (call it in `afterAll`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { PROJECT_ROOT } from '../../server/config';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface Running {
  readonly child: ChildProcess;
  readonly output: string[];
  /** The exit code, once the process has exited and its output is all read. */
  readonly exited: Promise<number | null>;
}

const started: ChildProcess[] = [];

/** Starts `server/main.ts` on DATA_DIR `dataDir` and `port`, with these extra variables. */
export function startServerProcess(dataDir: string, port: number, env: Record<string, string> = {}): Running {
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(PROJECT_ROOT, 'server', 'main.ts')], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return { child, output, exited };
}

export function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

export async function healthy(base: string): Promise<boolean> {
  try {
    return (await fetch(`${base}/api/v1/health`)).ok;
  } catch {
    return false;
  }
}

/**
 * Waits until the server answers `health` (`timeoutMs`: a readiness bound, not a speed check; a
 * server process loads its sources with tsx and may start a new PGlite data directory, which takes
 * minutes when CI's lanes load both cores).
 */
export async function waitForHealth(base: string, running: Running, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await healthy(base)) return;
    if (hasExited(running.child)) throw new Error(`server exited: ${running.output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server not healthy: ${running.output.join('')}`);
}

/** Kills every process started here that still runs, and waits for them to go. */
export async function stopAll(): Promise<void> {
  const running = started.filter((child) => !hasExited(child));
  const gone = running.map((child) => new Promise<void>((resolve) => child.once('exit', () => resolve())));
  for (const child of running) child.kill('SIGKILL');
  await Promise.all(gone);
}

/**
 * A POST to `callPath` (a create call) whose headers have reached the server (it answered 100 Continue)
 * and whose body has not.
 */
export interface HeldRequest {
  /** Sends the body; resolves with the answer. */
  finish(): Promise<{ status: number; body: string }>;
  abandon(): void;
}

export async function holdRequest(
  port: number,
  token: string,
  callPath: string,
  payload: string,
): Promise<HeldRequest> {
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: callPath,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(payload),
      expect: '100-continue',
    },
  });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.once('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      response.once('error', reject);
    });
    request.once('error', reject);
  });
  // An abandoned request's error is expected.
  answered.catch(() => undefined);
  await new Promise<void>((resolve, reject) => {
    request.once('continue', () => resolve());
    request.once('error', reject);
    request.flushHeaders();
  });
  return {
    finish: () => {
      request.end(payload);
      return answered;
    },
    abandon: () => request.destroy(),
  };
}
