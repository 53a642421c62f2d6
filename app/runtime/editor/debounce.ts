/**
 * The save button's debounce: calls within the window collapse into one run at its end
 * (spec: saving is debounced 300 ms, so a double click sends one request).
 */
export interface Debounced {
  /** Schedules a run `ms` from now, replacing a pending one. */
  readonly call: () => void;
  /** Drops a pending run (the editor unmounts). */
  readonly cancel: () => void;
  readonly pending: () => boolean;
}

export interface Timers {
  readonly setTimeout: (run: () => void, ms: number) => unknown;
  readonly clearTimeout: (handle: unknown) => void;
}

const globalTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

export function debounce(ms: number, run: () => void, timers: Timers = globalTimers): Debounced {
  let handle: unknown = null;
  const cancel = (): void => {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
  };
  return {
    call: () => {
      cancel();
      handle = timers.setTimeout(() => {
        handle = null;
        run();
      }, ms);
    },
    cancel,
    pending: () => handle !== null,
  };
}
