/**
 * The IPC messages between the benchmark (parent) and the server process it starts
 * (`bench/server.ts`): the server says it is ready, then answers commands one by one.
 */
import type { CpuSplit } from './cpu';
import type { Measurement } from './stats';

/** Query-string parameters of a list call, as the server receives them. */
export type ListQuery = Readonly<Record<string, string>>;

export type Command =
  | {
      readonly id: number;
      readonly type: 'raw';
      /** The entity listed (its name in the registry). */
      readonly entity: string;
      readonly query: ListQuery;
      readonly connections: number;
      readonly warmupSeconds: number;
      readonly seconds: number;
    }
  | { readonly id: number; readonly type: 'explain'; readonly entity: string; readonly query: ListQuery }
  | { readonly id: number; readonly type: 'memory' }
  | {
      readonly id: number;
      readonly type: 'replay';
      /** Answers by path and query: each the body the real server gave, sent as it is. */
      readonly bodies: Readonly<Record<string, string>>;
    }
  | { readonly id: number; readonly type: 'stop' };

export interface RawOutcome {
  readonly measurement: Measurement;
  /** Rows of the page and the total, from the first execution (checked against the HTTP answer). */
  readonly rows: number;
  readonly total: number;
  /** Where the CPU time of the measured part went (Linux): `server` is the driver's process. */
  readonly cpu: CpuSplit | null;
}

export interface MemoryReport {
  /** Current resident set size, bytes. */
  readonly rss: number;
  /** Largest RSS the process sampled itself (every 50 ms since it started), bytes. */
  readonly sampledPeakRss: number;
}

export type Reply =
  | { readonly id: number; readonly type: 'raw'; readonly outcome: RawOutcome }
  | { readonly id: number; readonly type: 'explain'; readonly plans: { page: string[]; total: string[] } }
  | { readonly id: number; readonly type: 'memory'; readonly memory: MemoryReport }
  | { readonly id: number; readonly type: 'replay'; readonly port: number }
  | { readonly id: number; readonly type: 'stop' }
  | { readonly id: number; readonly type: 'error'; readonly message: string };

export type ServerMessage =
  | { readonly type: 'ready'; readonly port: number; readonly poolSize: number }
  | { readonly type: 'failed'; readonly message: string }
  | Reply;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A message of the other side, checked for the fields the receiver dispatches on. */
export function isServerMessage(value: unknown): value is ServerMessage {
  return isObject(value) && typeof value.type === 'string';
}

export function isCommand(value: unknown): value is Command {
  return isObject(value) && typeof value.type === 'string' && typeof value.id === 'number';
}
