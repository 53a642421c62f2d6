/**
 * Polling for an outcome that another process or connection brings about (a notification heard,
 * a lock taken over, a listener closed). The bound only ends a hang: it is no speed check, so it
 * is generous, and what a test asserts is the outcome.
 */

export interface UntilOptions {
  /** Past this, the wait fails (default 30 s). */
  readonly hangMs?: number;
  /** Between two checks (default 20 ms: an in-process poll must leave the event loop room to hear). */
  readonly pollMs?: number;
}

/**
 * Checks `check` until it holds; throws past the hang bound. Answers the milliseconds it took and
 * whether the first check already held (a figure for the log, never for an assertion).
 */
export async function until(
  what: string,
  check: () => Promise<boolean> | boolean,
  options: UntilOptions = {},
): Promise<{ ms: number; first: boolean }> {
  const hangMs = options.hangMs ?? 30_000;
  const started = performance.now();
  for (let attempt = 1; ; attempt += 1) {
    if (await check()) return { ms: Math.round(performance.now() - started), first: attempt === 1 };
    if (performance.now() - started > hangMs) throw new Error(`not within ${hangMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 20));
  }
}
