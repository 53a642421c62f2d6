/**
 * Once per `npm run test:e2e`: builds the admin SPA into a temporary directory (or reuses `dist/`
 * when E2E_SKIP_BUILD=1, as CI does after `npm run build`) and prepares the data directory the
 * servers' own are copied from; hands both paths to the test files.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { PROJECT_ROOT, skipBuild, tempPrefix } from './env';
import { prepareDataTemplate } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built admin SPA the servers under test serve at `/`. */
    spaDir: string;
    /** A prepared data directory each server's own is copied from (`prepareDataTemplate`). */
    dataTemplate: string;
  }
}

let builtDir: string | null = null;
let templateDir: string | null = null;

export async function setup(project: TestProject): Promise<void> {
  templateDir = await mkdtemp(`${tempPrefix()}data-template-`);
  await prepareDataTemplate(templateDir);
  project.provide('dataTemplate', templateDir);
  if (skipBuild()) {
    const dist = path.join(PROJECT_ROOT, 'dist');
    if (!existsSync(path.join(dist, 'index.html'))) {
      throw new Error('E2E_SKIP_BUILD=1 needs a built dist/: run `npm run build` first');
    }
    project.provide('spaDir', dist);
    return;
  }
  builtDir = await mkdtemp(`${tempPrefix()}spa-`);
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [
      path.join(PROJECT_ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--outDir',
      builtDir,
      '--logLevel',
      'warn',
    ],
    { cwd: PROJECT_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  if (result.status !== 0) {
    throw new Error(`vite build failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  console.log(`e2e: SPA built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  project.provide('spaDir', builtDir);
}

export async function teardown(): Promise<void> {
  if (builtDir) await rm(builtDir, { recursive: true, force: true });
  if (templateDir) await rm(templateDir, { recursive: true, force: true });
}
