import { z } from 'zod';
import { FIELD_LIMITS } from '../../core/limits';
import { callOptions, presence, stringSchema, type KindDefinition } from '../host/generator';
import { common } from '../host/input';

/** The field as written in a schema. */
const schema = z.strictObject({
  kind: z.literal('params'),
  ...common,
  asJsonText: z.boolean().optional(),
  max: z.number().int().positive().optional(),
});

export const params: KindDefinition<'params', typeof schema> = {
  kind: 'params',
  input: schema,
  normalise: (input, base) => ({
    ...base,
    kind: 'params',
    asJsonText: input.asJsonText ?? true,
    max: input.max ?? FIELD_LIMITS.items,
  }),
  zod: (field, context) =>
    `v.params(${callOptions({ asJsonText: field.asJsonText, max: field.max, ...presence(context) })})`,
  jsonSchema: (field) =>
    field.asJsonText
      ? {
          type: 'string',
          maxLength: FIELD_LIMITS.paramsText,
          description: 'Key/value parameters as the JSON text of an object of strings, e.g. {"layout":"wide"}.',
        }
      : {
          type: 'object',
          maxProperties: field.max,
          propertyNames: stringSchema(),
          additionalProperties: stringSchema(FIELD_LIMITS.paramValue),
        },
  storage: () => ({ kind: 'json' }),
};
