/**
 * The spec's calls as the spec writes them (issue #33): one row per row of platform.md section 7
 * and per call of content.md section 7, sent with the spec's own parameter and body shapes (query
 * strings where it says query, its field names), each answer checked for the shape the spec gives.
 * The public site and the editors' habits depend on these forms; where we chose a form of our own
 * the spec's must keep working, and this table is where that is checked, on both databases.
 *
 * The data hub's `tdh/...` calls are sent in the spec's form, without the `entity` we added (the
 * item's id is of one data-hub entity only), to the local fake hub.
 *
 * The open-data and trekking feeds (`operations/makexp`, `xpstatus`, `trekksoft`) read what the
 * local fake feeds gave the imports queued at the start.
 *
 * `entities/audio/{id}` is sent in the spec's form too, without `entity` and `lang` (the article's
 * id is of one entity with audio only; Italian by default): it queues the article's audio, made
 * by this machine's speech engine.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../server/db/client';
import { startFakeFeeds, type FakeFeeds } from '../../server/integrations/feeds/fake';
import { FAKE_TDH_DEFAULTS, startFakeTdh, type FakeTdh } from '../../server/integrations/tdh/fake';
import { ADMIN_PASSWORD, backends, startTestServer, type TestServer } from './harness';

type Json = Record<string, unknown>;

interface Context {
  readonly userId: number;
  readonly roleId: number;
  readonly deskId: number;
  readonly comuneId: number;
  readonly newsId: number;
  readonly tagId: number;
  readonly interestId: number;
  readonly menuId: number;
  /** A published place whose id no other data-hub entity has. */
  readonly placeId: number;
  /** An imported experience and trekking activity. */
  readonly experienceId: number;
  readonly trekkingId: number;
  /** A blog article whose id no other entity with audio has. */
  readonly articleId: number;
  readonly redirectId: () => number;
  /** An item as `GET {url}` answers it (`data`): the spec's saves send the item they loaded. */
  readonly loaded: (url: string) => Promise<Json>;
}

interface Row {
  /** The spec's row, as it writes it. */
  readonly spec: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly url: (context: Context) => string;
  readonly body?: (context: Context) => Json | Promise<Json>;
  readonly status: number;
  /** The answer's shape as the spec gives it. */
  readonly shape: (body: Json, context: Context) => void;
}

const isList = (value: unknown): value is unknown[] => Array.isArray(value);
const data = (body: Json): Json => body.data as Json;
/** `data[]` and `meta.total`, the spec's list answer. */
const dataAndMetaTotal = (body: Json) => {
  expect(isList(body.data)).toBe(true);
  expect(typeof (body.meta as Json | undefined)?.total).toBe('number');
};
/** `data[]` and `total` at the top level (tags, place types, places, desks). */
const dataAndTotal = (body: Json) => {
  expect(isList(body.data)).toBe(true);
  expect(typeof body.total).toBe('number');
};
const dataList = (body: Json) => expect(isList(body.data)).toBe(true);
const message = (body: Json) => expect(typeof data(body).message).toBe('string');

const NEW_USER = {
  company: '',
  first_name: 'Chiara',
  last_name: 'Spec',
  username: 'chiara_spec',
  password: 'password-della-spec',
  password_confirmation: 'password-della-spec',
  email: 'chiara.spec@example.org',
  role: 'editor',
  active: 1,
  redazione: null,
  destination: [],
};

/** content.md section 7, "Lists (GET)": `data[]` and `meta.total`, but where the total is at the top. */
const LISTS = [
  'news',
  'iat',
  'interessi',
  'itinerary',
  'viaemilia',
  'webcam',
  'opendata',
  'download',
  'page',
  'dicono',
  'blog',
  'newsim',
  'esperienze',
  'soggiorno',
  'operatori',
  'proposte-soggiorno',
  'licence',
  'place',
  'eat',
  'destination',
  'guide',
  'rent',
  'sportwellness',
  'station',
  'stay',
];

