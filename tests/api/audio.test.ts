/**
 * The articles' audio (issue #34; content.md sections 2 and 7, `GET entities/audio/{id}`) on both
 * databases, with the real speech engine of this machine (eSpeak NG and LAME, which `.ci/run`
 * installs): an article's audio made in Italian and in English (an MP3 file, by its header bytes,
 * recorded as a media item of collection `audio` linked to the article, served as `audio/mpeg`,
 * never in the gallery's search), a new generation replacing the earlier audio and its file,
 * `action=status` queueing nothing, the refusals (a missing article, a user who may not edit it, a
 * type without audio, a language it is not written in, an id of two entities without `entity`),
 * and a generation that survives a restart: a server stopped while its job runs (a speech engine
 * that waits for its signal), a new one on the same database and data directory ends the job.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIO_COLLECTION, AUDIO_JOB } from '../../core/audio';
import { rows, type DatabaseLocation } from '../../server/db/client';
import type { SpeechEngine } from '../../server/integrations/speech/engine';
import { startServer, type StartedServer } from '../../server/start';
import { ADMIN_PASSWORD, backends, startTestServer, testConfig, type TestServer } from './harness';

type Json = Record<string, unknown>;

interface AudioAnswer {
  readonly entity: string;
  readonly id: number;
  readonly lang: string;
  readonly state: string;
  readonly progress: number | null;
  readonly job: number | null;
  readonly message: string;
  readonly audio: { media_id: number; url: string; mime: string; bytes: number; truncated: boolean } | null;
}

/** An article with a title, a short description, a rich text and two paragraphs in Italian and English. */
const ARTICLE = {
  lang: 'it',
  contents: {
    it: {
      title: 'Le spiagge della Riviera',
      excerpt: 'Un giro tra le spiagge più belle.',
      description: '<p>La <strong>Riviera</strong> ha sabbia fine &amp; acqua bassa.</p><script>alert(1)</script>',
      status: 2,
    },
    en: {
      title: 'The beaches of the Riviera',
      excerpt: 'A tour of the finest beaches.',
      description: '<p>The <em>Riviera</em> has fine sand.</p>',
      status: 2,
    },
  },
  paragrafi: [
    { title: { it: 'Il mare', en: 'The sea' }, description: { it: '<p>Acqua calma.</p>', en: '<p>Calm water.</p>' } },
    { title: { it: 'La sera', en: 'The evening' }, description: { it: '<p>Tramonti.</p>', en: '<p>Sunsets.</p>' } },
  ],
};

/** Whether the file starts as an MP3 does: an ID3 tag, or an MPEG audio frame's sync bits. */
async function isMp3(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(3);
    await handle.read(head, 0, 3, 0);
    return head.toString('latin1') === 'ID3' || (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0);
  } finally {
    await handle.close();
  }
}

