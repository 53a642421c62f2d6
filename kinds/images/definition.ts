import { z } from 'zod';
import { FIELD_LIMITS } from '../../core/limits';
import {
  callOptions,
  ID_SCHEMA,
  INTEGER_SCHEMA,
  LINK_SCHEMA,
  presence,
  stringSchema,
  type KindDefinition,
} from '../host/generator';
import { common } from '../host/input';

/** The field as written in a schema. */
const schema = z.strictObject({
  kind: z.literal('images'),
  ...common,
  max: z.number().int().positive().optional(),
  cover: z.boolean().optional(),
  minLongestSide: z.number().int().positive().optional(),
});

export const images: KindDefinition<'images', typeof schema> = {
  kind: 'images',
  input: schema,
  normalise: (input, base) => ({
    ...base,
    kind: 'images',
    max: input.max ?? FIELD_LIMITS.attachments,
    cover: input.cover ?? true,
    minLongestSide: input.minLongestSide ?? 300,
  }),
  zod: (field, context) => `v.images(${callOptions({ max: field.max, cover: field.cover, ...presence(context) })})`,
  jsonSchema: (field) => ({
    type: 'array',
    maxItems: field.max,
    items: {
      type: 'object',
      properties: {
        id: ID_SCHEMA,
        title: stringSchema(FIELD_LIMITS.paramValue),
        url: LINK_SCHEMA,
        url_thumb: LINK_SCHEMA,
        is_primary: { type: 'boolean' },
        order: INTEGER_SCHEMA,
      },
      required: ['id'],
    },
  }),
  storage: () => ({ kind: 'json' }),
};
