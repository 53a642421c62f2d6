import { z } from 'zod';
import { FIELD_LIMITS } from '../../core/limits';
import { callOptions, ID_SCHEMA, presence, stringSchema, type KindDefinition } from '../../generator/kinds/types';
import { common } from '../../generator/kinds/input';

/** The field as written in a schema. */
const schema = z.strictObject({
  kind: z.literal('reference'),
  ...common,
  entities: z.array(z.string().min(1)).optional(),
  limit: z.number().int().positive().optional(),
  sortable: z.boolean().optional(),
});

export const reference: KindDefinition<'reference', typeof schema> = {
  kind: 'reference',
  input: schema,
  normalise: (input, base) => ({
    ...base,
    kind: 'reference',
    entities: input.entities ?? [],
    limit: input.limit ?? 5,
    sortable: input.sortable ?? true,
  }),
  zod: (field, context) =>
    `v.references(${callOptions({ entities: field.entities, limit: field.limit, ...presence(context) })})`,
  jsonSchema: (field) => ({
    type: 'array',
    maxItems: field.limit,
    items: {
      type: 'object',
      properties: { id: ID_SCHEMA, type: stringSchema(), title: stringSchema(FIELD_LIMITS.paramValue) },
      required: ['id', 'type'],
    },
  }),
  storage: () => ({ kind: 'json' }),
};
