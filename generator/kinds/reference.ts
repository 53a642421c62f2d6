import { callOptions, presence, type KindDefinition } from './types';

export const reference: KindDefinition<'reference'> = {
  kind: 'reference',
  normalise: (input, base) => ({
    ...base,
    kind: 'reference',
    entities: input.entities ?? [],
    limit: input.limit ?? 5,
    sortable: input.sortable ?? true,
  }),
  zod: (field, context) =>
    `v.references(${callOptions({ entities: field.entities, limit: field.limit, ...presence(context) })})`,
  jsonSchema: (field) => ({
    type: 'array',
    maxItems: field.limit,
    items: {
      type: 'object',
      properties: { id: { type: 'integer' }, type: { type: 'string' }, title: { type: 'string' } },
      required: ['id', 'type'],
    },
  }),
  storage: () => ({ kind: 'json' }),
};
