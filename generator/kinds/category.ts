import { callOptions, presence, type KindDefinition } from './types';

export const category: KindDefinition<'category'> = {
  kind: 'category',
  normalise: (input, base) => {
    const multiple = input.multiple ?? true;
    return {
      ...base,
      kind: 'category',
      main: input.main,
      multiple,
      primary: input.primary ?? multiple,
      max: multiple ? (input.max ?? 0) : 1,
    };
  },
  zod: (field, context) =>
    `v.categories(${callOptions({ max: field.max, primary: field.primary, ...presence(context) })})`,
  jsonSchema: (field) => ({
    type: 'object',
    description: `Categories under main category ${field.main}.`,
    properties: { ids: { type: 'array', items: { type: 'integer' } }, primary: { type: ['integer', 'null'] } },
    required: ['ids'],
    additionalProperties: false,
  }),
  storage: () => ({ kind: 'relation', relation: 'categories' }),
};
