import { z } from 'zod';
import { FIELD_LIMITS } from '../../core/limits';
import { callOptions, ID_SCHEMA, INTEGER_SCHEMA, presence, type KindDefinition } from '../host/generator';
import { common, label } from '../host/input';

/** The field as written in a schema. */
const schema = z.strictObject({
  kind: z.literal('list'),
  ...common,
  fields: z.record(z.string(), z.unknown()),
  min: z.number().int().nonnegative().optional(),
  max: z.number().int().positive().optional(),
  sortable: z.boolean().optional(),
  itemTitle: z.string().optional(),
  confirmRemove: z.boolean().optional(),
  /** The add button's text (default 'Aggiungi'). */
  addLabel: label.optional(),
  /** Each entry can be folded to its title. */
  collapsible: z.boolean().optional(),
});

export const list: KindDefinition<'list', typeof schema> = {
  kind: 'list',
  input: schema,
  normalise: (input, base, context) => ({
    ...base,
    kind: 'list',
    fields: context.nested(input.fields, base.path),
    min: input.min ?? 0,
    max: input.max ?? FIELD_LIMITS.items,
    sortable: input.sortable ?? true,
    itemTitle: input.itemTitle ?? null,
    confirmRemove: input.confirmRemove ?? true,
    addLabel: input.addLabel ?? null,
    collapsible: input.collapsible ?? false,
  }),
  zod: (field, context) => {
    const shape = field.fields.map((nested) => `${nested.name}: ${context.nested(nested)}`).join(', ');
    return `v.list({ ${shape} }, ${callOptions({ min: field.min, max: field.max, ...presence(context) })})`;
  },
  jsonSchema: (field, context) => ({
    type: 'array',
    minItems: field.min,
    maxItems: field.max,
    items: {
      type: 'object',
      properties: {
        id: ID_SCHEMA,
        order: INTEGER_SCHEMA,
        ...Object.fromEntries(field.fields.map((nested) => [nested.name, context.nested(nested)])),
      },
    },
  }),
  storage: () => ({ kind: 'json' }),
};
