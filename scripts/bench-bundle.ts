/**
 * `npm run bench:bundle`: how much the browser downloads, gzip-compressed, for `/login` (the entry
 * chunk and its static imports, never the lazily loaded screens); on top of that, for the
 * signed-in frame (`app/shell/SignedInFrame.tsx`: sidebar, top bar, notifications, queries,
 * modals), loaded after sign-in; and for each lazily loaded screen (its chunk and the static
 * imports not already brought), on top of `/login`, the frame and the route tables (the pages
 * outside the frame, password recovery, on top of `/login` alone). JavaScript and CSS are counted
 * separately. Prints figures; asserts nothing.
 *
 * Usage: `npm run bench:bundle` (builds the SPA into a temporary directory first), or
 * `npm run bench:bundle -- --dist dist` to measure an existing build (`vite build` with
 * `build.manifest: true`, as vite.config.ts sets).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The `/login` target of the issue (#29; react-admin's demo loads about 600 kB). */
export const LOGIN_TARGET_KB = 150;

/** The manifest key of the module every signed-in screen loads first: the frame and its providers. */
export const SIGNED_IN_FRAME_KEY = 'app/shell/SignedInFrame.tsx';

/** One entry of Vite's `.vite/manifest.json`. */
export interface ManifestChunk {
  readonly file: string;
  readonly name?: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
}

export type Manifest = Readonly<Record<string, ManifestChunk>>;

/** The files (JS chunks and CSS) a chunk needs before it runs: itself and its static imports. */
export function staticClosure(
  manifest: Manifest,
  key: string,
): { js: Set<string>; css: Set<string>; keys: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const keys = new Set<string>();
  const visit = (current: string): void => {
    if (keys.has(current)) return;
    const chunk = manifest[current];
    if (!chunk) throw new Error(`manifest has no entry '${current}'`);
    keys.add(current);
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    else if (chunk.file.endsWith('.css')) css.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { js, css, keys };
}

/** The dynamic imports reachable from `keys` that are not already in `loaded` (loaded on demand later). */
function onDemand(manifest: Manifest, keys: ReadonlySet<string>, exclude: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const key of keys) {
    for (const target of manifest[key]?.dynamicImports ?? []) if (!exclude.has(target)) found.add(target);
  }
  return [...found];
}

/** The lazily loaded route screens of `generated/routes.tsx`: route path → manifest key. */
export function lazyRoutes(routesSource: string): { route: string; key: string }[] {
  const routes: { route: string; key: string }[] = [];
  const pattern = /path:\s*'([^']+)'[\s\S]*?import\('\.\/([^']+)'\)/g;
  for (const match of routesSource.matchAll(pattern)) {
    const [, route, target] = match;
    if (route === undefined || target === undefined) continue;
    routes.push({ route: `/${route}`, key: `generated/${target}.tsx` });
  }
  return routes;
}

function gzipSize(distDir: string, files: Iterable<string>): number {
  let total = 0;
  for (const file of files) total += gzipSync(readFileSync(path.join(distDir, file))).length;
  return total;
}

function rawSize(distDir: string, files: Iterable<string>): number {
  let total = 0;
  for (const file of files) total += readFileSync(path.join(distDir, file)).length;
  return total;
}

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

function difference(all: ReadonlySet<string>, without: ReadonlySet<string>): Set<string> {
  return new Set([...all].filter((item) => !without.has(item)));
}

