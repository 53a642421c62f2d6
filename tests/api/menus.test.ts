/**
 * The menu editor's calls (core/contracts/trees.ts) on both databases: one tree per language,
 * items with a title, a link (a site path or an http(s) address) and a target (`_self` by
 * default), added at the top or under a top-level item, edited in place, reordered with the rules
 * of the category trees, deleted with their subtree, and all behind user-create.
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

  const add = async (body: Record<string, unknown>): Promise<number> => {
    const response = await call('POST', 'menu', { link: '/', ...body });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as SavedResult).data.id;
  };
  const menu = async (lang = 'it') => ((await call('GET', `menu?lang=${lang}`)).json() as { data: MenuNode[] }).data;
  const outline = async (lang = 'it'): Promise<string> => {
    const text = (nodes: MenuNode[]): string =>
      nodes.map((node) => (node.children.length ? `${node.title}(${text(node.children)})` : node.title)).join(' ');
    return text(await menu(lang));
  };

  it('adds items per language with a title, a link and a target (_self by default)', async () => {
    const home = await add({ title: 'Home', link: '/it' });
    const events = await add({ title: 'Eventi', link: '/it/eventi' });
    await add({ title: 'Mostre', link: 'https://mostre.example.org', target: '_blank', parent_id: events });
    await add({ title: 'Events', link: '/en/events', lang: 'en' });
    const tree = await menu();
    expect(tree[0]).toEqual({
      id: home,
      parent_id: null,
      order: 0,
      lang: 'it',
      title: 'Home',
      link: '/it',
      target: '_self',
      children: [],
    });
    expect(tree[1]?.children[0]).toMatchObject({ title: 'Mostre', target: '_blank', parent_id: events });
    expect(await outline()).toBe('Home Eventi(Mostre)');
    expect(await outline('en')).toBe('Events');
    expect(await outline('de')).toBe('');
  });

  it.each([
    { body: {}, errors: { title: ['Campo richiesto'], link: ['Campo richiesto'] } },
    { body: { title: 'X', link: 'javascript:alert(1)' }, errors: { link: [VALIDATION_MESSAGES.linkUrl.it] } },
    { body: { title: 'X', link: '//evil.example' }, errors: { link: [VALIDATION_MESSAGES.linkUrl.it] } },
    { body: { title: 'X', link: '/', target: '_top' }, errors: { target: [VALIDATION_MESSAGES.option.it] } },
    { body: { title: 'X', link: '/', lang: 'fr' }, errors: { lang: [VALIDATION_MESSAGES.option.it] } },
    {
      body: { title: 'X', link: '/', parent_id: 424242 },
      errors: { parent_id: [VALIDATION_MESSAGES.unknownParent.it] },
    },
    { body: { title: 'x'.repeat(256), link: '/' }, errors: { title: ['Massimo 255 caratteri'] } },
  ])('refuses $body', async ({ body, errors }) => {
    const response = await call('POST', 'menu', body);
    expect(response.statusCode, response.body).toBe(422);
    expect((response.json() as { errors: unknown }).errors).toEqual(errors);
  });

  it('adds only at the top or under a top-level item of the same language', async () => {
    const top = await add({ title: 'Uno', lang: 'de' });
    const first = await add({ title: 'Due', lang: 'de', parent_id: top });
    const deeper = await call('POST', 'menu', { title: 'Tre', link: '/', lang: 'de', parent_id: first });
    expect(deeper.statusCode).toBe(422);
    expect((deeper.json() as { errors: unknown }).errors).toEqual({
      parent_id: [VALIDATION_MESSAGES.parentTooDeep.it],
    });
    const otherLanguage = await call('POST', 'menu', { title: 'Tre', link: '/', lang: 'en', parent_id: top });
    expect((otherLanguage.json() as { errors: unknown }).errors).toEqual({
      parent_id: [VALIDATION_MESSAGES.unknownParent.it],
    });
  });

  it('edits an item in place; its parent and language stay', async () => {
    const id = await add({ title: 'Contatti', lang: 'en' });
    const edited = await call('PUT', `menu/${id}`, {
      title: 'Contacts',
      link: 'https://www.example.org/c',
      target: '_blank',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await menu('en')).find((node) => node.id === id)).toMatchObject({
      title: 'Contacts',
      link: 'https://www.example.org/c',
      target: '_blank',
    });
    const moved = await call('PUT', `menu/${id}`, { title: 'C', link: '/', lang: 'it' });
    expect(moved.statusCode).toBe(422);
    expect((moved.json() as { errors: unknown }).errors).toEqual({ lang: [VALIDATION_MESSAGES.moveNotAllowed.it] });
    expect((await call('PUT', 'menu/424242', { title: 'C', link: '/' })).statusCode).toBe(404);
  });

  it('reorders the first two levels within their parents, and refuses other moves', async () => {
    const a = await add({ title: 'A', lang: 'de' });
    const b = await add({ title: 'B', lang: 'de' });
    const a1 = await add({ title: 'A1', lang: 'de', parent_id: a });
    const a2 = await add({ title: 'A2', lang: 'de', parent_id: a });
    const [deep] = await rows<{ id: number }>(
      t.server.database.db,
      sql`insert into menu_items (parent_id, lang, title, link) values (${a1}, 'de', 'A1x', '/') returning id`,
    );
    const before = await outline('de');
    expect(before).toContain('A(A1(A1x) A2) B');

    const ok = await call('POST', 'menu/update_order', { [b]: 0, [a]: 1 });
    expect(ok.json()).toEqual({ data: { message: API_MESSAGES.orderSaved.it } });
    expect((await call('POST', 'menu/update_order', [a2, a1])).statusCode).toBe(200);
    const reordered = await outline('de');
    expect(reordered).toContain('B A(A2 A1(A1x))');

    for (const body of [[{ id: a1, order: 0, parent_id: b }], [{ id: a1, order: 0, parent_id: null }], [deep?.id]]) {
      const refused = await call('POST', 'menu/update_order', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
      expect((refused.json() as { message: string }).message).toBe(API_MESSAGES.moveNotAllowed.it);
    }
    expect(await outline('de')).toBe(reordered);
    expect((await call('POST', 'menu/update_order', [a, 424242])).statusCode).toBe(404);
  });

  it('deletes an item with its subtree', async () => {
    const parent = await add({ title: 'Da togliere', lang: 'en' });
    await add({ title: 'Figlio', lang: 'en', parent_id: parent });
    const response = await call('DELETE', `menu/${parent}`);
    expect(response.json()).toEqual({ data: { message: API_MESSAGES.deletedOne.it, changed: 2 } });
    expect(await outline('en')).not.toContain('Da togliere');
    expect(await outline('en')).not.toContain('Figlio');
    expect((await call('DELETE', `menu/${parent}`)).statusCode).toBe(404);
  });

  it('needs user-create for every call', async () => {
    const id = await add({ title: 'Permessi' });
    const other = await t.userWith(['user-view', 'menu-view', 'category-edit']);
    const allowed = await t.userWith(['user-create']);
    const calls = [
      ['GET', 'menu', undefined],
      ['POST', 'menu', { title: 'No', link: '/' }],
      ['PUT', `menu/${id}`, { title: 'No', link: '/' }],
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
