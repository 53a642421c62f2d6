import { z } from 'zod';
import { FIELD_LIMITS } from '../../core/limits';
import { callOptions, ID_SCHEMA, presence, stringSchema, type KindDefinition } from '../host/generator';
import { common, label } from '../host/input';

/** The field as written in a schema. */
const schema = z.strictObject({
  kind: z.literal('reference'),
  ...common,
  /** The entity referred to; it must answer `POST {path}/search` (`searchCall: true`). */
  entity: z.string().min(1),
  /** Matches shown at a time (spec: the destination combo shows 3). */
  shown: z.number().int().min(1).max(10).optional(),
  /** The text shown before enough is typed (spec: 'Inizia a digitare il nome di una destinazioni'). */
  hint: label.optional(),
});

/**
 * One item of another entity, chosen in a combo that searches it by title (`POST {path}/search`):
 * `{id, name}`, the name as it was when chosen (spec: a POI's destination).
 */
export const reference: KindDefinition<'reference', typeof schema> = {
  kind: 'reference',
  input: schema,
  normalise: (input, base, context) => ({
    ...base,
    kind: 'reference',
    entity: input.entity,
    minChars: context.searchMinChars(input.entity),
    shown: input.shown ?? 3,
    hint: input.hint ?? null,
  }),
  zod: (_field, context) => `v.reference(${callOptions({ ...presence(context) })})`,
  jsonSchema: (field) => ({
    type: ['object', 'null'],
    description: `An item of ${field.entity}, found with POST ${field.entity}/search.`,
    properties: { id: ID_SCHEMA, name: stringSchema(FIELD_LIMITS.shortText) },
    required: ['id'],
  }),
  storage: () => ({ kind: 'json' }),
};
