/**
 * The data hub (issue #34, platform.md sections 3, 4, 7 and 8) on both databases, the real client
 * against the local fake hub (`server/integrations/tdh/fake.ts`): a send recorded and answered by
 * `tdh/inviato`, the hub's 'Errore' answers recorded and not retried, a 5xx retried by the job and
 * then sent, a timeout, wrong credentials (a permanent error with a clear message), an item of a
 * type the hub does not take, the hub not configured for the environment, the waiting-list flag
 * and the two lists (keywords, type, paging, total), and concurrent sends of one item and language
 * sharing one job. And (issue #48) a sent item off the waiting list and on the sent list, back on
 * the waiting list as changed once it is saved again; a version sent once per language, by bulk
 * sends one after another and at once (also through two servers on one PostgreSQL database),
 * counted at the fake hub.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../server/db/client';
import { until } from '../support/until';
import { FAKE_TDH_DEFAULTS, startFakeTdh, type FakeTdh } from '../../server/integrations/tdh/fake';
import { backends, startTestServer, type Backend, type TestServer } from './harness';

type Json = Record<string, unknown>;

/** A bulk send of destinations as the admin's 'Invio Bulk' makes it: one item after another, in Italian. */
async function bulkSend(server: TestServer, token: string, ids: readonly number[]): Promise<Json[]> {
  const answers: Json[] = [];
  for (const id of ids) {
    const answer = await server.request({ method: 'GET', url: `tdh/invia/${id}?entity=destination&lang=it`, token });
    expect(answer.statusCode, answer.body).toBe(200);
    answers.push(answer.json() as Json);
  }
  return answers;
}

