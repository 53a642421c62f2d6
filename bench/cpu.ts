/**
 * Where the CPU time of a measured run goes, on Linux: per request, the milliseconds spent by the
 * server process (for the raw SQL: the process running the driver), by PostgreSQL's processes on
 * this machine, by the benchmark process (the load generator), by everything else (kernel
 * threads, other programs), and the share of the CPUs left idle. Read from `/proc`; elsewhere, or
 * when `/proc` cannot be read, there is no split.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

/** The processes whose CPU time is told apart. */
export interface CpuRoles {
  /** The server's process (or the one running the raw SQL driver); several: their sum (the two-process run). */
  readonly server: number | readonly number[];
  /** The benchmark's process, where the load generator runs. */
  readonly bench: number;
}

export interface CpuSample {
  /** CPU time of the whole machine, ms, busy and idle (idle and I/O wait). */
  readonly busyMs: number;
  readonly idleMs: number;
  readonly serverMs: number;
  readonly benchMs: number;
  /**
   * Each process named `postgres` (PostgreSQL's backends and workers) by pid, ms: a run counts
   * the growth of those it saw before and all the time of those started since (backends come and
   * go with the pools, so the sum over the processes alive at each sample would not do).
   */
  readonly postgresMs: ReadonlyMap<number, number>;
}

/** CPU milliseconds per request by role, and the CPUs' idle share (0 to 1) over a run. */
export interface CpuSplit {
  readonly server: number;
  readonly postgres: number;
  readonly bench: number;
  readonly other: number;
  readonly idle: number;
}

let ticksPerSecond: number | null = null;

/** The kernel's clock ticks per second of `/proc/<pid>/stat` (USER_HZ, 100 on Linux's usual builds). */
function clockTicks(): number {
  if (ticksPerSecond === null) {
    let ticks = 100;
    try {
      const answer = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
      if (Number.isInteger(answer) && answer > 0) ticks = answer;
    } catch {
      // No getconf: keep the usual 100.
    }
    ticksPerSecond = ticks;
  }
  return ticksPerSecond;
}

/** A process's name and user plus system CPU time in clock ticks, or null once it is gone. */
function processTicks(pid: string): { name: string; ticks: number } | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // `pid (name) state ...`: the name may hold spaces and parentheses, so split at the last `) `.
  const close = text.lastIndexOf(') ');
  if (close < 0) return null;
  const fields = text.slice(close + 2).split(' ');
  // utime and stime are the 14th and 15th fields, the 12th and 13th after the state.
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Number.isFinite(ticks) ? { name: text.slice(text.indexOf('(') + 1, close), ticks } : null;
}

/** The CPU times now, or null where `/proc` is not readable. */
export function sampleCpu(roles: CpuRoles): CpuSample | null {
  if (os.platform() !== 'linux') return null;
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  const msPerTick = 1000 / clockTicks();
  const servers = new Set(typeof roles.server === 'number' ? [roles.server] : roles.server);
  let serverTicks = 0;
  let benchTicks = 0;
  const postgresMs = new Map<number, number>();
  for (const entry of entries) {
    if (!/^\d{1,10}$/.test(entry)) continue;
    const found = processTicks(entry);
    if (!found) continue;
    const pid = Number(entry);
    if (servers.has(pid)) serverTicks += found.ticks;
    else if (pid === roles.bench) benchTicks += found.ticks;
    else if (found.name === 'postgres') postgresMs.set(pid, found.ticks * msPerTick);
  }
  // The first line of /proc/stat: user nice system idle iowait irq softirq steal, in ticks.
  let machine: number[];
  try {
    machine = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1, 9).map(Number);
  } catch {
    return null;
  }
  if (machine.length < 8 || machine.some((value) => !Number.isFinite(value))) return null;
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = machine;
  const busyMs = (user + nice + system + irq + softirq + steal) * msPerTick;
  const idleMs = (idle + iowait) * msPerTick;
  return {
    busyMs,
    idleMs,
    serverMs: serverTicks * msPerTick,
    benchMs: benchTicks * msPerTick,
    postgresMs,
  };
}

/** All the CPU milliseconds of a request, every role's. */
export function cpuPerRequest(split: CpuSplit): number {
  return split.server + split.postgres + split.bench + split.other;
}

/** The split of a run of `requests` requests between two samples; null without both or requests. */
export function cpuSplit(before: CpuSample | null, after: CpuSample | null, requests: number): CpuSplit | null {
  if (!before || !after || requests <= 0) return null;
  const per = (value: number): number => Math.max(0, value) / requests;
  const busy = after.busyMs - before.busyMs;
  const idle = after.idleMs - before.idleMs;
  const server = after.serverMs - before.serverMs;
  const bench = after.benchMs - before.benchMs;
  let postgres = 0;
  for (const [pid, spent] of after.postgresMs) postgres += spent - (before.postgresMs.get(pid) ?? 0);
  return {
    server: per(server),
    postgres: per(postgres),
    bench: per(bench),
    other: per(busy - server - bench - postgres),
    idle: busy + idle > 0 ? Math.max(0, idle) / (busy + idle) : 0,
  };
}
