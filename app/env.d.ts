/// <reference types="vite/client" />
/** Set by Vite at build time (`vite.config.ts`): the package version. */
declare const __APP_VERSION__: string | undefined;
