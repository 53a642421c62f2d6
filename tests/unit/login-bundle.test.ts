/**
 * The admin's `/login` bundle (issue #29): built with the app's own Vite config, the JavaScript
 * the entry needs before it runs (its chunk and static imports, as `npm run bench:bundle` counts
 * it) stays within the target and holds nothing of what only signed-in screens use: the frame,
 * the query and notification layers, modals, the screens' route table, the runtime, dates,
 * drag and drop, maps and the rich-text editor.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_TARGET_KB, staticClosure, type Manifest } from '../../scripts/bench-bundle';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Source modules (paths relative to the project, `node_modules/...` for packages) of /login. */
const SIGNED_IN_ONLY: readonly RegExp[] = [
  /^app\/shell\/(Layout|Sidebar|Dashboard|SignedInFrame|SignedInProviders|routes)\.tsx$/,
  /^app\/runtime\//,
  // The field kinds' widgets (with their host interface), which only the runtime editor renders.
  /^kinds\//,
  /^generated\/routes\.tsx$/,
  /^generated\/entities\//,
  /node_modules\/@tanstack\//,
  /node_modules\/@mantine\/notifications\/esm\/Notifications\.mjs$/,
  /node_modules\/@mantine\/modals\/esm\/ModalsProvider\.mjs$/,
  /node_modules\/@mantine\/(dates|dropzone)\//,
  /node_modules\/@dnd-kit\//,
  /node_modules\/(leaflet|react-leaflet|quill|dayjs)\//,
  /node_modules\/@floating-ui\//,
];

describe('the /login bundle', () => {
  let dist = '';
  const modulesOf = new Map<string, string[]>();
  const collect: Plugin = {
    name: 'login-bundle-test:modules',
    generateBundle(_options, bundle: Rolldown.OutputBundle) {
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        modulesOf.set(
          file,
          Object.keys(output.modules).map((id) => path.relative(PROJECT_ROOT, id.replace(/\?.*$/, ''))),
        );
      }
    },
  };

  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'login-bundle-test-'));
    // Vitest sets NODE_ENV=test, which would build React's development files: build as
    // `npm run build` does.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({
        root: PROJECT_ROOT,
        configFile: path.join(PROJECT_ROOT, 'vite.config.ts'),
        mode: 'production',
        logLevel: 'warn',
        build: { outDir: dist, emptyOutDir: true },
        plugins: [collect],
      });
    } finally {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
  }, 180_000);
  afterAll(async () => {
    if (dist !== '') await rm(dist, { recursive: true, force: true });
  });

  async function login(): Promise<{ files: string[]; modules: string[] }> {
    const manifest = JSON.parse(await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    if (!entry) throw new Error('the manifest has no entry chunk');
    const files = [...staticClosure(manifest, entry).js];
    return { files, modules: files.flatMap((file) => modulesOf.get(file) ?? []) };
  }

  it(`needs at most ${LOGIN_TARGET_KB} kB of JavaScript, gzip`, async () => {
    const { files } = await login();
    let bytes = 0;
    for (const file of files) bytes += gzipSync(await readFile(path.join(dist, file))).length;
    expect(bytes).toBeGreaterThan(0);
    expect(bytes / 1024).toBeLessThanOrEqual(LOGIN_TARGET_KB);
  });

  it('holds the login page but nothing only signed-in screens use', async () => {
    const { modules } = await login();
    expect(modules).toContain('app/shell/LoginPage.tsx');
    expect(modules).toContain('app/auth/SessionProvider.tsx');
    expect(modules.filter((id) => SIGNED_IN_ONLY.some((pattern) => pattern.test(id)))).toEqual([]);
  });
});