function build(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-bundle-'));
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [path.join(PROJECT_ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', dir, '--logLevel', 'warn'],
    { cwd: PROJECT_ROOT, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`vite build failed (${result.status})`);
  console.log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

function main(): void {
  const distFlag = process.argv.indexOf('--dist');
  const given = distFlag >= 0 ? process.argv[distFlag + 1] : undefined;
  if (distFlag >= 0 && !given) throw new Error('--dist needs a directory');
  const built = given ? null : build();
  const distDir = given ? path.resolve(given) : (built?.dir ?? '');
  try {
    const manifestPath = path.join(distDir, '.vite', 'manifest.json');
    if (!existsSync(manifestPath)) throw new Error(`${manifestPath} missing: build with build.manifest: true`);
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
    const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    if (!entryKey) throw new Error('the manifest has no entry chunk');

    const entry = staticClosure(manifest, entryKey);
    const entryJs = gzipSize(distDir, entry.js);
    const entryCss = gzipSize(distDir, entry.css);
    console.log('');
    const shown = distDir.startsWith(PROJECT_ROOT) ? path.relative(PROJECT_ROOT, distDir) : distDir;
    console.log(`Bundle sizes (gzip, zlib's default level), from ${shown}`);
    console.log('');
    console.log(
      `/login: ${kb(entryJs)} kB gzip (target ≤ ${LOGIN_TARGET_KB} kB) [${kb(rawSize(distDir, entry.js))} kB raw, ` +
        `${entry.js.size} JS file(s)]; CSS ${kb(entryCss)} kB gzip`,
    );
    console.log(`  ${entryJs / 1024 <= LOGIN_TARGET_KB ? 'within' : 'OVER'} the target`);

    const routes = lazyRoutes(readFileSync(path.join(PROJECT_ROOT, 'generated', 'routes.tsx'), 'utf8'));
    const routeOf = new Map(routes.map((route) => [route.key, route.route]));
    // Every screen the entry loads lazily (the shell's own), and those of the lazily loaded route
    // tables (the chunks that load the entity screens: the signed-in routes), measured on top of
    // /login, the signed-in frame and the tables; the tables and the frame on top of /login.
    const entryLazy = [...new Set([...entry.keys].flatMap((key) => manifest[key]?.dynamicImports ?? []))];
    const tables = entryLazy.filter((key) =>
      (manifest[key]?.dynamicImports ?? []).some((target) => routeOf.has(target)),
    );
    const signedIn = [...tables, ...(entryLazy.includes(SIGNED_IN_FRAME_KEY) ? [SIGNED_IN_FRAME_KEY] : [])];
    const base = {
      js: new Set([...entry.js, ...signedIn.flatMap((key) => [...staticClosure(manifest, key).js])]),
      css: new Set([...entry.css, ...signedIn.flatMap((key) => [...staticClosure(manifest, key).css])]),
      keys: new Set([...entry.keys, ...signedIn.flatMap((key) => [...staticClosure(manifest, key).keys])]),
    };
    const lazyKeys = [...new Set([...entryLazy, ...tables.flatMap((key) => manifest[key]?.dynamicImports ?? [])])];
    const rows = lazyKeys
      .filter((key) => key !== SIGNED_IN_FRAME_KEY)
      .map((key) => ({ key, label: routeOf.get(key) ?? key }));
    rows.sort(
      (a, b) => Number(a.label.startsWith('/')) - Number(b.label.startsWith('/')) || a.label.localeCompare(b.label),
    );
    console.log('');
    const frame = manifest[SIGNED_IN_FRAME_KEY] ? staticClosure(manifest, SIGNED_IN_FRAME_KEY) : null;
    if (frame) {
      const js = difference(frame.js, entry.js);
      console.log(
        `Signed-in frame (${SIGNED_IN_FRAME_KEY}, loaded after sign-in on top of /login): ` +
          `${kb(gzipSize(distDir, js))} kB JS gzip (${js.size} file(s)), ` +
          `CSS ${kb(gzipSize(distDir, difference(frame.css, entry.css)))} kB`,
      );
    } else {
      console.log(`Signed-in frame: no lazily loaded ${SIGNED_IN_FRAME_KEY} in the manifest`);
    }
    console.log('');
    console.log(
      'Lazily loaded screens (the route tables and the pages outside the frame on top of /login, the ' +
        'others on top of /login, the signed-in frame and the route tables; entity routes by path):',
    );
    const width = Math.max(...rows.map((row) => row.label.length));
    // What an entity's screens alone bring (files no other screen loads): its own cost beyond the
    // shared runtime. An entity route's owner is its entity (generated/entities/<name>/...).
    const ownerOf = (key: string): string => /^generated\/entities\/([^/]+)\//.exec(key)?.[1] ?? key;
    const owners = new Map<string, Set<string>>();
    for (const key of lazyKeys) {
      for (const file of staticClosure(manifest, key).js) {
        owners.set(file, (owners.get(file) ?? new Set()).add(ownerOf(key)));
      }
    }
    const ownJs = new Map<string, Set<string>>();
    for (const { key, label } of rows) {
      // The route tables, the frame and the pages outside it (password recovery) load over /login.
      const under = entryLazy.includes(key) ? entry : base;
      const closure = staticClosure(manifest, key);
      const own = difference(closure.keys, under.keys);
      const js = difference(closure.js, under.js);
      const css = difference(closure.css, under.css);
      const later = onDemand(manifest, own, new Set([...lazyKeys, ...under.keys]));
      const laterFiles = new Set<string>();
      for (const target of later) for (const file of staticClosure(manifest, target).js) laterFiles.add(file);
      const laterJs = difference(difference(laterFiles, under.js), js);
      const laterNote = laterJs.size > 0 ? `; +${kb(gzipSize(distDir, laterJs))} kB JS loaded on demand` : '';
      const owner = ownerOf(key);
      const alone = [...js].filter((file) => owners.get(file)?.size === 1);
      ownJs.set(owner, new Set([...(ownJs.get(owner) ?? []), ...alone]));
      console.log(
        `  ${label.padEnd(width)}  ${kb(gzipSize(distDir, js)).padStart(6)} kB JS gzip` +
          ` (${js.size} file(s)), CSS ${kb(gzipSize(distDir, css))} kB${laterNote}`,
      );
    }
    const entities = [...ownJs].filter(([owner]) => !owner.includes('/')).sort(([a], [b]) => a.localeCompare(b));
    console.log('');
    console.log('Per entity, JavaScript only its list and editor load (beyond the shared runtime), bytes gzip:');
    console.log(`  ${entities.map(([owner, files]) => `${owner} ${gzipSize(distDir, files)} B`).join(', ')}`);
    // What two or more entities share and nothing else loads (the shared fragments' models, their
    // contents rules, the CRUD screens' runtime): downloaded once, with the first of them.
    const shared = [...owners]
      .filter(([, by]) => by.size >= 2 && [...by].every((owner) => !owner.includes('/')))
      .map(([file, by]) => ({ file, by: by.size, bytes: gzipSize(distDir, [file]) }))
      .sort((a, b) => b.bytes - a.bytes);
    console.log('Shared by entities only (loaded once, with the first entity screen), bytes gzip:');
    console.log(
      `  ${shared.map(({ file, by, bytes }) => `${path.basename(file)} ${bytes} B (${by} entities)`).join(', ')}`,
    );
    for (const { route, key } of routes) {
      if (!manifest[key]) console.log(`  ${route}: no chunk for ${key} in the manifest`);
    }

    const allJs = new Set(
      Object.values(manifest)
        .map((chunk) => chunk.file)
        .filter((file) => file.endsWith('.js')),
    );
    console.log('');
    console.log(`All JavaScript: ${kb(gzipSize(distDir, allJs))} kB gzip in ${allJs.size} file(s)`);
  } finally {
    built?.cleanup();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
