/**
 * Runs the slowest test files first (Vitest's `sequence.sequencer`). Vitest's own order puts the
 * files it has timed before first, but a fresh clone has no such times: the slowest file then
 * started last and ran alone for its last 100 s while the other worker had finished. The times
 * come from `tests/durations.json` (`TEST_DURATIONS_UPDATE=1 npm test` rewrites it from a run, see
 * `timings-reporter.ts`); files it does not name go last, in Vitest's order. Only the order changes:
 * every file runs whatever the file says.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export const DURATIONS_FILE = path.resolve(import.meta.dirname, '..', 'durations.json');
const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Seconds per test file (project-relative path), as last recorded; empty when unreadable. */
export function readDurations(): Record<string, number> {
  try {
    const parsed = JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) as unknown;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
    );
  } catch {
    return {};
  }
}

export default class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files);
    const durations = readDurations();
    const seconds = (file: TestSpecification): number =>
      durations[path.relative(ROOT, file.moduleId).split(path.sep).join('/')] ?? -1;
    // Array.prototype.sort is stable: files with no recorded time keep Vitest's order, after the rest.
    return [...ordered].sort((a, b) => seconds(b) - seconds(a));
  }
}
