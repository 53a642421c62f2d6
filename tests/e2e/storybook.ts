/**
 * The static Storybook the browser tests open: built into a temporary directory (or reused from
 * `storybook-static/` when E2E_SKIP_BUILD=1, as CI does after `npm run build-storybook`) and
 * served by a small static server. Used by the render test of every story (`stories.test.ts`)
 * and by tests that drive one story (`picker.test.ts`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { PROJECT_ROOT, skipBuild, tempPrefix } from './env';

export interface IndexEntry {
  readonly type: 'story' | 'docs';
  readonly id: string;
  readonly title: string;
  readonly name: string;
}

/** The stories of a built Storybook's `index.json`. */
export async function storiesOf(dir: string): Promise<IndexEntry[]> {
  const index = JSON.parse(await readFile(path.join(dir, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

export async function storybookDir(): Promise<{ dir: string; built: boolean }> {
  if (skipBuild()) {
    const dir = path.join(PROJECT_ROOT, 'storybook-static');
    if (!existsSync(path.join(dir, 'index.json'))) {
      throw new Error('E2E_SKIP_BUILD=1 needs storybook-static/: run `npm run build-storybook` first');
    }
    return { dir, built: false };
  }
  const dir = await mkdtemp(`${tempPrefix()}storybook-`);
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [
      path.join(PROJECT_ROOT, 'node_modules', 'storybook', 'dist', 'bin', 'dispatcher.js'),
      'build',
      '-o',
      dir,
      '--quiet',
      '--disable-telemetry',
    ],
    {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', CI: 'true' },
    },
  );
  if (result.status !== 0)
    throw new Error(`storybook build failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  console.log(`stories: Storybook built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { dir, built: true };
}

export function serve(root: string): Promise<{ server: Server; base: string }> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = path.join(root, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(root)) {
      response.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) => {
        response.writeHead(200, {
          'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
          // Hashed bundles are reused from the browser's cache from one story to the next.
          'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=3600, immutable' : 'no-cache',
        });
        response.end(body);
      },
      () => response.writeHead(404).end('not found'),
    );
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ server, base: `http://127.0.0.1:${port}` });
    });
  });
}
