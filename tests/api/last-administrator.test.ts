/**
 * The last active administrator under concurrency (issue #28 item 1): two administrators, the only
 * two active ones, deactivate, delete or demote each other at the same instant, round after round.
 * Exactly one of the two changes may pass and one active administrator must remain every time; the
 * other is refused with 409 (or 401, when the first change revoked its session before it was read).
 * The check and the write run in one transaction under the administrators' lock
 * (`keepAnAdministrator` in server/users/calls.ts); before that, PostgreSQL lost the last one in
 * most rounds.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMINISTRATOR_ROLE } from '#core/abilities';
import { API_MESSAGES } from '#core/messages';
import type { SavedResult, User } from '../../generated/api/schemas';
import { rows } from '../../server/db/client';
import { backends, startTestServer, type TestServer } from './harness';

const ROUNDS = 24;
const ACTIONS = ['deactivate', 'delete', 'demote'] as const;
type Action = (typeof ACTIONS)[number];

interface Administrator {
  readonly id: number;
  readonly token: string;
}

describe.each(backends)('the last active administrator on $name', (backend) => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer(backend, { LOGIN_ATTEMPTS_PER_MINUTE: '10000' });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  let made = 0;
  /** A new active administrator, created through the API by `creator`, signed in. */
  async function newAdministrator(creator: string): Promise<Administrator> {
    made += 1;
    const username = `admin_race_${made}`;
    const response = await t.request({
      method: 'POST',
      url: 'user',
      token: creator,
      payload: {
        company: '',
        first_name: 'Ada',
        last_name: 'Concorrente',
        username,
        email: `${username}@example.org`,
        password: 'password-lunga',
        password_confirmation: 'password-lunga',
        role: 'administrator',
        active: 1,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = (response.json() as SavedResult).data;
    return { id, token: await t.login(username, 'password-lunga') };
  }

  async function activeAdministrators(): Promise<number[]> {
    const found = await rows<{ id: number }>(
      t.server.database.db,
      sql`select distinct u.id from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id
           where r.name = ${ADMINISTRATOR_ROLE} and u.active = 1 and u.deleted_at is null order by u.id`,
    );
    return found.map((row) => row.id);
  }

  it(`keeps one through ${ROUNDS} rounds of two administrators deactivating, deleting or demoting each other at once`, async () => {
    // The seeded administrator leaves: the two new ones are the only active administrators.
    let pair = [await newAdministrator(await t.adminToken()), await newAdministrator(await t.adminToken())] as const;
    const [first] = pair;
    const seeded = await t.request({ method: 'POST', url: 'user/change_status?id=1', token: first.token });
    expect(seeded.statusCode, seeded.body).toBe(200);

    const outcomes: Record<Action, number[]> = { deactivate: [], delete: [], demote: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      const action = ACTIONS[round % ACTIONS.length] ?? 'deactivate';
      expect(await activeAdministrators()).toEqual(pair.map((one) => one.id).sort((a, b) => a - b));
      // What a demotion sends is read before the race, so that both requests leave at once.
      const records = await Promise.all(
        pair.map(async (one) => {
          const answer = await t.request({ method: 'GET', url: `user/${one.id}`, token: one.token });
          return (answer.json() as { data: User }).data;
        }),
      );
      const act = (actor: Administrator, target: Administrator, record: User | undefined) =>
        action === 'deactivate'
          ? t.request({ method: 'POST', url: `user/change_status?id=${target.id}`, token: actor.token })
          : action === 'delete'
            ? t.request({ method: 'DELETE', url: `user/${target.id}`, token: actor.token })
            : t.request({
                method: 'PUT',
                url: `user/${target.id}`,
                token: actor.token,
                payload: { ...record, role: 'editor' },
              });
      const [a, b] = pair;
      const answers = await Promise.all([act(a, b, records[1]), act(b, a, records[0])]);

      const statuses = answers.map((answer) => answer.statusCode);
      const label = `round ${round} (${action}): ${statuses.join(', ')}`;
      const remaining = await activeAdministrators();
      expect(remaining, label).toHaveLength(1);
      expect(
        statuses.filter((status) => status === 200),
        label,
      ).toHaveLength(1);
      const refused = answers.find((answer) => answer.statusCode !== 200);
      expect([401, 409], label).toContain(refused?.statusCode);
      if (refused?.statusCode === 409) {
        expect(refused.json(), label).toEqual({ message: API_MESSAGES.lastAdministrator.it });
      }
      outcomes[action].push(refused?.statusCode ?? 0);

      // The one left makes the next partner.
      const survivor = pair.find((one) => one.id === remaining[0]);
      if (!survivor) throw new Error(`${label}: the remaining administrator is neither of the pair`);
      pair = [survivor, await newAdministrator(survivor.token)];
    }
    // Every action raced, each several times.
    for (const action of ACTIONS) expect(outcomes[action].length, action).toBe(ROUNDS / ACTIONS.length);
  });
});
