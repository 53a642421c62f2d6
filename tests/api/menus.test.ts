/**
 * The menu editor's calls (core/contracts/trees.ts) on both databases: one tree whose items have
 * texts per language (title, subtitle, link: a site path or an http(s) address), a target
 * (`_self` by default) and a cover from the media library; added at the top or under a top-level
 * item, edited in place (a language's texts replaced or removed), reordered with the rules of the
 * category trees, deleted with their subtree, and all behind user-create.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, VALIDATION_MESSAGES } from '#core/messages';
import type { MenuNode, SavedResult } from '../../generated/api/schemas';
import { rows } from '../../server/db/client';
import { backends, startTestServer, type TestServer } from './harness';

describe.each(backends)('menus on $name', (backend) => {
  let t: TestServer;
  let admin = '';

  beforeAll(async () => {
    t = await startTestServer(backend);
    admin = await t.adminToken();
  }, 60_000);
  afterAll(async () => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = admin) =>
    t.request({ method, url, token, ...(payload === undefined ? {} : { payload: payload as object }) });

  /** Adds an item with Italian texts `title` (link '/'), plus what `body` gives. */
  const add = async (title: string, body: Record<string, unknown> = {}): Promise<number> => {
    const response = await call('POST', 'menu', { contents: { it: { title, link: '/' } }, ...body });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as SavedResult).data.id;
  };
  const menu = async (query = '') => ((await call('GET', `menu${query}`)).json() as { data: MenuNode[] }).data;
  const find = (nodes: MenuNode[], id: number): MenuNode | undefined => {
    for (const node of nodes) {
      if (node.id === id) return node;
      const below = find(node.children, id);
      if (below) return below;
    }
    return undefined;
  };
  /** The subtree of `id` as text: titles in `lang`, children in brackets. */
  const outline = async (id: number, lang: 'it' | 'en' | 'de' = 'it'): Promise<string> => {
    const text = (node: MenuNode): string => {
      const title = node.contents[lang]?.title ?? '?';
      return node.children.length ? `${title}(${node.children.map(text).join(' ')})` : title;
    };
    const node = find(await menu(), id);
    return node ? text(node) : '';
  };

  it('adds items with texts per language, a target (_self by default) and a cover', async () => {
    const [image] = await rows<{ id: number }>(
      t.server.database.db,
      sql`insert into media (collection, storage_key, thumb_key, name, mime, bytes)
          values ('images', 'menu-cover.jpg', 'menu-cover-thumb.jpg', 'cover.jpg', 'image/jpeg', 10) returning id::int as id`,
    );
    const events = await add('Eventi', {
      contents: {
        it: { title: 'Eventi', subtitle: 'Tutto il calendario', link: '/it/eventi' },
        en: { title: 'Events', link: '/en/events' },
      },
      cover: { id: image?.id },
    });
    const shows = await add('Mostre', { target: '_blank', parent_id: events });
    const tree = await menu();
    expect(find(tree, events)).toEqual({
      id: events,
      parent_id: null,
      order: expect.any(Number) as number,
      target: '_self',
      contents: {
        it: { title: 'Eventi', subtitle: 'Tutto il calendario', link: '/it/eventi' },
        en: { title: 'Events', subtitle: null, link: '/en/events' },
      },
      cover: { id: image?.id, url: '/uploads/menu-cover.jpg', url_thumb: '/uploads/menu-cover-thumb.jpg' },
      children: [expect.objectContaining({ id: shows, target: '_blank', parent_id: events, cover: null })],
    });
    expect(await outline(events)).toBe('Eventi(Mostre)');
    // A language's menu: only the items with its texts.
    const english = await menu('?lang=en');
    expect(find(english, events)?.children).toEqual([]);
    expect(find(await menu('?lang=de'), events)).toBeUndefined();
    // The image deleted from the library leaves the item without a cover.
    await t.server.database.db.execute(sql`delete from media where id = ${image?.id}`);
    expect(find(await menu(), events)?.cover).toBeNull();
  });

  it.each([
    { body: {}, errors: { contents: ['Campo richiesto'] } },
    { body: { contents: {} }, errors: { contents: [VALIDATION_MESSAGES.oneLanguageRequired.it] } },
    {
      body: { contents: { it: {} } },
      errors: { 'contents.it.title': ['Campo richiesto'], 'contents.it.link': ['Campo richiesto'] },
    },
    {
      body: { contents: { it: { title: 'X', link: 'javascript:alert(1)' } } },
      errors: { 'contents.it.link': [VALIDATION_MESSAGES.linkUrl.it] },
    },
    {
      body: { contents: { en: { title: 'X', link: '//evil.example' } } },
      errors: { 'contents.en.link': [VALIDATION_MESSAGES.linkUrl.it] },
    },
    {
      body: { contents: { it: { title: 'X', link: '/' } }, target: '_top' },
      errors: { target: [VALIDATION_MESSAGES.option.it] },
    },
    {
      body: { contents: { it: { title: 'X', link: '/' }, fr: { title: 'X', link: '/' } } },
      errors: { 'contents.fr': ['Campo non previsto'] },
    },
    {
      body: { contents: { it: { title: 'X', link: '/' } }, parent_id: 424242 },
      errors: { parent_id: [VALIDATION_MESSAGES.unknownParent.it] },
    },
    {
      body: { contents: { it: { title: 'X', link: '/' } }, cover: { id: 424242 } },
      errors: { 'cover.id': [VALIDATION_MESSAGES.unknownMedia.it] },
    },
    {
      body: { contents: { it: { title: 'x'.repeat(256), link: '/' } } },
      errors: { 'contents.it.title': ['Massimo 255 caratteri'] },
    },
    {
      body: { contents: { it: { title: 'X', subtitle: 'x'.repeat(256), link: '/' } } },
      errors: { 'contents.it.subtitle': ['Massimo 255 caratteri'] },
    },
  ])('refuses $body', async ({ body, errors }) => {
    const response = await call('POST', 'menu', body);
    expect(response.statusCode, response.body).toBe(422);
    expect((response.json() as { errors: unknown }).errors).toEqual(errors);
  });

  it('adds only at the top or under a top-level item', async () => {
    const top = await add('Uno');
    const first = await add('Due', { parent_id: top });
    const deeper = await call('POST', 'menu', { contents: { it: { title: 'Tre', link: '/' } }, parent_id: first });
    expect(deeper.statusCode).toBe(422);
    expect((deeper.json() as { errors: unknown }).errors).toEqual({
      parent_id: [VALIDATION_MESSAGES.parentTooDeep.it],
    });
  });

  it("edits an item in place: a language's texts replaced or removed, the others kept; its parent stays", async () => {
    const id = await add('Contatti');
    const edited = await call('PUT', `menu/${id}`, {
      contents: { en: { title: 'Contacts', subtitle: 'Write to us', link: 'https://www.example.org/c' } },
      target: '_blank',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(find(await menu(), id)).toMatchObject({
      target: '_blank',
      contents: {
        it: { title: 'Contatti', link: '/' },
        en: { title: 'Contacts', subtitle: 'Write to us', link: 'https://www.example.org/c' },
      },
    });
    // The item saved as loaded (the spec's save: the whole item) is accepted.
    const loaded = find(await menu(), id);
    const again = await call('PUT', `menu/${id}`, {
      parent_id: loaded?.parent_id,
      target: loaded?.target,
      contents: {
        it: { ...loaded?.contents.it, subtitle: loaded?.contents.it?.subtitle ?? '' },
        en: loaded?.contents.en,
      },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await call('PUT', `menu/${id}`, { contents: { it: null } })).statusCode).toBe(200);
    expect(Object.keys(find(await menu(), id)?.contents ?? {})).toEqual(['en']);
    const last = await call('PUT', `menu/${id}`, { contents: { en: null } });
    expect(last.statusCode).toBe(422);
    expect((last.json() as { errors: unknown }).errors).toEqual({
      contents: [VALIDATION_MESSAGES.oneLanguageRequired.it],
    });
    expect(Object.keys(find(await menu(), id)?.contents ?? {})).toEqual(['en']);
    const moved = await call('PUT', `menu/${id}`, { parent_id: id });
    expect(moved.statusCode).toBe(422);
    expect((moved.json() as { errors: unknown }).errors).toEqual({
      parent_id: [VALIDATION_MESSAGES.moveNotAllowed.it],
    });
    expect((await call('PUT', 'menu/424242', { target: '_self' })).statusCode).toBe(404);
  });

  it('reorders the first two levels within their parents, and refuses other moves', async () => {
    const root = await add('Radice');
    const a = await add('A', { parent_id: root });
    const b = await add('B', { parent_id: root });
    const [deep] = await rows<{ id: number }>(
      t.server.database.db,
      sql`insert into menu_items (parent_id, "order") values (${a}, 0) returning id::int as id`,
    );
    await t.server.database.db.execute(
      sql`insert into menu_item_contents (menu_item_id, lang, title, link) values (${deep?.id}, 'it', 'Ax', '/')`,
    );
    expect(await outline(root)).toBe('Radice(A(Ax) B)');

    const ok = await call('POST', 'menu/update_order', { [b]: 0, [a]: 1 });
    expect(ok.json()).toEqual({ data: { message: API_MESSAGES.orderSaved.it } });
    expect(await outline(root)).toBe('Radice(B A(Ax))');
    expect((await call('POST', 'menu/update_order', [a, b])).statusCode).toBe(200);
    const reordered = await outline(root);
    expect(reordered).toBe('Radice(A(Ax) B)');

    for (const body of [[{ id: a, order: 0, parent_id: b }], [{ id: a, order: 0, parent_id: null }], [deep?.id]]) {
      const refused = await call('POST', 'menu/update_order', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
      expect((refused.json() as { message: string }).message).toBe(API_MESSAGES.moveNotAllowed.it);
    }
    expect(await outline(root)).toBe(reordered);
    expect((await call('POST', 'menu/update_order', [a, 424242])).statusCode).toBe(404);
  });

  it('deletes an item with its subtree and its texts', async () => {
    const parent = await add('Da togliere');
    await add('Figlio', { parent_id: parent });
    const response = await call('DELETE', `menu/${parent}`);
    expect(response.json()).toEqual({ data: { message: API_MESSAGES.deletedOne.it, changed: 2 } });
    expect(find(await menu(), parent)).toBeUndefined();
    const [texts] = await rows<{ total: number }>(
      t.server.database.db,
      sql`select count(*)::int as total from menu_item_contents where menu_item_id = ${parent}`,
    );
    expect(texts?.total).toBe(0);
    expect((await call('DELETE', `menu/${parent}`)).statusCode).toBe(404);
  });

  it('needs user-create for every call', async () => {
    const id = await add('Permessi');
    const other = await t.userWith(['user-view', 'menu-view', 'category-edit']);
    const allowed = await t.userWith(['user-create']);
    const texts = { contents: { it: { title: 'No', link: '/' } } };
    const calls = [
      ['GET', 'menu', undefined],
      ['POST', 'menu', texts],
      ['PUT', `menu/${id}`, texts],
      ['POST', 'menu/update_order', [id]],
      ['DELETE', `menu/${id}`, undefined],
    ] as const;
    for (const [method, url, body] of calls) {
      expect((await call(method, url, body, other.token)).statusCode, `${method} ${url}`).toBe(403);
    }
    for (const [method, url, body] of calls) {
      expect((await call(method, url, body, allowed.token)).statusCode, `${method} ${url}`).toBeLessThan(300);
    }
  });
});