describe.each(backends)('article audio on $name', (backend) => {
  let t: TestServer;
  let admin = '';

  beforeAll(async () => {
    t = await startTestServer(backend);
    admin = await t.adminToken();
  }, 60_000);
  afterAll(async () => t.close());

  const db = () => t.server.database.db;

  const audio = async (url: string, token = admin): Promise<{ status: number; body: Json }> => {
    const response = await t.request({ method: 'GET', url: `entities/audio/${url}`, token });
    return { status: response.statusCode, body: response.json() as Json };
  };
  const answer = (body: Json): AudioAnswer => body.data as AudioAnswer;

  const article = async (path: string, body: Json = ARTICLE): Promise<number> => {
    const response = await t.request({ method: 'POST', url: path, token: admin, payload: body });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { data: { id: number } }).data.id;
  };

  /** Generates and waits for the job: the answer of `action=status` then. */
  const generated = async (id: number, lang: string): Promise<AudioAnswer> => {
    const queued = await audio(`${id}?entity=blog&lang=${lang}`);
    expect(queued.status, JSON.stringify(queued.body)).toBe(200);
    expect(['queued', 'running', 'done']).toContain(answer(queued.body).state);
    await t.server.app.jobs.idle();
    const after = await audio(`${id}?entity=blog&lang=${lang}&action=status`);
    expect(after.status).toBe(200);
    return answer(after.body);
  };

  const fileOf = (url: string) => path.join(t.dataDir, 'uploads', ...url.replace(/^\/uploads\//, '').split('/'));

  it('makes an MP3 of the article in Italian and in English, linked to it as a media item of its own', async () => {
    const id = await article('blog');
    for (const lang of ['it', 'en']) {
      const done = await generated(id, lang);
      expect(done, JSON.stringify(done)).toMatchObject({
        entity: 'blog',
        id,
        lang,
        state: 'done',
        message: 'Audio creato con successo',
        audio: { mime: 'audio/mpeg', truncated: false },
      });
      const file = fileOf(done.audio?.url ?? '');
      expect(existsSync(file)).toBe(true);
      expect(await isMp3(file)).toBe(true);
      const [link] = await rows<{ media_id: number; collection: string; mime: string; bytes: number }>(
        db(),
        sql`select a.media_id, m.collection, m.mime, m.bytes from item_audio a join media m on m.id = a.media_id
             where a.entity = 'blog' and a.item_id = ${id} and a.lang = ${lang}`,
      );
      expect(link).toMatchObject({ media_id: done.audio?.media_id, collection: AUDIO_COLLECTION, mime: 'audio/mpeg' });
      expect(link?.bytes).toBeGreaterThan(1000);
      // Served as audio a browser plays, inline.
      const served = await t.request({ method: 'GET', url: done.audio?.url ?? '' });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('audio/mpeg');
      expect(served.headers['content-disposition']).toBeUndefined();
    }
    // The English text was read, not the Italian one: two different files.
    const [it, en] = await rows<{ media_id: number }>(
      db(),
      sql`select media_id from item_audio where entity = 'blog' and item_id = ${id} order by lang desc`,
    );
    expect(it?.media_id).not.toBe(en?.media_id);
    // The job is in the jobs table, done, with what it made.
    const [job] = await rows<{ status: string; result: Json }>(
      db(),
      sql`select status, result from jobs where kind = ${AUDIO_JOB} and key = ${`blog:${id}:it`} order by id desc limit 1`,
    );
    expect(job).toMatchObject({ status: 'done', result: { media_id: it?.media_id } });
    // The gallery and the image pickers show images only.
    const search = await t.request({ method: 'POST', url: 'media/search', token: admin, payload: { page: 1 } });
    expect(search.statusCode).toBe(200);
    const shown = (search.json() as { data: { id: number }[] }).data.map((item) => item.id);
    expect(shown).not.toContain(it?.media_id);
  }, 120_000);

  it('replaces the earlier audio, its media item and its file, with a new generation', async () => {
    const id = await article('blog');
    const first = await generated(id, 'it');
    const firstFile = fileOf(first.audio?.url ?? '');
    expect(existsSync(firstFile)).toBe(true);
    const second = await generated(id, 'it');
    expect(second.state).toBe('done');
    expect(second.audio?.media_id).not.toBe(first.audio?.media_id);
    expect(existsSync(fileOf(second.audio?.url ?? ''))).toBe(true);
    expect(existsSync(firstFile)).toBe(false);
    const left = await rows<{ id: number }>(db(), sql`select id from media where id = ${first.audio?.media_id ?? 0}`);
    expect(left).toEqual([]);
  }, 120_000);

  it("forgets a deleted article's audio: its link and its media item", async () => {
    const id = await article('blog');
    const made = await generated(id, 'it');
    expect(made.state).toBe('done');
    const deleted = await t.request({ method: 'DELETE', url: `blog/${id}`, token: admin });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await rows(db(), sql`select 1 from item_audio where entity = 'blog' and item_id = ${id}`)).toEqual([]);
    expect(await rows(db(), sql`select 1 from media where id = ${made.audio?.media_id ?? 0}`)).toEqual([]);
  }, 120_000);

  it('answers where a generation is without queueing one (action=status)', async () => {
    const id = await article('blog');
    const none = await audio(`${id}?entity=blog&lang=de&action=status`);
    expect(none.status).toBe(200);
    expect(answer(none.body)).toMatchObject({
      state: 'none',
      job: null,
      audio: null,
      message: 'Audio non ancora creato',
    });
    const [count] = await rows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from jobs where kind = ${AUDIO_JOB} and key like ${`blog:${id}:%`}`,
    );
    expect(count?.n).toBe(0);
  });

  it('refuses a missing article, a user who may not edit it, a type without audio and a language not written', async () => {
    const id = await article('blog');
    expect((await audio(`999999?entity=blog&lang=it`)).status).toBe(404);
    expect((await audio(`999999?lang=it`)).status).toBe(404);
    const missing = await audio(`999999?entity=blog&lang=it`);
    expect(missing.body.message).toBe('Elemento non trovato');

    const viewer = await t.userWith(['blog-view']);
    const refused = await audio(`${id}?entity=blog&lang=it`, viewer.token);
    expect(refused.status).toBe(403);
    expect(typeof refused.body.message).toBe('string');
    // Nor does a user who may edit none of the articles learn which ids exist.
    expect((await audio(`999999?entity=blog&lang=it`, viewer.token)).status).toBe(403);
    const editor = await t.userWith(['blog-view', 'blog-edit']);
    expect((await audio(`${id}?entity=blog&lang=it&action=status`, editor.token)).status).toBe(200);
    // An observatory editor may not make a blog article's audio.
    const observer = await t.userWith(['osservatorio-view', 'osservatorio-edit']);
    expect((await audio(`${id}?entity=blog&lang=it`, observer.token)).status).toBe(403);

    const other = await audio(`${id}?entity=news&lang=it`);
    expect(other.status).toBe(422);
    expect(other.body.message).toBe("Gli elementi di questo tipo non hanno l'audio");

    // Not written in German: nothing to read.
    const german = await audio(`${id}?entity=blog&lang=de`);
    expect(german.status).toBe(422);
    expect(german.body.message).toBe("L'elemento non è scritto in tedesco");
    expect((await audio(`${id}?entity=blog&lang=fr`)).status).toBe(422);
  });

  it('gives two articles of different types different ids, and finds an article by its id alone', async () => {
    const blogId = await article('blog');
    const observatoryId = await article('newsim');
    expect(observatoryId).not.toBe(blogId);
    expect((await audio(`${observatoryId}?lang=it&action=status`)).status).toBe(200);
    expect((await audio(`${blogId}?lang=it&action=status`)).status).toBe(200);
  });

  it('still needs entity should an id be of both article types (only a sequence set back can make one)', async () => {
    const blogId = await article('blog');
    await db().execute(sql`select setval('item_ids', ${blogId - 1})`);
    const observatoryId = await article('newsim');
    expect(observatoryId).toBe(blogId);
    const both = await audio(`${blogId}?lang=it&action=status`);
    expect(both.status).toBe(409);
    expect(both.body.message).toBe(`L'id ${blogId} è di più tipi (blog, osservatorio): indicare entity`);
    expect((await audio(`${blogId}?entity=osservatorio&lang=it&action=status`)).status).toBe(200);
  });
});

