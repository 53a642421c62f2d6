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
 * that it does; the benchmarks start their server with them): a young generation of 2 MB
 * semi-spaces instead of 16, as a request's garbage is small and short-lived (on PGlite under
 * `bench:api`-like load: peak 305 MB against 330-334 MB, throughput within the noise).
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=2'];

/** The server's start (`server/main.ts`) and where `npm start` runs it from. */
export const SERVER_ENTRY = path.join(ROOT, 'server', 'main.ts');
export const SERVER_BUNDLE = path.join(ROOT, 'dist-server', 'main.mjs');

/** Bundles `entry` into `outfile` (one folder below the root), with a linked source map. */
export async function bundleServer(entry: string, outfile: string): Promise<void> {
  if (path.dirname(path.dirname(outfile)) !== ROOT) {
    throw new Error(`the server bundle must be one folder below ${ROOT} (got ${outfile})`);
  }
  await build({
    entryPoints: [entry],
    outfile,
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
