/**
 * The back office `npm run bench:editor` measures: the benchmarks' server process
 * (`bench/server.ts`, bundled by `benchServerScript` and run by plain Node as `npm start` runs the
 * server) serving the built SPA, with its log at the info level read line by line, so each
 * request's own time (Fastify's `responseTime` of its 'request completed' line) is known; the
 * SPA built with Vite into a temporary directory unless one is given.
 */
import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { serverNodeFlags } from '../scripts/server-bundle';
import { PROJECT_ROOT } from '../server/config';
import type { Cleanup } from './harness';
import { isServerMessage } from './protocol';

/** A request the server answered, from its log. */
interface Completed {
  readonly method: string;
  readonly url: string;
  readonly status: number;
  readonly responseTime: number;
}

export interface LoggedServer {
  readonly base: string;
  readonly pid: number;
  /** The server's time of the latest `method path` it answered (waits up to 3 s for the log line). */
  serverTime(method: string, urlPath: string): Promise<number | null>;
  stop(): Promise<void>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Starts the server `script` with `env`, reading its JSON log (LOG_LEVEL=info); stopped by `cleanup`. */
export async function startLoggedServer(
  script: string,
  env: NodeJS.ProcessEnv,
  cleanup: Cleanup,
): Promise<LoggedServer> {
  const child: ChildProcess = fork(script, [], {
    env,
    execArgv: serverNodeFlags(env),
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stopping: Promise<void> | null = null;
  const stop = (): Promise<void> =>
    (stopping ??= (async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      if (child.connected) child.send({ type: 'stop', id: 1 });
      else child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    })());
  cleanup.add('stopping the server', stop);

  const requests = new Map<string, { method: string; url: string }>();
  const completed: Completed[] = [];
  const read = (stream: NodeJS.ReadableStream | null): void => {
    if (!stream) return;
    createInterface({ input: stream }).on('line', (line) => {
      let entry: unknown;
      try {
        entry = JSON.parse(line);
      } catch {
        if (line.trim() !== '') console.error(`server: ${line}`);
        return;
      }
      if (!isRecord(entry)) return;
      const id = typeof entry.reqId === 'string' ? entry.reqId : null;
      if (id !== null && entry.msg === 'incoming request' && isRecord(entry.req)) {
        requests.set(id, { method: String(entry.req.method), url: String(entry.req.url).split('?')[0] ?? '' });
      } else if (id !== null && entry.msg === 'request completed' && typeof entry.responseTime === 'number') {
        const request = requests.get(id);
        requests.delete(id);
        const status = isRecord(entry.res) && typeof entry.res.statusCode === 'number' ? entry.res.statusCode : 0;
        if (request) completed.push({ ...request, status, responseTime: entry.responseTime });
        if (completed.length > 5000) completed.splice(0, 1000);
      } else if (typeof entry.level === 'number' && entry.level >= 40) {
        console.error(`server: ${typeof entry.msg === 'string' ? entry.msg : line}`);
      }
    });
  };
  read(child.stdout);
  read(child.stderr);

  const port = await new Promise<number>((resolve, reject) => {
    const onExit = (code: number | null, signal: string | null): void =>
      reject(new Error(`the server process exited before it was ready (${signal ?? `code ${String(code)}`})`));
    child.once('exit', onExit);
    child.once('error', reject);
    child.on('message', function onMessage(message: unknown) {
      if (!isServerMessage(message)) return;
      if (message.type === 'failed') reject(new Error(`the server did not start: ${message.message}`));
      else if (message.type === 'ready') {
        child.off('exit', onExit);
        child.off('message', onMessage);
        resolve(message.port);
      }
    });
  });

  const serverTime = async (method: string, urlPath: string): Promise<number | null> => {
    const deadline = Date.now() + 3000;
    for (;;) {
      for (let index = completed.length - 1; index >= 0; index--) {
        const entry = completed[index];
        if (entry && entry.method === method && entry.url === urlPath) {
          completed.splice(index, 1);
          return entry.responseTime;
        }
      }
      if (Date.now() > deadline) return null;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return { base: `http://127.0.0.1:${port}`, pid: child.pid ?? -1, serverTime, stop };
}

/** The built SPA: `given` as it is, else a Vite build into a temporary directory removed at the end. */
export async function builtSpa(given: string | undefined, cleanup: Cleanup): Promise<{ dir: string; how: string }> {
  if (given !== undefined) return { dir: path.resolve(given), how: `given (${path.resolve(given)})` };
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-editor-spa-'));
  cleanup.add(`removing ${dir}`, () => rm(dir, { recursive: true, force: true }));
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    [path.join(PROJECT_ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', dir, '--logLevel', 'warn'],
    { cwd: PROJECT_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  if (result.status !== 0) {
    throw new Error(`vite build failed (${String(result.status)}):\n${result.stdout}\n${result.stderr}`);
  }
  return { dir, how: `built from the working tree in ${((performance.now() - started) / 1000).toFixed(1)} s (${dir})` };
}
