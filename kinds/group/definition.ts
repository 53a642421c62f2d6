import { z } from 'zod';
import { memberOptions, presence, type KindDefinition } from '../host/generator';
import { common } from '../host/input';

/** The field as written in a schema. */
const schema = z.strictObject({ kind: z.literal('group'), ...common, fields: z.record(z.string(), z.unknown()) });

export const group: KindDefinition<'group', typeof schema> = {
  kind: 'group',
  input: schema,
  normalise: (input, base, context) => ({ ...base, kind: 'group', fields: context.nested(input.fields, base.path) }),
  zod: (field, context) => {
    const shape = field.fields.map((nested) => `${nested.name}: ${context.nested(nested)}`).join(', ');
    return `v.group({ ${shape} }, ${memberOptions(field.fields, context, presence(context))})`;
  },
  jsonSchema: (field, context) => ({
    type: 'object',
    properties: Object.fromEntries(field.fields.map((nested) => [nested.name, context.nested(nested)])),
    additionalProperties: false,
  }),
  storage: () => ({ kind: 'json' }),
};
