import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest runs one file at a time on 2 cores (CPUs - 1); the API tests wait on PostgreSQL, child
    // processes and timers, so a second file in parallel shortens the run.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
