/**
 * `bench:api`'s CPU split (`bench/cpu.ts`): per request, by role, from `/proc`.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { cpuSplit, sampleCpu, type CpuSample } from '../../bench/cpu';

const sample = (values: Partial<CpuSample>): CpuSample => ({
  busyMs: 0,
  idleMs: 0,
  serverMs: 0,
  benchMs: 0,
  postgresMs: new Map(),
  ...values,
});

describe('the CPU split of a benchmark run', () => {
  it('divides each role by the requests, counts backends by pid and leaves the rest to "other"', () => {
    // Backend 1 works on, 2 exits (not counted), 3 starts and its time is all the run's.
    const before = sample({
      busyMs: 1_000,
      idleMs: 500,
      serverMs: 100,
      benchMs: 50,
      postgresMs: new Map([
        [1, 200],
        [2, 5_000],
      ]),
    });
    const after = sample({
      busyMs: 3_000,
      idleMs: 1_000,
      serverMs: 800,
      benchMs: 150,
      postgresMs: new Map([
        [1, 1_000],
        [3, 400],
      ]),
    });
    expect(cpuSplit(before, after, 1_000)).toEqual({
      server: 0.7,
      postgres: 1.2,
      bench: 0.1,
      other: 0,
      idle: 0.2,
    });
    expect(cpuSplit(before, after, 0)).toBeNull();
    expect(cpuSplit(null, after, 10)).toBeNull();
  });

  it.runIf(os.platform() === 'linux')("reads a busy process's CPU time from /proc", async () => {
    // A child spinning for 300 ms: its time is counted as the server's, not this process's.
    const child = spawn(process.execPath, ['-e', 'const end = Date.now() + 300; while (Date.now() < end);'], {
      stdio: 'ignore',
    });
    const roles = { server: child.pid ?? -1, bench: process.pid };
    const before = sampleCpu(roles);
    await new Promise((resolve) => setTimeout(resolve, 250));
    const after = sampleCpu(roles);
    await new Promise((resolve) => child.once('exit', resolve));
    const split = cpuSplit(before, after, 1);
    expect(split).not.toBeNull();
    expect(split!.server).toBeGreaterThan(50);
    expect(split!.idle).toBeGreaterThanOrEqual(0);
    expect(split!.idle).toBeLessThanOrEqual(1);
  });
});
