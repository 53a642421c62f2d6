/**
 * Abilities on every route of every entity in the registry: without the ability, 403; with it, the
 * call gets past the check; administrators and `*` pass; no token, 401. Driven by the registry,
 * so a new entity is covered without touching this file.
 */
import type { EntityMeta } from '../../core/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abilityName, ABILITY_ACTIONS, type AbilityAction } from '../../core/abilities';
import { registry, entityNames } from '../../generated/registry';
import { backends, startTestServer, type TestServer } from './harness';

/** The request that exercises an action (the body is invalid on purpose: a 422 means "allowed"). */
function call(path: string, action: Exclude<AbilityAction, 'publish'>) {
  switch (action) {
    case 'view':
      return { method: 'GET' as const, url: path };
    case 'create':
      return { method: 'POST' as const, url: path, payload: {} };
    case 'edit':
      return { method: 'PUT' as const, url: `${path}/987654`, payload: {} };
    case 'delete':
      return { method: 'DELETE' as const, url: `${path}/987654` };
  }
}

const ROUTE_ACTIONS = ABILITY_ACTIONS.filter(
  (action): action is Exclude<AbilityAction, 'publish'> => action !== 'publish',
);

describe.each(backends)('abilities on $name', (backend) => {
  let t: TestServer;
  let admin: string;
  let wildcard: string;
  let nobody: string;
  beforeAll(async () => {
    t = await startTestServer(backend);
    admin = await t.adminToken();
    wildcard = (await t.userWith(['*'])).token;
    nobody = (await t.userWith([])).token;
  }, 60_000);
  afterAll(async () => t.close());

  describe.each(entityNames.map((name) => ({ name, meta: registry[name].meta })))('$name', ({ meta }) => {
    it.each(ROUTE_ACTIONS)('%s: 401 without a token, 403 without the ability, passes with it', async (action) => {
      const request = call(meta.path, action);
      const anonymous = await t.request(request);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: 'Unauthenticated.' });

      const denied = await t.request({ ...request, token: nobody });
      expect(denied.statusCode).toBe(403);
      expect((denied.json() as { message: string }).message).toBe('Non hai i permessi per questa operazione');

      // Holding every other ability of the entity is not enough.
      const others = ABILITY_ACTIONS.filter((other) => other !== action).map((other) =>
        abilityName(meta.ability, other),
      );
      const almost = await t.userWith(others);
      expect((await t.request({ ...request, token: almost.token })).statusCode).toBe(403);

      const holder = await t.userWith([abilityName(meta.ability, action)]);
      // Abilities the schema says also allow the action (spec: 'view-tag' creates tags).
      const extraAbilities: EntityMeta['extraAbilities'] = meta.extraAbilities;
      const extra = await Promise.all(
        (extraAbilities[action] ?? []).map(async (ability) => (await t.userWith([ability])).token),
      );
      for (const token of [holder.token, admin, wildcard, ...extra]) {
        const response = await t.request({ ...request, token });
        if (meta.actions[action]) {
          expect(response.statusCode, `${meta.path} ${action}`).not.toBe(403);
          expect(response.statusCode).toBeLessThan(500);
        } else {
          // Actions the entity never allows (tags are never deleted) are refused to everyone.
          expect(response.statusCode).toBe(403);
        }
      }
    });
  });

  it("lets 'view-tag' create tags and nothing else on them", async () => {
    const tagger = (await t.userWith(['view-tag'])).token;
    const created = await t.request({
      method: 'POST',
      url: 'operations/tags',
      token: tagger,
      payload: { name: 'Enogastronomia', lang: 'it' },
    });
    expect(created.statusCode).toBe(201);
    const { id } = (created.json() as { data: { id: number } }).data;
    expect(
      (await t.request({ method: 'PUT', url: `operations/tags/${id}`, token: tagger, payload: {} })).statusCode,
    ).toBe(403);
  });

  it('needs the publish ability to save status 1', async () => {
    const writer = await t.userWith(['news-view', 'news-create', 'news-edit']);
    const body = {
      contents: {
        it: {
          title: 'Pubblicazione',
          slug: 'pubblicazione-ability',
          excerpt: 'Riassunto',
          description: '<p>Testo</p>',
          status: 1,
          google: { keywords: 'k', title: 't', description: 'd' },
          social: { title: 't', description: 'd' },
        },
      },
    };
    const refused = await t.request({ method: 'POST', url: 'news', token: writer.token, payload: body });
    expect(refused.statusCode).toBe(422);
    expect((refused.json() as { errors: unknown }).errors).toEqual({
      'contents.it.status': ['Non puoi impostare questo stato'],
    });
    const asDraft = await t.request({
      method: 'POST',
      url: 'news',
      token: writer.token,
      payload: { contents: { it: { ...body.contents.it, status: 3 } } },
    });
    expect(asDraft.statusCode, asDraft.body).toBe(201);
    const id = (asDraft.json() as { data: { id: number } }).data.id;
    const item = (await t.request({ method: 'GET', url: `news/${id}`, token: writer.token })).json() as {
      data: { canSave: boolean; nextStatuses: { it: { id: number; active: number }[] } };
    };
    expect(item.data.canSave).toBe(false);
    expect(item.data.nextStatuses.it.filter((option) => option.active === 1).map((option) => option.id)).toEqual([
      2, 3,
    ]);

    const publisher = await t.userWith(['news-view', 'news-create', 'news-publish']);
    const ok = await t.request({
      method: 'POST',
      url: 'news',
      token: publisher.token,
      payload: { contents: { it: { ...body.contents.it, slug: 'pubblicazione-editore' } } },
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('maps newsim to the observatory ability', () => {
    expect(abilityName('newsim', 'view')).toBe('osservatorio-view');
  });
});
