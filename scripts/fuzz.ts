/**
 * `npm run fuzz [-- --requests N] [-- --seed S] [-- --stride K | --full]`: the hostile engine of
 * `tests/api/hostile/` against a fresh server on each database (PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set): the schema-derived corpus (a diagonal share sized to about 60% of
 * the requests, or all of it with --full) then fast-check's random values up to N requests
 * (default 10,000) per database. Prints the answers per status code and every failure (5xx,
 * 4xx without `{message}`, answers slower than 10 s); exits 1 if there is any.
 */
import { parseArgs } from 'node:util';
import { backends, startTestServer } from '../tests/api/harness';
import { HostileRunner } from '../tests/api/hostile/run';
import { loadApiDocument } from '../tests/api/hostile/openapi-cases';
import { diagonal, everyCase, plan } from '../tests/api/hostile/selection';

function positiveInteger(text: string | undefined, fallback: number, name: string): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} takes a non-negative integer (got '${text}')`);
  return value;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      requests: { type: 'string' },
      seed: { type: 'string' },
      stride: { type: 'string' },
      full: { type: 'boolean', default: false },
    },
  });
  const requests = positiveInteger(values.requests, 10_000, 'requests');
  const seed = positiveInteger(values.seed, Date.now() % 2_147_483_647, 'seed');
  const document = loadApiDocument();
  const fullCount = plan(document, everyCase).requests;
  const stride = values.full
    ? 1
    : positiveInteger(values.stride, Math.max(1, Math.ceil(fullCount / Math.max(1, requests * 0.6))), 'stride');
  console.log(
    `fuzz: ${document.operations.length} operations, ${fullCount} deterministic cases in all, stride ${stride}, ` +
      `${requests} requests per database, seed ${seed}`,
  );

  let failed = false;
  for (const backend of backends) {
    console.log(`\n== ${backend.name} ==`);
    const started = performance.now();
    const t = await startTestServer(backend);
    try {
      const runner = new HostileRunner(t, { log: (line) => console.log(line) });
      await runner.deterministic({
        selection: stride === 1 ? everyCase : diagonal(stride),
        expensivePerOperation: 3,
        expensiveTotal: Number.POSITIVE_INFINITY,
        hugeOperations: Number.POSITIVE_INFINITY,
      });
      const deterministic = runner.requests;
      await runner.random({ runs: Math.max(0, requests - runner.requests), seed });
      console.log(
        `\n${backend.name}: ${deterministic} deterministic + ${runner.requests - deterministic} random requests ` +
          `in ${((performance.now() - started) / 1000).toFixed(1)} s (seed ${seed})`,
      );
      console.log(runner.statusTable());
      console.log(runner.failureReport());
      if (runner.failures.length > 0) failed = true;
    } finally {
      await t.close();
    }
  }
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
