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
    // A child that, told to, spins until it has used 200 ms of CPU by its own count, however loaded the
    // machine is: its time is counted as the server's, not this process's.
    const child = spawn(
      process.execPath,
      [
        '-e',
        `process.stdout.write('ready\\n');
         process.stdin.once('data', () => {
           const start = process.cpuUsage();
           for (;;) { const used = process.cpuUsage(start); if (used.user + used.system >= 200_000) break; }
           process.stdout.write('done\\n');
         });`,
      ],
      { stdio: ['pipe', 'pipe', 'ignore'] },
    );
    const lines: string[] = [];
    const line = (text: string) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (lines.includes(text)) resolve();
          else
            child.stdout.once('data', (chunk: Buffer) => {
              lines.push(...chunk.toString().split('\n'));
              check();
            });
        };
        check();
      });
    await line('ready');
    const roles = { server: child.pid ?? -1, bench: process.pid };
    const before = sampleCpu(roles);
    child.stdin.write('go\n');
    await line('done');
    const after = sampleCpu(roles);
    child.stdin.end();
    await new Promise((resolve) => child.once('exit', resolve));
    const split = cpuSplit(before, after, 1);
    expect(split).not.toBeNull();
    // 200 ms used, read in clock ticks (10 ms): at least 190 of them fall between the samples.
    expect(split!.server).toBeGreaterThanOrEqual(180);
    expect(split!.idle).toBeGreaterThanOrEqual(0);
  });
});
