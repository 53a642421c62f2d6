import { z } from 'zod';
import { callOptions, presence, type KindDefinition } from '../host/generator';
import { common } from '../host/input';

/** The field as written in a schema. */
const schema = z.strictObject({ kind: z.literal('date'), ...common, default: z.literal('now').optional() });

export const date: KindDefinition<'date', typeof schema> = {
  kind: 'date',
  input: schema,
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