/** A speech engine that starts and then waits for its signal: a generation under way for ever. */
function waitingEngine(): SpeechEngine & { readonly started: Promise<void> } {
  let started: () => void = () => undefined;
  const startedPromise = new Promise<void>((resolve) => {
    started = resolve;
  });
  return {
    name: 'waiting',
    format: { mime: 'audio/mpeg', extension: 'mp3' },
    started: startedPromise,
    available: async () => true,
    synthesize: ({ signal }) =>
      new Promise((_resolve, reject) => {
        started();
        signal.addEventListener('abort', () => reject(new Error('stopped')), { once: true });
      }),
  };
}

describe.each(backends)('article audio across a restart on $name', (backend) => {
  let created: Awaited<ReturnType<(typeof backend)['create']>> | null = null;
  let dataDir = '';
  const servers: StartedServer[] = [];

  afterAll(async () => {
    for (const server of servers) await server.close().catch(() => undefined);
    await created?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const call = async (server: StartedServer, method: 'GET' | 'POST', url: string, payload?: Json) => {
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { username: 'admin', password: ADMIN_PASSWORD },
    });
    const token = (login.json() as { data: { access_token: string } }).data.access_token;
    const response = await server.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload }),
    });
    return { status: response.statusCode, body: response.json() as Json };
  };

  it('ends a generation that a server stopped in the middle of, once a new server starts', async () => {
    created = await backend.create();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'er-test-audio-'));
    const config = testConfig({ DATA_DIR: dataDir, JOB_POLL_MS: '200' });
    const engine = waitingEngine();
    const first = await startServer({ config, location: created.location, speech: engine });
    servers.push(first);
    const saved = await call(first, 'POST', 'blog', ARTICLE);
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const id = (saved.body.data as { id: number }).id;
    const queued = await call(first, 'GET', `entities/audio/${id}?entity=blog&lang=it`);
    expect(queued.status, JSON.stringify(queued.body)).toBe(200);
    const jobId = (queued.body.data as AudioAnswer).job;
    // The generation has started: the job runs, with the first server's lease.
    await engine.started;
    const running = await call(first, 'GET', `entities/audio/${id}?entity=blog&lang=it&action=status`);
    expect((running.body.data as AudioAnswer).state).toBe('running');

    // The first server stops mid-job: its worker gives the attempt back before the database closes.
    await first.app.close();
    const [given] = await rows<{ status: string; locked_by: string | null }>(
      first.database.db,
      sql`select status, locked_by from jobs where id = ${jobId}`,
    );
    expect(given).toEqual({ status: 'queued', locked_by: null });
    // A memory database lives as long as its server: the next one starts from its snapshot.
    const location: DatabaseLocation =
      'memory' in created.location && first.database.snapshot
        ? { memory: true, from: await first.database.snapshot() }
        : created.location;
    await first.database.close();
    servers.pop();

    // A new server on the same database and data directory, with the real engine, ends the job.
    const second = await startServer({ config, location });
    servers.push(second);
    await second.app.jobs.idle();
    const done = await call(second, 'GET', `entities/audio/${id}?entity=blog&lang=it&action=status`);
    const result = done.body.data as AudioAnswer;
    expect(result, JSON.stringify(result)).toMatchObject({
      state: 'done',
      job: jobId,
      message: 'Audio creato con successo',
    });
    const file = path.join(dataDir, 'uploads', ...(result.audio?.url ?? '').replace(/^\/uploads\//, '').split('/'));
    expect(await isMp3(file)).toBe(true);
    const [job] = await rows<{ status: string; attempts: number }>(
      second.database.db,
      sql`select status, attempts from jobs where id = ${jobId}`,
    );
    expect(job).toEqual({ status: 'done', attempts: 2 });
  }, 180_000);
});
