/**
 * The users' calls (core/contracts/users.ts) on both databases: the validation rules of
 * platform.md section 5, uniqueness, the profile, escalation, the last administrator, sessions
 * ended on deactivation and on a new password, soft deletion keeping authored content, the CSV,
 * and the password-changed e-mail through a local SMTP server.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES, API_MESSAGES } from '#core/messages';
import type { SavedResult, User, UserPage } from '../../generated/api/schemas';
import { rows } from '../../server/db/client';
import { startSmtpCatcher, type SmtpCatcher } from '../fixtures/smtp';
import { ADMIN_PASSWORD, backends, startTestServer, type TestServer } from './harness';

const V = VALIDATION_MESSAGES;

/** A valid new user; `overrides` change or remove (undefined) fields. */
function newUser(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const base: Record<string, unknown> = {
    company: '',
    first_name: 'Nicolò',
    last_name: 'Ðuković',
    username: `mario_${Math.random().toString(36).slice(2, 8)}`,
    email: `m${Math.random().toString(36).slice(2, 8)}@example.org`,
    password: 'password-lunga',
    password_confirmation: 'password-lunga',
    role: 'editor',
    active: 1,
  };
  return Object.fromEntries(Object.entries({ ...base, ...overrides }).filter(([, value]) => value !== undefined));
}

