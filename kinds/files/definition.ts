import { z } from 'zod';
import { FIELD_LIMITS } from '../../core/limits';
import { callOptions, ID_SCHEMA, LINK_SCHEMA, presence, stringSchema, type KindDefinition } from '../host/generator';
import { common } from '../host/input';

/** The field as written in a schema. */
const schema = z.strictObject({
  kind: z.literal('files'),
  ...common,
  accept: z.array(z.string().min(1)).optional(),
  max: z.number().int().positive().optional(),
  acceptMessage: z.string().optional(),
  maxBytes: z.number().int().positive().optional(),
});

export const files: KindDefinition<'files', typeof schema> = {
  kind: 'files',
  input: schema,
  normalise: (input, base) => ({
    ...base,
    kind: 'files',
    accept: input.accept ?? [],
    max: input.max ?? FIELD_LIMITS.attachments,
    acceptMessage: input.acceptMessage ?? 'fileType',
    maxBytes: input.maxBytes ?? 100 * 1024 * 1024,
  }),
  zod: (field, context) =>
    `v.files(${callOptions({ max: field.max, accept: field.accept, acceptMessage: field.acceptMessage, ...presence(context) })})`,
  jsonSchema: (field) => ({
    type: 'array',
    maxItems: field.max,
    items: {
      type: 'object',
      properties: { id: ID_SCHEMA, name: stringSchema(), url: LINK_SCHEMA },
      required: ['id', 'name'],
    },
  }),
  storage: () => ({ kind: 'json' }),
};
