import { callOptions, presence, type KindDefinition } from './types';

export const images: KindDefinition<'images'> = {
  kind: 'images',
  normalise: (input, base) => ({
    ...base,
    kind: 'images',
    max: input.max ?? 10,
    cover: input.cover ?? true,
    minLongestSide: input.minLongestSide ?? 300,
  }),
  zod: (field, context) => `v.images(${callOptions({ max: field.max, cover: field.cover, ...presence(context) })})`,
  jsonSchema: (field) => ({
    type: 'array',
    maxItems: field.max,
    items: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        title: { type: 'string' },
        url: { type: 'string' },
        url_thumb: { type: 'string' },
        is_primary: { type: 'boolean' },
        order: { type: 'integer' },
      },
      required: ['id'],
    },
  }),
  storage: () => ({ kind: 'json' }),
};
