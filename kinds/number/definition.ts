import { z } from 'zod';
import { MAX_INTEGER, MIN_INTEGER } from '../../core/limits';
import { callOptions, presence, type KindDefinition } from '../host/generator';
import { common } from '../host/input';

/** The field as written in a schema. */
const schema = z.strictObject({
  kind: z.literal('number'),
  ...common,
  integer: z.boolean().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  default: z.number().optional(),
});

export const number: KindDefinition<'number', typeof schema> = {
  kind: 'number',
  input: schema,
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
    // Integers are stored as PostgreSQL integers: their range bounds what the schema leaves open.
    ...(field.min !== null ? { minimum: field.min } : field.integer ? { minimum: MIN_INTEGER } : {}),
    ...(field.max !== null ? { maximum: field.max } : field.integer ? { maximum: MAX_INTEGER } : {}),
  }),
  storage: (field) => ({ kind: 'column', type: field.integer ? 'integer' : 'double' }),
};
