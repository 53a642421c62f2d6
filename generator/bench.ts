/**
 * `npm run bench:generate`: wall time of a full generation (load → validate → normalise → emit →
 * format → write into a scratch directory) for the real schemas and for 40 synthetic entity
 * schemas. Target: under 3 s for 40 entities on a 2-core machine. Prints figures; asserts nothing.
 */
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from './pipeline';
import { write } from './write';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = 3;

/** Writes `count` entity schemas modelled on news (every common kind) into `dir`. */
async function syntheticSchemas(dir: string, count: number): Promise<void> {
  await cp(path.join(root, 'schemas', 'fragments'), path.join(dir, 'fragments'), { recursive: true });
  const news = await readFile(path.join(root, 'schemas', 'news.yaml'), 'utf8');
  for (let index = 1; index <= count; index += 1) {
    const name = `synthetic_${String(index).padStart(2, '0')}`;
    const text = news
      .replace(/^entity: news$/m, `entity: ${name}`)
      .replace(/^path: news$/m, `path: ${name.replace('_', '-')}`)
      .replace(/^route: news$/m, `route: ${name.replace('_', '-')}`)
      .replace(/^ability: news$/m, `ability: ${name}`);
    await writeFile(path.join(dir, `${name}.yaml`), text);
  }
}

async function timeGeneration(
  schemasDir: string,
  formatCacheDir: string | null,
): Promise<{ ms: number; files: number; stages: Record<string, number> }> {
  const outRoot = await mkdtemp(path.join(os.tmpdir(), 'bench-generate-out-'));
  await cp(path.join(root, '.prettierrc.json'), path.join(outRoot, '.prettierrc.json'));
  await cp(path.join(root, 'package.json'), path.join(outRoot, 'package.json'));
  const start = performance.now();
  const result = await generate({ root: outRoot, schemasDir, formatCacheDir });
  if (!result.files) throw new Error(`schemas under ${schemasDir} do not validate`);
  await write(outRoot, result.files);
  const ms = performance.now() - start;
  await rm(outRoot, { recursive: true, force: true });
  return { ms, files: result.files.size, stages: { ...result.timings } };
}

function summary(label: string, runs: readonly { ms: number; files: number; stages: Record<string, number> }[]): void {
  const times = runs.map((run) => run.ms).sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  const last = runs[runs.length - 1];
  const stages = last
    ? Object.entries(last.stages)
        .map(([stage, ms]) => `${stage} ${ms} ms`)
        .join(', ')
    : '';
  console.log(
    `${label}: median ${(median / 1000).toFixed(2)} s, min ${((times[0] ?? 0) / 1000).toFixed(2)} s over ${runs.length} runs; ${last?.files ?? 0} files (last run: ${stages})`,
  );
}

async function main(): Promise<void> {
  console.log(`bench:generate on ${os.cpus().length} cores, Node ${process.version}`);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-generate-schemas-'));
  const schemasDir = path.join(dir, 'schemas');
  await mkdir(schemasDir);
  await syntheticSchemas(schemasDir, 40);
  const results: Record<string, number> = {};
  for (const [label, dirOfSchemas] of [
    ['real schemas', path.join(root, 'schemas')],
    ['40 synthetic entities', schemasDir],
  ] as const) {
    // Cold: no format cache at all (every file through Prettier). Warm: the cache filled by a
    // first run, as after any earlier `npm run generate` with the same output.
    const cold = [];
    for (let run = 0; run < RUNS; run += 1) cold.push(await timeGeneration(dirOfSchemas, null));
    summary(`${label}, cold (no format cache)`, cold);
    const cacheDir = path.join(dir, `cache-${label.length}`);
    await timeGeneration(dirOfSchemas, cacheDir);
    const warm = [];
    for (let run = 0; run < RUNS; run += 1) warm.push(await timeGeneration(dirOfSchemas, cacheDir));
    summary(`${label}, warm format cache`, warm);
    results[`${label} cold`] = cold.map((run) => run.ms).sort((a, b) => a - b)[1] ?? 0;
    results[`${label} warm`] = warm.map((run) => run.ms).sort((a, b) => a - b)[1] ?? 0;
  }
  await rm(dir, { recursive: true, force: true });
  for (const kind of ['cold', 'warm']) {
    const median = results[`40 synthetic entities ${kind}`] ?? 0;
    console.log(
      `target, 40 entities under 3.00 s (${kind}): ${median < 3000 ? 'met' : 'NOT met'} (${(median / 1000).toFixed(2)} s)`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
