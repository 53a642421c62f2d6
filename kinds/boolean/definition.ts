import { z } from 'zod';
import { callOptions, presence, type KindDefinition } from '../host/generator';
import { common } from '../host/input';

/** The field as written in a schema. */
const schema = z.strictObject({ kind: z.literal('boolean'), ...common, default: z.boolean().optional() });

export const boolean: KindDefinition<'boolean', typeof schema> = {
  kind: 'boolean',
  input: schema,
  normalise: (input, base) => ({ ...base, kind: 'boolean', default: input.default ?? false }),
  zod: (_field, context) => `v.boolean(${callOptions(presence(context))})`,
  jsonSchema: (field) => ({ type: 'boolean', default: field.default }),
  storage: () => ({ kind: 'column', type: 'boolean' }),
};
