/**
 * Every story: Mantine's styles, the API answered by MSW (`stories/msw/handlers.ts`, started once
 * before the first story) and a signed-in session in local storage (the token, the administrator
 * cached far into the future, the running app version), so `<Providers>` starts signed in without
 * a `user/me` round trip. Stories wrap themselves in `<Providers>` (and a router when they need one).
 *
 * Per-story parameters:
 * - `msw: { handlers: [...] }`: answers tried before the defaults (see handlers.ts helpers);
 * - `session: false` signs out; `session: {...user}` signs in as that user (abilities, roles).
 */
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import type { Preview } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { setupWorker } from 'msw/browser';
import { configure } from 'storybook/test';
import { TOKEN_STORAGE_KEY } from '../app/api/mutator';
import { APP_VERSION } from '../app/auth/SessionProvider';
import { APP_VERSION_STORAGE_KEY, USER_STORAGE_KEY } from '../app/auth/session';
import { adminUser } from '../stories/msw/fixtures';
import { handlers } from '../stories/msw/handlers';

export interface BackOfficeStoryParameters {
  readonly msw?: { readonly handlers?: readonly HttpHandler[] };
  readonly session?: false | Readonly<Record<string, unknown>>;
}

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * How long a play function's `findBy…` and `waitFor` wait by default. Testing Library's 1 s is
 * exceeded when the browser tests share a loaded machine with the rest of CI (a list's first
 * answer and render took longer); a wait ends as soon as its condition holds, so a longer bound
 * costs nothing when the page is quick.
 */
configure({ asyncUtilTimeout: 5_000 });

const worker = setupWorker(...handlers);

function seedSession(session: BackOfficeStoryParameters['session']): void {
  localStorage.clear();
  localStorage.setItem(APP_VERSION_STORAGE_KEY, APP_VERSION);
  if (session === false) return;
  localStorage.setItem(TOKEN_STORAGE_KEY, 'storybook-token');
  localStorage.setItem(
    USER_STORAGE_KEY,
    JSON.stringify({ ...(session ?? adminUser), expire: Date.now() + ONE_YEAR_MS }),
  );
}

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
  },
  async beforeAll() {
    await worker.start({
      quiet: true,
      onUnhandledRequest: 'bypass',
      serviceWorker: { url: './mockServiceWorker.js' },
    });
  },
  beforeEach({ parameters }) {
    const { msw, session } = parameters as BackOfficeStoryParameters;
    worker.resetHandlers();
    if (msw?.handlers?.length) worker.use(...msw.handlers);
    seedSession(session);
  },
};

export default preview;
