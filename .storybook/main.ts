/**
 * Storybook 10, written by hand (never `storybook init`): React + Vite, the stories under
 * `stories/` and each field kind's story in its folder (`kinds/<kind>/<Kind>.stories.tsx`), the
 * project's own vite.config.ts (merged by the builder). MSW's service worker is served from the
 * installed `msw` package (so it always matches the library's version) at `/mockServiceWorker.js`,
 * in `storybook dev` and in `storybook build` alike.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { StorybookConfig } from '@storybook/react-vite';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const WORKER_FILE = 'mockServiceWorker.js';

function mswWorker(): Plugin {
  const source = (): string => readFileSync(require.resolve(`msw/${WORKER_FILE}`), 'utf8');
  return {
    name: 'backoffice:msw-worker',
    configureServer(server) {
      server.middlewares.use(`/${WORKER_FILE}`, (_request, response) => {
        response.setHeader('content-type', 'text/javascript; charset=utf-8');
        response.setHeader('cache-control', 'no-store');
        response.end(source());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: WORKER_FILE, source: source() });
    },
  };
}

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.@(ts|tsx)', '../kinds/**/*.stories.@(ts|tsx)'],
  addons: [],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  async viteFinal(viteConfig) {
    return {
      ...viteConfig,
      plugins: [...(viteConfig.plugins ?? []), mswWorker()],
      build: { ...viteConfig.build, manifest: false, chunkSizeWarningLimit: 4000 },
    };
  },
};

export default config;
