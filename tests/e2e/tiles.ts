/**
 * A local map tile server for the browser tests (no outside network): `/{z}/{x}/{y}.png` answers
 * a 256 px grey tile. The back office the tests share uses it as MAP_TILE_URL; a test counts the
 * tiles its own page received (`tilesLoaded` in harness.ts).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export interface TileServer {
  /** The MAP_TILE_URL template. */
  readonly template: string;
  readonly stop: () => Promise<void>;
}

export async function startTileServer(): Promise<TileServer> {
  const tile = await sharp({
    create: { width: 256, height: 256, channels: 3, background: { r: 226, g: 232, b: 226 } },
  })
    .png()
    .toBuffer();
  const server = createServer((request, response) => {
    if (request.method === 'GET' && /^\/\d{1,2}\/\d{1,7}\/\d{1,7}\.png$/.test(request.url ?? '')) {
      response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' });
      response.end(tile);
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    template: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
