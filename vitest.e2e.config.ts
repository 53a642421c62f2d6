/**
 * Browser tests (`npm run test:e2e`): the real server and the built SPA driven by playwright-core
 * in Debian's Chromium, plus the Storybook render test. The global set-up starts one server and
 * one Chromium that every file shares (tests/e2e/global-setup.ts). Two files at a time, the
 * slowest first: one file left a third of the two CPUs idle (the browser, the server and the test
 * each waiting on the others), and every file works on data it creates and names itself.
 */
import { defineConfig } from 'vitest/config';
import SlowestFirst from './tests/setup/sequencer';

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    // The usual report, then the ten slowest test files.
    reporters: ['default', './tests/setup/timings-reporter.ts'],
    maxWorkers: 2,
    // A worker runs file after file in one process, playwright-core, axe and the harness loaded
    // once, as `npm test` does (vitest.config.ts): a process of its own re-imported them for each
    // of the 18 files. Every file connects to the shared browser and server itself, closes what it
    // opens, and names its data with a token of its own file (`unique` in harness.ts).
    isolate: false,
    // The slowest files first (tests/durations.json), so that none runs alone at the end.
    sequence: { sequencer: SlowestFirst },
    // The per-schema checks (schemas.test.ts) run this many entities at a time.
    maxConcurrency: 2,
    // A flow that takes 30 s here has taken three times as long on CI's shared machine: the bound
    // is there to end a hang, not to time the flow.
    testTimeout: 300_000,
    // expect.poll waits on a condition as long as a Playwright action does (ACTION_TIMEOUT_MS in
    // tests/e2e/harness.ts), not Vitest's 1 s: a screen that fills a field after an answer is not
    // failed for a busy machine.
    expect: { poll: { timeout: 30_000 } },
    hookTimeout: 240_000,
    teardownTimeout: 30_000,
  },
});
