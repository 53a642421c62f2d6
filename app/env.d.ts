/** Set by Vite at build time (`vite.config.ts`): the package version and build time. */
declare const __APP_VERSION__: string | undefined;
