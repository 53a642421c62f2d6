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
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest runs one file at a time on 2 cores (CPUs - 1); the API tests wait on PostgreSQL, child
    // processes and timers, so a second file in parallel shortens the run.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
