import { callOptions, presence, type KindDefinition } from './types';

export const boolean: KindDefinition<'boolean'> = {
  kind: 'boolean',
  normalise: (input, base) => ({ ...base, kind: 'boolean', default: input.default ?? false }),
  zod: (_field, context) => `v.boolean(${callOptions(presence(context))})`,
  jsonSchema: (field) => ({ type: 'boolean', default: field.default }),
  storage: () => ({ kind: 'column', type: 'boolean' }),
};
