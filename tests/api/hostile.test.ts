/**
 * Hostile input derived from `openapi.yaml` (issue #9): every operation, parameter and body field
 * of the document gets the hostile corpus of `hostile/corpus.ts` (a diagonal share of it here, the
 * whole of it in `npm run fuzz`), the expensive values a few times per database, plus a small
 * fast-check run. No answer may be a 5xx, and every 4xx must be JSON with a non-empty `message`.
 * A new entity or call in the document is covered with no new test code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestServer, type TestServer } from './harness';
import { HostileRunner } from './hostile/run';

/**
 * One (location, value) pair in STRIDE is sent, over the databases together: with two, each sends
 * one in 2 × STRIDE, the second on the diagonal the first leaves out. (The corpus grows with the
 * document: at one in 5 on each database it had reached 29,559 requests each, 300 s on PGlite.)
 */
const STRIDE = Number(process.env.HOSTILE_STRIDE ?? 8);
/** fast-check requests per database. */
const RANDOM_RUNS = Number(process.env.HOSTILE_RUNS ?? 500);
const SEED = Number(process.env.HOSTILE_SEED ?? 20_260_509);

describe.each(backends.map((backend, turn) => ({ ...backend, turn })))('hostile input on $name', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  }, 60_000);
  afterAll(async () => t.close());

  it('answers the schema-derived corpus below 500, every 4xx with a {message}', async () => {
    const runner = new HostileRunner(t);
    await runner.deterministic({
      stride: STRIDE * backends.length,
      offset: STRIDE * backend.turn,
      expensivePerOperation: 1,
      expensiveTotal: 2,
      hugeOperations: 2,
    });
    console.info(`hostile corpus on ${backend.name}:\n${runner.statusTable()}`);
    // Every operation of the document got its baseline and hostile cases.
    for (const operation of runner.document.operations) {
      expect(runner.requestsByOperation.get(operation.label) ?? 0, operation.label).toBeGreaterThanOrEqual(5);
    }
    expect(runner.failures.length, runner.failureReport()).toBe(0);
  }, 600_000);

  it('answers random values (fast-check) below 500, every 4xx with a {message}', async () => {
    const runner = new HostileRunner(t);
    await runner.random({ runs: RANDOM_RUNS, seed: SEED });
    console.info(`fast-check (seed ${SEED}) on ${backend.name}:\n${runner.statusTable()}`);
    expect(runner.requests).toBeGreaterThanOrEqual(RANDOM_RUNS);
    expect(runner.failures.length, runner.failureReport()).toBe(0);
  }, 120_000);
});
