import { CREATE_TAG_ABILITY } from '../../core/abilities';
import { callOptions, presence, type KindDefinition } from './types';

export const tags: KindDefinition<'tags'> = {
  kind: 'tags',
  normalise: (input, base) => ({
    ...base,
    kind: 'tags',
    createAbility: input.createAbility ?? CREATE_TAG_ABILITY,
    max: input.max ?? 100,
  }),
  zod: (field, context) => `v.tags(${callOptions({ max: field.max, ...presence(context) })})`,
  jsonSchema: (field) => ({
    type: 'array',
    maxItems: field.max,
    items: {
      type: 'object',
      properties: { id: { type: 'integer' }, name: { type: 'string' } },
      required: ['id', 'name'],
    },
  }),
  storage: () => ({ kind: 'relation', relation: 'tags' }),
};
