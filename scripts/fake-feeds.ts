/**
 * `npm run fake:feeds`: local experiences and trekking feeds (`server/integrations/feeds/fake.ts`)
 * on `FAKE_FEEDS_PORT` (default 4020), with sample entries (one malformed each). Point the server
 * at them with `MAKEXP_FEED_URL=http://127.0.0.1:4020/makexp` and
 * `TREKKSOFT_FEED_URL=http://127.0.0.1:4020/trekksoft` (docs/integrations.md). Every request is printed.
 */
import { FEED_NAMES } from '../core/feeds';
import { startFakeFeeds } from '../server/integrations/feeds/fake';

const port = Number(process.env.FAKE_FEEDS_PORT ?? 4020);
const feeds = await startFakeFeeds({ port });
console.info(`fake feeds at ${feeds.urlOf('makexp')} and ${feeds.urlOf('trekksoft')}; stop with Ctrl+C`);
const seen = { makexp: 0, trekksoft: 0 };
const timer = setInterval(() => {
  for (const feed of FEED_NAMES) {
    if (feeds.requests(feed) !== seen[feed]) console.info(`${feed}: ${feeds.requests(feed)} requests`);
    seen[feed] = feeds.requests(feed);
  }
}, 500);
const stop = () => {
  clearInterval(timer);
  void feeds.stop().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
