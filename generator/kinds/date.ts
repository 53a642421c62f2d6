import { callOptions, presence, type KindDefinition } from './types';

export const date: KindDefinition<'date'> = {
  kind: 'date',
  normalise: (input, base) => ({ ...base, kind: 'date', default: input.default ?? null }),
  zod: (_field, context) => `v.date(${callOptions(presence(context))})`,
  jsonSchema: () => ({
    type: 'string',
    maxLength: 10,
    pattern: '^(\\d{4}-\\d{2}-\\d{2})?$',
    description: 'YYYY-MM-DD; empty for no date.',
  }),
  storage: () => ({ kind: 'column', type: 'date' }),
};
