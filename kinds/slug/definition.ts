import { z } from 'zod';
import { callOptions, presence, type KindDefinition } from '../host/generator';
import { common, identifier } from '../host/input';

/** The field as written in a schema. */
const schema = z.strictObject({
  kind: z.literal('slug'),
  ...common,
  from: identifier.optional(),
  max: z.number().int().positive().optional(),
  unique: z.boolean().optional(),
});

export const slug: KindDefinition<'slug', typeof schema> = {
  kind: 'slug',
  input: schema,
  normalise: (input, base) => ({
    ...base,
    kind: 'slug',
    from: input.from ?? 'title',
    max: input.max ?? 255,
    unique: input.unique ?? true,
  }),
  zod: (field, context) => `v.slug(${callOptions({ max: field.max, ...presence(context) })})`,
  jsonSchema: (field) => ({
    type: 'string',
    maxLength: field.max,
    pattern: '^([a-z0-9]+(-[a-z0-9]+)*)?$',
    description: `Filled from ${field.from} when left empty.`,
  }),
  storage: () => ({ kind: 'column', type: 'text' }),
};
