import { z } from 'zod';
import { callOptions, presence, type KindDefinition } from '../host/generator';
import { common } from '../host/input';

/** The field as written in a schema. */
const schema = z.strictObject({ kind: z.literal('datetime'), ...common, default: z.literal('now').optional() });

export const datetime: KindDefinition<'datetime', typeof schema> = {
  kind: 'datetime',
  input: schema,
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
