import { callOptions, presence, type KindDefinition } from './types';

export const number: KindDefinition<'number'> = {
  kind: 'number',
  normalise: (input, base) => ({
    ...base,
    kind: 'number',
    integer: input.integer ?? true,
    min: input.min ?? null,
    max: input.max ?? null,
    default: input.default ?? null,
  }),
  zod: (field, context) =>
    `v.number(${callOptions({ integer: field.integer, min: field.min ?? undefined, max: field.max ?? undefined, ...presence(context) })})`,
  jsonSchema: (field) => ({
    type:
      field.required === 'never'
        ? [field.integer ? 'integer' : 'number', 'null']
        : field.integer
          ? 'integer'
          : 'number',
    ...(field.min !== null ? { minimum: field.min } : {}),
    ...(field.max !== null ? { maximum: field.max } : {}),
  }),
  storage: (field) => ({ kind: 'column', type: field.integer ? 'integer' : 'double' }),
};
