import { z } from 'zod';
import { FIELD_LIMITS, PICKER_LIMITS } from '../../core/limits';
import { callOptions, ID_SCHEMA, presence, stringSchema, type KindDefinition } from '../host/generator';
import { common } from '../host/input';

/** The field as written in a schema. */
const schema = z.strictObject({
  kind: z.literal('entity'),
  ...common,
  /** Entity types that may be picked (checked against the project's entities); default all. */
  types: z.array(z.string().min(1)).min(1).optional(),
  limit: z.number().int().positive().max(PICKER_LIMITS.maxLimit).optional(),
});

/**
 * Items of other entities chosen with the entity picker (spec platform.md: at most `limit`,
 * default 5): an ordered JSON array of `{type, id, title}`; the title is the one shown when the
 * item was picked, refreshed by the admin from `GET entities/from-indices`.
 */
export const entity: KindDefinition<'entity', typeof schema> = {
  kind: 'entity',
  input: schema,
  normalise: (input, base, context) => ({
    ...base,
    kind: 'entity',
    // Types that are no entity yet (a warning in settings schemas) are left out: none can be picked.
    types: (input.types ?? context.entities).filter((type) => context.entities.includes(type)),
    limit: input.limit ?? PICKER_LIMITS.defaultLimit,
  }),
  zod: (field, context) =>
    `v.entityPicks(${callOptions({ types: field.types, limit: field.limit, ...presence(context) })})`,
  jsonSchema: (field) => ({
    type: 'array',
    maxItems: field.limit,
    items: {
      type: 'object',
      properties: {
        type: { enum: field.types },
        id: ID_SCHEMA,
        title: stringSchema(FIELD_LIMITS.shortText),
      },
      required: ['type', 'id'],
    },
  }),
  storage: () => ({ kind: 'json' }),
};
