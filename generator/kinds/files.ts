import { callOptions, presence, type KindDefinition } from './types';

export const files: KindDefinition<'files'> = {
  kind: 'files',
  normalise: (input, base) => ({
    ...base,
    kind: 'files',
    accept: input.accept ?? [],
    max: input.max ?? 10,
    acceptMessage: input.acceptMessage ?? 'fileType',
    maxBytes: input.maxBytes ?? 100 * 1024 * 1024,
  }),
  zod: (field, context) =>
    `v.files(${callOptions({ max: field.max, accept: field.accept, acceptMessage: field.acceptMessage, ...presence(context) })})`,
  jsonSchema: (field) => ({
    type: 'array',
    maxItems: field.max,
    items: {
      type: 'object',
      properties: { id: { type: 'integer' }, name: { type: 'string' }, url: { type: 'string' } },
      required: ['id', 'name'],
    },
  }),
  storage: () => ({ kind: 'json' }),
};
