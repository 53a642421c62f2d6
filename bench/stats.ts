/**
 * Figures of one measured run, computed the same way for the HTTP server (response times from
 * autocannon) and for the raw SQL baseline (times taken around the statements), so the ratios
 * compare like with like: exact percentiles over every completed request, in milliseconds.
 */

export interface Measurement {
  /** Requests completed in the measured window. */
  readonly count: number;
  readonly seconds: number;
  readonly p50: number;
  readonly p90: number;
  readonly p99: number;
  readonly max: number;
  readonly rps: number;
}

/** Nearest-rank percentile of ascending `sorted` values (0 when there are none). */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? 0;
}

export function summarise(latencies: readonly number[], seconds: number): Measurement {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    count: sorted.length,
    seconds,
    p50: percentile(sorted, 0.5),
    p90: percentile(sorted, 0.9),
    p99: percentile(sorted, 0.99),
    max: sorted[sorted.length - 1] ?? 0,
    rps: seconds > 0 ? sorted.length / seconds : 0,
  };
}

/**
 * A closed loop of `workers` concurrent workers, each running `request` again as soon as the last
 * one finished, until `seconds` have passed; requests started before the end are waited for and
 * counted. Errors stop the run.
 */
export async function closedLoop(workers: number, seconds: number, request: () => Promise<void>): Promise<Measurement> {
  const latencies: number[] = [];
  const start = performance.now();
  const end = start + seconds * 1000;
  const worker = async (): Promise<void> => {
    while (performance.now() < end) {
      const began = performance.now();
      await request();
      latencies.push(performance.now() - began);
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
  return summarise(latencies, (performance.now() - start) / 1000);
}

export function ms(value: number): string {
  return value < 10 ? value.toFixed(2) : value.toFixed(1);
}

export function ratio(value: number): string {
  return Number.isFinite(value) ? value.toFixed(2) : 'n/a';
}
