import { callOptions, presence, type KindDefinition } from './types';

export const group: KindDefinition<'group'> = {
  kind: 'group',
  normalise: (input, base, context) => ({ ...base, kind: 'group', fields: context.nested(input.fields, base.path) }),
  zod: (field, context) => {
    const shape = field.fields.map((nested) => `${nested.name}: ${context.nested(nested)}`).join(', ');
    return `v.group({ ${shape} }, ${callOptions(presence(context))})`;
  },
  jsonSchema: (field, context) => ({
    type: 'object',
    properties: Object.fromEntries(field.fields.map((nested) => [nested.name, context.nested(nested)])),
    additionalProperties: false,
  }),
  storage: () => ({ kind: 'json' }),
};
