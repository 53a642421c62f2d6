import { z } from 'zod';
import { FIELD_LIMITS } from '../../core/limits';
import { callOptions, ID_SCHEMA, presence, type KindDefinition } from '../host/generator';
import { common } from '../host/input';

/** The field as written in a schema. */
const schema = z.strictObject({
  kind: z.literal('category'),
  ...common,
  main: z.number().int().nonnegative(),
  multiple: z.boolean().optional(),
  primary: z.boolean().optional(),
  max: z.number().int().nonnegative().optional(),
});

export const category: KindDefinition<'category', typeof schema> = {
  kind: 'category',
  input: schema,
  normalise: (input, base) => {
    const multiple = input.multiple ?? true;
    return {
      ...base,
      kind: 'category',
      main: input.main,
      multiple,
      primary: input.primary ?? multiple,
      // 0 or absent: the default bound of core/limits.ts.
      max: multiple ? input.max || FIELD_LIMITS.categories : 1,
    };
  },
  zod: (field, context) =>
    `v.categories(${callOptions({ max: field.max, primary: field.primary, ...presence(context) })})`,
  jsonSchema: (field) => ({
    type: 'object',
    description: `Categories under main category ${field.main}.`,
    properties: {
      ids: { type: 'array', maxItems: field.max, items: ID_SCHEMA },
      primary: { ...ID_SCHEMA, type: ['integer', 'null'] },
    },
    required: ['ids'],
    additionalProperties: false,
  }),
  storage: () => ({ kind: 'relation', relation: 'categories' }),
};
