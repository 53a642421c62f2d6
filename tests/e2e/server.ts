/**
 * The real back office for browser tests: `server/main.ts` in a child process, on a free port, a
 * fresh DATA_DIR (embedded PGlite) seeded with the demo content on its start-up, serving the
 * built SPA, with map tiles from a local tile server. The global set-up starts one for the whole
 * run (`global-setup.ts`); tests create the users they need through the API (`createUsers`), each
 * named for its test, so that one database serves every file.
 */
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { freePort as anyFreePort } from '../server/process';
import { PROJECT_ROOT, portRange, tempPrefix } from './env';
import { startTileServer } from './tiles';

export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'admin-e2e-password';

export interface RunningServer {
  readonly base: string;
  readonly dataDir: string;
  /** Everything the process printed (shown when it fails), also appended to `logFile`. */
  readonly output: readonly string[];
  /** `http://127.0.0.1:<port>` of the local tile server the SPA's maps load tiles from. */
  readonly tileOrigin: string;
  stop(): Promise<void>;
}

function listensOn(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function freePort(): Promise<number> {
  const range = portRange();
  if (range) {
    for (let port = range.from; port <= range.to; port += 1) if (await listensOn(port)) return port;
    throw new Error(`no free port in E2E_PORTS ${range.from}-${range.to}`);
  }
  return anyFreePort();
}

function serverEnv(dataDir: string, spaDir: string, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATA_DIR: dataDir,
    SPA_DIR: spaDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    ADMIN_USERNAME,
    ADMIN_PASSWORD,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    // Every test signs in through the form: the per-minute throttle must not get in the way.
    LOGIN_ATTEMPTS_PER_MINUTE: '10000',
    // The tests read lists right after writing them.
    LIST_TOTAL_CACHE_SECONDS: '0',
    DATABASE_URL: '',
  };
}

async function waitForHealth(base: string, exited: () => number | null, output: readonly string[]): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const code = exited();
    if (code !== null) throw new Error(`the server exited (${code}):\n${output.join('')}`);
    try {
      const response = await fetch(`${base}/api/v1/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not become healthy in 90 s:\n${output.join('')}`);
}

export async function startBackOffice(options: {
  spaDir: string;
  /** Settings added to the server's environment (`SMTP_URL`, `GEOCODER_URL`...). */
  env?: Readonly<Record<string, string>>;
  /** A file the server's output is appended to (read by the tests when one fails). */
  logFile?: string;
}): Promise<RunningServer> {
  const dataDir = await mkdtemp(`${tempPrefix()}data-`);
  const port = await freePort();
  // Map tiles from a local server (no outside network).
  const tiles = await startTileServer();
  const env = {
    ...serverEnv(dataDir, options.spaDir, port),
    MAP_TILE_URL: tiles.template,
    MAP_ATTRIBUTION: 'Tile di prova',
    ...options.env,
  };

  const output: string[] = [];
  const log = options.logFile ? createWriteStream(options.logFile, { flags: 'a' }) : null;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(PROJECT_ROOT, 'server', 'main.ts')], {
    cwd: PROJECT_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer): void => {
    output.push(chunk.toString());
    log?.write(chunk);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;

  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    }
    await tiles.stop();
    await new Promise<void>((resolve) => (log ? log.end(() => resolve()) : resolve()));
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(base, () => child.exitCode ?? (child.signalCode ? -1 : null), output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, dataDir, output, tileOrigin: new URL(tiles.template.replace(/\{[xyz]\}/g, '0')).origin, stop };
}
