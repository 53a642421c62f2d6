import { z } from 'zod';
import { FIELD_LIMITS } from '../../core/limits';
import { callOptions, presence, stringSchema, type KindDefinition } from '../host/generator';
import { common } from '../host/input';

/** The field as written in a schema. */
const schema = z.strictObject({
  kind: z.literal('secret'),
  ...common,
  max: z.number().int().positive().max(FIELD_LIMITS.shortText).optional(),
});

/**
 * A write-only value (the data hub's client secrets): the answers carry `{set}` only, a save sends
 * a new value as text or `{set}` back (true keeps it, false clears it). Settings schemas only:
 * the settings store keeps the value (`server/settings/`).
 */
export const secret: KindDefinition<'secret', typeof schema> = {
  kind: 'secret',
  input: schema,
  normalise: (input, base) => ({ ...base, kind: 'secret', max: input.max ?? FIELD_LIMITS.shortText }),
  zod: (field, context) => `v.secret(${callOptions({ max: field.max, ...presence(context) })})`,
  jsonSchema: (field) => ({
    oneOf: [
      stringSchema(field.max),
      {
        type: 'object',
        properties: { set: { type: 'boolean' } },
        required: ['set'],
        additionalProperties: false,
      },
    ],
  }),
  storage: () => ({ kind: 'json' }),
};