describe.each(backends)('data hub on $name', (backend) => {
  let t: TestServer;
  let hub: FakeTdh;
  let admin = '';

  beforeAll(async () => {
    hub = await startFakeTdh({ slowMs: 120_000 });
    t = await startTestServer(backend, { TDH_TEST_URL: hub.url, TDH_TIMEOUT_MS: '5000' });
    admin = await t.adminToken();
    await settings({
      environment: 'test',
      test_client: FAKE_TDH_DEFAULTS.clientId,
      test_secret: FAKE_TDH_DEFAULTS.clientSecret,
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await hub.stop();
  });

  const db = () => t.server.database.db;

  async function settings(data: Json): Promise<void> {
    const response = await t.request({
      method: 'POST',
      url: 'operations/settings',
      token: admin,
      payload: { section: 'tdh', data },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  const get = async (url: string, token = admin): Promise<{ status: number; body: Json }> => {
    const response = await t.request({ method: 'GET', url, token });
    return { status: response.statusCode, body: response.json() as Json };
  };

  /** A new item of `path`, published in Italian (and English when asked). */
  const item = async (path: string, title: string, languages: readonly string[] = ['it']): Promise<number> => {
    const response = await t.request({
      method: 'POST',
      url: path,
      token: admin,
      payload: { lang: 'it', contents: { it: { title, status: 2 } } },
    });
    expect(response.statusCode, response.body).toBe(201);
    const id = (response.json() as { data: { id: number } }).data.id;
    for (const lang of languages) {
      await db().execute(
        sql`insert into ${sql.identifier(`${path}_contents`)} (item_id, lang, title, status) values (${id}, ${lang}, ${title}, 1)
            on conflict (item_id, lang) do update set status = 1`,
      );
    }
    return id;
  };

  const send = (path: string, id: number, lang = 'it') => get(`tdh/invia/${id}?entity=${path}&lang=${lang}`);
  const status = async (path: string, id: number) => (await get(`tdh/inviato/${id}?entity=${path}`)).body.data as Json;
  const jobsOf = (key: string) =>
    rows<{ id: number; status: string; attempts: number; last_error: string | null }>(
      db(),
      sql`select id, status, attempts, last_error from jobs where key = ${key} order by id`,
    );

  it('sends an item, records it, and tdh/inviato answers it', async () => {
    const id = await item('destination', 'Rimini e il mare', ['it', 'en']);
    const sent = await send('destination', id);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({ codiceEsito: '', message: 'Contenuto acquisito', job: { status: 'done' } });
    const push = hub.pushes().find((each) => each.body.externalId === `destination-${id}`);
    expect(push?.body).toMatchObject({ type: 'localita', lang: 'it', title: 'Rimini e il mare' });
    const state = await status('destination', id);
    expect(state).toMatchObject({ entity: 'destination', id, inviato: true, waitlist: false });
    expect(typeof state.date).toBe('string');
    expect(JSON.parse(String(state.response))).toEqual({ codiceEsito: '', message: 'Contenuto acquisito' });
    expect((state.languages as Json).it).toMatchObject({ inviato: true });
    expect((state.languages as Json).en).toBeUndefined();
    // The spec's form without entity works when the id is of one data-hub entity only.
    const spec = await get(`tdh/inviato/${id}`);
    expect([200, 409]).toContain(spec.status);
    // One token for every send while it lasts.
    expect((await send('destination', id, 'en')).body).toMatchObject({ codiceEsito: '' });
    expect(hub.tokensIssued()).toBe(1);
  });

  it('forgets a deleted item: its waiting-list flag and its sends', async () => {
    const id = await item('destination', 'Comacchio e le valli');
    expect((await send('destination', id)).body).toMatchObject({ codiceEsito: '' });
    expect((await get(`tdh/waitlist/${id}?entity=destination&waitlist=1`)).status).toBe(200);
    const deleted = await t.request({ method: 'DELETE', url: `destination/${id}`, token: admin });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await rows(db(), sql`select 1 from tdh_items where entity = 'destination' and item_id = ${id}`)).toEqual([]);
    expect(await rows(db(), sql`select 1 from tdh_sends where entity = 'destination' and item_id = ${id}`)).toEqual([]);
  });

  it("records the hub's 'Errore' answers as errors, without retrying", async () => {
    const coded = await item('destination', 'Scheda [errore]');
    const answer = await send('destination', coded);
    expect(answer.body).toMatchObject({ codiceEsito: 'E100', job: { status: 'dead' } });
    expect(String(answer.body.message)).toContain('Errore');
    expect(await status('destination', coded)).toMatchObject({ inviato: false });
    expect(await jobsOf(`destination:${coded}:it`)).toMatchObject([{ status: 'dead', attempts: 1 }]);

    const worded = await item('destination', 'Scheda [errore-testo]');
    const second = await send('destination', worded);
    expect(second.body).toMatchObject({ codiceEsito: '', job: { status: 'dead' } });
    expect(String(second.body.message)).toContain('Errore');
    expect(await status('destination', worded)).toMatchObject({ inviato: false });

    const refused = await item('destination', 'Scheda [rifiuta]');
    const third = await send('destination', refused);
    expect(third.body).toMatchObject({ codiceEsito: 'E422', job: { status: 'dead' } });
    expect(String(third.body.message)).toMatch(/^Errore: il Data Hub ha rifiutato l'invio \(HTTP 422\)/);
  });

  it('retries a 5xx with the backoff, then sends', async () => {
    const id = await item('place', 'Via dei Brentatori [5xx-una-volta]');
    const first = await send('place', id);
    expect(first.body).toMatchObject({ codiceEsito: 'IN_CODA', job: { status: 'queued' } });
    expect(String(first.body.message)).toContain('HTTP 503');
    expect(await status('place', id)).toMatchObject({ inviato: false });
    const [job] = await jobsOf(`place:${id}:it`);
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    // The backoff's wait, cut short.
    await db().execute(sql`update jobs set run_at = now() where id = ${job?.id ?? 0}`);
    await t.server.app.jobs.idle();
    expect(await jobsOf(`place:${id}:it`)).toMatchObject([{ status: 'done', attempts: 2 }]);
    expect(await status('place', id)).toMatchObject({ inviato: true });
    const pushed = hub.pushes().filter((each) => each.body.externalId === `place-${id}`);
    expect(pushed.map((each) => each.status)).toEqual([503, 200]);
    expect(pushed[1]?.body).toMatchObject({ type: 'interesse', title: 'Via dei Brentatori [5xx-una-volta]' });
  });

  it('ends an attempt the hub does not answer in time, to be tried again', async () => {
    const id = await item('destination', 'Ferrara [lento]');
    const answer = await send('destination', id);
    expect(answer.body).toMatchObject({ codiceEsito: 'IN_CODA', job: { status: 'queued' } });
    expect(String(answer.body.message)).toContain('non ha risposto entro 5 secondi');
    const [job] = await jobsOf(`destination:${id}:it`);
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    expect(job?.last_error).toContain('non ha risposto');
    expect(JSON.parse(String((await status('destination', id)).response))).toMatchObject({ codiceEsito: 'TIMEOUT' });
    await db().execute(sql`delete from jobs where id = ${job?.id ?? 0}`);
  });

  it('shares one job among concurrent sends of one item and language', async () => {
    const id = await item('destination', 'Parma [lento]');
    const answers = await Promise.all([1, 2, 3].map(() => send('destination', id)));
    const jobs = await jobsOf(`destination:${id}:it`);
    expect(jobs).toHaveLength(1);
    for (const answer of answers) expect(answer.body).toMatchObject({ job: { id: jobs[0]?.id } });
    expect(hub.pushes().filter((each) => each.body.externalId === `destination-${id}`)).toHaveLength(1);
    await db().execute(sql`delete from jobs where id = ${jobs[0]?.id ?? 0}`);
  });

  it('refuses items the hub does not take, unpublished languages and unknown items', async () => {
    const id = await item('destination', 'Modena');
    const news = await get(`tdh/invia/${id}?entity=news`);
    expect(news.status).toBe(422);
    expect((news.body.errors as Json).entity).toEqual(['Gli elementi di questo tipo non vanno al Data Hub']);
    expect((await send('destination', id, 'en')).status).toBe(422);
    expect((await send('destination', 999_999)).status).toBe(404);
    expect((await get(`tdh/invia/${id}?entity=destination&lang=de`)).status).toBe(422);
    const user = await t.userWith(['destination-edit']);
    expect((await get(`tdh/invia/${id}?entity=destination`, user.token)).status).toBe(403);
  });

  it('fails with a clear message on wrong credentials, and when the environment has no hub', async () => {
    const id = await item('destination', 'Piacenza');
    await settings({ environment: 'test', test_client: FAKE_TDH_DEFAULTS.clientId, test_secret: 'sbagliato' });
    try {
      const answer = await send('destination', id);
      expect(answer.body).toMatchObject({
        codiceEsito: 'HTTP_401',
        message: "Errore: il Data Hub ha rifiutato le credenziali dell'ambiente test (HTTP 401)",
        job: { status: 'dead' },
      });
      expect(await jobsOf(`destination:${id}:it`)).toMatchObject([{ status: 'dead', attempts: 1 }]);

      await settings({ environment: 'stage', stage_client: 'c', stage_secret: 's' });
      const stage = await get(`tdh/invia/${id}?entity=destination`);
      expect(stage.status).toBe(503);
      expect(stage.body.message).toBe("Data Hub non configurato per l'ambiente stage");
    } finally {
      await settings({
        environment: 'test',
        test_client: FAKE_TDH_DEFAULTS.clientId,
        test_secret: FAKE_TDH_DEFAULTS.clientSecret,
      });
    }
  });

  it('keeps the waiting-list flag and lists the waiting and sent items', async () => {
    const tag = `Lista${Date.now()}`;
    const ids = [];
    for (let index = 0; index < 3; index += 1) ids.push(await item('destination', `${tag} località ${index}`));
    const article = await item('place', `${tag} articolo`);
    for (const id of ids) {
      const flagged = await get(`tdh/waitlist/${id}?entity=destination&waitlist=1`);
      expect(flagged.body).toMatchObject({
        data: { waitlist: true, message: 'Elemento aggiunto alla lista di attesa' },
      });
    }
    await get(`tdh/waitlist/${article}?entity=place&waitlist=true`);
    expect(await status('destination', ids[0] ?? 0)).toMatchObject({ waitlist: true });

    const all = await get(`tdh/waitlist?keywords=${tag}`);
    expect(all.body).toMatchObject({ total: 4, meta: { total: 4 } });
    const paged = await get(`tdh/waitlist?keywords=${tag}&page=2&limit=3`);
    expect(paged.body.data).toHaveLength(1);
    expect(paged.body).toMatchObject({ total: 4, meta: { current_page: 2, last_page: 2 } });
    const places = await get(`tdh/waitlist?keywords=${tag}&type=localita`);
    expect(places.body.total).toBe(3);
    expect((places.body.data as Json[])[0]).toMatchObject({
      entity: 'destination',
      type: 'localita',
      tipologia: 'Destinazione',
    });
    const articles = await get(`tdh/waitlist?keywords=${tag}&type=interesse`);
    expect(articles.body.data).toMatchObject([{ id: article, entity: 'place', title: `${tag} articolo` }]);
    expect((await get(`tdh/waitlist?keywords=${tag}&type=itinerario`)).body.total).toBe(0);
    expect((await get('tdh/waitlist?type=altro')).status).toBe(422);

    const off = await get(`tdh/waitlist/${ids[0] ?? 0}?entity=destination&waitlist=0`);
    expect(off.body).toMatchObject({ data: { waitlist: false } });
    expect((await get(`tdh/waitlist?keywords=${tag}`)).body.total).toBe(3);

    await send('destination', ids[1] ?? 0);
    const sent = await get(`tdh/inviati?keywords=${tag}`);
    // Sent, it has left the waiting list.
    const waiting = await get(`tdh/waitlist?keywords=${tag}`);
    expect((waiting.body.data as Json[]).map((row) => row.id)).not.toContain(ids[1]);
    expect(waiting.body.total).toBe(2);
    expect(sent.body).toMatchObject({ total: 1, data: [{ id: ids[1], languages: ['it'], changed: false }] });
    expect(typeof (sent.body.data as Json[])[0]?.date).toBe('string');
  });

  /** Saves the item again, published in its languages with the same titles (a new version). */
  const save = async (path: string, id: number): Promise<void> => {
    const current = await t.request({ method: 'GET', url: `${path}/${id}`, token: admin });
    const { version, contents } = (
      current.json() as { data: { version: number; contents: Record<string, { title: string }> } }
    ).data;
    const published = Object.fromEntries(
      Object.entries(contents).map(([lang, { title }]) => [
        lang,
        {
          title,
          status: 1,
          excerpt: `${title}: in breve`,
          description: `<p>${title}</p>`,
          google: { title, description: title, keywords: 'data hub' },
          social: { title, description: title },
        },
      ]),
    );
    const saved = await t.request({
      method: 'PUT',
      url: `${path}/${id}`,
      token: admin,
      payload: { version, lang: 'it', contents: published },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };
  const pushesOf = (path: string, id: number, lang = 'it') =>
    hub.pushes().filter((each) => each.body.externalId === `${path}-${id}` && each.body.lang === lang);
  const waitlistRow = async (tag: string, id: number): Promise<Json | undefined> =>
    ((await get(`tdh/waitlist?keywords=${encodeURIComponent(tag)}&limit=100`)).body.data as Json[]).find(
      (row) => row.id === id,
    );
  const sentRow = async (tag: string, id: number): Promise<Json | undefined> =>
    ((await get(`tdh/inviati?keywords=${encodeURIComponent(tag)}&limit=100`)).body.data as Json[]).find(
      (row) => row.id === id,
    );

  it('takes a sent item off the waiting list, and puts it back as changed when it is saved again', async () => {
    const tag = `Versioni${Date.now()}`;
    const id = await item('destination', `${tag} Bologna`, ['it', 'en']);
    await get(`tdh/waitlist/${id}?entity=destination&waitlist=1`);
    expect(await waitlistRow(tag, id)).toMatchObject({ id, languages: [] });

    expect((await send('destination', id)).body).toMatchObject({ codiceEsito: '', message: 'Contenuto acquisito' });
    expect(await waitlistRow(tag, id)).toBeUndefined();
    expect(await sentRow(tag, id)).toMatchObject({ id, languages: ['it'], changed: false });
    expect(await status('destination', id)).toMatchObject({ inviato: true, waitlist: false, changed: false });

    // The same version again: answered as sent, not pushed a second time; the other language is pushed.
    const again = await send('destination', id);
    expect(again.body).toMatchObject({
      codiceEsito: '',
      message: "Già inviato al Data Hub in it: nessuna modifica dall'ultimo invio",
      job: { status: 'done' },
    });
    expect(pushesOf('destination', id)).toHaveLength(1);
    expect((await send('destination', id, 'en')).body).toMatchObject({ message: 'Contenuto acquisito' });
    expect(pushesOf('destination', id, 'en')).toHaveLength(1);
    expect(await waitlistRow(tag, id)).toBeUndefined();

    // Saved again: back on the waiting list, changed since its last send, and sent once more.
    await save('destination', id);
    expect(await waitlistRow(tag, id)).toMatchObject({ id, changed: true, languages: ['en', 'it'] });
    expect(await sentRow(tag, id)).toMatchObject({ id, changed: true });
    expect(await status('destination', id)).toMatchObject({ inviato: true, waitlist: true, changed: true });
    expect((await send('destination', id)).body).toMatchObject({ message: 'Contenuto acquisito' });
    expect(pushesOf('destination', id)).toHaveLength(2);
    expect(await waitlistRow(tag, id)).toBeUndefined();
    expect(await status('destination', id)).toMatchObject({ waitlist: false, changed: false });

    // An item never sent stays off the list when saved; put on it, it is not changed.
    const never = await item('destination', `${tag} Imola`);
    await save('destination', never);
    expect(await waitlistRow(tag, never)).toBeUndefined();
    await get(`tdh/waitlist/${never}?entity=destination&waitlist=1`);
    expect(await waitlistRow(tag, never)).toMatchObject({ id: never, changed: false });
  });

  it('keeps a save made while a send is in flight: the item stays on the waiting list, changed', async () => {
    const tag = `Durante${Date.now()}`;
    const id = await item('destination', `${tag} Cervia [attendi]`);
    await get(`tdh/waitlist/${id}?entity=destination&waitlist=1`);
    const sending = send('destination', id);
    await until('the push reaches the hub', () => pushesOf('destination', id).length === 1);
    // Saved after the push left with the earlier version.
    await save('destination', id);
    expect(hub.release(tag)).toBe(1);
    expect((await sending).body).toMatchObject({ codiceEsito: '', message: 'Contenuto acquisito' });
    expect(await waitlistRow(tag, id)).toMatchObject({ id, changed: true });
    expect(await status('destination', id)).toMatchObject({ inviato: true, waitlist: true, changed: true });
  });

  const bulk = (server: TestServer, ids: readonly number[]): Promise<Json[]> => bulkSend(server, admin, ids);

  it('sends each version once when bulk sends run one after another and at once', async () => {
    const tag = `Bulk${Date.now()}`;
    const ids: number[] = [];
    for (let index = 0; index < 6; index += 1) ids.push(await item('destination', `${tag} località ${index}`));
    for (const id of ids) await get(`tdh/waitlist/${id}?entity=destination&waitlist=1`);

    // One after another: the second run finds every item sent.
    const first = await bulk(t, ids);
    const second = await bulk(t, ids);
    for (const id of ids) expect(pushesOf('destination', id), `item ${id}`).toHaveLength(1);
    for (const answer of [...first, ...second]) expect(answer).toMatchObject({ codiceEsito: '' });
    for (const answer of second) expect(String(answer.message)).toMatch(/^Già inviato al Data Hub/);
    expect((await get(`tdh/waitlist?keywords=${tag}`)).body.total).toBe(0);

    // Saved again, then two bulk sends at once, in opposite orders: each new version pushed once.
    for (const id of ids) await save('destination', id);
    expect((await get(`tdh/waitlist?keywords=${tag}`)).body.total).toBe(ids.length);
    const runs = await Promise.all([bulk(t, ids), bulk(t, [...ids].reverse())]);
    for (const id of ids) expect(pushesOf('destination', id), `item ${id}`).toHaveLength(2);
    for (const answer of runs.flat()) expect(answer).toMatchObject({ codiceEsito: '' });
    expect((await get(`tdh/waitlist?keywords=${tag}`)).body.total).toBe(0);
  });
});

const postgres = backends.find((backend) => backend.name === 'postgres');

describe.skipIf(!postgres)('data hub bulk sends through two servers on one PostgreSQL database', () => {
  let a: TestServer;
  let b: TestServer;
  let hub: FakeTdh;
  let drop: () => Promise<void> = async () => undefined;
  let admin = '';

  beforeAll(async () => {
    if (!postgres) return;
    hub = await startFakeTdh();
    const created = await postgres.create();
    drop = created.drop;
    // Both servers (each with its job workers) on the one database.
    const shared: Backend = {
      name: 'postgres',
      create: async () => ({ location: created.location, drop: async () => {} }),
    };
    const env = { TDH_TEST_URL: hub.url, JOB_POLL_MS: '100' };
    a = await startTestServer(shared, env);
    b = await startTestServer(shared, env);
    admin = await a.adminToken();
    const configured = await a.request({
      method: 'POST',
      url: 'operations/settings',
      token: admin,
      payload: {
        section: 'tdh',
        data: {
          environment: 'test',
          test_client: FAKE_TDH_DEFAULTS.clientId,
          test_secret: FAKE_TDH_DEFAULTS.clientSecret,
        },
      },
    });
    expect(configured.statusCode, configured.body).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await drop();
    await hub?.stop();
  });

  it('pushes each item once when two bulk sends run at once, one through each server', async () => {
    const tag = `Due${Date.now()}`;
    const ids: number[] = [];
    for (let index = 0; index < 8; index += 1) {
      const created = await a.request({
        method: 'POST',
        url: 'destination',
        token: admin,
        payload: { lang: 'it', contents: { it: { title: `${tag} ${index}`, status: 2 } } },
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = (created.json() as { data: { id: number } }).data.id;
      await a.server.database.db.execute(sql`update destination_contents set status = 1 where item_id = ${id}`);
      const flagged = await a.request({
        method: 'GET',
        url: `tdh/waitlist/${id}?entity=destination&waitlist=1`,
        token: admin,
      });
      expect(flagged.statusCode, flagged.body).toBe(200);
      ids.push(id);
    }
    const runs = await Promise.all([bulkSend(a, admin, ids), bulkSend(b, admin, [...ids].reverse())]);
    for (const id of ids) {
      expect(
        hub.pushes().filter((push) => push.body.externalId === `destination-${id}`),
        `item ${id}`,
      ).toHaveLength(1);
    }
    for (const answer of runs.flat()) expect(answer).toMatchObject({ codiceEsito: '' });
    const waiting = await b.request({ method: 'GET', url: `tdh/waitlist?keywords=${tag}`, token: admin });
    expect((waiting.json() as Json).total).toBe(0);
    const sent = await b.request({ method: 'GET', url: `tdh/inviati?keywords=${tag}&limit=50`, token: admin });
    expect((sent.json() as Json).total).toBe(ids.length);
  });
});
