/**
 * The entity picker's calls (spec platform.md sections 3, 5, 7 and 9): the entity types that can
 * be picked, a search across all of them, and picked items again by their indices. An item's
 * index is `{type}-{id}` (`news-12`): entity names are lower-case letters, digits and
 * underscores, so the last dash separates the two.
 */
import { z } from 'zod';
import { CONTENT_LANGUAGES } from '../languages';
import { LIST_LIMITS, MAX_ID, PICKER_LIMITS } from '../limits';
import { component, defineCall, param } from './define';
import { dataOf } from './shared';

/** An item as the picker names it: its entity and id. */
export interface EntityRef {
  readonly type: string;
  readonly id: number;
}

const INDEX = /^([a-z][a-z0-9_]{0,63})-([1-9][0-9]{0,9})$/;

/** The index of an item (`news-12`). */
export function entityIndex(ref: EntityRef): string {
  return `${ref.type}-${ref.id}`;
}

/** The item an index names, or null when it is not one (or its id is out of range). */
export function parseEntityIndex(index: string): EntityRef | null {
  const match = INDEX.exec(index);
  const type = match?.[1];
  const id = Number(match?.[2]);
  return type !== undefined && Number.isInteger(id) && id <= MAX_ID ? { type, id } : null;
}

const EntityType = component(
  'EntityType',
  z.object({ name: z.string(), label: z.string() }),
  'An entity type items can be picked from: its name (`news`) and its label in the caller’s language.',
);
const EntityTypesResult = component('EntityTypesResult', dataOf(z.array(EntityType)));

export const EntityPick = component(
  'EntityPick',
  z.object({
    id: z.number().int(),
    type: z.string(),
    /** `{type}-{id}`, as `excludes[]` and `indices[]` take it. */
    index: z.string(),
    title: z.string(),
    /** The item's address on the public site, when published in the language shown. */
    permalink: z.string().nullable(),
    slug: z.string().nullable(),
    /** The entity type's label (`News`). */
    name: z.string(),
    /** The language the title is in: the one asked for, else Italian, else the first the item has. */
    lang: z.string().nullable(),
  }),
  'An item the entity picker shows.',
);

const EntityPage = component(
  'EntityPage',
  z.object({
    results: z.array(EntityPick),
    pagination: z.object({ more: z.boolean().meta({ description: 'A next page has items.' }) }),
  }),
);
const EntityPicks = component('EntityPicks', z.object({ results: z.array(EntityPick) }));

const indexList = (description: string) =>
  param.list({
    maxItems: PICKER_LIMITS.maxIndices,
    max: PICKER_LIMITS.indexLength,
    pattern: { source: INDEX.source, test: (value) => parseEntityIndex(value) !== null },
    description,
  });

const lang = param.oneOf(CONTENT_LANGUAGES, {
  default: 'it',
  description: 'Language of the titles (an item without one shows its Italian title, or its first).',
});

const ERRORS = [401, 403, 422, 429] as const;

export const ENTITY_CALLS = {
  listEntityTypes: defineCall({
    method: 'get',
    path: '/entities',
    summary: 'Entity types the picker offers',
    description: 'Every entity whose items have a title and that the caller may view.',
    access: 'user',
    answer: EntityTypesResult,
    errors: [401, 429],
  }),
  listEntities: defineCall({
    method: 'get',
    path: '/entities/list',
    summary: 'Search items of every entity (the entity picker)',
    description:
      `A page holds ${PICKER_LIMITS.pageSize} items plus \`limit\`; titles containing \`q\` (or the id \`q\`), ` +
      'those starting with it first, then by title. Only published items (in the language shown) unless ' +
      '`preview=1`; only entities the caller may view (403 for an `entity_type` they may not).',
    access: 'user',
    query: {
      q: param.string({ max: LIST_LIMITS.parameter, description: 'Part of the title, or an id.' }),
      page: param.integer({ min: 1, max: LIST_LIMITS.maxPage, description: 'Page, from 1.' }),
      lang,
      entity_type: param.entity({ required: false, description: 'Only items of this entity.' }),
      'excludes[]': indexList('Items to leave out (those already picked), as `{type}-{id}`.'),
      limit: param.integer({
        min: 0,
        max: PICKER_LIMITS.maxLimit,
        description: `The picker's limit: the page holds ${PICKER_LIMITS.pageSize} + limit items (default ${PICKER_LIMITS.defaultLimit}).`,
      }),
      preview: param.oneOf(['0', '1'], { default: '0', description: '1: unpublished items too.' }),
    },
    answer: EntityPage,
    errors: ERRORS,
  }),
  listEntitiesFromIndices: defineCall({
    method: 'get',
    path: '/entities/from-indices',
    summary: 'Picked items by their indices',
    description:
      'The items in the order asked, whatever their status; those that do not exist, or whose entity the ' +
      'caller may not view, are left out.',
    access: 'user',
    query: { 'indices[]': indexList('The items, as `{type}-{id}`.'), lang },
    answer: EntityPicks,
    errors: ERRORS,
  }),
};