const ROWS: readonly Row[] = [
  // platform.md section 7
  {
    spec: 'POST login',
    method: 'POST',
    url: () => 'login',
    body: () => ({ username: 'admin', password: ADMIN_PASSWORD }),
    status: 200,
    shape: (body) => expect(typeof data(body).access_token).toBe('string'),
  },
  {
    spec: 'GET user/me',
    method: 'GET',
    url: () => 'user/me',
    status: 200,
    shape: (body) => expect(data(body).username).toBe('admin'),
  },
  {
    spec: 'GET user (page, limit, orderBy)',
    method: 'GET',
    url: () => 'user?page=1&limit=5&orderBy=-id',
    status: 200,
    shape: dataAndMetaTotal,
  },
  {
    spec: 'GET user/{id}',
    method: 'GET',
    url: (c) => `user/${c.userId}`,
    status: 200,
    shape: (body, c) => expect(data(body).id).toBe(c.userId),
  },
  {
    spec: 'PUT user/{id} (the same body)',
    method: 'PUT',
    url: (c) => `user/${c.userId}`,
    body: () => ({ ...NEW_USER, last_name: 'Conforme' }),
    status: 200,
    shape: message,
  },
  {
    spec: 'POST user/update_password_utente (query id, send, password)',
    method: 'POST',
    url: (c) => `user/update_password_utente?id=${c.userId}&send=0&password=nuova-password-spec`,
    status: 200,
    shape: message,
  },
  {
    spec: 'POST user/search (query keywords)',
    method: 'POST',
    url: () => 'user/search?keywords=chiara',
    status: 200,
    shape: dataList,
  },
  {
    spec: 'POST user/change_status (query id)',
    method: 'POST',
    url: (c) => `user/change_status?id=${c.userId}`,
    status: 200,
    shape: (body) => expect([0, 1]).toContain(data(body).active),
  },
  {
    spec: 'GET user/roles',
    method: 'GET',
    url: () => 'user/roles',
    status: 200,
    shape: (body) =>
      expect(((body.data as Json[])[0] ?? {}) as Json).toEqual(
        expect.objectContaining({ id: expect.any(Number), name: expect.any(String), title: expect.any(String) }),
      ),
  },
  {
    spec: 'GET user/roles/{id}',
    method: 'GET',
    url: (c) => `user/roles/${c.roleId}`,
    status: 200,
    shape: (body, c) => expect(data(body).id).toBe(c.roleId),
  },
  {
    spec: 'GET user/roles/abilities',
    method: 'GET',
    url: () => 'user/roles/abilities',
    status: 200,
    shape: (body) => expect(typeof data(body).permission).toBe('object'),
  },
  {
    spec: 'GET user/roles/{id}/abilities',
    method: 'GET',
    url: (c) => `user/roles/${c.roleId}/abilities`,
    status: 200,
    shape: (body) => expect(typeof data(body).permission).toBe('object'),
  },
  {
    spec: 'POST users/roles/search (query keywords)',
    method: 'POST',
    url: () => 'users/roles/search?keywords=edit',
    status: 200,
    shape: dataList,
  },
  {
    spec: 'GET user/redazioni (orderBy, page, limit)',
    method: 'GET',
    url: () => 'user/redazioni?orderBy=-id&page=1&limit=5',
    status: 200,
    shape: dataAndTotal,
  },
  {
    spec: 'GET operations/redazioni',
    method: 'GET',
    url: () => 'operations/redazioni',
    status: 200,
    shape: (body) => expect((body.data as Json[]).every((desk) => 'id' in desk && 'nome' in desk)).toBe(true),
  },
  {
    spec: 'GET operations/comuni (name plus provincia)',
    method: 'GET',
    url: () => 'operations/comuni?name=Bolo&provincia=37',
    status: 200,
    shape: dataList,
  },
  {
    spec: 'GET operations/comuni (id)',
    method: 'GET',
    url: (c) => `operations/comuni?id=${c.comuneId}`,
    status: 200,
    shape: dataList,
  },
  {
    spec: 'POST operations/redazione/{deskId}/comune/{comuneId}',
    method: 'POST',
    url: (c) => `operations/redazione/${c.deskId}/comune/${c.comuneId}`,
    status: 200,
    shape: message,
  },
  {
    spec: 'DELETE operations/redazione/{deskId}/comune/{comuneId}',
    method: 'DELETE',
    url: (c) => `operations/redazione/${c.deskId}/comune/${c.comuneId}`,
    status: 200,
    shape: message,
  },
  {
    spec: 'GET dashboard',
    method: 'GET',
    url: () => 'dashboard',
    status: 200,
    shape: (body) => expect(typeof data(body)).toBe('object'),
  },
  {
    spec: "GET operations/related_statuses (list, name, id 'new')",
    method: 'GET',
    url: () => 'operations/related_statuses?list=news&name=news&id=new',
    status: 200,
    shape: (body) => expect(typeof data(body)).toBe('object'),
  },
  {
    spec: 'GET event (keywords, comune, stato, orderBy, page, limit)',
    method: 'GET',
    url: (c) => `event?keywords=&comune=${c.comuneId}&stato=1&orderBy=-id&page=1&limit=5`,
    status: 200,
    shape: dataAndMetaTotal,
  },
  {
    spec: 'GET categories?main={id}',
    method: 'GET',
    url: () => 'categories?main=1',
    status: 200,
    shape: (body) => expect(isList(data(body).children)).toBe(true),
  },
  { spec: 'GET entities', method: 'GET', url: () => 'entities', status: 200, shape: dataList },
  {
    spec: 'GET entities/list (q, page, lang, entity_type, excludes[], limit, preview=1)',
    method: 'GET',
    url: (c) => `entities/list?q=a&page=1&lang=it&entity_type=news&excludes[]=news-${c.newsId}&limit=5&preview=1`,
    status: 200,
    shape: (body) => expect(isList(body.results)).toBe(true),
  },
  {
    spec: 'GET entities/from-indices (indices[], lang)',
    method: 'GET',
    url: (c) => `entities/from-indices?indices[]=news-${c.newsId}&lang=it`,
    status: 200,
    shape: (body, c) => expect((body.results as Json[]).map((row) => row.id)).toEqual([c.newsId]),
  },
  {
    spec: 'POST media/search (limit, page, query)',
    method: 'POST',
    url: () => 'media/search',
    body: () => ({ limit: 30, page: 1, query: '' }),
    status: 200,
    shape: (body) => {
      dataList(body);
      expect(typeof (body.meta as Json).last_page).toBe('number');
    },
  },
  {
    spec: 'GET media (images=1, page, limit=20, searchText)',
    method: 'GET',
    url: () => 'media?images=1&page=1&limit=20&searchText=',
    status: 200,
    shape: (body) => {
      expect(body.status).toBe(200);
      dataList(body);
      expect(body.meta).toEqual(expect.objectContaining({ current_page: 1, last_page: expect.any(Number) }));
    },
  },
  {
    spec: 'GET licence: data[] with per-language contents',
    method: 'GET',
    url: () => 'licence',
    status: 200,
    shape: (body) => {
      dataAndMetaTotal(body);
      for (const row of body.data as Json[]) expect(typeof row.contents).toBe('object');
    },
  },
  {
    spec: 'GET operations/categories?main=9&lang=',
    method: 'GET',
    url: () => 'operations/categories?main=9&lang=it',
    status: 200,
    shape: dataList,
  },
  {
    spec: 'GET operations/error404 (page, limit, orderBy, backend=true, keywords)',
    method: 'GET',
    url: () => 'operations/error404?page=1&limit=5&orderBy=-id&backend=true&keywords=',
    status: 200,
    shape: dataAndMetaTotal,
  },
  {
    spec: 'POST operations/error404/rotta (row fields as query)',
    method: 'POST',
    url: () =>
      `operations/error404/rotta?old_url=${encodeURIComponent('/it/vecchia-spec')}&new_url=${encodeURIComponent('/it/nuova-spec')}&code=301`,
    status: 200,
    shape: (body) => expect(typeof data(body).id).toBe('number'),
  },
  {
    spec: 'DELETE operations/error404/rotta (query id)',
    method: 'DELETE',
    url: (c) => `operations/error404/rotta?id=${c.redirectId()}`,
    status: 200,
    shape: message,
  },
  // content.md section 7
  ...LISTS.map((path): Row => ({
    spec: `GET ${path} (keywords, stato, orderBy, page, limit)`,
    method: 'GET',
    url: () => `${path}?keywords=&stato=2&orderBy=-id&page=1&limit=5`,
    status: 200,
    shape: dataAndMetaTotal,
  })),
  {
    spec: 'GET templates (orderBy=+id)',
    method: 'GET',
    url: () => 'templates?orderBy=+id',
    status: 200,
    shape: dataAndMetaTotal,
  },
  // content.md section 7, "Categories and menus": index, save (new or id, body parent_id and
  // contents), remove by id, update_order (a map of id to order); "Menu item": id, parent_id,
  // target, order, contents per language (title, subtitle, link), cover, children.
  {
    spec: 'GET menu: items with contents per language, cover and children',
    method: 'GET',
    url: () => 'menu',
    status: 200,
    shape: (body, c) => {
      dataList(body);
      const item = (body.data as Json[]).find((node) => node.id === c.menuId);
      expect(item).toEqual(
        expect.objectContaining({
          parent_id: null,
          target: '_self',
          order: expect.any(Number),
          contents: { it: { title: 'Voce della spec', subtitle: null, link: '/it' } },
          cover: null,
          children: [],
        }),
      );
    },
  },
  {
    spec: 'POST menu (body parent_id and contents)',
    method: 'POST',
    url: () => 'menu',
    body: (c) => ({
      parent_id: c.menuId,
      contents: {
        it: { title: 'Sottovoce', subtitle: 'Della spec', link: '/it/sotto' },
        en: { title: 'Sub-item', subtitle: null, link: '/en/sub' },
      },
    }),
    status: 201,
    shape: (body) => {
      expect(typeof data(body).id).toBe('number');
      message(body);
    },
  },
  {
    spec: 'PUT menu/{id} (body parent_id and contents)',
    method: 'PUT',
    url: (c) => `menu/${c.menuId}`,
    body: () => ({
      parent_id: null,
      contents: {
        it: { title: 'Voce della spec', subtitle: null, link: '/it' },
        de: { title: 'Eintrag', subtitle: 'Der Spezifikation', link: '/de' },
      },
    }),
    status: 200,
    shape: message,
  },
  {
    spec: 'POST menu/update_order (map id to order)',
    method: 'POST',
    url: () => 'menu/update_order',
    body: (c) => ({ [String(c.menuId)]: 0 }),
    status: 200,
    shape: message,
  },
  {
    spec: 'DELETE menu/{id}',
    method: 'DELETE',
    url: (c) => `menu/${c.menuId}`,
    status: 200,
    shape: message,
  },
  { spec: 'GET attachments', method: 'GET', url: () => 'attachments', status: 200, shape: dataAndMetaTotal },
  {
    spec: 'GET tipologia-luoghi (destinazione, provincia, comune): total at the top',
    method: 'GET',
    url: (c) => `tipologia-luoghi?destinazione=-1&provincia=37&comune=${c.comuneId}`,
    status: 200,
    shape: dataAndTotal,
  },
  {
    spec: 'GET luoghi (code): total at the top',
    method: 'GET',
    url: () => 'luoghi?code=1',
    status: 200,
    shape: dataAndTotal,
  },
  {
    spec: 'GET operations/tags (page, limit): rows id, name, count',
    method: 'GET',
    url: () => 'operations/tags?page=1&limit=5',
    status: 200,
    shape: (body) => {
      dataAndTotal(body);
      expect((body.data as Json[]).every((row) => 'id' in row && 'name' in row && 'count' in row)).toBe(true);
    },
  },
  {
    spec: 'GET interessi/{id} (query id)',
    method: 'GET',
    url: (c) => `interessi/${c.interestId}?id=${c.interestId}`,
    status: 200,
    shape: (body, c) => expect(data(body).id).toBe(c.interestId),
  },
  {
    spec: 'POST set-luogo/{id}/{title} (id -1 is new)',
    method: 'POST',
    url: () => `set-luogo/-1/${encodeURIComponent('Borghi della spec')}`,
    status: 201,
    shape: (body) => {
      expect(body.status).toBe(201);
      message(body);
    },
  },
  {
    spec: 'PUT operations/tags/{id} (the tag with lang, query name)',
    method: 'PUT',
    url: (c) => `operations/tags/${c.tagId}?name=mare`,
    body: async (c) => ({ ...(await c.loaded(`operations/tags/${c.tagId}`)), name: 'mare', lang: 'it' }),
    status: 200,
    shape: message,
  },
  {
    spec: 'POST operations/tags/{id} (the same save)',
    method: 'POST',
    url: (c) => `operations/tags/${c.tagId}?name=mare-blu`,
    body: async (c) => ({ ...(await c.loaded(`operations/tags/${c.tagId}`)), name: 'mare-blu', lang: 'it' }),
    status: 200,
    shape: message,
  },
  {
    spec: 'GET operations/tags/{id}',
    method: 'GET',
    url: (c) => `operations/tags/${c.tagId}`,
    status: 200,
    shape: (body) => expect(data(body).name).toBe('mare-blu'),
  },
  {
    spec: 'GET operations/tagsBox (lang, s)',
    method: 'GET',
    url: () => 'operations/tagsBox?lang=it&s=mare',
    status: 200,
    shape: dataList,
  },
  { spec: 'GET operations/users', method: 'GET', url: () => 'operations/users', status: 200, shape: dataList },
  { spec: 'GET operations/province', method: 'GET', url: () => 'operations/province', status: 200, shape: dataList },
  {
    spec: 'POST destination/search (keywords)',
    method: 'POST',
    url: () => 'destination/search?keywords=riviera',
    status: 200,
    shape: dataList,
  },
  {
    spec: 'POST iat/search (keywords; data.data)',
    method: 'POST',
    url: () => 'iat/search',
    body: () => ({ keywords: 'bologna' }),
    status: 200,
    shape: dataList,
  },
  {
    spec: 'GET operatori/combo',
    method: 'GET',
    url: () => 'operatori/combo?keywords=ag',
    status: 200,
    shape: dataList,
  },
  {
    spec: 'GET operations/settings (section: home)',
    method: 'GET',
    url: () => 'operations/settings?section=home',
    status: 200,
    shape: (body) => expect(typeof data(body)).toBe('object'),
  },
  {
    spec: 'GET operations/settings (footer,app,tdh,instagram_home)',
    method: 'GET',
    url: () => 'operations/settings?section=footer,app,tdh,instagram_home',
    status: 200,
    shape: (body) => expect(Object.keys(data(body)).sort()).toEqual(['app', 'footer', 'instagram_home', 'tdh']),
  },
  {
    spec: 'POST operations/settings (section and data)',
    method: 'POST',
    url: () => 'operations/settings',
    body: () => ({ section: 'footer', data: { it: {} } }),
    status: 200,
    shape: message,
  },
  // platform.md section 7, the data hub (issue #34)
  {
    spec: 'GET tdh/waitlist/{id} (query waitlist)',
    method: 'GET',
    url: (c) => `tdh/waitlist/${c.placeId}?waitlist=1`,
    status: 200,
    shape: message,
  },
  {
    spec: 'GET tdh/invia/{id} (query lang; answer codiceEsito and message)',
    method: 'GET',
    url: (c) => `tdh/invia/${c.placeId}?lang=it`,
    status: 200,
    shape: (body) => {
      expect(body.codiceEsito).toBe('');
      expect(typeof body.message).toBe('string');
    },
  },
  {
    spec: 'GET tdh/inviato/{id}',
    method: 'GET',
    url: (c) => `tdh/inviato/${c.placeId}`,
    status: 200,
    // Sent, the item has left the waiting list (issue #48).
    shape: (body) =>
      expect(data(body)).toMatchObject({ inviato: true, waitlist: false, changed: false, date: expect.any(String) }),
  },
  ...[
    { path: 'tdh/inviati', total: 1 },
    { path: 'tdh/waitlist', total: 0 },
  ].map(({ path, total }): Row => ({
    spec: `GET ${path} (keywords, type, page, limit; total and data)`,
    method: 'GET',
    url: () => `${path}?keywords=&type=&page=1&limit=10`,
    status: 200,
    shape: (body) => {
      dataAndTotal(body);
      expect(body.total).toBe(total);
    },
  })),
  // content.md section 7, "Lookups": the articles' audio (issue #34)
  {
    spec: 'GET entities/audio/{id} (audio generation)',
    method: 'GET',
    url: (c) => `entities/audio/${c.articleId}`,
    status: 200,
    shape: (body, c) =>
      expect(data(body)).toMatchObject({
        entity: 'blog',
        id: c.articleId,
        lang: 'it',
        state: expect.stringMatching(/^(queued|running|done)$/),
        job: expect.any(Number),
        message: expect.any(String),
      }),
  },
  // content.md section 7, "Open data and trekking"
  {
    spec: 'GET operations/makexp (keywords, provincia, comune, orderBy, page, limit; data.items, data.items_count)',
    method: 'GET',
    url: (c) => `operations/makexp?keywords=&provincia=37&comune=${c.comuneId}&orderBy=-id&page=1&limit=10`,
    status: 200,
    shape: (body) => {
      expect(isList(data(body).items)).toBe(true);
      expect(data(body).items_count).toBe(1);
      expect((data(body).items as Json[])[0]).toMatchObject({ title: expect.any(String), status: 'none' });
    },
  },
  {
    spec: 'POST operations/xpstatus (id, status)',
    method: 'POST',
    url: () => 'operations/xpstatus',
    body: (c) => ({ id: c.experienceId, status: 'interested' }),
    status: 200,
    shape: message,
  },
  {
    spec: 'GET operations/trekksoft (same filters; total, data)',
    method: 'GET',
    url: (c) => `operations/trekksoft?keywords=&provincia=37&comune=${c.comuneId}&orderBy=-id&page=1&limit=10`,
    status: 200,
    shape: (body) => {
      dataAndTotal(body);
      expect(body.total).toBe(1);
    },
  },
  {
    spec: 'Trekking activity list: delete selected',
    method: 'DELETE',
    url: (c) => `operations/trekksoft/${c.trekkingId}`,
    status: 200,
    shape: message,
  },
  { spec: 'GET iat/export/', method: 'GET', url: () => 'iat/export/', status: 200, shape: () => undefined },
  {
    spec: 'DELETE {entity}/{id1,id2,...}',
    method: 'DELETE',
    url: (c) => `news/${c.newsId}`,
    status: 200,
    shape: message,
  },
];

