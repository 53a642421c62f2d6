/**
 * A Vitest reporter that times every test file as a whole (its environment, set-up and import, its
 * suites' hooks and its tests), prints the ten slowest at the end of the run, and, when
 * TEST_TIMINGS_FILE names a file, appends one line per file to it (`seconds<TAB>tests<TAB>file`)
 * so that `.ci/run` can list the slowest files of all its test runs together. With
 * TEST_DURATIONS_UPDATE=1 it also records the files' times in `tests/durations.json`, which the
 * sequencer (`sequencer.ts`) starts the slowest files first from.
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';
import { DURATIONS_FILE, readDurations } from './sequencer';

export interface FileTiming {
  readonly file: string;
  readonly seconds: number;
  readonly tests: number;
}

/** A test file's own time: what it spent before its first test, and its tests and hooks. */
export function fileTiming(module: TestModule): FileTiming {
  const diagnostic = module.diagnostic();
  const milliseconds =
    diagnostic.environmentSetupDuration +
    diagnostic.prepareDuration +
    diagnostic.setupDuration +
    diagnostic.collectDuration +
    diagnostic.duration;
  return {
    file: module.relativeModuleId,
    seconds: milliseconds / 1000,
    tests: [...module.children.allTests()].length,
  };
}

/** The `count` slowest, as aligned lines. */
export function slowest(timings: readonly FileTiming[], count = 10): string[] {
  return [...timings]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map(
      (timing) =>
        `${timing.seconds.toFixed(1).padStart(7)} s  ${String(timing.tests).padStart(4)} tests  ${timing.file}`,
    );
}

export default class TimingsReporter implements Reporter {
  onTestRunEnd(modules: readonly TestModule[]): void {
    const timings = modules.map(fileTiming);
    if (timings.length === 0) return;
    console.log(`\nthe ${Math.min(10, timings.length)} slowest test files:\n${slowest(timings).join('\n')}\n`);
    const file = process.env.TEST_TIMINGS_FILE;
    if (file) {
      appendFileSync(
        file,
        timings.map((timing) => `${timing.seconds.toFixed(2)}\t${timing.tests}\t${timing.file}\n`).join(''),
      );
    }
    if (process.env.TEST_DURATIONS_UPDATE === '1') {
      const durations = readDurations();
      for (const timing of timings) durations[timing.file] = Math.round(timing.seconds * 10) / 10;
      const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => a.localeCompare(b)));
      writeFileSync(DURATIONS_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
    }
  }
}