describe.each(backends)('users on $name', (backend) => {
  let t: TestServer;
  let smtp: SmtpCatcher;
  let admin = '';

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await startTestServer(backend, { SMTP_URL: smtp.url, LOGIN_ATTEMPTS_PER_MINUTE: '1000' });
    admin = await t.adminToken();
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const create = (body: Record<string, unknown>, token = admin) =>
    t.request({ method: 'POST', url: 'user', payload: body, token });
  const created = async (body: Record<string, unknown>): Promise<number> => {
    const response = await create(body);
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as SavedResult).data.id;
  };
  const get = async (id: number): Promise<User> =>
    (
      t.request({ method: 'GET', url: `user/${id}`, token: admin }).then((r) => r.json()) as Promise<{ data: User }>
    ).then((answer) => answer.data);

  it.each([
    // given a change to a valid user, want these messages on these fields
    { change: { first_name: '' }, field: 'first_name', message: V.required.it },
    { change: { last_name: 'Rossi3' }, field: 'last_name', message: V.lettersOnly.it },
    { change: { first_name: "D'Amico" }, field: 'first_name', message: V.lettersOnly.it },
    { change: { username: '' }, field: 'username', message: V.required.it },
    { change: { username: 'mario rossi' }, field: 'username', message: V.username.it },
    { change: { username: 'mario.rossi' }, field: 'username', message: V.username.it },
    { change: { email: 'non-una-mail' }, field: 'email', message: V.email.it },
    { change: { email: undefined }, field: 'email', message: V.required.it },
    { change: { password: 'corta', password_confirmation: 'corta' }, field: 'password', message: 'Minimo 8 caratteri' },
    { change: { password: undefined }, field: 'password', message: V.required.it },
    { change: { password_confirmation: '' }, field: 'password_confirmation', message: V.required.it },
    {
      change: { password_confirmation: 'altra-password' },
      field: 'password_confirmation',
      message: V.passwordMismatch.it,
    },
    { change: { role: '' }, field: 'role', message: V.required.it },
    { change: { role: 'nessun-ruolo' }, field: 'role', message: V.unknownRole.it },
    { change: { active: undefined }, field: 'active', message: V.required.it },
    { change: { redazione: 999999 }, field: 'redazione', message: V.unknownDesk.it },
    { change: { destination: [5] }, field: 'destination', message: V.unknownDestination.it },
  ])('refuses $change with "$message" on $field', async ({ change, field, message }) => {
    const response = await create(newUser(change));
    expect(response.statusCode, response.body).toBe(422);
    expect((response.json() as { errors: Record<string, string[]> }).errors[field]).toContain(message);
  });

  it('needs no names when the company is given, and accepts accented names', async () => {
    const id = await created(newUser({ company: 'Hotel Forlì', first_name: '', last_name: '' }));
    expect((await get(id)).company).toBe('Hotel Forlì');
    const named = await created(newUser({ first_name: 'Zoë Anna', last_name: 'Dell Acqua' }));
    expect((await get(named)).first_name).toBe('Zoë Anna');
  });

  it('keeps usernames and e-mails unique, whatever the case', async () => {
    const first = newUser();
    await created(first);
    const again = await create(
      newUser({ username: String(first.username).toUpperCase(), email: String(first.email).toUpperCase() }),
    );
    expect(again.statusCode).toBe(422);
    const errors = (again.json() as { errors: Record<string, string[]> }).errors;
    expect(errors.username).toEqual([V.usernameTaken.it]);
    expect(errors.email).toEqual([V.emailTaken.it]);
  });

  it('lists with pages, order and keywords, and searches from the spec call', async () => {
    await created(newUser({ last_name: 'Zanzibar', username: 'zz_ricerca' }));
    const page = await t.request({ method: 'GET', url: 'user?page=1&limit=2&orderBy=-id', token: admin });
    const body = page.json() as UserPage;
    expect(body.data).toHaveLength(2);
    expect(body.meta.total).toBeGreaterThan(2);
    expect(body.data[0]?.id).toBeGreaterThan(body.data[1]?.id ?? 0);
    const found = await t.request({ method: 'POST', url: 'user/search?keywords=zanzib', token: admin });
    expect((found.json() as UserPage).data.map((row) => row.username)).toEqual(['zz_ricerca']);
    const literal = await t.request({ method: 'GET', url: 'user?keywords=%25', token: admin });
    expect((literal.json() as UserPage).data).toEqual([]);
  });

  it('lets a user edit their own profile but not their username, role or desk, and keeps them active', async () => {
    const user = await t.userWith(['news-view']);
    const me = (await t.request({ method: 'GET', url: `user/${user.id}`, token: user.token })).json() as { data: User };
    const profile = {
      ...me.data,
      last_name: 'Bianchi',
      email: 'nuova@example.org',
      role: me.data.role ?? '',
      active: 0,
    };
    const saved = await t.request({ method: 'PUT', url: `user/${user.id}`, payload: profile, token: user.token });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await get(user.id);
    expect(after.email).toBe('nuova@example.org');
    expect(after.active).toBe(1);
    const renamed = await t.request({
      method: 'PUT',
      url: `user/${user.id}`,
      payload: { ...profile, username: 'altro_nome' },
      token: user.token,
    });
    expect(renamed.statusCode).toBe(403);
    expect(renamed.json()).toMatchObject({ message: API_MESSAGES.ownProfileOnly.it });
    const other = await t.request({ method: 'GET', url: 'user/1', token: user.token });
    expect(other.statusCode).toBe(403);
  });

  it('assigns destinations (the destination schema provides them), names them, and keeps them on a profile save', async () => {
    const destination = async (title: string) => {
      const response = await t.request({
        method: 'POST',
        url: 'destination',
        token: admin,
        payload: { contents: { it: { title, status: 2 } } },
      });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as SavedResult).data.id;
    };
    const riviera = await destination('Riviera romagnola');
    const appennino = await destination('Appennino emiliano');
    const id = await created(newUser({ role: 'redazione-destinazione-turistica', destination: [riviera] }));
    expect((await get(id)).destinations).toEqual({ [riviera]: 'Riviera romagnola' });

    // An update replaces the list; one naming no destination is refused, nothing changed.
    const base = { ...(await get(id)), role: 'redazione-destinazione-turistica' };
    const both = await t.request({
      method: 'PUT',
      url: `user/${id}`,
      token: admin,
      payload: { ...base, destination: [appennino, riviera, appennino] },
    });
    expect(both.statusCode, both.body).toBe(200);
    expect((await get(id)).destinations).toEqual({ [riviera]: 'Riviera romagnola', [appennino]: 'Appennino emiliano' });
    const unknown = await t.request({
      method: 'PUT',
      url: `user/${id}`,
      token: admin,
      payload: { ...base, destination: [riviera, 2_147_483_647] },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ errors: { destination: [V.unknownDestination.it] } });
    expect(Object.keys((await get(id)).destinations)).toHaveLength(2);

    // The user's own profile sends no list (kept) or the same one; never another one.
    const token = await t.login(base.username, 'password-lunga');
    const profile = { ...(await get(id)), role: 'redazione-destinazione-turistica', last_name: 'Rossi' };
    const { destination: _none, ...withoutList } = { ...profile, destination: undefined };
    const kept = await t.request({ method: 'PUT', url: `user/${id}`, token, payload: withoutList });
    expect(kept.statusCode, kept.body).toBe(200);
    const same = await t.request({
      method: 'PUT',
      url: `user/${id}`,
      token,
      payload: { ...profile, destination: [riviera, appennino] },
    });
    expect(same.statusCode, same.body).toBe(200);
    const other = await t.request({
      method: 'PUT',
      url: `user/${id}`,
      token,
      payload: { ...profile, destination: [riviera] },
    });
    expect(other.statusCode).toBe(403);
    expect(
      Object.keys((await get(id)).destinations)
        .map(Number)
        .sort(),
    ).toEqual([riviera, appennino].sort());

    // A user manager who does not manage destinations finds them for the form.
    const manager = await t.userWith(['user-view', 'user-create', 'user-edit']);
    const found = await t.request({
      method: 'POST',
      url: 'destination/search',
      token: manager.token,
      payload: { keywords: 'rivi' },
    });
    expect(found.statusCode, found.body).toBe(200);
    expect((found.json() as { data: { id: number }[] }).data.map((row) => row.id)).toEqual([riviera]);

    // A destination deleted since leaves the user's list at once (no '#id' left behind), and the
    // profile's save of the list as loaded is still the same list.
    const deleted = await t.request({ method: 'DELETE', url: `destination/${appennino}`, token: admin });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await get(id)).destinations).toEqual({ [riviera]: 'Riviera romagnola' });
    const reloaded = { ...(await get(id)), role: 'redazione-destinazione-turistica' };
    const afterDelete = await t.request({
      method: 'PUT',
      url: `user/${id}`,
      token,
      payload: { ...reloaded, destination: Object.keys(reloaded.destinations).map(Number) },
    });
    expect(afterDelete.statusCode, afterDelete.body).toBe(200);
  });

  it('keeps the session of a user who changes their own password, and ends the others', async () => {
    const user = await t.userWith(['news-view']);
    const me = (await t.request({ method: 'GET', url: `user/${user.id}`, token: user.token })).json() as { data: User };
    const username = me.data.username;
    const second = await t.login(username, `password-${username}`);
    const saved = await t.request({
      method: 'PUT',
      url: `user/${user.id}`,
      payload: {
        ...me.data,
        last_name: 'Bianchi',
        role: me.data.role ?? '',
        password: 'nuova-password',
        password_confirmation: 'nuova-password',
      },
      token: user.token,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await t.request({ method: 'GET', url: 'user/me', token: user.token })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: 'user/me', token: second })).statusCode).toBe(401);
    await t.login(username, 'nuova-password');
  });

  it('ends every session at once on deactivation and on a new password set by an administrator', async () => {
    const user = await t.userWith(['news-view']);
    const status = await t.request({ method: 'POST', url: `user/change_status?id=${user.id}`, token: admin });
    expect(status.json()).toMatchObject({ data: { id: user.id, active: 0, message: API_MESSAGES.userDeactivated.it } });
    expect((await t.request({ method: 'GET', url: 'user/me', token: user.token })).statusCode).toBe(401);
    const back = await t.request({ method: 'POST', url: `user/change_status?id=${user.id}`, token: admin });
    expect(back.json()).toMatchObject({ data: { active: 1, message: API_MESSAGES.userActivated.it } });

    const other = await t.userWith(['news-view']);
    const changed = await t.request({
      method: 'POST',
      url: `user/update_password_utente?id=${other.id}`,
      payload: { password: 'impostata-da-admin', password_confirmation: 'impostata-da-admin' },
      token: admin,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await t.request({ method: 'GET', url: 'user/me', token: other.token })).statusCode).toBe(401);
  });

  it("takes the spec's query (id, send, password) without a confirmation, and mails the new password when send is true", async () => {
    const id = await created(newUser({ email: 'avvisami@example.org' }));
    const response = await t.request({
      method: 'POST',
      url: `user/update_password_utente?id=${id}&send=true&password=segreta-123`,
      token: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    const mail = await smtp.next('avvisami@example.org');
    expect(mail.subject).toBe('La tua password è stata cambiata');
    expect(mail.raw).toContain('segreta-123');
    expect(mail.raw).toContain('scegline una tua dal tuo profilo');
    const { username } = await get(id);
    expect(await t.login(username, 'segreta-123')).toEqual(expect.any(String));
    const withConfirmation = await t.request({
      method: 'POST',
      url: `user/update_password_utente?id=${id}&send=0&password=segreta-456&password_confirmation=segreta-456`,
      token: admin,
    });
    expect(withConfirmation.statusCode, withConfirmation.body).toBe(200);
    const badSend = await t.request({
      method: 'POST',
      url: `user/update_password_utente?id=${id}&send=forse&password=segreta-789`,
      token: admin,
    });
    expect(badSend.statusCode).toBe(422);
    const mismatch = await t.request({
      method: 'POST',
      url: `user/update_password_utente?id=${id}`,
      payload: { password: 'segreta-123', password_confirmation: 'segreta-124' },
      token: admin,
    });
    expect(mismatch.statusCode).toBe(422);
  });

  it('refuses escalation: a user manager who is not an administrator', async () => {
    const manager = await t.userWith([
      'user-view',
      'user-create',
      'user-edit',
      'user-delete',
      'news-view',
      'news-edit',
    ]);
    const asAdmin = await create(newUser({ role: 'administrator' }), manager.token);
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json()).toMatchObject({ message: API_MESSAGES.escalation.it });
    const asEditor = await create(newUser({ role: 'editor' }), manager.token);
    expect(asEditor.statusCode).toBe(403);
    const narrow = await t.userWith(['news-view']);
    const narrowRole = (await t.request({ method: 'GET', url: `user/${narrow.id}`, token: admin })).json() as {
      data: User;
    };
    const allowed = await create(newUser({ role: narrowRole.data.role }), manager.token);
    expect(allowed.statusCode, allowed.body).toBe(201);
    const editAdmin = await t.request({
      method: 'POST',
      url: 'user/update_password_utente?id=1',
      payload: { password: 'presa-del-potere', password_confirmation: 'presa-del-potere' },
      token: manager.token,
    });
    expect(editAdmin.statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: 'user/change_status?id=1', token: manager.token })).statusCode).toBe(
      403,
    );
  });

  it('keeps the last active administrator and forbids acting on oneself', async () => {
    // The seeded administrator has no surname nor e-mail: an update carries them (section 5).
    const firstAdmin = async () => ({ ...(await get(1)), last_name: 'Sistema', email: 'admin@example.org' });
    const self = await t.request({ method: 'POST', url: 'user/change_status?id=1', token: admin });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ message: API_MESSAGES.notYourself.it });
    expect((await t.request({ method: 'DELETE', url: 'user/1', token: admin })).statusCode).toBe(409);
    // A second administrator may not remove the first while the first is the only other one.
    const second = await created(newUser({ role: 'administrator' }));
    const secondRecord = await get(second);
    const secondToken = await t.login(secondRecord.username, 'password-lunga');
    const demoteFirst = await t.request({
      method: 'PUT',
      url: 'user/1',
      payload: { ...(await firstAdmin()), role: 'editor' },
      token: secondToken,
    });
    expect(demoteFirst.statusCode, demoteFirst.body).toBe(200);
    const demoteSelfLast = await t.request({
      method: 'PUT',
      url: `user/${second}`,
      payload: { ...secondRecord, role: 'editor' },
      token: secondToken,
    });
    expect(demoteSelfLast.statusCode, demoteSelfLast.body).toBe(409);
    expect(demoteSelfLast.json()).toMatchObject({ message: API_MESSAGES.lastAdministrator.it });
    // Restore the first administrator for the other tests.
    const restored = await t.request({
      method: 'PUT',
      url: 'user/1',
      payload: { ...(await firstAdmin()), role: 'administrator' },
      token: secondToken,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await t.request({ method: 'DELETE', url: `user/${second}`, token: admin })).statusCode).toBe(200);
  });

  it('deletes softly: the content keeps its author, the person is gone', async () => {
    const author = await t.userWith(['news-view']);
    const [item] = await rows<{ id: number }>(
      t.server.database.db,
      sql`insert into licence (created_by) values (${author.id}) returning id`,
    );
    const removed = await t.request({ method: 'DELETE', url: `user/${author.id}`, token: admin });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await t.request({ method: 'GET', url: 'user/me', token: author.token })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: `user/${author.id}`, token: admin })).statusCode).toBe(404);
    const [kept] = await rows<{ created_by: number | null }>(
      t.server.database.db,
      sql`select created_by from licence where id = ${item?.id ?? 0}`,
    );
    expect(kept?.created_by).toBe(author.id);
    const [person] = await rows<{ username: string; email: string; deleted: boolean }>(
      t.server.database.db,
      sql`select username, email, deleted_at is not null as deleted from users where id = ${author.id}`,
    );
    expect(person).toEqual({ username: `deleted-${author.id}`, email: '', deleted: true });
    const list = (await t.request({ method: 'GET', url: 'user?limit=100', token: admin })).json() as UserPage;
    expect(list.data.some((row) => row.id === author.id)).toBe(false);
    expect((await t.request({ method: 'DELETE', url: `user/${author.id}`, token: admin })).statusCode).toBe(404);
  });

  it('exports CSV that a spreadsheet set to Italian opens as it is', async () => {
    const id = await created(
      newUser({
        company: 'Forlì; "Il Mare"',
        first_name: '',
        last_name: '',
        username: 'csv_utente',
        email: 'csv@example.org',
      }),
    );
    const all = await t.request({ method: 'GET', url: 'user/export', token: admin });
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(all.headers['content-disposition']).toBe('attachment; filename="utenti.csv"');
    expect(all.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = all.rawPayload.toString('utf8');
    expect(text).toContain('ID;Username;Nome;Cognome;Azienda;Email;Ruolo;Stato;Redazione\r\n');
    expect(text).toContain(`${id};csv_utente;;;"Forlì; ""Il Mare""";csv@example.org;Editor;Attivo;\r\n`);
    const selected = await t.request({ method: 'GET', url: `user/export/${id}`, token: admin });
    expect(selected.rawPayload.toString('utf8').trim().split('\r\n')).toHaveLength(2);
    expect((await t.request({ method: 'GET', url: 'user/export/999999', token: admin })).statusCode).toBe(404);
  });

  it('needs the abilities', async () => {
    const reader = await t.userWith(['news-view']);
    for (const [method, url] of [
      ['GET', 'user'],
      ['GET', 'user/export'],
      ['POST', 'user/change_status?id=1'],
      ['DELETE', 'user/1'],
    ] as const) {
      expect((await t.request({ method, url, token: reader.token })).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await create(newUser(), reader.token)).statusCode).toBe(403);
    expect(ADMIN_PASSWORD.length).toBeGreaterThan(7);
  });
});
