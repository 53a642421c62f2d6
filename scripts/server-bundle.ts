/**
 * The API server as one JavaScript module for Node (`npm run build:server`, run by `npm start`):
 * the project's TypeScript bundled by esbuild, the packages left to `node_modules`. Node then runs
 * it without tsx, whose transpiler and source maps cost the process about 90 MB of memory (on
 * PGlite: 366 MB idle under tsx, 279 MB bundled, measured on a restart of the same data).
 *
 * The module must sit one folder below the project root: `server/config.ts` finds the root (and
 * from it the migrations, the seed data, `dist/` and `openapi.yaml`) as the parent of its folder.
 */
import path from 'node:path';
import { build } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * Node's flags for the server (`npm start` writes them, `tests/unit/server-bundle.test.ts` checks
 * that it does; the benchmarks start their server with them): the young generation's semi-spaces,
 * chosen by database.
 *
 * - On PostgreSQL (DATABASE_URL set), 16 MB, written out so a newer Node's default does not change
 *   them: under `bench:api`'s 20 connections the rows of the requests in flight die young in
 *   them. With 2 MB they were promoted and collected again in the old generation: a list call took
 *   1.4 ms of the server's CPU instead of 0.7 ms, and 340-480 req/s instead of 530-580.
 * - On PGlite, 2 MB: the embedded database's memory is the budget (peak RSS under the same load
 *   303-305 MB against 325-406 MB with 16).
 *
 * `npm start` makes the same choice in the shell, from DATABASE_URL.
 */
export function serverNodeFlags(env: NodeJS.ProcessEnv): string[] {
  return [`--max-semi-space-size=${env.DATABASE_URL ? 16 : 2}`];
}

/** The server's start (`server/main.ts`) and where `npm start` runs it from. */
export const SERVER_ENTRY = path.join(ROOT, 'server', 'main.ts');
export const SERVER_BUNDLE = path.join(ROOT, 'dist-server', 'main.mjs');

/**
 * The worker threads the server starts, each bundled beside the server as `<name>.mjs`, where
 * the server looks for it (`server/crud/richtext-pool.ts`).
 */
export const WORKER_ENTRIES: Readonly<Record<string, string>> = {
  'richtext-worker': path.join(ROOT, 'server', 'crud', 'richtext-worker.ts'),
};

/**
 * Bundles `entry` into `outfile` (one folder below the root), with a linked source map, and the
 * workers beside it.
 */
export async function bundleServer(entry: string, outfile: string): Promise<void> {
  if (path.dirname(path.dirname(outfile)) !== ROOT) {
    throw new Error(`the server bundle must be one folder below ${ROOT} (got ${outfile})`);
  }
  const outdir = path.dirname(outfile);
  const outname = path.basename(outfile, '.mjs');
  await build({
    entryPoints: [
      { in: entry, out: outname },
      ...Object.entries(WORKER_ENTRIES).map(([out, source]) => ({ in: source, out })),
    ],
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  await bundleServer(SERVER_ENTRY, SERVER_BUNDLE);
}
