import { z } from 'zod';
import { CREATE_TAG_ABILITY } from '../../core/abilities';
import { FIELD_LIMITS } from '../../core/limits';
import { callOptions, ID_SCHEMA, presence, stringSchema, type KindDefinition } from '../host/generator';
import { common } from '../host/input';

/** The field as written in a schema. */
const schema = z.strictObject({
  kind: z.literal('tags'),
  ...common,
  createAbility: z.string().optional(),
  max: z.number().int().positive().optional(),
});

export const tags: KindDefinition<'tags', typeof schema> = {
  kind: 'tags',
  input: schema,
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