describe.each(backends)("the spec's calls in the spec's shapes on $name", (backend) => {
  let t: TestServer;
  let admin = '';
  let context: Context;
  let redirectId = 0;
  let hub: FakeTdh;
  let feeds: FakeFeeds;

  beforeAll(async () => {
    hub = await startFakeTdh();
    feeds = await startFakeFeeds();
    t = await startTestServer(backend, {
      TDH_TEST_URL: hub.url,
      MAKEXP_FEED_URL: feeds.urlOf('makexp'),
      TREKKSOFT_FEED_URL: feeds.urlOf('trekksoft'),
    });
    admin = await t.adminToken();
    // The feeds' imports queued at the start.
    await t.server.app.jobs.idle();
    const [experience] = await rows<{ id: number }>(
      t.server.database.db,
      sql`select id from feed_experiences where external_id = 'xp-1'`,
    );
    const [activity] = await rows<{ id: number }>(
      t.server.database.db,
      sql`select id from feed_trekking where trekksoft_id = '1001'`,
    );
    const call = async (method: Row['method'], url: string, payload?: Json) => {
      const response = await t.request({ method, url, token: admin, ...(payload === undefined ? {} : { payload }) });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
      return data(response.json() as Json);
    };
    const userId = Number((await call('POST', 'user', NEW_USER)).id);
    const roleId = Number(
      (await call('POST', 'user/roles', { title: 'Ruolo della spec', abilities: ['news-view'] })).id,
    );
    const deskId = Number((await call('POST', 'user/redazioni/new', { nome: 'Redazione della spec', lang: 'it' })).id);
    const [bologna] = await rows<{ id: number }>(
      t.server.database.db,
      sql`select id from municipalities where istat = '037006'`,
    );
    const newsId = Number(
      (await call('POST', 'news', { contents: { it: { title: 'Una news della spec', status: 2 } } })).id,
    );
    const tagId = Number((await call('POST', 'operations/tags', { name: 'mare', lang: 'it' })).id);
    const interestId = Number(
      (await call('POST', 'interessi', { contents: { it: { title: 'Un interesse della spec', status: 2 } } })).id,
    );
    const menuId = Number(
      (await call('POST', 'menu', { parent_id: null, contents: { it: { title: 'Voce della spec', link: '/it' } } })).id,
    );
    await call('POST', 'operations/settings', {
      section: 'tdh',
      data: {
        environment: 'test',
        test_client: FAKE_TDH_DEFAULTS.clientId,
        test_secret: FAKE_TDH_DEFAULTS.clientSecret,
      },
    });
    // A place published in Italian (ids are unique across types: the id alone names it).
    const placeId = Number(
      (await call('POST', 'place', { lang: 'it', contents: { it: { title: 'Un luogo della spec', status: 2 } } })).id,
    );
    await t.server.database.db.execute(sql`update place_contents set status = 1 where item_id = ${placeId}`);
    const articleId = Number(
      (
        await call('POST', 'blog', {
          lang: 'it',
          contents: { it: { title: 'Un articolo della spec', status: 2 } },
          paragrafi: [{ title: { it: 'Un paragrafo' }, description: { it: '<p>Il suo testo.</p>' } }],
        })
      ).id,
    );
    context = {
      menuId,
      placeId,
      experienceId: experience?.id ?? 0,
      trekkingId: activity?.id ?? 0,
      articleId,
      userId,
      roleId,
      deskId,
      comuneId: bologna?.id ?? 0,
      newsId,
      tagId,
      interestId,
      redirectId: () => redirectId,
      loaded: async (url) => data((await t.request({ method: 'GET', url, token: admin })).json() as Json),
    };
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await hub.stop();
    await feeds.stop();
  });

  it.each(ROWS.map((row) => [row.spec, row] as const))('%s', async (_spec, row) => {
    const payload = await row.body?.(context);
    const response = await t.request({
      method: row.method,
      url: row.url(context),
      token: admin,
      ...(payload === undefined ? {} : { payload }),
    });
    expect(response.statusCode, response.body.slice(0, 500)).toBe(row.status);
    if ((response.headers['content-type'] ?? '').toString().startsWith('application/json')) {
      const body = response.json() as Json;
      row.shape(body, context);
      if (row.spec.startsWith('POST operations/error404/rotta')) redirectId = Number(data(body).id);
    }
  });
});
