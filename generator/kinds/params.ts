import { callOptions, presence, type KindDefinition } from './types';

export const params: KindDefinition<'params'> = {
  kind: 'params',
  normalise: (input, base) => ({
    ...base,
    kind: 'params',
    asJsonText: input.asJsonText ?? true,
    max: input.max ?? 100,
  }),
  zod: (field, context) =>
    `v.params(${callOptions({ asJsonText: field.asJsonText, max: field.max, ...presence(context) })})`,
  jsonSchema: (field) =>
    field.asJsonText
      ? {
          type: 'string',
          description: 'Key/value parameters as the JSON text of an object of strings, e.g. {"layout":"wide"}.',
        }
      : { type: 'object', additionalProperties: { type: 'string' } },
  storage: () => ({ kind: 'json' }),
};
