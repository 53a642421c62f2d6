import { callOptions, presence, type KindDefinition } from './types';

export const slug: KindDefinition<'slug'> = {
  kind: 'slug',
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
