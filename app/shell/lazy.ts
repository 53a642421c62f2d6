/**
 * The modules the app loads after sign-in, one loader each: the signed-in frame (with its
 * providers) and the table of the signed-in screens. `App` loads them on demand; the login page
 * fetches them once idle (`prefetchSignedIn`), so the first screen after sign-in needs no
 * round trip for them. The browser caches each module, so calling a loader again costs nothing.
 */
export const loadSignedInFrame = () => import('./SignedInFrame');
export const loadSignedInRoutes = () => import('./routes');

/** Fetches the signed-in modules when the browser is idle (at once where idle callbacks are missing). */
export function prefetchSignedIn(): () => void {
  const load = (): void => {
    // A failed prefetch is retried by the navigation that needs the module.
    loadSignedInFrame().catch(() => undefined);
    loadSignedInRoutes().catch(() => undefined);
  };
  if (typeof globalThis.requestIdleCallback === 'function') {
    const id = globalThis.requestIdleCallback(load, { timeout: 3000 });
    return () => globalThis.cancelIdleCallback(id);
  }
  const id = globalThis.setTimeout(load, 200);
  return () => globalThis.clearTimeout(id);
}
