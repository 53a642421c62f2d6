import { callOptions, presence, type KindDefinition } from './types';

export const datetime: KindDefinition<'datetime'> = {
  kind: 'datetime',
  normalise: (input, base) => ({ ...base, kind: 'datetime', default: input.default ?? null }),
  zod: (_field, context) => `v.dateTime(${callOptions(presence(context))})`,
  jsonSchema: () => ({
    type: 'string',
    maxLength: 19,
    pattern: '^(\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2})?$',
    description: 'YYYY-MM-DD HH:mm:ss; empty for no date.',
  }),
  storage: () => ({ kind: 'column', type: 'timestamp' }),
};
