/**
 * `npm run fake:tdh`: a local data hub (`server/integrations/tdh/fake.ts`) on
 * `FAKE_TDH_PORT` (default 4010), taking the client `FAKE_TDH_CLIENT` and secret
 * `FAKE_TDH_SECRET` (defaults tdh-client and tdh-secret). Point the server at it with
 * `TDH_TEST_URL=http://127.0.0.1:4010` and enter the client and secret in 'Impostazioni avanzate'
 * (docs/integrations.md). Every push is printed.
 */
import { FAKE_TDH_DEFAULTS, startFakeTdh } from '../server/integrations/tdh/fake';

const port = Number(process.env.FAKE_TDH_PORT ?? 4010);
const clientId = process.env.FAKE_TDH_CLIENT ?? FAKE_TDH_DEFAULTS.clientId;
const clientSecret = process.env.FAKE_TDH_SECRET ?? FAKE_TDH_DEFAULTS.clientSecret;
const hub = await startFakeTdh({ port, clientId, clientSecret });
console.info(`fake data hub at ${hub.url} (client ${clientId}); stop with Ctrl+C`);
let seen = 0;
const timer = setInterval(() => {
  for (const push of hub.pushes().slice(seen)) {
    console.info(`push ${String(push.body.externalId)} (${String(push.body.lang)}): HTTP ${push.status}`);
  }
  seen = hub.pushes().length;
}, 500);
const stop = () => {
  clearInterval(timer);
  void hub.stop().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
