/**
 * The history of items (issue #35, docs/history.md) on both databases: every save, status change
 * and deletion is recorded with the changed fields; a save that fails records nothing; concurrent
 * saves are recorded in the order of their versions; an earlier title comes back as a new save;
 * a deleted item comes back under its id with its contents, categories and images; whoever may
 * not edit the item reads and restores nothing, and only administrators see every change.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../server/db/client';
import { backends, startTestServer, type TestServer, publishedNews as published } from './harness';

type Json = Record<string, unknown>;

interface Change {
  path: string;
  lang?: string;
  before: unknown;
  after: unknown;
  richText?: true;
}

interface Entry {
  id: number;
  user_id: number | null;
  user_name: string | null;
  entity: string;
  item_id: number;
  version: number;
  action: string;
  lang: string | null;
  title: string | null;
  item_exists: boolean;
  changes: Change[];
}

interface Page {
  data: Entry[];
  meta: { total: number; current_page: number; last_page: number };
}

interface Item {
  version: number;
  contents: Record<string, { title: string; status: number; description?: string }>;
  theme?: { ids: number[]; primary: number | null };
  attachments?: { id: number; is_primary?: boolean }[];
}

const ENTITY = 'news';

describe.each(backends)('history on $name', (backend) => {
  let t: TestServer;
  let admin: string;
  let editor: { id: number; token: string };
  let viewer: string;
  let interest: number;
  let images: number[];

  beforeAll(async () => {
    t = await startTestServer(backend);
    admin = await t.adminToken();
    editor = await t.userWith(['news-view', 'news-create', 'news-edit', 'news-publish', 'news-delete']);
    viewer = (await t.userWith(['news-view'])).token;
    const db = t.server.database.db;
    const [child] = await rows<{ id: number }>(
      db,
      sql`insert into categories (parent_id, "order") values (5, 1) returning id`,
    );
    interest = child?.id ?? 0;
    await db.execute(sql`insert into category_contents (category_id, lang, title) values (${interest}, 'it', 'Arte')`);
    images = [];
    for (const index of [1, 2]) {
      const [row] = await rows<{ id: number }>(
        db,
        sql`insert into media (collection, storage_key, thumb_key, name, mime, bytes, width, height)
            values ('images', ${`history/img-${index}.jpg`}, ${`history/img-${index}-thumb.jpg`}, ${`foto-${index}.jpg`},
                    'image/jpeg', 10, 800, 600) returning id`,
      );
      if (row) images.push(row.id);
    }
  }, 60_000);
  afterAll(async () => t.close());

  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: Json) => {
    const response = await t.request({ method, url, token, ...(payload === undefined ? {} : { payload }) });
    return { status: response.statusCode, body: response.json() as Json };
  };
  const item = async (id: number) => (await call('GET', `${ENTITY}/${id}`, admin)).body.data as Item;
  const history = async (id: number, token = editor.token) => {
    const answer = await call('GET', `history/item?entity=${ENTITY}&id=${id}`, token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as unknown as Page;
  };
  const entryCount = async () =>
    (await rows<{ count: number }>(t.server.database.db, sql`select count(*)::int as count from item_history`))[0]
      ?.count ?? 0;
  const create = async (title: string, extra: Json = {}) => {
    const created = await call('POST', ENTITY, editor.token, { contents: { it: published(title) }, ...extra });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return (created.body.data as { id: number }).id;
  };

  it('records a creation, an update with the changed fields (rich text as text) and a change of status', async () => {
    const id = await create('Festa del mare');
    const before = await item(id);
    const updated = await call('PUT', `${ENTITY}/${id}`, editor.token, {
      version: before.version,
      contents: { it: published('Festa del mare 2026', { description: '<p>Nuovo <strong>testo</strong></p>' }) },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const statusOnly = await call('PUT', `${ENTITY}/${id}`, editor.token, {
      version: before.version + 1,
      contents: {
        it: { ...published('Festa del mare 2026', { description: '<p>Nuovo <strong>testo</strong></p>' }), status: 2 },
      },
    });
    expect(statusOnly.status, JSON.stringify(statusOnly.body)).toBe(200);

    const page = await history(id);
    expect(page.data.map((entry) => [entry.action, entry.version])).toEqual([
      ['status', before.version + 2],
      ['update', before.version + 1],
      ['create', before.version],
    ]);
    const [status, update, creation] = page.data;
    expect(creation).toMatchObject({ user_id: editor.id, entity: ENTITY, item_id: id, item_exists: true });
    expect(creation?.user_name).toMatch(/^Test user/);
    expect(status?.changes).toEqual([{ path: 'contents.it.status', lang: 'it', before: 1, after: 2 }]);
    expect(update?.lang).toBe('it');
    expect(update?.changes).toContainEqual({
      path: 'contents.it.title',
      lang: 'it',
      before: 'Festa del mare',
      after: 'Festa del mare 2026',
    });
    expect(update?.changes).toContainEqual({
      path: 'contents.it.description',
      lang: 'it',
      before: 'Descrizione di Festa del mare',
      after: 'Nuovo testo',
      richText: true,
    });
  });

  it('records nothing for a save that fails validation, nor for one refused as stale', async () => {
    const id = await create('Sagra della piadina');
    const count = await entryCount();
    const current = await item(id);
    const invalid = await call('PUT', `${ENTITY}/${id}`, editor.token, {
      version: current.version,
      contents: { it: { ...published('Sagra della piadina'), title: '' } },
    });
    expect(invalid.status).toBe(422);
    const stale = await call('PUT', `${ENTITY}/${id}`, editor.token, {
      version: current.version - 1,
      contents: { it: published('Sagra vecchia') },
    });
    expect(stale.status).toBe(409);
    expect(await entryCount()).toBe(count);
    expect((await history(id)).data).toHaveLength(1);
  });

  it('records concurrent saves, each once, in the order of their versions', async () => {
    const id = await create('Notte rosa');
    /** Saves a title, reading the version afresh after each conflict. */
    const saveTitle = async (title: string) => {
      for (;;) {
        const { version } = await item(id);
        const saved = await call('PUT', `${ENTITY}/${id}`, editor.token, {
          version,
          contents: { it: published(title) },
        });
        if (saved.status === 200) return;
        expect(saved.status, JSON.stringify(saved.body)).toBe(409);
      }
    };
    const titles = ['Notte rosa A', 'Notte rosa B', 'Notte rosa C', 'Notte rosa D'];
    await Promise.all(titles.map(saveTitle));
    const entries = (await history(id)).data.slice().reverse();
    expect(entries).toHaveLength(titles.length + 1);
    const versions = entries.map((entry) => entry.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(new Set(versions).size).toBe(versions.length);
    // Each entry's title before is the title after of the entry before it.
    for (let index = 1; index < entries.length; index += 1) {
      const title = (entry: Entry | undefined, side: 'before' | 'after') =>
        entry?.changes.find((change) => change.path === 'contents.it.title')?.[side];
      expect(title(entries[index], 'before')).toBe(title(entries[index - 1], 'after') ?? 'Notte rosa');
    }
    expect(
      new Set(entries.slice(1).map((entry) => entry.changes.find((c) => c.path === 'contents.it.title')?.after)),
    ).toEqual(new Set(titles));
  });

  it('restores an earlier title as a new save, keeping the current status', async () => {
    const id = await create('Mercatino di Natale');
    const first = await item(id);
    await call('PUT', `${ENTITY}/${id}`, editor.token, {
      version: first.version,
      contents: { it: { ...published('Mercatino delle feste'), status: 2 } },
    });
    const page = await history(id);
    const update = page.data[0];
    expect(update?.action).toBe('update');
    const restored = await call('POST', `history/${update?.id}/restore`, editor.token, { side: 'before' });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.data).toMatchObject({ id, message: 'Versione ripristinata' });
    const now = await item(id);
    expect(now.contents.it?.title).toBe('Mercatino di Natale');
    expect(now.contents.it?.status).toBe(2);
    expect(now.version).toBe(first.version + 2);
    const latest = (await history(id)).data[0];
    expect(latest).toMatchObject({ action: 'restore', version: first.version + 2 });
    expect(latest?.changes).toContainEqual({
      path: 'contents.it.title',
      lang: 'it',
      before: 'Mercatino delle feste',
      after: 'Mercatino di Natale',
    });
    // Before a creation there is nothing.
    const creation = (await history(id)).data.at(-1);
    const nothing = await call('POST', `history/${creation?.id}/restore`, editor.token, { side: 'before' });
    expect(nothing.status).toBe(422);
  });

  it('restores the empty fields of a version too', async () => {
    // Created published without a subtitle; then given one, and a new excerpt.
    const id = await create('Fiera del tartufo');
    const first = await item(id);
    const edited = await call('PUT', `${ENTITY}/${id}`, editor.token, {
      version: first.version,
      contents: {
        it: published('Fiera del tartufo', { subtitle: 'Sottotitolo nuovo', excerpt: 'Nuovo' }),
      },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const before = (await call('GET', `${ENTITY}/${id}`, admin)).body.data as Item & {
      contents: { it: { subtitle?: string; excerpt?: string } };
    };
    expect(before.contents.it.subtitle).toBe('Sottotitolo nuovo');
    const update = (await history(id)).data[0];
    const restored = await call('POST', `history/${update?.id}/restore`, editor.token, { side: 'before' });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    const now = (await call('GET', `${ENTITY}/${id}`, admin)).body.data as typeof before;
    // Emptied again: the subtitle the version had not.
    expect(now.contents.it.subtitle ?? '').toBe('');
    expect(now.contents.it.excerpt).toBe('Riassunto di Fiera del tartufo');
    const latest = (await history(id)).data[0];
    expect(latest?.changes.map((change) => change.path)).toEqual(
      expect.arrayContaining(['contents.it.subtitle', 'contents.it.excerpt']),
    );
  });

  it('keeps the current value of a field the current status may not leave empty', async () => {
    // A draft without an excerpt, then published (which needs one): the draft's version comes back
    // with the item still published, so its excerpt stays.
    const created = await call('POST', ENTITY, editor.token, {
      contents: { it: { title: 'Festa della birra', status: 2 } },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = (created.body.data as { id: number }).id;
    const first = await item(id);
    const publishing = await call('PUT', `${ENTITY}/${id}`, editor.token, {
      version: first.version,
      contents: { it: published('Festa della birra artigianale') },
    });
    expect(publishing.status, JSON.stringify(publishing.body)).toBe(200);
    const update = (await history(id)).data[0];
    const restored = await call('POST', `history/${update?.id}/restore`, editor.token, { side: 'before' });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    const now = (await call('GET', `${ENTITY}/${id}`, admin)).body.data as Item & {
      contents: { it: { title: string; status: number; excerpt?: string } };
    };
    expect(now.contents.it?.title).toBe('Festa della birra');
    expect(now.contents.it?.status).toBe(1);
    expect(now.contents.it.excerpt).toBe('Riassunto di Festa della birra artigianale');
  });

  it('restores a deleted item under its id with its contents, categories and images (administrators)', async () => {
    const id = await create('Fiera del tartufo', {
      theme: { ids: [interest], primary: interest },
      attachments: [
        { id: images[0], is_primary: true },
        { id: images[1], is_primary: false },
      ],
    });
    const english = await item(id);
    await call('PUT', `${ENTITY}/${id}`, editor.token, {
      version: english.version,
      contents: { en: { ...published('Truffle fair'), status: 2 } },
    });
    const before = await item(id);
    const removed = await call('DELETE', `${ENTITY}/${id}`, editor.token);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((await call('GET', `${ENTITY}/${id}`, admin)).status).toBe(404);

    const deletions = (await call('GET', `history?entity=${ENTITY}&item=${id}&action=delete`, admin))
      .body as unknown as Page;
    expect(deletions.data).toHaveLength(1);
    const deletion = deletions.data[0];
    expect(deletion).toMatchObject({
      action: 'delete',
      item_exists: false,
      title: 'Fiera del tartufo',
      user_id: editor.id,
    });

    // Not by an editor, nor a restore of the entry's version.
    expect((await call('POST', `history/${deletion?.id}/restore-item`, editor.token)).status).toBe(403);
    expect((await call('POST', `history/${deletion?.id}/restore`, editor.token, { side: 'before' })).status).toBe(404);

    const restored = await call('POST', `history/${deletion?.id}/restore-item`, admin);
    expect(restored.status, JSON.stringify(restored.body)).toBe(201);
    expect(restored.body.data).toMatchObject({ id, message: 'Elemento ripristinato' });
    const back = await item(id);
    expect(back.contents.it?.title).toBe('Fiera del tartufo');
    expect(back.contents.it?.description).toBe(before.contents.it?.description);
    expect(back.contents.en?.title).toBe('Truffle fair');
    expect(back.theme).toEqual({ ids: [interest], primary: interest });
    expect(back.attachments?.map((image) => [image.id, image.is_primary])).toEqual([
      [images[0], true],
      [images[1], false],
    ]);
    // Once back, it is not restored twice.
    expect((await call('POST', `history/${deletion?.id}/restore-item`, admin)).status).toBe(409);
    const latest = (await history(id)).data[0];
    expect(latest).toMatchObject({ action: 'restore', item_exists: true });
  });

  it('lets nobody without the ability read or restore, and only administrators list every change', async () => {
    const id = await create('Palio');
    const entry = (await history(id)).data[0];
    expect((await call('GET', `history/item?entity=${ENTITY}&id=${id}`, viewer)).status).toBe(403);
    expect((await call('POST', `history/${entry?.id}/restore`, viewer, { side: 'after' })).status).toBe(403);
    expect((await call('GET', 'history', editor.token)).status).toBe(403);

    const all = await call('GET', `history?user=${editor.id}&entity=${ENTITY}&limit=5`, admin);
    expect(all.status).toBe(200);
    const page = all.body as unknown as Page;
    expect(page.data.length).toBeLessThanOrEqual(5);
    expect(page.data.every((row) => row.user_id === editor.id && row.entity === ENTITY)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const dated = (await call('GET', `history?from=${today}&to=${today}&item=${id}`, admin)).body as unknown as Page;
    expect(dated.data.map((row) => row.item_id)).toContain(id);
    const future = (await call('GET', `history?from=2999-01-01&item=${id}`, admin)).body as unknown as Page;
    expect(future.meta.total).toBe(0);
    expect((await call('GET', 'history?from=2026-13-40', admin)).status).toBe(422);
  });

  it('keeps the history append-only in the database', async () => {
    const db = t.server.database.db;
    await expect(db.execute(sql`update item_history set action = 'update'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from item_history`)).rejects.toThrow();
  });
});
