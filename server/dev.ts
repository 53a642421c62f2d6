/**
 * `npm run dev`: the API server with reload (tsx watch) and the Vite dev server with hot reload
 * in front of it, `/api` proxied. Open http://localhost:$PORT (default 3000). With
 * DEV_GEOCODER=1 (and no GEOCODER_URL), a local fake geocoding provider (`geocode/fake.ts`) answers
 * 'calcola coordinate'.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createServer } from 'vite';
import { PROJECT_ROOT } from './config';
import { GEOCODER_KEY, startFakeGeocoder } from './geocode/fake';

const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? port + 1);
process.env.API_PROXY_TARGET = `http://127.0.0.1:${apiPort}`;

const geocoder = process.env.DEV_GEOCODER === '1' && !process.env.GEOCODER_URL ? await startFakeGeocoder() : null;
if (geocoder) console.info(`fake geocoding provider at ${geocoder.url}`);

const tsx = path.join(PROJECT_ROOT, 'node_modules', '.bin', 'tsx');
const api = spawn(tsx, ['watch', '--clear-screen=false', 'server/main.ts'], {
  stdio: 'inherit',
  cwd: PROJECT_ROOT,
  env: {
    ...process.env,
    PORT: String(apiPort),
    ...(geocoder ? { GEOCODER_URL: geocoder.url, GEOCODER_KEY } : {}),
  },
});

const vite = await createServer({
  root: PROJECT_ROOT,
  server: { port, strictPort: true, host: process.env.HOST ?? '127.0.0.1' },
});
await vite.listen();
vite.printUrls();

function stop(signal: NodeJS.Signals) {
  api.kill(signal);
  void Promise.all([vite.close(), geocoder?.stop()]).then(() => process.exit(0));
}
process.once('SIGINT', () => stop('SIGINT'));
process.once('SIGTERM', () => stop('SIGTERM'));
api.once('exit', (code) => {
  if (code !== null && code !== 0) process.exitCode = code;
  void vite.close();
});
