/**
 * The category editor's calls (core/contracts/trees.ts) on both databases: adding under the root
 * or a top-level category only, titles and slugs per language with slugs unique among siblings,
 * the cover from the media library, the reorder rules (top and first level, within the same
 * parent, never a main category), the fixed categories, deletion with the links of content items
 * counted and removed in the same transaction, and the abilities (category-view, category-edit).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, VALIDATION_MESSAGES } from '#core/messages';
import type { CategoryNode, SavedResult } from '../../generated/api/schemas';
import { rows } from '../../server/db/client';
import { backends, startTestServer, type TestServer } from './harness';

/** A main category with no seeded children, so each test's tree is its own. */
const MAIN = 15;

describe.each(backends)('categories on $name', (backend) => {
  let t: TestServer;
  let admin = '';

  beforeAll(async () => {
    t = await startTestServer(backend);
    admin = await t.adminToken();
  }, 60_000);
  afterAll(async () => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = admin) =>
    t.request({ method, url, token, ...(payload === undefined ? {} : { payload: payload as object }) });

  const add = async (parent: number, it: string, extra: Record<string, unknown> = {}): Promise<number> => {
    const response = await call('POST', 'categories', { parent_id: parent, contents: { it: { title: it } }, ...extra });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as SavedResult).data.id;
  };

  const treeOf = async (main: number, lang = 'it') =>
    ((await call('GET', `categories?main=${main}&lang=${lang}`)).json() as { data: CategoryNode }).data;
  /** The tree as `title(children)` text, Italian titles. */
  const outline = async (main: number): Promise<string> => {
    const text = (nodes: CategoryNode[]): string =>
      nodes
        .map((node) => {
          const title = node.contents.it?.title ?? '';
          return node.children.length ? `${title}(${text(node.children)})` : title;
        })
        .join(' ');
    return text((await treeOf(main)).children);
  };

  it('adds categories with titles, slugs and subtitles per language, slugs unique among siblings', async () => {
    const first = await call('POST', 'categories', {
      parent_id: MAIN,
      contents: {
        it: { title: 'Città d’arte' },
        en: { title: 'Art cities', subtitle: 'Culture' },
        de: { title: 'Kunststädte' },
      },
    });
    expect(first.statusCode, first.body).toBe(201);
    expect((first.json() as SavedResult).data.message).toBe(API_MESSAGES.created.it);
    const id = (first.json() as SavedResult).data.id;
    const second = await add(MAIN, 'Citta d arte');
    const child = await add(id, 'Città d’arte');
    const tree = await treeOf(MAIN);
    const node = tree.children.find((entry) => entry.id === id);
    expect(node?.contents).toEqual({
      it: { title: 'Città d’arte', slug: 'citta-d-arte', subtitle: null },
      en: { title: 'Art cities', slug: 'art-cities', subtitle: 'Culture' },
      de: { title: 'Kunststädte', slug: 'kunststadte', subtitle: null },
    });
    expect(node?.parent_id).toBe(MAIN);
    // A sibling gets a suffix; a child of another parent may use the same slug.
    expect(tree.children.find((entry) => entry.id === second)?.contents.it?.slug).toBe('citta-d-arte-2');
    expect(node?.children.find((entry) => entry.id === child)?.contents.it?.slug).toBe('citta-d-arte');

    // A typed slug a sibling holds is refused; a free one is kept.
    const taken = await call('PUT', `categories/${second}`, {
      contents: { it: { title: 'Altro', slug: 'citta-d-arte' } },
    });
    expect(taken.statusCode).toBe(422);
    expect((taken.json() as { errors: unknown }).errors).toEqual({
      'contents.it.slug': [VALIDATION_MESSAGES.slugTaken.it],
    });
    const renamed = await call('PUT', `categories/${second}`, {
      contents: { it: { title: 'Borghi', slug: 'borghi-storici' }, en: { title: 'Villages' } },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = (await treeOf(MAIN)).children.find((entry) => entry.id === second);
    expect(after?.contents.it).toMatchObject({ title: 'Borghi', slug: 'borghi-storici' });
    expect(after?.contents.en).toMatchObject({ title: 'Villages', slug: 'villages' });
    // A title change keeps the stored slug unless the slug is sent blank.
    await call('PUT', `categories/${second}`, { contents: { it: { title: 'Borghi antichi' } } });
    expect((await treeOf(MAIN)).children.find((entry) => entry.id === second)?.contents.it?.slug).toBe(
      'borghi-storici',
    );
    await call('PUT', `categories/${second}`, { contents: { it: { title: 'Borghi antichi', slug: '' } } });
    expect((await treeOf(MAIN)).children.find((entry) => entry.id === second)?.contents.it?.slug).toBe(
      'borghi-antichi',
    );
  });

  it.each([
    // given a body, want these errors
    { body: {}, errors: { parent_id: ['Campo richiesto'], contents: ['Campo richiesto'] } },
    { body: { parent_id: MAIN, contents: {} }, errors: { 'contents.it': ['Campo richiesto'] } },
    {
      body: { parent_id: MAIN, contents: { it: { title: '  ' } } },
      errors: { 'contents.it.title': ['Campo richiesto'] },
    },
    {
      body: { parent_id: MAIN, contents: { it: { title: 'X', slug: 'Non Slug' } } },
      errors: { 'contents.it.slug': [VALIDATION_MESSAGES.slug.it] },
    },
    {
      body: { parent_id: MAIN, contents: { it: { title: 'x'.repeat(256) } } },
      errors: { 'contents.it.title': ['Massimo 255 caratteri'] },
    },
    {
      body: { parent_id: MAIN, contents: { it: { title: 'X' }, fr: { title: 'X' } } },
      errors: { 'contents.fr': [VALIDATION_MESSAGES.unknownField.it] },
    },
    {
      body: { parent_id: 424242, contents: { it: { title: 'X' } } },
      errors: { parent_id: [VALIDATION_MESSAGES.unknownParent.it] },
    },
    {
      body: { parent_id: MAIN, contents: { it: { title: 'X' } }, cover: { id: 424242 } },
      errors: { 'cover.id': [VALIDATION_MESSAGES.unknownMedia.it] },
    },
  ])('refuses $body', async ({ body, errors }) => {
    const response = await call('POST', 'categories', body);
    expect(response.statusCode, response.body).toBe(422);
    expect((response.json() as { errors: unknown }).errors).toEqual(errors);
  });

  it('adds only under the root or a top-level category', async () => {
    const top = await add(MAIN, 'Livello uno');
    const first = await add(top, 'Livello due');
    const deeper = await call('POST', 'categories', { parent_id: first, contents: { it: { title: 'Livello tre' } } });
    expect(deeper.statusCode).toBe(422);
    expect((deeper.json() as { errors: unknown }).errors).toEqual({
      parent_id: [VALIDATION_MESSAGES.parentTooDeep.it],
    });
  });

  it('keeps a cover from the media library, with its addresses read from the library', async () => {
    const db = t.server.database.db;
    const [image] = await rows<{ id: number }>(
      db,
      sql`insert into media (collection, storage_key, thumb_key, name, mime, bytes)
          values ('images', 'ab/cd/cover.jpg', 'ab/cd/cover-thumb.jpg', 'cover.jpg', 'image/jpeg', 10) returning id`,
    );
    const [file] = await rows<{ id: number }>(
      db,
      sql`insert into media (collection, storage_key, name, mime, bytes)
          values ('files', 'ab/cd/doc.pdf', 'doc.pdf', 'application/pdf', 10) returning id`,
    );
    const id = await add(MAIN, 'Con copertina', { cover: { id: image?.id, url: 'https://elsewhere.example/x.jpg' } });
    const cover = (await treeOf(MAIN)).children.find((entry) => entry.id === id)?.cover;
    expect(cover).toEqual({
      id: image?.id,
      url: '/uploads/ab/cd/cover.jpg',
      url_thumb: '/uploads/ab/cd/cover-thumb.jpg',
    });
    // Not an image: refused.
    const refused = await call('PUT', `categories/${id}`, { cover: { id: file?.id } });
    expect(refused.statusCode).toBe(422);
    // null clears it.
    expect((await call('PUT', `categories/${id}`, { cover: null })).statusCode).toBe(200);
    expect((await treeOf(MAIN)).children.find((entry) => entry.id === id)?.cover).toBeNull();
  });

  describe('reorder', () => {
    const MAIN_ORDER = 14;
    let a = 0;
    let b = 0;
    let c = 0;
    let a1 = 0;
    let a2 = 0;
    let a1x = 0;

    beforeAll(async () => {
      a = await add(MAIN_ORDER, 'A');
      b = await add(MAIN_ORDER, 'B');
      c = await add(MAIN_ORDER, 'C');
      a1 = await add(a, 'A1');
      a2 = await add(a, 'A2');
      // A third level, as imported data may have: readable, never reordered.
      const [deep] = await rows<{ id: number }>(
        t.server.database.db,
        sql`insert into categories (parent_id, "order") values (${a1}, 0) returning id`,
      );
      a1x = deep?.id ?? 0;
      await t.server.database.db.execute(
        sql`insert into category_contents (category_id, lang, title) values (${a1x}, 'it', 'A1x')`,
      );
    });

    it('takes an array of ids, an array of {id, order} or a map of id to order', async () => {
      expect(await outline(MAIN_ORDER)).toBe('A(A1(A1x) A2) B C');
      const byIds = await call('POST', 'categories/update_order', [c, a, b]);
      expect(byIds.statusCode, byIds.body).toBe(200);
      expect(byIds.json()).toEqual({ data: { message: API_MESSAGES.orderSaved.it } });
      expect(await outline(MAIN_ORDER)).toBe('C A(A1(A1x) A2) B');
      const byEntries = await call('POST', 'categories/update_order', [
        { id: a2, order: 0, parent_id: a },
        { id: a1, order: 1 },
      ]);
      expect(byEntries.statusCode, byEntries.body).toBe(200);
      expect(await outline(MAIN_ORDER)).toBe('C A(A2 A1(A1x)) B');
      const byMap = await call('POST', 'categories/update_order', { [a]: 0, [b]: 1, [c]: 2 });
      expect(byMap.statusCode, byMap.body).toBe(200);
      expect(await outline(MAIN_ORDER)).toBe('A(A2 A1(A1x)) B C');
    });

    it.each([
      { name: 'a move to another parent', body: () => [{ id: a1, order: 0, parent_id: b }], path: '0' },
      { name: 'a move to the root', body: () => [{ id: a1, order: 0, parent_id: MAIN_ORDER }], path: '0' },
      { name: 'a second-level node', body: () => ({ [a1x]: 0 }), path: () => String(a1x) },
    ])('refuses $name, changing nothing', async ({ body, path }) => {
      const before = await outline(MAIN_ORDER);
      const response = await call('POST', 'categories/update_order', body());
      expect(response.statusCode, response.body).toBe(422);
      const key = typeof path === 'function' ? path() : path;
      expect(response.json()).toEqual({
        message: API_MESSAGES.moveNotAllowed.it,
        errors: { [key]: [VALIDATION_MESSAGES.moveNotAllowed.it] },
      });
      expect(await outline(MAIN_ORDER)).toBe(before);
    });

    it('writes nothing when one entry is refused', async () => {
      const before = await outline(MAIN_ORDER);
      const response = await call('POST', 'categories/update_order', [
        { id: c, order: 0 },
        { id: a1x, order: 0 },
      ]);
      expect(response.statusCode).toBe(422);
      expect(await outline(MAIN_ORDER)).toBe(before);
    });

    it('never reorders a main category; 404 names unknown ids; 422 for bad payloads', async () => {
      const main = await call('POST', 'categories/update_order', { [MAIN_ORDER]: 3 });
      expect(main.statusCode).toBe(422);
      expect((main.json() as { message: string }).message).toBe(API_MESSAGES.fixedCategory.it);
      const missing = await call('POST', 'categories/update_order', [a, 424242]);
      expect(missing.statusCode).toBe(404);
      expect((missing.json() as { message: string }).message).toBe('Elementi non trovati: 424242');
      for (const body of [[], {}, [a, a], [{ id: a }], { abc: 1 }, { [a]: -1 }]) {
        const response = await call('POST', 'categories/update_order', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
      }
    });

    it('refuses moving a category to another parent through PUT', async () => {
      const response = await call('PUT', `categories/${a1}`, { parent_id: b });
      expect(response.statusCode).toBe(422);
      expect((response.json() as { errors: unknown }).errors).toEqual({
        parent_id: [VALIDATION_MESSAGES.moveNotAllowed.it],
      });
      // The same parent is no move.
      expect((await call('PUT', `categories/${a1}`, { parent_id: a })).statusCode).toBe(200);
    });
  });

  it('never deletes nor moves the fixed categories', async () => {
    for (const id of [MAIN, 0, 2, 50095, 2001]) {
      const response = await call('DELETE', `categories/${id}`);
      expect(response.statusCode, String(id)).toBe(422);
      expect((response.json() as { message: string }).message).toBe(API_MESSAGES.fixedCategory.it);
    }
    expect((await call('PUT', 'categories/2001', { parent_id: 5 })).statusCode).toBe(422);
    expect((await call('PUT', 'categories/2', { parent_id: 5 })).statusCode).toBe(422);
    // The fixed destinations keep their parent but may change places.
    const reordered = await call('POST', 'categories/update_order', [2003, 2002, 2001]);
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect((await treeOf(2)).children.map((node) => node.id)).toEqual([2003, 2002, 2001]);
    expect((await treeOf(2)).children.length).toBe(3);
  });

  it('deletes a category with its subtree, counting and removing the links of content items', async () => {
    const theme = await add(5, 'Da eliminare');
    const below = await add(theme, 'Sotto');
    const kept = await add(5, 'Da tenere');
    const news = async (title: string, ids: number[]) => {
      const response = await call('POST', 'news', {
        contents: { it: { title, status: 2 } },
        theme: { ids, primary: ids[0] ?? null },
      });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as SavedResult).data.id;
    };
    const both = await news('Notizia con due', [theme, below]);
    const onlyBelow = await news('Notizia sotto', [below, kept]);
    const untouched = await news('Notizia altrove', [kept]);

    const usage = await call('GET', `categories/${theme}/usage`);
    expect(usage.json()).toEqual({ data: { items: 2, categories: 2 } });

    const deleted = await call('DELETE', `categories/${theme}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({
      data: { message: 'Elemento eliminato: 2 contenuti modificati', changed: 2 },
    });
    const themeOf = async (id: number) =>
      ((await call('GET', `news/${id}`)).json() as { data: { theme: { ids: number[] } } }).data.theme.ids;
    expect(await themeOf(both)).toEqual([]);
    expect(await themeOf(onlyBelow)).toEqual([kept]);
    expect(await themeOf(untouched)).toEqual([kept]);
    const [left] = await rows<{ n: number }>(
      t.server.database.db,
      sql`select count(*)::int as n from categories where id in (${theme}, ${below})`,
    );
    expect(left?.n).toBe(0);
    expect((await call('DELETE', `categories/${theme}`)).statusCode).toBe(404);
    expect((await call('GET', `categories/${theme}/usage`)).statusCode).toBe(404);
  });

  it('needs category-view to see and category-edit to add, edit, delete and reorder', async () => {
    const id = await add(MAIN, 'Permessi');
    const viewer = await t.userWith(['category-view']);
    const editor = await t.userWith(['category-view', 'category-edit']);
    const nobody = await t.userWith(['news-view']);
    expect((await call('GET', `categories/${id}/usage`, undefined, viewer.token)).statusCode).toBe(200);
    expect((await call('GET', `categories/${id}/usage`, undefined, nobody.token)).statusCode).toBe(403);
    const writes = [
      ['POST', 'categories', { parent_id: MAIN, contents: { it: { title: 'No' } } }],
      ['PUT', `categories/${id}`, { contents: { it: { title: 'No' } } }],
      ['POST', 'categories/update_order', [id]],
      ['DELETE', `categories/${id}`, undefined],
    ] as const;
    for (const [method, url, body] of writes) {
      expect((await call(method, url, body, viewer.token)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(
      (await call('PUT', `categories/${id}`, { contents: { it: { title: 'Sì' } } }, editor.token)).statusCode,
    ).toBe(200);
    expect((await call('POST', 'categories/update_order', [id], editor.token)).statusCode).toBe(200);
    expect((await call('DELETE', `categories/${id}`, undefined, editor.token)).statusCode).toBe(200);
    expect(
      (await call('POST', 'categories', { parent_id: MAIN, contents: { it: { title: 'Sì' } } }, editor.token))
        .statusCode,
    ).toBe(201);
    expect((await t.request({ method: 'POST', url: 'categories/update_order', payload: [id] })).statusCode).toBe(401);
  });
});
