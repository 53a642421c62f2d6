import { CREATE_TAG_ABILITY } from '../../core/abilities';
import { FIELD_LIMITS } from '../../core/limits';
import { callOptions, ID_SCHEMA, presence, stringSchema, type KindDefinition } from './types';

export const tags: KindDefinition<'tags'> = {
  kind: 'tags',
  normalise: (input, base) => ({
    ...base,
    kind: 'tags',
    createAbility: input.createAbility ?? CREATE_TAG_ABILITY,
    max: input.max ?? FIELD_LIMITS.items,
  }),
  zod: (field, context) => `v.tags(${callOptions({ max: field.max, ...presence(context) })})`,
  jsonSchema: (field) => ({
    type: 'array',
    maxItems: field.max,
    items: {
      type: 'object',
      properties: { id: ID_SCHEMA, name: stringSchema() },
      required: ['id', 'name'],
    },
  }),
  storage: () => ({ kind: 'relation', relation: 'tags' }),
};
