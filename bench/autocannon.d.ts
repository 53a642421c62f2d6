/**
 * The part of autocannon 9 (which ships no types) that the API benchmark uses: one run with a
 * callback, the `response` event (exact response times, in fractional milliseconds) and the
 * aggregated result's counters.
 */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface Options {
    readonly url: string;
    readonly connections?: number;
    /** Seconds. */
    readonly duration?: number;
    readonly pipelining?: number;
    /** Seconds before a request counts as timed out. */
    readonly timeout?: number;
    readonly method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    readonly headers?: Readonly<Record<string, string>>;
    readonly title?: string;
  }

  /** One histogram summary of the aggregated result (latency in whole milliseconds). */
  export interface Histogram {
    readonly average: number;
    readonly mean: number;
    readonly stddev: number;
    readonly min: number;
    readonly max: number;
    readonly total: number;
    readonly p50: number;
    readonly p99: number;
  }

  export interface Result {
    readonly duration: number;
    readonly errors: number;
    readonly timeouts: number;
    readonly non2xx: number;
    readonly resets: number;
    readonly mismatches: number;
    readonly '2xx': number;
    readonly statusCodeStats: Readonly<Record<string, { count: number }>>;
    readonly latency: Histogram;
    readonly requests: Histogram & { readonly sent: number };
    readonly throughput: Histogram;
  }

  export interface Instance extends EventEmitter {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void,
    ): this;
    on(event: 'reqError', listener: (error: Error) => void): this;
    stop(): void;
  }

  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
