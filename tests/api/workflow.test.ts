/**
 * The editorial workflow (ARCHITECTURE.md): an editor without publish rights who saves a published
 * item creates a revision draft and the live item stays as it was; a publisher accepts the
 * revision (status 6), which publishes its content and removes the draft.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestServer, type TestServer, publishableNews as publishable } from './harness';

interface Item {
  id: number;
  version: number;
  draft: number;
  original_id: number | null;
  revision: number | null;
  revision_statuses: Record<string, number>;
  contents: Record<string, { title: string; status: number; slug?: string; permalink: string | null }>;
}

describe.each(backends)('editorial workflow on $name', (backend) => {
  let t: TestServer;
  let publisher: string;
  let editor: string;
  beforeAll(async () => {
    t = await startTestServer(backend);
    publisher = (await t.userWith(['news-view', 'news-create', 'news-edit', 'news-publish'])).token;
    editor = (await t.userWith(['news-view', 'news-create', 'news-edit'])).token;
  }, 60_000);
  afterAll(async () => t.close());

  const load = async (id: number, token: string): Promise<Item> =>
    ((await t.request({ method: 'GET', url: `news/${id}`, token })).json() as { data: Item }).data;

  it('keeps the live item untouched until a publisher accepts the revision', async () => {
    const created = await t.request({
      method: 'POST',
      url: 'news',
      token: publisher,
      payload: { contents: { it: publishable('Sagra del tortellino', 'sagra-del-tortellino') } },
    });
    expect(created.statusCode).toBe(201);
    const liveId = (created.json() as { data: { id: number } }).data.id;

    // The editor changes the published item: a revision draft takes the change.
    const live = await load(liveId, editor);
    expect(live.revision).toBeNull();
    const revised = await t.request({
      method: 'PUT',
      url: `news/${liveId}`,
      token: editor,
      payload: {
        version: live.version,
        contents: { it: { ...publishable('Sagra del tortellino 2026', 'sagra-del-tortellino'), status: 5 } },
      },
    });
    expect(revised.statusCode).toBe(200);
    const revisedAnswer = (revised.json() as { data: { id: number; message: string; permalink: string | null } }).data;
    expect(revisedAnswer.message).toBe("Revisione salvata: l'elemento pubblicato cambierà solo dopo l'approvazione");
    expect(revisedAnswer.permalink).toBeNull();
    const revisionId = revisedAnswer.id;
    expect(revisionId).not.toBe(liveId);

    const stillLive = await load(liveId, publisher);
    expect(stillLive.contents.it).toMatchObject({ title: 'Sagra del tortellino', status: 1 });
    expect(stillLive.version).toBe(live.version);
    expect(stillLive.revision).toBe(revisionId);
    expect(stillLive.revision_statuses).toEqual({ it: 5 });

    const revision = await load(revisionId, publisher);
    expect(revision).toMatchObject({
      draft: 1,
      original_id: liveId,
      contents: { it: { title: 'Sagra del tortellino 2026', status: 5, permalink: null } },
    });

    // The list shows the revision's status, and the dashboard lists it for review.
    const list = (await t.request({ method: 'GET', url: 'news?limit=100', token: publisher })).json() as {
      data: { id: number; statuses: Record<string, number>; revision: number | null }[];
    };
    expect(list.data.find((row) => row.id === liveId)?.statuses.it).toBe(5);
    // The row names the pending revision, which its edit link opens; other rows name none.
    expect(list.data.find((row) => row.id === liveId)?.revision).toBe(revisionId);
    expect(list.data.filter((row) => row.id !== liveId).every((row) => row.revision === null)).toBe(true);
    expect(list.data.some((row) => row.id === revisionId)).toBe(false);
    const dashboard = (await t.request({ method: 'GET', url: 'dashboard', token: publisher })).json() as {
      data: { drafts: { children: { id: number; status: number }[] }[] };
    };
    expect(dashboard.data.drafts.flatMap((group) => group.children)).toContainEqual(
      expect.objectContaining({ id: revisionId, status: 5 }),
    );

    // A second revision of the same item is refused while one is waiting.
    const second = await t.request({
      method: 'PUT',
      url: `news/${liveId}`,
      token: editor,
      payload: {
        version: live.version,
        contents: { it: { ...publishable('Altro', 'sagra-del-tortellino'), status: 5 } },
      },
    });
    expect(second.statusCode).toBe(409);
    expect((second.json() as { message: string }).message).toContain(`id ${revisionId}`);

    // The editor cannot accept it; the publisher can.
    const editorAccept = await t.request({
      method: 'PUT',
      url: `news/${revisionId}`,
      token: editor,
      payload: {
        version: revision.version,
        contents: { it: { ...publishable('Sagra', 'sagra-del-tortellino'), status: 6 } },
      },
    });
    expect(editorAccept.statusCode).toBe(422);
    const accepted = await t.request({
      method: 'PUT',
      url: `news/${revisionId}`,
      token: publisher,
      payload: {
        version: revision.version,
        contents: { it: { ...publishable('Sagra del tortellino 2026', 'sagra-del-tortellino'), status: 6 } },
      },
    });
    expect(accepted.statusCode).toBe(200);
    expect((accepted.json() as { data: { id: number; message: string } }).data).toMatchObject({
      id: liveId,
      message: 'Revisione approvata e pubblicata',
    });
    const published = await load(liveId, publisher);
    expect(published.contents.it).toMatchObject({ title: 'Sagra del tortellino 2026', status: 1 });
    expect(published.contents.it?.permalink).toBe('https://portal.test/it/news/sagra-del-tortellino');
    expect(published.version).toBe(live.version + 1);
    expect(published.revision).toBeNull();
    expect((await t.request({ method: 'GET', url: `news/${revisionId}`, token: publisher })).statusCode).toBe(404);
  });

  it('lets an editor without publish rights change an unpublished item directly', async () => {
    const created = await t.request({
      method: 'POST',
      url: 'news',
      token: editor,
      payload: { contents: { it: { title: 'Bozza diretta', status: 2 } } },
    });
    const id = (created.json() as { data: { id: number } }).data.id;
    const saved = await t.request({
      method: 'PUT',
      url: `news/${id}`,
      token: editor,
      payload: { version: 1, contents: { it: { title: 'Bozza diretta modificata', status: 3 } } },
    });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as { data: { id: number } }).data.id).toBe(id);
    expect((await load(id, editor)).contents.it).toMatchObject({ title: 'Bozza diretta modificata', status: 3 });
  });
});
