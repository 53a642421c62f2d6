import { z } from 'zod';
import { CONTACT_TYPES } from '../../core/model';
import { FIELD_LIMITS } from '../../core/limits';
import { callOptions, ID_SCHEMA, INTEGER_SCHEMA, presence, stringSchema, type KindDefinition } from '../host/generator';
import { common } from '../host/input';

/** The field as written in a schema. */
const schema = z.strictObject({
  kind: z.literal('contacts'),
  ...common,
  types: z.array(z.enum(CONTACT_TYPES)).min(1).optional(),
  max: z.number().int().positive().optional(),
});

export const contacts: KindDefinition<'contacts', typeof schema> = {
  kind: 'contacts',
  input: schema,
  normalise: (input, base) => ({
    ...base,
    kind: 'contacts',
    types: input.types ?? [...CONTACT_TYPES],
    max: input.max ?? FIELD_LIMITS.items,
  }),
  zod: (field, context) => `v.contacts(${callOptions({ max: field.max, types: field.types, ...presence(context) })})`,
  jsonSchema: (field) => ({
    type: 'array',
    maxItems: field.max,
    items: {
      type: 'object',
      properties: {
        id: ID_SCHEMA,
        order: INTEGER_SCHEMA,
        label: stringSchema(),
        type: { enum: field.types },
        value: stringSchema(FIELD_LIMITS.url),
      },
      required: ['type', 'value'],
    },
  }),
  storage: () => ({ kind: 'json' }),
};
