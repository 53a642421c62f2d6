/**
 * `npm run bench:media`: uploads of 12-megapixel photos to the media library, and the server's
 * memory meanwhile.
 *
 * 1. `--images` distinct 4000×3000 JPEGs (quality 88, about 1 to 4.5 MB, under the 5 MB of the `images` collection),
 *    generated once with sharp from seeded noise and kept in `os.tmpdir()/bench-media-images/`
 *    for the next runs.
 * 2. For each storage (`--storage`: the local folder, then an S3 bucket: the `s3rver` fake of the
 *    tests, started in this process, under a prefix of the run's own): a fresh database (as
 *    `npm run bench:api`: PostgreSQL of TEST_DATABASE_URL, else PGlite) and a temporary DATA_DIR for
 *    the uploads (with S3, its scratch folder), all removed at the end, also on errors and Ctrl-C.
 *    Steps 3 to 5 run once per storage; the storages' figures are printed side by side at the end
 *    (the fake runs on the same cores as the server: a real bucket's cost is its network instead).
 * 3. The real server (`startServer`) in a child process, signed in as the administrator; one small
 *    warm-up upload, then the idle RSS (VmRSS of `/proc/<pid>/status`, after a short pause).
 * 4. `--clients` concurrent clients each upload the next image of the set as soon as their last
 *    upload is answered (`POST /api/v1/media/upload/images/0`, multipart, the file read from disk
 *    as a Blob), until all are sent; the server's VmRSS is sampled every 50 ms meanwhile.
 *    Meanwhile one more client lists the media library (`GET /api/v1/media?page=1&limit=24`, the
 *    gallery's page) over and over; the same client ran alone for `--list-seconds` before the
 *    uploads, for the idle figures.
 * 5. Printed: images per second, p50/p90/p99/max per upload, failures, idle and peak RSS, and the
 *    peak above idle against the target (at most 150 MB above the idle server); the list call's
 *    p50/p99 idle and while the uploads run, and their p99 ratio against the target (at most 2,
 *    issue #28). Then the upload directory and the rows are checked: one row and two files (the
 *    standard rendition and the thumbnail; the original, with its metadata, is not kept) per
 *    image, no temporary file left; one rendition is read back through `/uploads/`.
 *
 * A missed target is reported, not an error: the exit status is non-zero only on errors and on
 * failed uploads. Options (flags, or environment): --images (BENCH_IMAGES, 100), --clients
 * (BENCH_CLIENTS, 4), --list-seconds (BENCH_LIST_SECONDS, 10), --storage (BENCH_STORAGE: local, s3
 * or both, the default).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { openAsBlob } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  benchServerScript,
  createDatabase,
  login,
  procMemory,
  runBenchmark,
  ServerProcess,
} from './harness';
import type { Cleanup } from './harness';
import type { S3Settings } from '../server/config';
import { createS3Storage } from '../server/media/s3';
import { createLocalStorage, SCRATCH_FOLDER } from '../server/media/storage';
import { startFakeS3, type FakeS3 } from '../tests/support/s3';
import { closedLoop, ms, ratio, summarise } from './stats';

const WIDTH = 4000;
const HEIGHT = 3000;
const MB = 1024 * 1024;
const TARGET_ABOVE_IDLE = 150 * MB;
/** The list call's p99 while the uploads run, at most this many times its idle p99 (issue #28). */
const TARGET_LIST_RATIO = 2;
/** The gallery's first page: the list call measured idle and under the uploads. */
const LIST_PATH = '/api/v1/media?page=1&limit=24';
/** The `images` collection's limit, which every generated photo must stay under. */
const MAX_IMAGE_BYTES = 5 * MB;
const CACHE_DIR = path.join(os.tmpdir(), 'bench-media-images');

interface Options {
  readonly images: number;
  readonly clients: number;
  readonly listSeconds: number;
  /** The storages measured, one after the other. */
  readonly storages: readonly StorageName[];
}

