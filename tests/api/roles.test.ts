/**
 * Roles and the permission grid (core/contracts/users.ts) on both databases: the grid's rows come
 * from the registry plus the platform's families with only the abilities each has; a role's
 * change applies to its users on their next request; escalation; the administrator role; and
 * roles still held.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, VALIDATION_MESSAGES } from '#core/messages';
import type { Role, SavedResult } from '../../generated/api/schemas';
import { entityNames, registry } from '../../generated/registry';
import { backends, startTestServer, type TestServer } from './harness';

interface Grid {
  data: { permission: Record<string, Record<string, 0 | 1>>; labels: Record<string, string> };
}

describe.each(backends)('roles on $name', (backend) => {
  let t: TestServer;
  let admin = '';

  beforeAll(async () => {
    t = await startTestServer(backend, { LOGIN_ATTEMPTS_PER_MINUTE: '1000' });
    admin = await t.adminToken();
  }, 60_000);
  afterAll(async () => t.close());

  const createRole = (body: unknown, token = admin) =>
    t.request({ method: 'POST', url: 'user/roles', payload: body as object, token });

  it('offers a row per entity of the registry and per platform family, with only the abilities each has', async () => {
    const grid = (await t.request({ method: 'GET', url: 'user/roles/abilities', token: admin })).json() as Grid;
    for (const name of entityNames) {
      const meta = registry[name].meta;
      expect(Object.keys(grid.data.permission)).toContain(meta.ability);
      expect(grid.data.labels[meta.ability]).toBe(meta.label.plural.it);
    }
    expect(grid.data.permission.category).toEqual({ 'category-view': 0, 'category-edit': 0 });
    expect(grid.data.permission.homesettings).toEqual({ 'homesettings-view': 0, 'homesettings-edit': 0 });
    expect(Object.keys(grid.data.permission.redazioni ?? {})).toEqual([
      'redazioni-view',
      'redazioni-create',
      'redazioni-edit',
    ]);
    expect(grid.data.permission.tag?.['view-tag']).toBe(0);
    expect(grid.data.labels.event).toBe('Eventi');
    const english = (
      await t.request({
        method: 'GET',
        url: 'user/roles/abilities',
        token: admin,
        headers: { 'accept-language': 'en' },
      })
    ).json() as Grid;
    expect(english.data.labels.event).toBe('Events');
  });

  it('creates a role named after its title, and the change of a role reaches its users on their next request', async () => {
    const created = await createRole({ title: 'Solo notizie', abilities: ['news-view', 'news-edit'] });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as SavedResult).data.id;
    const role = (await t.request({ method: 'GET', url: `user/roles/${id}`, token: admin })).json() as { data: Role };
    expect(role.data).toMatchObject({
      name: 'solo-notizie',
      title: 'Solo notizie',
      abilities: ['news-edit', 'news-view'],
    });
    const twin = await createRole({ title: 'Solo Notizie 2', abilities: [] });
    expect((twin.json() as SavedResult).data.id).toBeGreaterThan(id);
    const same = await createRole({ title: 'solo notizie', abilities: [] });
    expect(same.statusCode).toBe(422);
    expect((same.json() as { errors: Record<string, string[]> }).errors.title).toEqual([
      VALIDATION_MESSAGES.roleTitleTaken.it,
    ]);

    const user = await t.userWith([], { roleName: 'solo-notizie' });
    // userWith rewrote the role's abilities; set them through the API, then take news-edit away.
    await t.request({
      method: 'PUT',
      url: `user/roles/${id}`,
      payload: { title: 'Solo notizie', abilities: ['news-view', 'news-edit'] },
      token: admin,
    });
    const grid = (await t.request({ method: 'GET', url: `user/roles/${id}/abilities`, token: admin })).json() as Grid;
    expect(grid.data.permission.news).toMatchObject({ 'news-view': 1, 'news-edit': 1, 'news-delete': 0 });
    const before = (await t.request({ method: 'GET', url: 'user/me', token: user.token })).json() as {
      data: { abilities: Record<string, number> };
    };
    expect(before.data.abilities['news-edit']).toBe(1);
    const updated = await t.request({
      method: 'PUT',
      url: `user/roles/${id}`,
      payload: { title: 'Solo notizie', abilities: ['news-view'] },
      token: admin,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const after = (await t.request({ method: 'GET', url: 'user/me', token: user.token })).json() as {
      data: { abilities: Record<string, number> };
    };
    expect(after.data.abilities['news-edit']).toBeUndefined();
    expect(after.data.abilities['news-view']).toBe(1);
  });

  it.each([
    // given a body, want 422 on this field
    { body: { title: '', abilities: [] }, field: 'title', message: VALIDATION_MESSAGES.required.it },
    { body: { abilities: [] }, field: 'title', message: VALIDATION_MESSAGES.required.it },
    { body: { title: 'X', abilities: ['news-fly'] }, field: 'abilities', message: 'Permesso non valido: news-fly' },
    { body: { title: 'Y', abilities: ['*'] }, field: 'abilities', message: 'Permesso non valido: *' },
    {
      body: { title: 'Z', abilities: ['category-delete'] },
      field: 'abilities',
      message: 'Permesso non valido: category-delete',
    },
  ])('refuses $body', async ({ body, field, message }) => {
    const response = await createRole(body);
    expect(response.statusCode, response.body).toBe(422);
    expect((response.json() as { errors: Record<string, string[]> }).errors[field]).toEqual([message]);
  });

  it('lets a user manager grant only what they hold, and never touch the administrator role', async () => {
    const manager = await t.userWith(['user-view', 'user-create', 'user-edit', 'news-view']);
    const mine = await createRole({ title: 'Lettori', abilities: ['news-view'] }, manager.token);
    expect(mine.statusCode, mine.body).toBe(201);
    const more = await createRole({ title: 'Editori', abilities: ['news-view', 'news-edit'] }, manager.token);
    expect(more.statusCode).toBe(403);
    expect(more.json()).toMatchObject({ message: API_MESSAGES.escalation.it });
    const roles = (await t.request({ method: 'GET', url: 'user/roles', token: manager.token })).json() as {
      data: { id: number; name: string }[];
      code: number;
    };
    expect(roles.code).toBe(200);
    const adminRole = roles.data.find((role) => role.name === 'administrator');
    const readAdmin = (
      await t.request({ method: 'GET', url: `user/roles/${adminRole?.id ?? 0}`, token: manager.token })
    ).json() as {
      data: Role;
    };
    expect(readAdmin.data.editable).toBe(false);
    const changeAdmin = await t.request({
      method: 'PUT',
      url: `user/roles/${adminRole?.id ?? 0}`,
      payload: { title: 'Capo', abilities: [] },
      token: manager.token,
    });
    expect(changeAdmin.statusCode).toBe(403);
    // The administrator renames the role; its abilities stay every ability.
    const renamed = await t.request({
      method: 'PUT',
      url: `user/roles/${adminRole?.id ?? 0}`,
      payload: { title: 'Amministratore del sito', abilities: [] },
      token: admin,
    });
    expect(renamed.statusCode).toBe(200);
    const me = (await t.request({ method: 'GET', url: 'user/me', token: admin })).json() as {
      data: { abilities: Record<string, number> };
    };
    expect(me.data.abilities['*']).toBe(1);
  });

  it('deletes only roles nobody holds, never the administrator role, and only as an administrator', async () => {
    const free = (await createRole({ title: 'Da eliminare', abilities: [] }).then((r) => r.json())) as SavedResult;
    const held = (await createRole({ title: 'Assegnato', abilities: [] }).then((r) => r.json())) as SavedResult;
    await t.userWith([], { roleName: 'assegnato' });
    const manager = await t.userWith(['user-view', 'user-create', 'user-edit', 'user-delete']);
    expect(
      (await t.request({ method: 'DELETE', url: `users/roles/${free.data.id}`, token: manager.token })).statusCode,
    ).toBe(403);
    const inUse = await t.request({
      method: 'DELETE',
      url: `users/roles/${free.data.id},${held.data.id}`,
      token: admin,
    });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({
      message: 'Il ruolo Assegnato è assegnato a 1 utenti: assegnare loro un altro ruolo prima di eliminarlo',
    });
    const adminRoles = (
      await t.request({ method: 'POST', url: 'users/roles/search?keywords=administrator', token: admin })
    ).json() as {
      data: { id: number }[];
    };
    const adminRoleId = adminRoles.data[0]?.id ?? 0;
    expect((await t.request({ method: 'DELETE', url: `users/roles/${adminRoleId}`, token: admin })).statusCode).toBe(
      409,
    );
    expect((await t.request({ method: 'DELETE', url: `users/roles/${free.data.id}`, token: admin })).statusCode).toBe(
      200,
    );
    expect((await t.request({ method: 'GET', url: `user/roles/${free.data.id}`, token: admin })).statusCode).toBe(404);
  });

  it('pages and searches roles', async () => {
    const page = (await t.request({ method: 'GET', url: 'user/roles?page=1&limit=2', token: admin })).json() as {
      data: unknown[];
      meta: { total: number; last_page: number };
    };
    expect(page.data).toHaveLength(2);
    expect(page.meta.last_page).toBe(Math.ceil(page.meta.total / 2));
    const found = (
      await t.request({ method: 'POST', url: 'users/roles/search?keywords=redazione', token: admin })
    ).json() as {
      data: { name: string }[];
    };
    expect(found.data.map((role) => role.name)).toEqual(
      expect.arrayContaining(['redazione', 'redazione-regionale', 'redazione-destinazione-turistica']),
    );
    const reader = await t.userWith(['news-view']);
    expect((await t.request({ method: 'GET', url: 'user/roles', token: reader.token })).statusCode).toBe(403);
  });
});
