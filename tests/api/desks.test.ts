/**
 * Editorial desks (redazioni; core/contracts/users.ts) on both databases: create with the spec's
 * path, the validation messages, list with `total`, the detail with users and municipalities,
 * adding and removing municipalities, the select options, and the abilities.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, VALIDATION_MESSAGES } from '#core/messages';
import type { Desk, SavedResult } from '../../generated/api/schemas';
import { rows } from '../../server/db/client';
import { backends, startTestServer, type TestServer } from './harness';

describe.each(backends)('desks on $name', (backend) => {
  let t: TestServer;
  let admin = '';
  let bologna = 0;
  let imola = 0;

  beforeAll(async () => {
    t = await startTestServer(backend);
    admin = await t.adminToken();
    const found = await rows<{ id: number; name: string }>(
      t.server.database.db,
      sql`select id, name from municipalities where name in ('Bologna', 'Imola')`,
    );
    bologna = found.find((row) => row.name === 'Bologna')?.id ?? 0;
    imola = found.find((row) => row.name === 'Imola')?.id ?? 0;
  }, 60_000);
  afterAll(async () => t.close());

  const createDesk = (body: unknown, token = admin) =>
    t.request({ method: 'POST', url: 'user/redazioni/new', payload: body as object, token });

  it.each([
    // given a body, want these messages
    { body: { nome: '' }, errors: { nome: [VALIDATION_MESSAGES.required.it] } },
    { body: { nome: 'X', url_it: 'non un indirizzo' }, errors: { url_it: [VALIDATION_MESSAGES.url.it] } },
    { body: { nome: 'X', url_en: 'javascript:alert(1)' }, errors: { url_en: [VALIDATION_MESSAGES.url.it] } },
    { body: { nome: 'X', lang: 'xx' }, errors: { lang: [VALIDATION_MESSAGES.option.it] } },
  ])('refuses $body', async ({ body, errors }) => {
    const response = await createDesk(body);
    expect(response.statusCode).toBe(422);
    expect((response.json() as { errors: unknown }).errors).toEqual(errors);
  });

  it('creates, lists, updates and shows a desk with its users and municipalities', async () => {
    const created = await createDesk({ nome: 'Redazione Bologna', url_it: 'https://bologna.example.org', lang: 'it' });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as SavedResult).data.id;
    const member = await t.userWith(['news-view']);
    await t.server.database.db.execute(sql`update users set redazione_id = ${id} where id = ${member.id}`);

    const added = await t.request({
      method: 'POST',
      url: `operations/redazione/${id}/comune/${bologna}`,
      token: admin,
    });
    expect(added.json()).toEqual({ data: { message: 'comune aggiunto' } });
    await t.request({ method: 'POST', url: `operations/redazione/${id}/comune/${imola}`, token: admin });
    const again = await t.request({ method: 'POST', url: `operations/redazione/${id}/comune/${imola}`, token: admin });
    expect(again.statusCode).toBe(200);

    const detail = (await t.request({ method: 'GET', url: `user/redazioni/${id}`, token: admin })).json() as {
      data: Desk;
    };
    expect(detail.data).toMatchObject({
      nome: 'Redazione Bologna',
      url_it: 'https://bologna.example.org',
      url_en: '',
      users_count: 1,
    });
    expect(detail.data.users.map((user) => user.id)).toEqual([member.id]);
    expect(detail.data.comuni_istat.map((row) => [row.nome, row.provincia.nome])).toEqual([
      ['Bologna', 'Bologna'],
      ['Imola', 'Bologna'],
    ]);
    expect(detail.data.comuni_istat[0]?.pivot).toEqual({ comuni_istat_id: bologna, redazioni_id: id });
    expect(detail.data.comuni_istat[0]?.codice).toBe('037006');

    const list = (
      await t.request({ method: 'GET', url: 'user/redazioni?orderBy=-users_count&page=1&limit=10', token: admin })
    ).json() as {
      data: { id: number; users_count: number }[];
      total: number;
      meta: { total: number };
    };
    expect(list.total).toBe(list.meta.total);
    expect(list.data[0]).toMatchObject({ id, users_count: 1 });

    const updated = await t.request({
      method: 'PUT',
      url: `user/redazioni/${id}`,
      payload: { nome: 'Redazione Bologna e Imola', url_en: 'https://bologna.example.org/en', lang: 'en' },
      token: admin,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const options = (await t.request({ method: 'GET', url: 'operations/redazioni', token: member.token })).json() as {
      data: { id: number; nome: string }[];
    };
    expect(options.data).toContainEqual({ id, nome: 'Redazione Bologna e Imola' });

    const removed = await t.request({
      method: 'DELETE',
      url: `operations/redazione/${id}/comune/${imola}`,
      token: admin,
    });
    expect(removed.json()).toEqual({ data: { message: API_MESSAGES.municipalityRemoved.it } });
    const after = (await t.request({ method: 'GET', url: `user/redazioni/${id}`, token: admin })).json() as {
      data: Desk;
    };
    expect(after.data.comuni_istat.map((row) => row.nome)).toEqual(['Bologna']);
  });

  it('answers 404 for unknown desks and municipalities', async () => {
    expect((await t.request({ method: 'GET', url: 'user/redazioni/999999', token: admin })).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'PUT', url: 'user/redazioni/999999', payload: { nome: 'X' }, token: admin }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'POST', url: `operations/redazione/999999/comune/${bologna}`, token: admin }))
        .statusCode,
    ).toBe(404);
    const desk = (await createDesk({ nome: 'Vuota' }).then((r) => r.json())) as SavedResult;
    expect(
      (await t.request({ method: 'POST', url: `operations/redazione/${desk.data.id}/comune/999999`, token: admin }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `operations/redazione/${desk.data.id}/comune/${bologna}`,
          token: admin,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('needs the desk abilities', async () => {
    const reader = await t.userWith(['news-view']);
    expect((await t.request({ method: 'GET', url: 'user/redazioni', token: reader.token })).statusCode).toBe(403);
    expect((await createDesk({ nome: 'No' }, reader.token)).statusCode).toBe(403);
    const viewer = await t.userWith(['redazioni-view']);
    expect((await t.request({ method: 'GET', url: 'user/redazioni', token: viewer.token })).statusCode).toBe(200);
    expect((await createDesk({ nome: 'No' }, viewer.token)).statusCode).toBe(403);
    expect(
      (await t.request({ method: 'POST', url: `operations/redazione/1/comune/${bologna}`, token: viewer.token }))
        .statusCode,
    ).toBe(403);
  });
});
