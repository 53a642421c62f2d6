/** The captured API answers (`fixtures.json`, refreshed by `npx tsx stories/msw/capture.ts`). */
import captured from './fixtures.json';
import type { Fixtures, ItemAnswer, ListAnswer } from './types';

export const fixtures = captured as unknown as Fixtures;

/** The administrator of the demo data, as `GET user/me` answers it. */
export const adminUser = (fixtures.me as { data: Record<string, unknown> }).data;

export function listOf(entity: string): ListAnswer {
  const list = fixtures.lists[entity];
  if (!list) throw new Error(`no fixture list for '${entity}' (known: ${Object.keys(fixtures.lists).join(', ')})`);
  return list;
}

/** A captured item of `entity`: the one with `id` when captured, else the first one carrying that id. */
export function itemOf(entity: string, id?: number): ItemAnswer {
  const items = fixtures.items[entity] ?? [];
  const found = items.find((item) => item.data.id === id) ?? items[0];
  if (!found) throw new Error(`no fixture item for '${entity}'`);
  return id === undefined || found.data.id === id ? found : { data: { ...found.data, id } };
}