function readOptions(): Options {
  const { values } = parseArgs({
    options: {
      images: { type: 'string' },
      clients: { type: 'string' },
      'list-seconds': { type: 'string' },
      storage: { type: 'string' },
    },
    strict: true,
  });
  const integer = (flag: string | undefined, env: string, fallback: number, max: number): number => {
    const raw = flag ?? process.env[env];
    if (raw === undefined || raw.trim() === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1 || value > max) {
      throw new Error(`${env.toLowerCase().replace('bench_', '--')} must be a whole number between 1 and ${max}`);
    }
    return value;
  };
  return {
    images: integer(values.images, 'BENCH_IMAGES', 100, 10_000),
    clients: integer(values.clients, 'BENCH_CLIENTS', 4, 64),
    listSeconds: integer(values['list-seconds'], 'BENCH_LIST_SECONDS', 10, 600),
    storages: storagesOf(values.storage ?? process.env.BENCH_STORAGE ?? 'both'),
  };
}

function storagesOf(setting: string): StorageName[] {
  if (setting === 'both') return ['local', 's3'];
  if (setting === 'local' || setting === 's3') return [setting];
  throw new Error(`--storage must be local, s3 or both (got '${setting}')`);
}

/** A small deterministic generator (mulberry32), so every run uploads the same photos. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Photo number `index`: coarse colour noise enlarged to 12 MP (smooth shapes, like a photo's
 * large areas) with fine grain on top (like a photo's texture), so the JPEG weighs what a camera's
 * does rather than a flat test card's few hundred kB; the grain grows with `index % 10`, so the
 * set spans about 1 to 4.5 MB.
 */
async function photo(index: number, file: string): Promise<number> {
  const next = random(index + 1);
  const coarse = Buffer.alloc(80 * 60 * 3);
  for (let i = 0; i < coarse.length; i++) coarse[i] = Math.floor(next() * 256);
  const base = await sharp(coarse, { raw: { width: 80, height: 60, channels: 3 } })
    .resize(WIDTH, HEIGHT, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const grain = 2 + (index % 10) * 5;
  for (let i = 0; i < base.length; i++) {
    const value = (base[i] ?? 0) + Math.floor(next() * grain) - grain / 2;
    base[i] = value < 0 ? 0 : value > 255 ? 255 : value;
  }
  const info = await sharp(base, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 88 })
    .toFile(file);
  return info.size;
}

/** The set of photos, generated on the first run; their paths and sizes. */
async function photos(count: number): Promise<{ file: string; size: number }[]> {
  await mkdir(CACHE_DIR, { recursive: true });
  const result: { file: string; size: number }[] = [];
  let generated = 0;
  const started = performance.now();
  for (let index = 0; index < count; index++) {
    const file = path.join(CACHE_DIR, `photo-${String(index).padStart(4, '0')}-v2.jpg`);
    let size = await stat(file).then(
      (info) => info.size,
      () => 0,
    );
    if (size === 0) {
      size = await photo(index, file);
      generated++;
      if (generated % 10 === 0) console.log(`  generated ${generated} photos...`);
    }
    if (size >= MAX_IMAGE_BYTES)
      throw new Error(`${file} weighs ${size} bytes, over the 5 MB of the images collection`);
    result.push({ file, size });
  }
  if (generated > 0) {
    console.log(
      `generated ${generated} photos in ${((performance.now() - started) / 1000).toFixed(1)} s (${CACHE_DIR})`,
    );
  }
  return result;
}

