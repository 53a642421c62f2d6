/**
 * Previews and reviewer links (issue #35, docs/preview.md) on both databases: a link made by whoever
 * may edit the item answers, to anyone holding its secret and without a session, the item's
 * current content in the link's language (a revision draft's, not the published text); altered
 * secrets, secrets for another item or language, expired and revoked links and items gone are
 * refused; a user who may not edit the item makes, lists and revokes no link; a language the item
 * has no content in has no link; deleting an item revokes its links (restored, they stay so); one
 * client's reads are bounded.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_READ_LIMIT } from '#core/preview';
import { rows } from '../../server/db/client';
import { PREVIEW_KEY_STATE, previewKey, signPreview, verifyPreview } from '../../server/preview/secrets';
import { NO_SECRET_KEYS } from '../../server/settings/cipher';
import { backends, startTestServer, type TestServer, publishableNews as publishable } from './harness';

type Json = Record<string, unknown>;

interface Created {
  link: { id: number; entity: string; item_id: number; lang: string; expires_at: string; revoked_at: string | null };
  secret: string;
  url: string | null;
}

interface Preview {
  entity: string;
  id: number;
  lang: string;
  version: number;
  secret_version: number;
  item: Json & { contents: Record<string, { title: string; status: number }> };
}

const ENTITY = 'news';

describe.each(backends)('previews on $name', (backend) => {
  let t: TestServer;
  let publisher: string;
  let editor: string;
  let viewer: string;

  beforeAll(async () => {
    t = await startTestServer(backend);
    publisher = (await t.userWith(['news-view', 'news-create', 'news-edit', 'news-publish'])).token;
    editor = (await t.userWith(['news-view', 'news-create', 'news-edit'])).token;
    viewer = (await t.userWith(['news-view'])).token;
  }, 60_000);
  afterAll(async () => t.close());

  const db = () => t.server.database.db;

  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string | null, payload?: Json) => {
    const response = await t.request({ method, url, token, ...(payload === undefined ? {} : { payload }) });
    return { status: response.statusCode, body: response.json() as Json };
  };

  /** A published item, and a revision draft of it by the editor: their ids. */
  async function revisedItem(title: string, slug: string): Promise<{ liveId: number; revisionId: number }> {
    const created = await call('POST', ENTITY, publisher, { contents: { it: publishable(title, slug) } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const liveId = (created.body.data as { id: number }).id;
    const live = (await call('GET', `${ENTITY}/${liveId}`, editor)).body.data as { version: number };
    const revised = await call('PUT', `${ENTITY}/${liveId}`, editor, {
      version: live.version,
      contents: { it: { ...publishable(`${title} (bozza)`, slug), status: 5 } },
    });
    expect(revised.status, JSON.stringify(revised.body)).toBe(200);
    return { liveId, revisionId: (revised.body.data as { id: number }).id };
  }

  async function draftItem(title: string): Promise<number> {
    const created = await call('POST', ENTITY, publisher, { contents: { it: { title, status: 2 } } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return (created.body.data as { id: number }).id;
  }

  async function link(id: number, lang = 'it', token = editor): Promise<Created> {
    const answer = await call('POST', 'preview/links', token, { entity: ENTITY, id, lang });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data as Created;
  }

  const preview = (secret: string) => call('GET', `preview?secret=${encodeURIComponent(secret)}`, null);

  const signingKey = () => previewKey(db(), NO_SECRET_KEYS);

  it("answers a revision draft's content to whoever holds the secret, without a session", async () => {
    const { liveId, revisionId } = await revisedItem('Festa del mare', 'festa-del-mare');
    const created = await link(revisionId);
    expect(created.link).toMatchObject({ entity: ENTITY, item_id: revisionId, lang: 'it', revoked_at: null });
    expect(created.url).toBe(
      `https://portal.test/preview?slug=festa-del-mare&secret=${encodeURIComponent(created.secret)}&lang=it`,
    );

    const answer = await preview(created.secret);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const data = answer.body.data as Preview;
    expect(data).toMatchObject({ entity: ENTITY, id: revisionId, lang: 'it' });
    expect(data.item).toMatchObject({ id: revisionId, draft: 1, original_id: liveId });
    expect(data.item.contents.it?.title).toBe('Festa del mare (bozza)');
    // Nothing of what a reader may do, and no other language.
    expect(Object.keys(data.item.contents)).toEqual(['it']);
    expect(data.item).not.toHaveProperty('canSave');
    expect(data.item).not.toHaveProperty('nextStatuses');

    // The published text stays the live item's.
    const live = (await call('GET', `${ENTITY}/${liveId}`, publisher)).body.data as Preview['item'];
    expect(live.contents.it?.title).toBe('Festa del mare');
  });

  it('answers the current content of an item saved since the link was made, and says so', async () => {
    const id = await draftItem('Sagra della piadina');
    const created = await link(id);
    const before = (await preview(created.secret)).body.data as Preview;
    expect(before.item.contents.it?.title).toBe('Sagra della piadina');
    expect(before.secret_version).toBe(before.version);

    const saved = await call('PUT', `${ENTITY}/${id}`, publisher, {
      version: before.version,
      contents: { it: { title: 'Sagra della piadina romagnola', status: 2 } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = (await preview(created.secret)).body.data as Preview;
    expect(after.item.contents.it?.title).toBe('Sagra della piadina romagnola');
    expect(after.version).toBeGreaterThan(after.secret_version);
  });

  it('refuses altered secrets and secrets for another item or language', async () => {
    const id = await draftItem('Notte celeste');
    const other = await draftItem('Notte bianca');
    const created = await link(id);
    const [version = '', body = '', signature = ''] = created.secret.split('.');

    // One character of the signature changed.
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    const tampered = await preview(`${version}.${body}.${flipped}`);
    expect(tampered).toMatchObject({ status: 403, body: { message: 'Anteprima non valida' } });

    // The claims changed to name another item, the signature kept.
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Json;
    const moved = Buffer.from(JSON.stringify({ ...claims, i: other })).toString('base64url');
    expect((await preview(`${version}.${moved}.${signature}`)).status).toBe(403);

    // Signed by the server's key, but naming another item or language than its link.
    const key = await signingKey();
    const own = verifyPreview(key, created.secret);
    expect(own).toMatchObject({ link: created.link.id, entity: ENTITY, id, lang: 'it' });
    if (!own) return;
    for (const forged of [signPreview(key, { ...own, id: other }), signPreview(key, { ...own, lang: 'en' })]) {
      expect(await preview(forged)).toMatchObject({ status: 403, body: { message: 'Anteprima non valida' } });
    }

    // Not a secret at all, or not within its bounds.
    expect((await preview('p1.abc')).status).toBe(403);
    expect((await preview('<script>')).status).toBe(422);
    expect((await preview('a'.repeat(2000))).status).toBe(422);
    expect((await call('GET', 'preview', null)).status).toBe(422);

    // The genuine secret still answers.
    expect((await preview(created.secret)).status).toBe(200);
  });

  it('refuses expired and revoked links, and answers 404 for an item gone', async () => {
    const id = await draftItem('Festival del cinema');
    const expired = await link(id);
    await db().execute(
      sql`update preview_links set expires_at = now() - interval '1 minute' where id = ${expired.link.id}`,
    );
    expect(await preview(expired.secret)).toMatchObject({ status: 403, body: { message: 'Anteprima scaduta' } });

    // A secret whose own expiry is past, on a link still valid.
    const live = await link(id);
    const key = await signingKey();
    const claims = verifyPreview(key, live.secret);
    expect(claims).not.toBeNull();
    if (!claims) return;
    const past = signPreview(key, { ...claims, expires: Math.floor(Date.now() / 1000) - 60 });
    expect(await preview(past)).toMatchObject({ status: 403, body: { message: 'Anteprima scaduta' } });

    const revoked = await call('DELETE', `preview/links/${live.link.id}`, editor);
    expect(revoked).toMatchObject({ status: 200, body: { data: { message: 'Link di anteprima revocato' } } });
    expect(await preview(live.secret)).toMatchObject({ status: 403, body: { message: 'Anteprima revocata' } });
    // Revoking twice is no error.
    expect((await call('DELETE', `preview/links/${live.link.id}`, editor)).status).toBe(200);

    const listed = await call('GET', `preview/links?entity=${ENTITY}&id=${id}`, editor);
    expect(listed.status).toBe(200);
    const links = listed.body.data as Created['link'][];
    expect(links.map((row) => row.id)).toEqual([live.link.id, expired.link.id]);
    expect(links[0]?.revoked_at).not.toBeNull();
    expect(links[1]?.revoked_at).toBeNull();

    const gone = await link(id);
    expect((await call('DELETE', `${ENTITY}/${id}`, await t.adminToken())).status).toBe(200);
    expect((await preview(gone.secret)).status).toBe(404);
  });

  it('lets only users who may edit the item make, list and revoke its links', async () => {
    const id = await draftItem('Mostra di primavera');
    const refused = await call('POST', 'preview/links', viewer, { entity: ENTITY, id, lang: 'it' });
    expect(refused.status).toBe(403);
    const created = await link(id);
    expect((await call('GET', `preview/links?entity=${ENTITY}&id=${id}`, viewer)).status).toBe(403);
    expect((await call('DELETE', `preview/links/${created.link.id}`, viewer)).status).toBe(403);
    expect((await preview(created.secret)).status).toBe(200);
    // No session at all.
    expect((await call('POST', 'preview/links', null, { entity: ENTITY, id, lang: 'it' })).status).toBe(401);
  });

  it('checks what a new link names', async () => {
    const id = await draftItem('Rassegna jazz');
    const language = await call('POST', 'preview/links', editor, { entity: ENTITY, id, lang: 'fr' });
    expect(language.status).toBe(422);
    expect(language.body.errors).toEqual({ lang: ['Lingua non disponibile per questo contenuto'] });
    const entity = await call('POST', 'preview/links', editor, { entity: 'nessuna', id, lang: 'it' });
    expect(entity.status).toBe(422);
    expect(entity.body.errors).toEqual({ entity: ['Tipo di contenuto sconosciuto'] });
    expect(
      (await call('POST', 'preview/links', editor, { entity: ENTITY, id: 2_000_000_000, lang: 'it' })).status,
    ).toBe(404);
    expect((await call('POST', 'preview/links', editor, { entity: ENTITY, id, lang: 'it', days: 400 })).status).toBe(
      422,
    );
    // A language of the entity that the item has no content in: refused, and no link is made.
    const english = await call('POST', 'preview/links', editor, { entity: ENTITY, id, lang: 'en' });
    expect(english).toMatchObject({
      status: 422,
      body: {
        errors: {
          lang: [
            "Il contenuto non esiste ancora in questa lingua: salvalo in questa lingua prima di crearne l'anteprima",
          ],
        },
      },
    });
    const listed = (await call('GET', `preview/links?entity=${ENTITY}&id=${id}`, editor)).body.data as unknown[];
    expect(listed).toEqual([]);
    // Saved in English, it has one.
    const current = (await call('GET', `${ENTITY}/${id}`, editor)).body.data as { version: number };
    const saved = await call('PUT', `${ENTITY}/${id}`, editor, {
      version: current.version,
      contents: { it: { title: 'Rassegna jazz', status: 2 }, en: { title: 'Jazz festival', status: 2 } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const answer = (await preview((await link(id, 'en')).secret)).body.data as Preview;
    expect(answer.item.contents.en?.title).toBe('Jazz festival');
  });

  it("revokes a deleted item's links (its revision draft's too): restored from the history, they stay closed", async () => {
    const admin = await t.adminToken();
    const { liveId, revisionId } = await revisedItem('Sagra della piadina', 'sagra-della-piadina');
    const live = await link(liveId);
    const revision = await link(revisionId);
    expect((await preview(live.secret)).status).toBe(200);
    expect((await call('DELETE', `${ENTITY}/${liveId}`, admin)).status).toBe(200);
    // While the item is gone: 404, as before.
    expect((await preview(live.secret)).status).toBe(404);
    const revoked = await rows<{ id: number; revoked: boolean }>(
      db(),
      sql`select id, revoked_at is not null as revoked from preview_links where id in (${live.link.id}, ${revision.link.id}) order by id`,
    );
    expect(revoked).toEqual([
      { id: live.link.id, revoked: true },
      { id: revision.link.id, revoked: true },
    ]);

    const deletions = (await call('GET', `history?entity=${ENTITY}&item=${liveId}&action=delete`, admin)).body.data as {
      id: number;
    }[];
    expect(deletions).toHaveLength(1);
    const restored = await call('POST', `history/${deletions[0]?.id}/restore-item`, admin);
    expect(restored.status, JSON.stringify(restored.body)).toBe(201);
    expect((await call('GET', `${ENTITY}/${liveId}`, editor)).status).toBe(200);
    // Back, but its old link does not open again; a new one does.
    expect(await preview(live.secret)).toMatchObject({ status: 403, body: { message: 'Anteprima revocata' } });
    expect((await preview((await link(liveId)).secret)).status).toBe(200);
  });

  it.runIf(backend.name === 'postgres')(
    'makes no link of an item deleted at the same moment, and revokes one made just before the delete',
    async () => {
      const admin = await t.adminToken();
      /** Waits until one query of this database that reads `text` waits for a lock. */
      const waitingFor = async (text: string): Promise<number> => {
        const deadline = Date.now() + 10_000;
        let waiting = 0;
        while (waiting === 0 && Date.now() < deadline) {
          const [row] = await rows<{ n: number }>(
            db(),
            sql`select count(*)::int as n from pg_stat_activity
                 where datname = current_database() and wait_event_type = 'Lock' and query ilike ${`%${text}%`}`,
          );
          waiting = row?.n ?? 0;
          if (waiting === 0) await new Promise((resolve) => setTimeout(resolve, 20));
        }
        return waiting;
      };

      // A delete under way (its row locked, as the delete locks it) while a link is asked for: the
      // link waits for it, then finds the item gone.
      const first = await draftItem('Palio delle contrade');
      let asked: ReturnType<typeof call> | undefined;
      await db().transaction(async (tx) => {
        await tx.execute(sql`select id from news where id = ${first} for update`);
        asked = call('POST', 'preview/links', editor, { entity: ENTITY, id: first, lang: 'it' });
        expect(await waitingFor('for share')).toBe(1);
        await tx.execute(sql`delete from news where id = ${first}`);
      });
      expect((await (asked as ReturnType<typeof call>)).status).toBe(404);
      const made = await rows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from preview_links where entity = ${ENTITY} and item_id = ${first}`,
      );
      expect(made).toEqual([{ n: 0 }]);

      // A link being made (its item share-locked, its row written, not yet committed) while the
      // item is deleted: the delete waits for it, then revokes it.
      const second = await draftItem('Palio del Niballo');
      let deleted: ReturnType<typeof call> | undefined;
      const linkId = await db().transaction(async (tx) => {
        await tx.execute(sql`select id from news where id = ${second} for share`);
        const [row] = await rows<{ id: number }>(
          tx,
          sql`insert into preview_links (entity, item_id, lang, expires_at)
              values (${ENTITY}, ${second}, 'it', now() + interval '1 day') returning id`,
        );
        deleted = call('DELETE', `${ENTITY}/${second}`, admin);
        expect(await waitingFor('for update')).toBe(1);
        return row?.id;
      });
      expect((await (deleted as ReturnType<typeof call>)).status).toBe(200);
      const [stored] = await rows<{ revoked: boolean }>(
        db(),
        sql`select revoked_at is not null as revoked from preview_links where id = ${linkId ?? 0}`,
      );
      expect(stored).toEqual({ revoked: true });
    },
  );

  it('bounds the preview reads of one client, the API and the page counted together (429 with Retry-After)', async () => {
    const created = await link(await draftItem('Notte bianca'));
    const address = '10.35.7.1';
    const read = (remoteAddress: string) =>
      t.request({ method: 'GET', url: `preview?secret=${encodeURIComponent(created.secret)}`, remoteAddress });
    const page = (remoteAddress: string) =>
      t.server.app.inject({
        method: 'GET',
        url: `/anteprima?secret=${encodeURIComponent(created.secret)}`,
        remoteAddress,
      });
    for (let index = 0; index < PREVIEW_READ_LIMIT.perClient; index += 1) {
      const answer = index % 2 === 0 ? await read(address) : await page(address);
      if (answer.statusCode !== 200) expect(answer.statusCode, `read ${index + 1}`).toBe(200);
    }
    const refused = await read(address);
    expect(refused.statusCode).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(PREVIEW_READ_LIMIT.windowSeconds);
    expect(refused.json()).toEqual({ message: `Troppi tentativi: riprova tra ${seconds} secondi` });
    const refusedPage = await page(address);
    expect(refusedPage.statusCode).toBe(429);
    expect(Number(refusedPage.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refusedPage.headers['content-type']).toMatch(/^text\/html/);
    expect(refusedPage.body).toMatch(/<h1>Troppi tentativi: riprova tra \d+ secondi<\/h1>/);
    // Another client is not held back.
    expect((await read('10.35.7.2')).statusCode).toBe(200);
    expect((await page('10.35.7.3')).statusCode).toBe(200);
  });

  it('signs with a key kept in the database when no SECRETS_KEY is set, so secrets outlive a restart', async () => {
    const created = await link(await draftItem("Concerto all'alba"));
    const [row] = await rows<{ value: unknown }>(
      db(),
      sql`select value from system_state where key = ${PREVIEW_KEY_STATE}`,
    );
    const stored = row?.value;
    expect(typeof stored).toBe('string');
    if (typeof stored !== 'string') return;
    expect(verifyPreview(Buffer.from(stored, 'base64url'), created.secret)).toMatchObject({ link: created.link.id });
  });
});
