import { z } from 'zod';
import { FIELD_LIMITS, MAX_ID } from '../../core/limits';
import { callOptions, ID_SCHEMA, presence, type KindDefinition } from '../host/generator';
import { common } from '../host/input';

/** The field as written in a schema. */
const schema = z.strictObject({
  kind: z.literal('municipalities'),
  ...common,
  multiple: z.boolean().optional(),
  max: z.number().int().positive().optional(),
  shown: z.number().int().positive().optional(),
  minChars: z.number().int().nonnegative().optional(),
  debounceMs: z.number().int().nonnegative().optional(),
});

export const municipalities: KindDefinition<'municipalities', typeof schema> = {
  kind: 'municipalities',
  input: schema,
  normalise: (input, base) => ({
    ...base,
    kind: 'municipalities',
    multiple: input.multiple ?? true,
    max: input.max ?? FIELD_LIMITS.municipalities,
    shown: input.shown ?? 10,
    minChars: input.minChars ?? 2,
    debounceMs: input.debounceMs ?? 300,
  }),
  zod: (field, context) =>
    `v.municipalities(${callOptions({ multiple: field.multiple, max: field.multiple ? field.max : undefined, ...presence(context) })})`,
  jsonSchema: (field) =>
    field.multiple
      ? { type: 'array', maxItems: field.max, items: ID_SCHEMA, description: 'Municipality ids.' }
      : { type: ['integer', 'null'], minimum: 1, maximum: MAX_ID },
  storage: (field) =>
    field.multiple
      ? { kind: 'relation', relation: 'municipalities' }
      : { kind: 'column', type: 'integer', references: 'municipalities' },
};