/** Files under `dir`, recursively (relative paths). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

interface Upload {
  readonly ms: number;
  readonly status: number;
  readonly error?: string;
}

async function upload(base: string, token: string, file: string): Promise<Upload> {
  const form = new FormData();
  form.append('file', await openAsBlob(file, { type: 'image/jpeg' }), path.basename(file));
  const began = performance.now();
  try {
    const response = await fetch(`${base}/api/v1/media/upload/images/0`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const text = await response.text();
    const elapsed = performance.now() - began;
    return response.status === 201
      ? { ms: elapsed, status: response.status }
      : { ms: elapsed, status: response.status, error: text.slice(0, 300) };
  } catch (error) {
    return { ms: performance.now() - began, status: 0, error: error instanceof Error ? error.message : String(error) };
  }
}

/** One list call; throws on any answer but 200. */
async function list(base: string, token: string): Promise<void> {
  const response = await fetch(`${base}${LIST_PATH}`, { headers: { authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`GET ${LIST_PATH}: ${response.status}`);
}

const mb = (bytes: number): string => `${(bytes / MB).toFixed(1)} MB`;
const sleep = (milliseconds: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** What one run (one storage) measured, for the comparison at the end. */
interface RunFigures {
  readonly storage: StorageName;
  readonly imagesPerSecond: number;
  readonly idleRss: number;
  readonly peakRss: number;
  readonly p50: number;
  readonly p99: number;
}

type StorageName = 'local' | 's3';

/** The stored files' keys (and the scratch folder's leftovers) of a run, wherever they are. */
interface Stored {
  readonly keys: number;
  readonly temporary: string[];
}

/**
 * One run: a fresh database, DATA_DIR and server storing its uploads in `storage` (the local
 * folder, or the fake bucket under a prefix of the run's own), the idle figures, the uploads with
 * the list calls beside them, the checks of what landed.
 */
async function run(
  storage: StorageName,
  set: readonly { file: string; size: number }[],
  options: Options,
  cleanup: Cleanup,
  script: string,
  fake: FakeS3 | null,
): Promise<RunFigures> {
  const bytes = set.reduce((sum, item) => sum + item.size, 0);
  const database = await createDatabase(cleanup, `bench-media-${storage}`);
  // On PGlite, createDatabase's temporary DATA_DIR holds the database (`db/`) and the uploads.
  let dataDir = database.env.DATA_DIR;
  if (dataDir === undefined) {
    const created = await mkdtemp(path.join(os.tmpdir(), 'bench-media-data-'));
    cleanup.add(`removing ${created}`, () => rm(created, { recursive: true, force: true }));
    dataDir = created;
  }
  const prefix = `bench-${randomBytes(4).toString('hex')}/`;
  const storageEnv: Record<string, string> = fake === null ? {} : { ...fake.env, S3_PREFIX: prefix };
  console.log(
    `\n== ${storage === 'local' ? 'local folder' : `S3 (s3rver fake at ${fake?.endpoint ?? '?'}, bucket ${fake?.bucket ?? '?'}/${prefix})`}`,
  );
  console.log(`database: ${database.where}; DATA_DIR ${dataDir}`);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...database.env,
    ...storageEnv,
    DATA_DIR: dataDir,
    ADMIN_USERNAME,
    ADMIN_PASSWORD,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    LOGIN_ATTEMPTS_PER_MINUTE: '10000',
  };
  if (!('DATABASE_URL' in database.env)) delete env.DATABASE_URL;
  const server = await ServerProcess.start(script, env);
  const stopServer = (() => {
    let stopped: Promise<void> | null = null;
    return () => (stopped ??= server.stop());
  })();
  cleanup.add('stopping the server', stopServer);
  const base = `http://127.0.0.1:${server.port}`;
  const token = await login(base);

  // Warm-up: one upload loads sharp and the upload path, so "idle" is the server ready for work.
  const warm = await upload(base, token, set[0]?.file ?? '');
  if (warm.status !== 201) throw new Error(`warm-up upload: ${warm.status} ${warm.error ?? ''}`);
  await sleep(1000);
  const idle = procMemory(server.pid);
  if (!idle) throw new Error('the server memory cannot be read (/proc/<pid>/status): this benchmark needs Linux');
  console.log(`server ready (pid ${server.pid}); idle RSS after one warm-up upload ${mb(idle.rss)}`);
  console.log(`listing the media library for ${options.listSeconds} s with nothing else running...`);
  const listIdle = await closedLoop(1, options.listSeconds, () => list(base, token));

  let peak = idle.rss;
  const sampler = setInterval(() => {
    const memory = procMemory(server.pid);
    if (memory) peak = Math.max(peak, memory.rss);
  }, 50);
  const results: Upload[] = [];
  let next = 0;
  let uploading = true;
  const listed: number[] = [];
  const lister = (async () => {
    while (uploading) {
      const began = performance.now();
      await list(base, token);
      listed.push(performance.now() - began);
    }
  })();
  const started = performance.now();
  try {
    const client = async (): Promise<void> => {
      for (let index = next++; index < set.length; index = next++) {
        const item = set[index];
        if (item) results.push(await upload(base, token, item.file));
      }
    };
    console.log(`uploading ${set.length} photos with ${options.clients} concurrent clients...`);
    await Promise.all(Array.from({ length: options.clients }, client));
  } finally {
    clearInterval(sampler);
    uploading = false;
    await lister;
  }
  const seconds = (performance.now() - started) / 1000;
  const listBusy = summarise(listed, seconds);
  const after = procMemory(server.pid);

  const failed = results.filter((result) => result.status !== 201);
  const measurement = summarise(
    results.filter((result) => result.status === 201).map((result) => result.ms),
    seconds,
  );

  const counted = await fetch(`${base}/api/v1/media?limit=1`, { headers: { authorization: `Bearer ${token}` } });
  const total = counted.ok ? (((await counted.json()) as { meta?: { total?: number } }).meta?.total ?? -1) : -1;
  // One served rendition, read back whole: the storage answers what it stored.
  const first =
    results.length > 0
      ? await fetch(`${base}/api/v1/media?limit=1`, { headers: { authorization: `Bearer ${token}` } })
      : null;
  const url = first?.ok ? ((await first.json()) as { data?: { url?: string }[] }).data?.[0]?.url : undefined;
  const served = url === undefined ? null : await fetch(`${base}${url}`);
  if (served !== null && (!served.ok || (await served.arrayBuffer()).byteLength === 0)) {
    throw new Error(`GET ${url ?? ''}: ${served.status}`);
  }
  await stopServer();
  const stored = await storedOf(dataDir, fake === null ? null : fake.settings({ S3_PREFIX: prefix }));

  const above = peak - idle.rss;
  console.log(
    `\nResults (${storage === 'local' ? 'local folder' : 'S3 fake'}, ${'DATABASE_URL' in database.env ? 'PostgreSQL' : 'PGlite'}, ${options.clients} clients)`,
  );
  console.log(
    `  uploads        ${measurement.count} answered 201, ${failed.length} failed, in ${seconds.toFixed(1)} s`,
  );
  console.log(`  throughput     ${(measurement.count / seconds).toFixed(2)} images/s, ${mb(bytes / seconds)}/s`);
  console.log(
    `  per upload     p50 ${ms(measurement.p50)} ms, p90 ${ms(measurement.p90)} ms, p99 ${ms(measurement.p99)} ms, ` +
      `max ${ms(measurement.max)} ms`,
  );
  console.log(
    `  server RSS     idle ${mb(idle.rss)}, peak ${mb(peak)} (sampled every 50 ms), after ${mb(after?.rss ?? 0)}; ` +
      `VmHWM since start ${mb(after?.hwm ?? 0)}`,
  );
  console.log(`  stored         ${total} media rows, ${stored.keys} stored files`);
  console.log(
    `  list calls     idle p50 ${ms(listIdle.p50)} ms, p99 ${ms(listIdle.p99)} ms (${listIdle.count} calls); ` +
      `with ${options.clients} uploaders p50 ${ms(listBusy.p50)} ms, p99 ${ms(listBusy.p99)} ms (${listBusy.count} calls)`,
  );
  const listRatio = listIdle.p99 > 0 ? listBusy.p99 / listIdle.p99 : Number.NaN;
  console.log(
    `Target: peak RSS at most ${mb(TARGET_ABOVE_IDLE)} above the idle server: ` +
      `${above <= TARGET_ABOVE_IDLE ? 'met' : 'missed'} (${mb(above)} above idle)`,
  );
  console.log(
    `Target: list p99 with ${options.clients} uploaders at most ${TARGET_LIST_RATIO}x idle: ` +
      `${listRatio <= TARGET_LIST_RATIO ? 'met' : 'missed'} (${ratio(listRatio)}x)`,
  );
  for (const failure of failed.slice(0, 5)) console.error(`  failed: ${failure.status} ${failure.error ?? ''}`);
  if (failed.length > 0) throw new Error(`${failed.length} uploads failed`);
  const expectedRows = set.length + 1;
  if (total !== expectedRows) throw new Error(`expected ${expectedRows} media rows, the API lists ${total}`);
  if (stored.temporary.length > 0) throw new Error(`temporary files left: ${stored.temporary.slice(0, 5).join(', ')}`);
  if (stored.keys !== expectedRows * 2) {
    throw new Error(`expected ${expectedRows * 2} stored files (two per image), found ${stored.keys}`);
  }
  return {
    storage,
    imagesPerSecond: measurement.count / seconds,
    idleRss: idle.rss,
    peakRss: peak,
    p50: measurement.p50,
    p99: measurement.p99,
  };
}

/** What a run left: the stored files (the local folder's, or the bucket prefix's) and the scratch folder's. */
async function storedOf(dataDir: string, s3: S3Settings | null): Promise<Stored> {
  const storage =
    s3 === null
      ? createLocalStorage(path.join(dataDir, 'uploads'))
      : await createS3Storage(s3, path.join(dataDir, SCRATCH_FOLDER));
  try {
    let keys = 0;
    for await (const stored of storage.list()) keys += stored.key === '' ? 0 : 1;
    const temporary = await filesUnder(storage.temporaryFolder).catch(() => []);
    return { keys, temporary };
  } finally {
    await storage.close();
  }
}

async function bench(options: Options, cleanup: Cleanup): Promise<void> {
  const cpus = os.cpus();
  console.log('Media upload benchmark (npm run bench:media)');
  console.log(
    `node ${process.version}, ${cpus.length} CPUs (${cpus[0]?.model.trim() ?? 'unknown'}), ${os.platform()} ${os.arch()}`,
  );
  const set = await photos(options.images);
  const bytes = set.reduce((sum, item) => sum + item.size, 0);
  const sizes = set.map((item) => item.size).sort((a, b) => a - b);
  console.log(
    `${set.length} JPEGs of ${WIDTH}×${HEIGHT} (12 MP): ${mb(bytes)} in all, ${mb(sizes[0] ?? 0)} to ` +
      `${mb(sizes[sizes.length - 1] ?? 0)} each`,
  );
  const script = await benchServerScript(cleanup);
  const figures: RunFigures[] = [];
  for (const storage of options.storages) {
    let fake: FakeS3 | null = null;
    if (storage === 's3') {
      // The fake bucket runs in this process, on the same cores as the server.
      const started = await startFakeS3();
      cleanup.add('stopping the fake S3', () => started.stop());
      fake = started;
    }
    figures.push(await run(storage, set, options, cleanup, script, fake));
    await fake?.stop();
  }
  if (figures.length > 1) {
    console.log('\nStorages side by side');
    for (const figure of figures) {
      console.log(
        `  ${figure.storage === 'local' ? 'local folder' : 'S3 fake     '}  ${figure.imagesPerSecond.toFixed(2)} images/s, ` +
          `p50 ${ms(figure.p50)} ms, p99 ${ms(figure.p99)} ms, RSS idle ${mb(figure.idleRss)}, peak ${mb(figure.peakRss)} ` +
          `(${mb(figure.peakRss - figure.idleRss)} above idle)`,
      );
    }
    const [local, s3] = figures;
    if (local && s3) {
      console.log(`  S3 against local: ${ratio(s3.imagesPerSecond / local.imagesPerSecond)}x the images per second`);
    }
  }
}

runBenchmark((cleanup) => bench(readOptions(), cleanup));
