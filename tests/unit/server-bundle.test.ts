/**
 * The server as `npm start` runs it (`scripts/server-bundle.ts`): bundled, with its Node flags,
 * it finds the migrations, the municipalities and the demo content from its folder, and answers.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../server/config';
import {
  bundleServer,
  SERVER_BUNDLE,
  SERVER_ENTRY,
  serverNodeFlags,
  WORKER_ENTRIES,
} from '../../scripts/server-bundle';
import type { RichTextReply } from '../../server/crud/richtext-pool';

describe('the server bundle', () => {
  const bundle = path.join(PROJECT_ROOT, '.tmp', `server-bundle-test-${process.pid}.mjs`);
  const workers = Object.keys(WORKER_ENTRIES).map((name) => path.join(path.dirname(bundle), `${name}.mjs`));
  const removals: string[] = [bundle, `${bundle}.map`, ...workers.flatMap((file) => [file, `${file}.map`])];
  afterAll(async () => {
    for (const file of removals) await rm(file, { recursive: true, force: true });
  });

  it('is what npm start runs, with the server flags of its database', async () => {
    const scripts = (
      JSON.parse(await readFile(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    expect(scripts.start).toContain('npm run --silent build:server');
    // The last command, expanded by the shell as npm runs it, with and without DATABASE_URL.
    const command = `node ${scripts.start?.split(' && node ').at(-1) ?? ''}`;
    for (const env of [{}, { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' }]) {
      const expanded = execFileSync('sh', ['-c', `echo ${command}`], { env: { PATH: process.env.PATH, ...env } });
      expect(expanded.toString().trim()).toBe(
        `node ${serverNodeFlags(env).join(' ')} ${path.relative(PROJECT_ROOT, SERVER_BUNDLE)}`,
      );
    }
  });

  it('refuses a place where the server would not find the project root', async () => {
    await expect(bundleServer(SERVER_ENTRY, path.join(os.tmpdir(), 'main.mjs'))).rejects.toThrow(/one folder below/);
  });

  it('starts on a new embedded database, seeds the demo content and answers', async () => {
    await bundleServer(SERVER_ENTRY, bundle);
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'er-bundle-'));
    removals.push(dataDir);
    const child = spawn(process.execPath, [...serverNodeFlags({}), bundle], {
      env: {
        PATH: process.env.PATH,
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        ADMIN_PASSWORD: 'bundle-test-password',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      const port = await new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`not ready in 90 s:\n${output}`)), 90_000);
        child.once('exit', (code) => reject(new Error(`exited with ${String(code)}:\n${output}`)));
        child.stdout.on('data', () => {
          const listening = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
          if (listening && output.includes('Back office ready')) {
            clearTimeout(timer);
            resolve(Number(listening[1]));
          }
        });
      });
      expect(output).toMatch(/seed: demo content loaded \(.*news/);
      expect(output).toMatch(/seed: \d+ provinces and \d+ municipalities/);
      const health = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });
      // The API description, read from the project root.
      const docs = await fetch(`http://127.0.0.1:${port}/api/docs/yaml`);
      expect(docs.status).toBe(200);
      expect(await docs.text()).toMatch(/^openapi: /m);
      // The rich-text worker, bundled beside the server where the server looks for it, sanitises.
      const worker = new Worker(path.join(path.dirname(bundle), 'richtext-worker.mjs'));
      try {
        const reply = new Promise<RichTextReply>((resolve) => worker.once('message', resolve));
        worker.postMessage({ id: 7, htmls: ['<p onclick="x()">a<script>b</script></p>', '<b>'.repeat(200)] });
        expect(await reply).toEqual({ id: 7, outcomes: [{ html: '<p>a</p>' }, { tooDeep: true }] });
      } finally {
        await worker.terminate();
      }
    } finally {
      child.kill('SIGINT');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }, 120_000);
});
