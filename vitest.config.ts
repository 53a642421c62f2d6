import os from 'node:os';
import { defineConfig } from 'vitest/config';
import SlowestFirst from './tests/setup/sequencer';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    // The seeded databases the API tests start from, built once per run (tests/setup/api-fixtures.ts).
    globalSetup: ['tests/setup/api-fixtures.ts'],
    // The usual report, then the ten slowest test files.
    reporters: ['default', './tests/setup/timings-reporter.ts'],
    // The slowest files first, from tests/durations.json (a fresh clone has no timings of its own).
    sequence: { sequencer: SlowestFirst },
    // A worker runs file after file in one process, its modules loaded once: a file of its own
    // process re-imported the server, its schemas and PGlite's WASM for each of 74 files (about 40
    // of the 220 s of CPU per core). Every file starts its own servers and databases and restores
    // what it changes (fake timers), so nothing a file leaves behind is read by the next.
    isolate: false,
    // CI runs these beside the browser tests and the type-check and lint (.ci/run), on a shared
    // machine where a file has taken three times as long as here: room for a test that waits its
    // turn on two busy cores. The bounds end hangs; they time nothing.
    testTimeout: 180_000,
    hookTimeout: 300_000,
    // Vitest runs one file at a time on 2 cores (CPUs - 1); the API tests wait on PostgreSQL, child
    // processes and timers, so a second file in parallel shortens the run.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
