import { CONTACT_TYPES } from '../../core/model';
import { callOptions, presence, type KindDefinition } from './types';

export const contacts: KindDefinition<'contacts'> = {
  kind: 'contacts',
  normalise: (input, base) => ({
    ...base,
    kind: 'contacts',
    types: input.types ?? [...CONTACT_TYPES],
    max: input.max ?? 100,
  }),
  zod: (field, context) => `v.contacts(${callOptions({ max: field.max, types: field.types, ...presence(context) })})`,
  jsonSchema: (field) => ({
    type: 'array',
    maxItems: field.max,
    items: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        order: { type: 'integer' },
        label: { type: 'string' },
        type: { enum: field.types },
        value: { type: 'string' },
      },
      required: ['type', 'value'],
    },
  }),
  storage: () => ({ kind: 'json' }),
};
