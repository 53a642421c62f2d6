import { z } from 'zod';
import { FIELD_LIMITS } from '../../core/limits';
import { ID_SCHEMA, INTEGER_SCHEMA, memberOptions, presence, type KindDefinition } from '../host/generator';
import { common, fieldName, label } from '../host/input';

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
  /** The entries are an accordion: one open at a time; a single entry open, with no title nor remove button. */
  accordion: z.boolean().optional(),
  /** An untitled entry's name, numbered ('Tappa 2'; default 'Elemento 2'). */
  entryLabel: label.optional(),
  /** A text member no two entries may repeat (trimmed, case-insensitive): 'Valore ripetuto'. */
  uniqueBy: fieldName.optional(),
  /**
   * The list is `max` numbered slots, all shown (spec: the home's five video slots, padded to 5):
   * no add nor remove button; a slot left blank is no entry (its members' rules do not apply and
   * it is not stored).
   */
  slots: z.boolean().optional(),
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
    accordion: input.accordion ?? false,
    entryLabel: input.entryLabel ?? null,
    uniqueBy: input.uniqueBy ?? null,
    ...(input.slots ? { slots: true as const } : {}),
  }),
  zod: (field, context) => {
    const shape = field.fields.map((nested) => `${nested.name}: ${context.nested(nested)}`).join(', ');
    const options = {
      min: field.min,
      max: field.max,
      uniqueBy: field.uniqueBy ?? undefined,
      slots: field.slots,
      ...presence(context),
    };
    return `v.list({ ${shape} }, ${memberOptions(field.fields, context, options)})`;
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
  memberNames: (input) =>
    input.uniqueBy === undefined ? [] : [{ key: 'uniqueBy', name: input.uniqueBy, kinds: ['text', 'textarea'] }],
};
