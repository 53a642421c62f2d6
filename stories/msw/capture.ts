/**
 * Writes `stories/msw/fixtures.json`: real answers of the API server over the demo content, for
 * the MSW handlers of Storybook. Run it again after a schema or answer change:
 *
 *   npx tsx stories/msw/capture.ts
 *
 * It starts the server in memory (PGlite, the same start-up as `npm start`) and calls it through
 * Fastify's `inject`, so no port or data directory is needed.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { entityNames, registry } from '../../generated/registry';
import { readConfig } from '../../server/config';
import { startServer } from '../../server/start';
import type { Fixtures, ItemAnswer, ListAnswer, Municipality } from './types';

/** Items captured per entity (lists are captured whole). */
const ITEMS_PER_ENTITY = 3;

/** Every category main id the metas mention (pickers, filters). */
function categoryMains(value: unknown, found = new Set<number>()): Set<number> {
  if (Array.isArray(value)) for (const item of value) categoryMains(item, found);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'main' && typeof item === 'number') found.add(item);
      else categoryMains(item, found);
    }
  }
  return found;
}

async function main(): Promise<void> {
  const password = 'capture-password';
  const server = await startServer({
    config: readConfig({
      ADMIN_PASSWORD: password,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'silent',
      LIST_TOTAL_CACHE_SECONDS: '0',
    }),
    location: { memory: true },
  });
  try {
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { username: 'admin', password },
    });
    const token = (login.json() as { data: { access_token: string } }).data.access_token;
    const request = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
      const response = await server.app.inject({
        method,
        url: `/api/v1/${url}`,
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'it' },
        ...(payload === undefined ? {} : { payload }),
      });
      return { status: response.statusCode, body: response.json() as unknown };
    };
    const get = async (url: string): Promise<unknown> => {
      const answer = await request('GET', url);
      if (answer.status !== 200) throw new Error(`GET ${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body;
    };

    const fixtures: Fixtures = {
      me: await get('user/me'),
      dashboard: await get('dashboard'),
      provinces: await get('operations/province'),
      users: await get('operations/users'),
      tagsBox: await get('operations/tagsBox'),
      municipalities: [],
      categories: {},
      categoryOptions: {},
      entities: {},
      lists: {},
      items: {},
      statuses: {},
      answers: { loginFailed: null, loggedOut: null, created: null, saved: null, deleted: null, invalid: null },
    };

    const provinces = (fixtures.provinces as { data: { id: number }[] }).data;
    for (const province of provinces) {
      const answer = (await get(`operations/comuni?provincia=${province.id}`)) as { data: Municipality[] };
      fixtures.municipalities.push(...answer.data);
    }
    fixtures.municipalities.sort((a, b) => a.id - b.id);

    for (const mainId of [...categoryMains(entityNames.map((name) => registry[name].meta))].sort((a, b) => a - b)) {
      fixtures.categories[mainId] = await get(`categories?main=${mainId}`);
      fixtures.categoryOptions[mainId] = await get(`operations/categories?main=${mainId}&lang=it`);
    }

    for (const name of entityNames) {
      const { meta } = registry[name];
      fixtures.entities[name] = { path: meta.path, totalAt: meta.list.totalAt };
      const list = (await get(`${meta.path}?limit=50&orderBy=-id`)) as ListAnswer;
      fixtures.lists[name] = list;
      const items: ItemAnswer[] = [];
      for (const row of list.data.slice(0, ITEMS_PER_ENTITY))
        items.push((await get(`${meta.path}/${row.id}`)) as ItemAnswer);
      fixtures.items[name] = items;
      // Entities without statuses answer 422: they have no entry.
      const statuses = await request('GET', `operations/related_statuses?list=${name}&name=${name}&id=new`);
      if (statuses.status === 200) fixtures.statuses[name] = statuses.body;
    }

    // The answers of sign-in, writes (on a throwaway news item) and, last, logout.
    const loginFailed = await server.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'accept-language': 'it' },
      payload: { username: 'admin', password: 'wrong-password' },
    });
    const invalid = await request('POST', 'news', { contents: { it: { title: 'Bozza di prova', status: 1 } } });
    const created = await request('POST', 'news', { contents: { it: { title: 'Bozza di prova', status: 2 } } });
    const id = (created.body as { data: { id: number } }).data.id;
    const saved = await request('PUT', `news/${id}`, {
      version: 1,
      contents: { it: { title: 'Bozza di prova', status: 2 } },
    });
    const deleted = await request('DELETE', `news/${id}`);
    const loggedOut = await request('GET', 'logout');
    fixtures.answers = {
      loginFailed: loginFailed.json(),
      loggedOut: loggedOut.body,
      invalid: invalid.body,
      created: created.body,
      saved: saved.body,
      deleted: deleted.body,
    };

    const target = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures.json');
    const options = (await resolveConfig(target)) ?? {};
    writeFileSync(target, await format(JSON.stringify(fixtures), { ...options, filepath: target }));
    console.log(`wrote ${path.relative(process.cwd(), target)}`);
  } finally {
    await server.close();
  }
}

await main();
