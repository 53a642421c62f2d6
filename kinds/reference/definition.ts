import { z } from 'zod';
import { FIELD_LIMITS } from '../../core/limits';
import { callOptions, ID_SCHEMA, presence, stringSchema, type KindDefinition } from '../host/generator';
import { common, label } from '../host/input';

/** The field as written in a schema. */
const schema = z.strictObject({
  kind: z.literal('reference'),
  ...common,
  /**
   * The entity referred to; it must answer `POST {path}/search` (`searchCall: true`), or with
   * `source: combo` `GET {path}/combo` (`comboCall: true`).
   */
  entity: z.string().min(1),
  /** The call the combo finds items with (default `search`). */
  source: z.enum(['search', 'combo']).optional(),
  /** Several items, `[{id, name}]` (default: one, `{id, name}` or null). */
  multiple: z.boolean().optional(),
  /** Most items of a multiple reference (default and at most 100). */
  max: z.number().int().min(1).max(FIELD_LIMITS.items).optional(),
  /** A province select narrows the combo (`source: combo`; spec: the operator combo's optional province). */
  province: z.boolean().optional(),
  /** Matches shown at a time (spec: the destination combo shows 3). */
  shown: z.number().int().min(1).max(10).optional(),
  /** The text shown before enough is typed (spec: 'Inizia a digitare il nome di una destinazioni'). */
  hint: label.optional(),
});

/**
 * One item of another entity, chosen in a combo that searches it by title (`POST {path}/search`,
 * or `GET {path}/combo` with `source: combo`): `{id, name}`, the name as it was when chosen (spec:
 * a POI's destination); with `multiple`, a list of them (an experience's operators).
 */
export const reference: KindDefinition<'reference', typeof schema> = {
  kind: 'reference',
  input: schema,
  normalise: (input, base, context) => {
    const source = input.source ?? 'search';
    const multiple = input.multiple === true;
    return {
      ...base,
      kind: 'reference',
      entity: input.entity,
      source,
      multiple,
      max: multiple ? (input.max ?? FIELD_LIMITS.items) : 1,
      province: source === 'combo' && input.province === true,
      minChars: source === 'combo' ? context.comboMinChars(input.entity) : context.searchMinChars(input.entity),
      shown: input.shown ?? (multiple ? 10 : 3),
      hint: input.hint ?? null,
    };
  },
  zod: (field, context) =>
    field.multiple
      ? `v.references(${callOptions({ ...presence(context), max: field.max })})`
      : `v.reference(${callOptions({ ...presence(context) })})`,
  jsonSchema: (field) => {
    const call = field.source === 'combo' ? `GET ${field.entity}/combo` : `POST ${field.entity}/search`;
    const item = {
      type: 'object',
      properties: { id: ID_SCHEMA, name: stringSchema(FIELD_LIMITS.shortText) },
      required: ['id'],
    };
    return field.multiple
      ? {
          type: 'array',
          description: `Items of ${field.entity} (at most ${field.max}, each once), found with ${call}.`,
          items: item,
          maxItems: field.max,
        }
      : { ...item, type: ['object', 'null'], description: `An item of ${field.entity}, found with ${call}.` };
  },
  storage: () => ({ kind: 'json' }),
};
